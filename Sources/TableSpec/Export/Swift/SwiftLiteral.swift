/// Swift source text for values: string literals that hold exactly the text given, and
/// comments that cannot be broken out of.
///
/// A string literal is a plain `"…"` literal in which `\` and `"` are escaped (so neither
/// `"""`, `\(x)` nor `#` can end the literal or start an interpolation), line breaks,
/// tabs and NUL use their short escapes, and every other character that could hide or
/// change how the source reads (control and format characters such as U+202E, line and
/// paragraph separators, private-use and unassigned code points, spaces other than U+0020,
/// and a combining mark right after the opening quote or an escape) is written `\u{…}`. Other
/// characters, accents and emoji included, are kept as they are. O(length of the text).
///
/// ```swift
/// SwiftLiteral.string("Say \"hi\" \\(x)\n")   // "Say \"hi\" \\(x)\n"
/// ```
enum SwiftLiteral {
    /// `text` as a Swift string literal.
    static func string(_ text: String) -> String {
        // After the quote or an escape, a combining mark would join the syntax character.
        var afterSyntax = true
        return "\"" + Escaping.replacing(text) { scalar in
            let escape: String?
            switch scalar {
            case "\\": escape = "\\\\"
            case "\"": escape = "\\\""
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\0": escape = "\\0"
            default:
                escape = needsEscape(scalar, first: afterSyntax)
                    ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
            }
            afterSyntax = escape != nil
            return escape
        } + "\""
    }

    /// `nil`, or the string literal.
    static func optional(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// A `Double` literal: the shortest text that reads back as `value`; `.infinity` and
    /// `.nan` for the values Swift has no literal for.
    static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        return Height.text(of: value)
    }

    /// `text` made safe for a `//` comment on one line: line breaks and other characters
    /// ``string(_:)`` escapes are shown as `\u{…}` escapes.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || needsEscape(scalar, first: false) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is written as `\u{…}` (see the type's description).
    private static func needsEscape(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.isASCII { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
            .surrogate, .spaceSeparator:
            return true
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return first
        default:
            return false
        }
    }
}
