/// The places where decoding found a value it could not use, so the model holds a default
/// or nothing there instead of what was written.
///
/// A value is rejected when decoding reports it `wrong-type` (`canEdit: yes`),
/// `invalid-value` (`kind: heder`) or, for a required key, `missing-key` (a section without
/// `rows`). The model then holds the key's default (`canEdit` false, kind `body`, no rows),
/// which the validation rules must not judge as if it had been written: a rule that would
/// report something because of a value first asks ``covers(_:)`` and stays quiet when it
/// is true, so each mistake gives one finding.
///
/// ```swift
/// let decoded = SpecDecoder.decode(root)   // canEdit: yes on row 0
/// decoded.rejected.covers(Pointer([.key("sections"), .index(0), .key("rows"), .index(0),
///                                  .key("editing"), .key("canEdit")]))   // true
/// ```
///
/// Pointers are kept as their RFC 6901 text: `/` inside a key is written `~1`, so a text
/// prefix ending in `/` is an enclosing value. Empty for a clean spec, and then every
/// question is O(1).
public struct RejectedValues: Hashable, Sendable {
    private var pointers: Set<String> = []

    /// No value rejected.
    public init() {}

    /// Whether a finding of `rule` means the value at its pointer was not used.
    static func rejectsValue(_ rule: RuleID) -> Bool {
        rule == .wrongType || rule == .invalidValue || rule == .missingKey
    }

    /// Records the value at `pointer` (RFC 6901 text) as rejected.
    mutating func insert(_ pointer: String) {
        pointers.insert(pointer)
    }

    /// Whether no value was rejected.
    public var isEmpty: Bool { pointers.isEmpty }

    /// Whether the value at `pointer`, or a value enclosing it, was rejected: then what the
    /// model holds there is a default, not what was written. O(length of the pointer).
    public func covers(_ pointer: Pointer) -> Bool {
        if pointers.isEmpty { return false }
        var text = ""
        if pointers.contains(text) { return true }
        for component in pointer.components {
            text += Pointer([component]).description
            if pointers.contains(text) { return true }
        }
        return false
    }

    /// The rejected values at or inside `pointer`, as the components of each one below it
    /// (`["0", "kind"]` for `/sections/0/kind` inside `/sections`; indexes as digits, keys
    /// unescaped), in no particular order. O(rejected values).
    public func inside(_ pointer: Pointer) -> [[String]] {
        let base = pointer.description
        return pointers.compactMap { text -> [String]? in
            if text == base { return [] }
            guard text.hasPrefix(base + "/") else { return nil }
            return text.dropFirst(base.count + 1).split(separator: "/", omittingEmptySubsequences: false)
                .map(Self.unescaped)
        }
    }

    /// The rejected values that are not inside `/sections/<n>`. O(rejected values).
    package var outsideSections: RejectedValues {
        var outside = RejectedValues()
        outside.pointers = pointers.filter { !$0.hasPrefix("/sections/") }
        return outside
    }

    /// The rejected values inside `/sections/<n>`, by `n`: the rest of each pointer after
    /// `/sections/<n>` (empty for the section itself). O(rejected values).
    package func bySection() -> [Int: [String]] {
        var found: [Int: [String]] = [:]
        for text in pointers where text.hasPrefix("/sections/") {
            let rest = text.dropFirst("/sections/".count)
            let digits = rest.prefix { $0 != "/" }
            guard let n = Int(digits) else { continue }
            found[n, default: []].append(String(rest.dropFirst(digits.count)))
        }
        return found
    }

    /// An RFC 6901 reference token with `~1` read as `/` and `~0` as `~`.
    private static func unescaped(_ token: Substring) -> String {
        var out = ""
        var tilde = false
        for ch in token {
            if tilde {
                out.append(ch == "1" ? "/" : ch == "0" ? "~" : ch)
                tilde = false
            } else if ch == "~" {
                tilde = true
            } else {
                out.append(ch)
            }
        }
        return out
    }
}
