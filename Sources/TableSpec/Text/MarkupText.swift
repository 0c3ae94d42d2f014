/// Makes text from spec files safe inside HTML and XML (SVG): markup is escaped for text
/// and attribute contexts alike, and characters a reader should see rather than obey are
/// shown as visible escapes.
///
/// 1. ``neutralised(_:)``: every scalar ``TerminalText`` calls unsafe (C0 and C1 controls,
///    DEL, bidirectional marks, embeddings, overrides and isolates, U+2028/U+2029) and the
///    noncharacters U+FFFE and U+FFFF become `\u{…}` (`\t`, `\n`, `\r`), the same escapes
///    the text drawing shows. What is left is valid XML 1.0 character data and cannot
///    reorder the text around it.
/// 2. ``escaped(_:)``: then `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;`
///    `&#39;`, which is safe in element content and in quoted attribute values, so `]]>`,
///    `<script>` and `"><img onerror=…>` come out as text.
///
/// Cost: O(length); printable ASCII without markup characters is returned as it is after
/// one pass over its bytes.
///
/// ```swift
/// MarkupText.escaped("<b>\u{1B}[1m")   // "&lt;b&gt;\\u{1b}[1m"
/// ```
public enum MarkupText {
    /// Whether `scalar` is shown as a visible escape rather than written.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }

    /// `text` with control, bidirectional and non-XML characters shown as `\u{…}` escapes
    /// (no markup escaping: for measuring before ``escapedMarkup(_:)``).
    public static func neutralised(_ text: String) -> String {
        if DisplayWidth.isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out += TerminalText.escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` (already neutralised) with `& < > " '` as entities.
    public static func escapedMarkup(_ text: String) -> String {
        guard text.utf8.contains(where: isMarkupByte) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 32)
        append(text, to: &out)
        return out
    }

    /// Text from the spec, ready for HTML or XML text and attribute values: neutralised,
    /// then markup escaped.
    public static func escaped(_ text: String) -> String {
        escapedMarkup(neutralised(text))
    }

    /// Appends each of `texts` (already neutralised), markup escaped, between `open` and
    /// `close` (`<li>`, `</li>`). O(total length).
    static func append(each texts: [String], between open: String, and close: String, to out: inout String) {
        for text in texts {
            out += open
            append(text, to: &out)
            out += close
        }
    }

    /// Appends `text` (already neutralised) to `out` with markup escaped: no intermediate
    /// string for the common case.
    static func append(_ text: String, to out: inout String) {
        guard text.utf8.contains(where: isMarkupByte) else {
            out += text
            return
        }
        var start = text.startIndex
        var index = text.startIndex
        let utf8 = text.utf8
        while index < text.endIndex {
            let byte = utf8[index]
            if isMarkupByte(byte) {
                out += text[start..<index]
                switch byte {
                case UInt8(ascii: "&"): out += "&amp;"
                case UInt8(ascii: "<"): out += "&lt;"
                case UInt8(ascii: ">"): out += "&gt;"
                case UInt8(ascii: "\""): out += "&quot;"
                default: out += "&#39;"
                }
                index = utf8.index(after: index)
                start = index
            } else {
                index = utf8.index(after: index)
            }
        }
        out += text[start..<text.endIndex]
    }

    @inline(__always)
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        default: return false
        }
    }
}
