/// Text from a spec made safe for Markdown (CommonMark and GitHub's tables): it shows as
/// written and cannot start markup, close a table cell or inject HTML.
///
/// - `\`, `` ` ``, `*`, `_`, `[`, `]`, `|`, `#`, `~` and `!` get a backslash;
/// - `<`, `>` and `&` become `&lt;`, `&gt;` and `&amp;`;
/// - a line break becomes `<br>` (a table cell is one line);
/// - other control characters and bidirectional overrides are shown as `\u{…}`.
///
/// ```swift
/// MarkdownText.inline("a|b `c` <d>")   // a\|b \`c\` &lt;d&gt;
/// ```
/// O(length of the text).
enum MarkdownText {
    /// `text` for a heading, list item or table cell.
    static func inline(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isNewline {
                out += "<br>"
                continue
            }
            for scalar in character.unicodeScalars {
                switch scalar {
                case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!":
                    out += "\\"
                    out.unicodeScalars.append(scalar)
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "&": out += "&amp;"
                default:
                    if isHidden(scalar) {
                        out += "\\\\u{" + String(scalar.value, radix: 16) + "}"
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return out
    }

    /// An id as inline code when it is made of id characters only (`[A-Za-z0-9_.-]`),
    /// else as escaped text.
    static func code(_ id: String) -> String {
        let plain = !id.isEmpty && id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
        }
        return plain ? "`\(id)`" : inline(id)
    }

    /// Whether `scalar` would be invisible or reorder the text around it.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
