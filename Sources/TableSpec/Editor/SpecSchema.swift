/// The keys and values of the spec format as the editor needs them: which mapping a path
/// of keys leads to, the keys it allows with their descriptions, and the values a key
/// enumerates. Everything is read from the JSON Schema exporter's definitions
/// (``SchemaDefinitions``: the decoder's key lists with the prose of docs/format.md), so the
/// editor and `export --format schema` say the same thing from one home.
///
/// ```swift
/// let row = SpecSchema.mapping(at: ["sections", "-", "rows", "-"])   // .row
/// SpecSchema.keys(of: row!).first?.name                                 // "id"
/// SpecSchema.values(of: "accessory", in: row!)                          // ["none", "disclosureIndicator", …]
/// ```
enum SpecSchema {
    typealias Mapping = SchemaDefinitions.Mapping

    /// A key a mapping allows, with its description.
    struct Key: Equatable {
        var name: String
        var description: String
    }

    /// One step of a path: a key, or `-` for an item of a list.
    static let item = "-"

    /// The mapping `path` leads to from the top of a spec (nil when it leads nowhere the
    /// schema describes: into a value, a condition, an unknown key). O(path × schema size).
    static func mapping(at path: [String]) -> Mapping? {
        let definitions = SchemaDefinitions()
        let mapping = Mapping.table
        var schema: SpecValue?
        for step in path {
            if let current = schema {
                // Inside a value: a list's items, a named entry, or a mapping it refers to.
                if step == item {
                    guard let items = field("items", in: current) else { return nil }
                    schema = items
                } else if let target = referenced(in: current), definitions.properties(of: target)[step] != nil {
                    schema = definitions.properties(of: target)[step]
                } else if let entry = field("additionalProperties", in: current), case .object = entry {
                    schema = entry
                } else {
                    return nil
                }
                continue
            }
            guard step != item, let property = definitions.properties(of: mapping)[step] else { return nil }
            schema = property
        }
        guard let schema else { return mapping }
        return referenced(in: schema)
    }

    /// The keys `mapping` allows, in the decoder's order (that of docs/format.md).
    static func keys(of mapping: Mapping) -> [Key] {
        let properties = SchemaDefinitions().properties(of: mapping)
        return SchemaDefinitions.keys(of: mapping).map { Key(name: $0, description: description(of: properties[$0])) }
    }

    /// The description of `key` in `mapping` (nil when it allows no such key).
    static func description(of key: String, in mapping: Mapping) -> String? {
        guard let property = SchemaDefinitions().properties(of: mapping)[key] else { return nil }
        return description(of: property)
    }

    /// What `mapping` is, in one line.
    static func summary(of mapping: Mapping) -> String { SchemaDefinitions.summary(of: mapping) }

    /// The string values `key` in `mapping` may have when it enumerates them (kinds,
    /// accessories, styles…), in the schema's order; empty otherwise.
    static func values(of key: String, in mapping: Mapping) -> [String] {
        guard let property = SchemaDefinitions().properties(of: mapping)[key] else { return [] }
        var values: [String] = []
        collectEnums(property, into: &values)
        return values
    }

    // MARK: Reading the schema

    /// The value of `name` in an object schema, or in the first alternative (`anyOf`,
    /// `oneOf`) that has it.
    private static func field(_ name: String, in schema: SpecValue) -> SpecValue? {
        guard case .object(let fields) = schema else { return nil }
        if let value = fields.first(where: { $0.key == name })?.value { return value }
        for alternatives in ["anyOf", "oneOf"] {
            guard case .list(let options)? = fields.first(where: { $0.key == alternatives })?.value else { continue }
            for option in options {
                if let value = field(name, in: option) { return value }
            }
        }
        return nil
    }

    /// The mapping a schema refers to (`$ref: #/$defs/row`), directly or in an alternative.
    private static func referenced(in schema: SpecValue) -> Mapping? {
        guard case .object(let fields) = schema else { return nil }
        if case .string(let reference)? = fields.first(where: { $0.key == "$ref" })?.value,
           let mapping = Mapping(rawValue: String(reference.split(separator: "/").last ?? "")) {
            return mapping
        }
        for alternatives in ["anyOf", "oneOf"] {
            guard case .list(let options)? = fields.first(where: { $0.key == alternatives })?.value else { continue }
            for option in options {
                if let mapping = referenced(in: option) { return mapping }
            }
        }
        return nil
    }

    /// A property's `description` (empty when it has none).
    private static func description(of schema: SpecValue?) -> String {
        guard let schema, case .string(let text)? = field("description", in: schema) else { return "" }
        return text
    }

    /// Every string of the `enum`s of `schema` and its alternatives.
    private static func collectEnums(_ schema: SpecValue, into values: inout [String]) {
        guard case .object(let fields) = schema else { return }
        for (key, value) in fields {
            switch (key, value) {
            case ("enum", .list(let items)):
                for case .string(let text) in items where !values.contains(text) { values.append(text) }
            case ("anyOf", .list(let options)), ("oneOf", .list(let options)):
                for option in options { collectEnums(option, into: &values) }
            default: continue
            }
        }
    }
}
