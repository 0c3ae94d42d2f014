/// The canonical form of sources, flags, templates and conditions (see
/// `Table+Canonical.swift`): what export writes for a spec that is not expanded, so that it
/// reads back as the same table. Cost: O(size of what is written).
///
/// ```swift
/// Condition.all([.name("loggedIn"), .not(.name("premium"))]).canonicalValue
/// // {all: [loggedIn, {not: premium}]}
/// ```
extension Condition {
    /// A name, `{not: X}`, `{all: [X, …]}` or `{any: [X, …]}`.
    public var canonicalValue: SpecValue {
        switch self {
        case .name(let name): return .string(name)
        case .not(let condition): return .object([("not", condition.canonicalValue)])
        case .all(let conditions): return .object([("all", .list(conditions.map(\.canonicalValue)))])
        case .any(let conditions): return .object([("any", .list(conditions.map(\.canonicalValue)))])
        }
    }
}

extension Flag {
    /// `{default, description}`; `default` is left out when false, unless `explicitDefaults`.
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("default", .bool(defaultValue), default: false)
        fields.add("description", description.map(SpecValue.string))
        return .object(fields.pairs)
    }
}

extension DataSource {
    /// `{key, fields, sample}`: `key` is left out when `id` unless `explicitDefaults`; each
    /// field's type with `?` when optional; each sample item's values in the order of the
    /// fields (absent values left out). O(fields × items).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("key", .string(key), default: "id")
        fields.add("fields", .object(self.fields.map { ($0.name, .string($0.type.rawValue + ($0.optional ? "?" : ""))) }))
        if !sample.isEmpty || explicitDefaults {
            fields.add("sample", .list(sample.map { item in
                .object(self.fields.compactMap { field in item[field.name].map { (field.name, $0.canonicalValue) } })
            }))
        }
        return .object(fields.pairs)
    }
}

extension DataValue {
    /// A string, a number or a boolean.
    public var canonicalValue: SpecValue {
        switch self {
        case .string(let text): return .string(text)
        case .int(let number): return .number(String(number))
        case .bool(let value): return .bool(value)
        }
    }
}

extension RowTemplate {
    /// The template row's mapping, each string as written, with `when` last. O(row).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var row = row
        row.when = when
        return row.canonicalValue(explicitDefaults: explicitDefaults)
    }
}
