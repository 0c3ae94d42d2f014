/// The loop behind the scalar-by-scalar escapers (XML, GitHub workflow commands, Swift
/// literals): a copy of a text in which the scalars an escaper names are replaced, so each
/// of them is only its table of replacements. (Markdown works on characters, for line
/// breaks; JSON strings, HTML and terminal text have byte fast paths of their own.)
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
