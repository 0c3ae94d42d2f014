/// Makes text from spec files safe to write to a terminal: nothing a spec says can move
/// the cursor, change colours, set the window title or reorder the text around it.
///
/// Unsafe scalars are C0 controls (including ESC, so no ANSI or OSC sequence gets
/// through), DEL, C1 controls (U+0080–U+009F, which some terminals read as CSI and OSC),
/// the bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
/// U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators (U+2028, U+2029).
/// Each is shown as a visible escape, `\u{1b}` (or `\t`, `\n`, `\r`), so a reader sees
/// that it is there.
///
/// ```swift
/// TerminalText.escaped("\u{1B}[31mred")   // "\\u{1b}[31mred"
/// ```
public enum TerminalText {
    /// Whether `scalar` must not be written to a terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The escape shown for a scalar: `\t`, `\n`, `\r`, or `\u{…}` in lower-case hex.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }

    /// `text` with every unsafe scalar escaped. O(length); returns `text` itself when
    /// nothing needs escaping.
    public static func escaped(_ text: String) -> String {
        neutralised(text, tabsAsSpaces: false, ascii: false)
    }

    /// `text` ready for a drawing in a terminal: unsafe scalars escaped, except that a tab
    /// becomes one space (a cell shows it as white space); with `ascii`, every non-ASCII
    /// scalar is escaped too, so the result is pure printable ASCII. O(length); printable
    /// ASCII is returned as it is after one pass over its bytes.
    public static func neutralised(_ text: String, tabsAsSpaces: Bool = true, ascii: Bool = false) -> String {
        if DisplayWidth.isPrintableASCII(text) { return text }
        let needsWork: (Unicode.Scalar) -> Bool = { scalar in
            isUnsafe(scalar) || (ascii && !scalar.isASCII)
        }
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if scalar == "\t", tabsAsSpaces {
                out.unicodeScalars.append(" ")
            } else if needsWork(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
