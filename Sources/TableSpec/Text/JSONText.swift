/// JSON text for the files tablectl writes by hand (reports, baselines).
public enum JSONText {
    /// `text` as an RFC 8259 string literal: quotes, backslashes and control characters
    /// escaped, and U+2028 and U+2029 too, so the output is also valid JavaScript.
    ///
    /// ```swift
    /// JSONText.quoted("say \"hi\"\n")   // "\"say \\\"hi\\\"\\n\""
    /// ```
    /// O(length of `text`).
    public static func quoted(_ text: String) -> String {
        "\"" + Escaping.replacing(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case "\u{08}": return "\\b"
            case "\u{0C}": return "\\f"
            case "\u{2028}", "\u{2029}": return hex(scalar.value)
            default: return scalar.value < 0x20 || scalar.value == 0x7F ? hex(scalar.value) : nil
            }
        } + "\""
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
