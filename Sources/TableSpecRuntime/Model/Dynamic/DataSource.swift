/// A source of rows (`sources:`): the app's data, as items of typed fields, from which a
/// section's `template` makes one row per item. See docs/dynamic.md.
///
/// ```swift
/// let contacts = DataSource(name: "contacts", fields: [
///     DataField(name: "id", type: .string), DataField(name: "name", type: .string),
///     DataField(name: "phone", type: .string, optional: true),
/// ])
/// ```
public struct DataSource: Hashable, Sendable {
    /// The key under `sources:`; sections name it as their `source`.
    public var name: String
    /// The field that identifies an item (`key:`); default `id`. Each templated row id
    /// interpolates it, so two items never give one row id.
    public var key: String
    /// The fields every item has (`fields:`), in written order.
    public var fields: [DataField]
    /// Items used when no data is given (`sample:`): what previews and `render` show.
    public var sample: [DataItem]

    /// A source with the given fields; `key` defaults to `id`.
    public init(name: String, key: String = "id", fields: [DataField] = [], sample: [DataItem] = []) {
        (self.name, self.key, self.fields, self.sample) = (name, key, fields, sample)
    }

    /// The declared field named `name`, if any. O(fields).
    public func field(named name: String) -> DataField? {
        fields.first { $0.name == name }
    }
}

/// One declared field of a source's items: `name: string`, `phone: string?`.
public struct DataField: Hashable, Sendable {
    /// The field's name, as templates write it (`{name}`).
    public var name: String
    /// The type of its values.
    public var type: DataFieldType
    /// Whether an item may leave it out (`?`).
    public var optional: Bool

    /// A field; required unless `optional`.
    public init(name: String, type: DataFieldType, optional: Bool = false) {
        (self.name, self.type, self.optional) = (name, type, optional)
    }
}

/// The type of a field's values.
public enum DataFieldType: String, Hashable, Sendable, CaseIterable {
    /// Text.
    case string
    /// A whole number, interpolated in decimal.
    case int
    /// `true` or `false`; what a template's `when` tests.
    case bool
}

/// One value of an item's field.
public enum DataValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)

    /// The value's type.
    public var type: DataFieldType {
        switch self {
        case .string: return .string
        case .int: return .int
        case .bool: return .bool
        }
    }

    /// The text a template interpolates: a string as it is, an int in decimal, a bool as
    /// `true` or `false`. O(length).
    public var text: String {
        switch self {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .bool(let value): return value ? "true" : "false"
        }
    }
}

/// One item of a source: its fields' values by name. A field that is not there is absent
/// (an optional field left out).
public struct DataItem: Hashable, Sendable {
    /// The values by field name.
    public var values: [String: DataValue]

    /// An item with `values`.
    public init(_ values: [String: DataValue]) {
        self.values = values
    }

    /// The value of `field`, nil when absent. O(1).
    public subscript(field: String) -> DataValue? { values[field] }
}
