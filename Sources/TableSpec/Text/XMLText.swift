/// Text for XML output (the JUnit and Checkstyle reports): well-formed XML 1.0 whatever a
/// spec contains.
///
/// `&`, `<`, `>`, `"` and `'` become entities. Characters XML 1.0 forbids (C0 controls
/// other than tab, line feed and carriage return; U+FFFE, U+FFFF) and those ``TerminalText``
/// keeps off terminals (DEL, C1 controls, bidirectional overrides) are written as the
/// visible text `\u{1b}`, so nothing is lost and no parser rejects the file. Tab, line feed
/// and carriage return are kept in element text (carriage return as `&#13;`, which parsers
/// would otherwise turn into a line feed) and written as character references in
/// attributes, where parsers would otherwise turn them into spaces.
///
/// ```swift
/// XMLText.attribute("a < \"b\"\n")   // "a &lt; &quot;b&quot;&#10;"
/// ```
public enum XMLText {
    /// `text` escaped for an attribute value in double quotes. O(length).
    public static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// `text` escaped for element content. O(length).
    public static func text(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        Escaping.replacing(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\t": return inAttribute ? "&#9;" : nil
            case "\n": return inAttribute ? "&#10;" : nil
            case "\r": return "&#13;"
            case "\u{FFFE}", "\u{FFFF}": return TerminalText.escape(scalar)
            default: return TerminalText.isUnsafe(scalar) ? TerminalText.escape(scalar) : nil
            }
        }
    }

    /// The XML declaration every XML report starts with.
    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
