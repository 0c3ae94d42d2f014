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
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\u{FFFE}", "\u{FFFF}": out += TerminalText.escape(scalar)
            default:
                if TerminalText.isUnsafe(scalar) {
                    out += TerminalText.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// The XML declaration every XML report starts with.
    public static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
