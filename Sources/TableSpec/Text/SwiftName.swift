/// Swift as an output language: which words are keywords and which names are plain
/// identifiers. `SwiftIdentifier` (Export) makes names from spec ids with it; the
/// configuration (`generate.type-names`) checks the type names people write with it.
package enum SwiftName {
    /// Keywords that need backticks to be used as a name.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Whether `name` is a plain Swift identifier: an ASCII letter or `_`, then ASCII
    /// letters, digits and `_`, and not a keyword.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != "_", !keywords.contains(name) else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_")
        }
        return letter(first) && name.unicodeScalars.allSatisfy { letter($0) || ("0"..."9").contains($0) }
    }
}
