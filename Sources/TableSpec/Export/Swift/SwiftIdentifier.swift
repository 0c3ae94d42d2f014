/// Spec ids as Swift identifiers: readable, valid, and distinct within one scope.
///
/// An id is cut into words at every character that is not an ASCII letter or digit, then
/// joined in lower camel case (`wi-fi` → `wiFi`, `airplane_mode` → `airplaneMode`,
/// `URLSettings` → `urlSettings`). A name that starts with a digit gets a leading
/// underscore (`2fa` → `_2fa`); a Swift keyword is written in backticks (`` `default` ``);
/// a name Swift reserves even in backticks, or one the generated type already uses
/// (`self`, `init`, `rawValue`, `allCases`…), gets a trailing underscore (`self_`). An id
/// with no letter or digit at all takes the scope's fallback word.
///
/// ```swift
/// var names = SwiftIdentifier.Scope(fallback: "row")
/// names.name(for: "wi-fi")   // "wiFi"
/// names.name(for: "wi.fi")   // "wiFi2" (the second id that reads as wiFi)
/// names.name(for: "default") // "`default`"
/// ```
///
/// - Complexity: O(length of the id) per name, plus the taken names skipped; a taken name
///   is skipped at most once per base name it extends (a prefix of it), so naming n ids
///   costs O(n × name length) look-ups at worst, O(n) when they all read as one name.
enum SwiftIdentifier {
    /// Names that stay awkward or invalid even in backticks, or that the members of every
    /// generated enum use.
    static let reserved: Set<String> = [
        "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_",
        "allCases", "rawValue", "hashValue", "hash", "description", "some", "none",
    ]

    /// One namespace of names (the cases of one enum): hands out each id's name, keeping
    /// them distinct. Ids are named in the order asked, so the result is deterministic.
    struct Scope {
        /// The word for an id with no letter or digit.
        let fallback: String
        /// Names used by the enclosing type besides the cases (member names).
        let reservedHere: Set<String>
        private var taken: Set<String> = []
        /// Per base name, the suffix to try next: every smaller one is taken already.
        private var nextSuffix: [String: Int] = [:]
        /// How many names were tried in all, taken or not (for the tests of the cost).
        private(set) var candidatesTried = 0

        init(fallback: String, reserved: Set<String> = []) {
            self.fallback = fallback
            self.reservedHere = reserved
        }

        /// Marks `name` as used (for names fixed in advance, such as built-in kinds).
        mutating func claim(_ name: String) {
            taken.insert(name)
        }

        /// A name for `id`, distinct from every name handed out or claimed so far: the
        /// camel-case name, or it followed by 2, 3, … when taken; backticked when a keyword.
        /// The search for a free suffix starts where the last one for the same base name
        /// stopped (names are only ever added), so n ids that all read as one name cost
        /// O(n) look-ups in all, not O(n²).
        mutating func name(for id: String) -> String {
            var base = SwiftIdentifier.lowerCamel(id)
            if base.isEmpty { base = fallback }
            if SwiftIdentifier.reserved.contains(base) || reservedHere.contains(base) { base += "_" }
            var candidate = base
            candidatesTried += 1
            if taken.contains(candidate) || reservedHere.contains(candidate) {
                var suffix = nextSuffix[base] ?? 2
                repeat {
                    candidate = base + String(suffix)
                    suffix += 1
                    candidatesTried += 1
                } while taken.contains(candidate) || reservedHere.contains(candidate)
                nextSuffix[base] = suffix
            }
            taken.insert(candidate)
            return SwiftIdentifier.escaped(candidate)
        }
    }

    /// `name` in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        SwiftName.keywords.contains(name) ? "`\(name)`" : name
    }

    /// `id` in lower camel case, with `_` before a leading digit; "" when it has no word.
    static func lowerCamel(_ id: String) -> String {
        let parts = SwiftName.words(id)
        guard let first = parts.first else { return "" }
        var name = lowered(first)
        for word in parts.dropFirst() { name += SwiftName.capitalized(word) }
        if let lead = name.unicodeScalars.first, ("0"..."9").contains(lead) { name = "_" + name }
        return name
    }

    /// The word with its leading capitals lowered, as Swift names do: `Wifi` → `wifi`,
    /// `URL` → `url`, `URLSettings` → `urlSettings`.
    private static func lowered(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        let capitals = scalars.prefix { $0.properties.isUppercase }.count
        let count = capitals > 1 && capitals < scalars.count ? capitals - 1 : capitals
        var out = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < count {
                out.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
