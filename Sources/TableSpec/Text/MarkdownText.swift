/// Text from a spec made safe for Markdown (CommonMark and GitHub's tables): it shows as
/// written and cannot start markup, close a table cell or inject HTML. The one Markdown
/// escaper: the Markdown export, the diff's pull-request comment and the GitHub step
/// summary all write through it.
///
/// - `\`, `` ` ``, `*`, `_`, `[`, `]`, `|`, `#`, `~`, `!` and `$` get a backslash;
/// - `<`, `>` and `&` become `&lt;`, `&gt;` and `&amp;`;
/// - a line break (`\n`, `\r\n`, `\r`) becomes `<br>` (a table cell is one line);
/// - every other character ``TerminalText`` keeps off terminals (controls, bidirectional
///   overrides, U+2028 and U+2029) is shown as its escape with the backslash doubled
///   (`\\t`, `\\u{2028}`), so nothing hidden passes unseen.
///
/// ```swift
/// MarkdownText.inline("a|b `c` <d>")   // a\|b \`c\` &lt;d&gt;
/// ```
/// O(length of the text).
public enum MarkdownText {
    /// `text` for a heading, list item or table cell.
    public static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                out += "<br>"
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!", "$":
                    out += "\\"
                    out.unicodeScalars.append(scalar)
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "&": out += "&amp;"
                default:
                    if TerminalText.isUnsafe(scalar) {
                        out += "\\" + TerminalText.escape(scalar)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return out
    }

    /// `text` as an inline code span when it can be one, else as ``inline(_:)`` text:
    /// backticks and pipes cannot be escaped inside a span, so text holding them, a line
    /// break or anything unsafe is written as escaped text instead.
    public static func code(_ text: String) -> String {
        let plain = !text.isEmpty && !text.unicodeScalars.contains {
            $0 == "`" || $0 == "|" || $0 == "\n" || TerminalText.isUnsafe($0)
        }
        return plain ? "`" + text + "`" : inline(text)
    }

    /// An id as inline code when it is made of id characters only (`[A-Za-z0-9_.-]`),
    /// else as ``inline(_:)`` text: the Markdown export's stricter form, for ids.
    public static func identifier(_ id: String) -> String {
        let plain = !id.isEmpty && id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
        }
        return plain ? "`\(id)`" : inline(id)
    }
}
