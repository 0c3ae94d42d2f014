/// A JSON-like value with keys in order: free-form data under `meta:` (passed through to
/// the app, never interpreted), and the canonical form of the model that diff and export
/// work on (``Table/canonicalValue(explicitDefaults:)``).
///
/// Scalars are kept as written (a number keeps its text), so exporting gives back what the
/// author wrote.
public indirect enum SpecValue: Hashable, Sendable {
    /// A null.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A YAML 1.2 core number, kept as its text (`1.10` stays `1.10`).
    case number(String)
    /// A string.
    case string(String)
    /// A list, in order.
    case list([SpecValue])
    /// Keys in written order.
    case object([(key: String, value: SpecValue)])

    /// Whether two values are the same case with equal contents; objects compare keys in
    /// order, so the same keys in another order are not equal. O(size of the values).
    public static func == (lhs: SpecValue, rhs: SpecValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Hashes what ``==`` compares, so equal values hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(1); hasher.combine(b)
        case .number(let n): hasher.combine(2); hasher.combine(n)
        case .string(let s): hasher.combine(3); hasher.combine(s)
        case .list(let items): hasher.combine(4); hasher.combine(items)
        case .object(let pairs):
            hasher.combine(5)
            hasher.combine(pairs.count)
            for pair in pairs { hasher.combine(pair.key); hasher.combine(pair.value) }
        }
    }
}
