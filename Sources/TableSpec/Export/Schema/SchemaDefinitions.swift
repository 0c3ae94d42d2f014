/// The schema of each mapping of the format, keyed by the decoder's own key lists.
///
/// ``keys(of:)`` is the decoder's list for each mapping; ``properties(of:)`` gives each key
/// its schema and description. ``mapping(_:)`` walks the decoder's list, so a key the
/// decoder accepts but this file does not describe is an error rather than a gap, and a
/// test checks the reverse. Null is allowed wherever the decoder reads it as "absent"
/// (optional keys), never for required ones. O(keys).
struct SchemaDefinitions {
    /// Every kind of mapping in a spec, named as in `$defs`.
    enum Mapping: String, CaseIterable {
        case table, defaults, cellType, flag, source, section, template, templateSwipe, templateSwipeAction, row, action
        case editing, swipe, swipeAction, estimatedHeight
    }

    /// The keys the decoder accepts in `mapping`, in its order (that of docs/format.md).
    static func keys(of mapping: Mapping) -> [String] {
        switch mapping {
        case .table: return TreeDecoder.tableKeys
        case .defaults: return TreeDecoder.defaultsKeys
        case .cellType: return TreeDecoder.cellTypeKeys
        case .flag: return TreeDecoder.flagKeys.names
        case .source: return TreeDecoder.sourceKeys.names
        case .section: return TreeDecoder.sectionKeys.names
        case .template, .row: return TreeDecoder.rowKeys.names
        case .action: return TreeDecoder.actionKeys.names
        case .editing: return TreeDecoder.editingKeys.names
        case .swipe, .templateSwipe: return TreeDecoder.swipeKeys.names
        case .swipeAction, .templateSwipeAction: return TreeDecoder.swipeActionKeys.names
        case .estimatedHeight: return TreeDecoder.heightKeys.names
        }
    }

    /// The keys the decoder reports as `missing-key` when absent.
    static func required(of mapping: Mapping) -> [String] {
        switch mapping {
        case .table: return ["tablespec", "id", "sections"]
        case .section: return ["id"]
        case .source: return ["fields"]
        case .template, .row, .swipeAction, .templateSwipeAction: return ["id", "title"]
        case .estimatedHeight: return ["estimated"]
        case .defaults, .cellType, .flag, .action, .editing, .swipe, .templateSwipe: return []
        }
    }

    /// What the mapping is, for its `description`.
    static func summary(of mapping: Mapping) -> String {
        switch mapping {
        case .table: return "The table (top level)."
        case .defaults: return "Table-wide heights; each is a height, or absent for UIKit's own."
        case .cellType: return "A cell class the app registers, usable as a row kind."
        case .flag: return "A switch between variants of the screen; conditions (when:) name it."
        case .source: return "A source of rows: the fields of the app's items, and sample items for previews."
        case .section: return "One section of the table: written rows, and rows from a source through a template."
        case .templateSwipe: return "A template's swipe actions: their strings may interpolate {field}."
        case .templateSwipeAction: return "A template's swipe action or menu item: its id, title, image and target may interpolate {field}."
        case .template: return "The row each item of the section's source gives: every string may interpolate {field}."
        case .row: return "One row (cell) of a section."
        case .action: return "What selecting a row, its info button, a swipe action or a menu item does: exactly one of navigate, url or emit."
        case .editing: return "How a row behaves in editing mode."
        case .swipe: return "A row's swipe actions (UISwipeActionsConfiguration); they need editing.canEdit: true."
        case .swipeAction: return "One swipe action (UIContextualAction) or context-menu item (UIAction)."
        case .estimatedHeight: return "Self-sizing, with an estimate in points."
        }
    }

    /// The mapping's schema: its keys (in the decoder's order), required keys, `x-` keys
    /// allowed, any other key rejected. Throws when a decoder key has no entry here.
    func mapping(_ mapping: Mapping) throws(ExportError) -> SpecValue {
        let described = properties(of: mapping)
        var properties: [(key: String, value: SpecValue)] = []
        for key in Self.keys(of: mapping) {
            guard let schema = described[key] else {
                throw ExportError("schema: the decoder accepts '\(key)' in \(mapping.rawValue), which the schema does not describe")
            }
            properties.append((key, schema))
        }
        var fields: [(key: String, value: SpecValue)] = [
            ("description", .string(Self.summary(of: mapping))), ("type", .string("object")),
        ]
        let required = Self.required(of: mapping)
        if !required.isEmpty { fields.append(("required", .list(required.map(SpecValue.string)))) }
        if mapping == .section {
            // Rows are required unless the rows come from a source; a source needs a template.
            fields.append(("anyOf", .list([
                .object([("required", .list([.string("rows")]))]), .object([("required", .list([.string("source")]))]),
            ])))
            fields.append(("dependentRequired", .object([
                ("source", .list([.string("template")])), ("template", .list([.string("source")])),
            ])))
        }
        if mapping == .action {
            fields.append(("oneOf", .list(Self.keys(of: .action).map {
                .object([("required", .list([.string($0)]))])
            })))
        }
        fields.append(("properties", .object(properties)))
        fields.append(("patternProperties", Self.extensionKeys))
        fields.append(("additionalProperties", .bool(false)))
        return .object(fields)
    }

    /// `{"^x-": {…}}`: extension keys, allowed everywhere and ignored. Built on each use
    /// (a few small allocations): a `static let` of an indirect enum keeps its box behind
    /// a tagged pointer that leak checkers cannot follow, so valgrind and LeakSanitizer
    /// reported it as lost.
    static var extensionKeys: SpecValue {
        .object([("^x-", .object([("description", .string("An extension key: allowed in every mapping, ignored by tablectl."))]))])
    }

    /// `$defs` shared by several mappings: ids and heights; and the include item.
    func shared() -> [(key: String, value: SpecValue)] {
        [
            ("include", .object([
                ("description", .string(
                    "{include: PATH}: the sections of the spec at PATH (relative to this file), spliced in here.")),
                ("type", .string("object")),
                ("required", .list([.string("include")])),
                ("properties", .object([("include", .object([("type", .string("string")), ("minLength", .number("1"))]))])),
                ("patternProperties", Self.extensionKeys),
                ("additionalProperties", .bool(false)),
            ])),
            ("id", .object([
                ("description", .string("An id: ASCII letters, digits, _, . and -.")),
                ("type", .string("string")),
                ("pattern", .string(Self.idPattern)),
            ])),
            ("condition", .object([
                ("description", .string(
                    "When a section or row exists: a flag name (in a template, a bool field), {not: X}, {all: [X, …]} or {any: [X, …]}.")),
                ("oneOf", .list([
                    .object([("type", .string("string")), ("pattern", .string(Self.namePattern))]),
                    Self.conditionOperator("not", Self.ref("condition")),
                    Self.conditionOperator("all", .object([("type", .string("array")), ("items", Self.ref("condition"))])),
                    Self.conditionOperator("any", .object([("type", .string("array")), ("items", Self.ref("condition"))])),
                ])),
            ])),
            ("height", .object([
                ("description", .string(
                    "auto (self-sizing), a positive number of points, or {estimated: points} (self-sizing with an estimate).")),
                ("oneOf", .list([
                    .object([("const", .string("auto"))]),
                    .object([("type", .string("number")), ("exclusiveMinimum", .number("0"))]),
                    Self.ref(Mapping.estimatedHeight.rawValue),
                ])),
            ])),
        ]
    }

    static let idPattern = "^[A-Za-z0-9_.-]+$"
    /// A flag's, source's or field's name: what a condition and `{…}` name.
    static let namePattern = "^[A-Za-z_][A-Za-z0-9_]*$"
    /// A templated id: id characters and `{field}` interpolations (`{{`, `}}` literal).
    static let templatedIDPattern = "^([A-Za-z0-9_.-]|\\{[A-Za-z_][A-Za-z0-9_]*\\}|\\{\\{|\\}\\})+$"

    // MARK: Building blocks

    /// `{key: value}` and nothing else but `x-` keys: one operator of a condition.
    static func conditionOperator(_ key: String, _ value: SpecValue) -> SpecValue {
        .object([
            ("type", .string("object")), ("required", .list([.string(key)])), ("properties", .object([(key, value)])),
            ("patternProperties", extensionKeys), ("additionalProperties", .bool(false)),
        ])
    }

    /// A mapping of names (`flags:`, `sources:`) to `entry`, or null; `x-` keys ignored.
    static func named(_ entry: SpecValue, _ description: String) -> SpecValue {
        .object([
            ("description", .string(description)), ("type", nullable("object")),
            ("propertyNames", .object([("anyOf", .list([
                .object([("pattern", .string("^x-"))]), .object([("pattern", .string(namePattern))]),
            ]))])),
            ("patternProperties", extensionKeys),
            ("additionalProperties", entry),
        ])
    }

    static func ref(_ name: String) -> SpecValue {
        .object([("$ref", .string("#/$defs/" + name))])
    }

    /// A value of `schema`, or null (absent).
    static func orNull(_ schema: SpecValue, _ description: String) -> SpecValue {
        .object([
            ("description", .string(description)),
            ("anyOf", .list([schema, .object([("type", .string("null"))])])),
        ])
    }

    /// A reference to `$defs/name`, with a description.
    static func described(_ name: String, _ description: String) -> SpecValue {
        .object([("description", .string(description)), ("$ref", .string("#/$defs/" + name))])
    }

    /// A string; `optional` allows null.
    static func text(_ description: String, optional: Bool = true) -> SpecValue {
        .object([
            ("description", .string(description)),
            ("anyOf", .list([.object([("type", optional ? nullable("string") : .string("string"))]), localizedString])),
        ])
    }

    /// A visible string of a localized table written with its key: `{key, default, comment}`
    /// (`docs/localization.md`). Built on use, as `extensionKeys` is: a `static let` of an
    /// indirect enum keeps its boxes behind a tagged pointer that leak checkers report lost.
    static var localizedString: SpecValue {
        .object([
        ("description", .string("A localized string: its catalog key, the source-language text (default: the key) and a comment for translators.")),
        ("type", .string("object")),
        ("properties", .object([
            ("key", .object([("type", .string("string"))])),
            ("default", .object([("type", .string("string"))])),
            ("comment", .object([("type", nullable("string"))])),
        ])),
        ("required", .list([.string("key")])),
        ("additionalProperties", .bool(false)),
        ])
    }

    /// A boolean or null, with its default.
    static func flag(_ description: String, default value: Bool) -> SpecValue {
        .object([("description", .string(description)), ("type", nullable("boolean")), ("default", .bool(value))])
    }

    /// One of an enumeration's names (from the model's `CaseIterable` enum), or null.
    static func names<E: CaseIterable & RawRepresentable>(
        _ type: E.Type, _ description: String, default value: E? = nil
    ) -> SpecValue where E.RawValue == String {
        var fields: [(String, SpecValue)] = [
            ("description", .string(description)),
            ("enum", .list(E.allCases.map { .string($0.rawValue) } + [.null])),
        ]
        if let value { fields.append(("default", .string(value.rawValue))) }
        return .object(fields)
    }

    /// A list of `items`; `optional` allows null.
    static func list(_ items: SpecValue, _ description: String, optional: Bool) -> SpecValue {
        .object([
            ("description", .string(description)),
            ("type", optional ? nullable("array") : .string("array")),
            ("items", items),
        ])
    }

    static func nullable(_ type: String) -> SpecValue {
        .list([.string(type), .string("null")])
    }
}
