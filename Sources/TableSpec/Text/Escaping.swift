/// The one loop behind every escaper (JSON, XML, Markdown, GitHub commands, Swift
/// literals): a scalar-by-scalar copy of a text in which the scalars an escaper names are
/// replaced. Each escaper is then only its table of replacements.
///
/// ```swift
/// Escaping.replacing("a<b") { $0 == "<" ? "&lt;" : nil }   // "a&lt;b"
/// ```
enum Escaping {
    /// `text` with every scalar for which `replacement` returns a string replaced by that
    /// string, the others kept. O(length of `text`).
    @inline(__always)
    static func replacing(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
