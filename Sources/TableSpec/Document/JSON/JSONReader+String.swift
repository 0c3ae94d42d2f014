extension JSONReader {
    /// Reads the string whose opening quote is at `pos` and returns its text; `pos` ends
    /// just after the closing quote.
    ///
    /// A string without escapes becomes a `String` straight from its bytes; the first
    /// escape switches to copying segments into `scratch`. Non-ASCII bytes are validated
    /// as UTF-8 as they pass. O(length of the string).
    mutating func readString() throws(LoadError) -> String {
        let quote = mark
        var i = pos + 1
        var continuations = continuationBytes
        var segmentStart = i
        var escaped = false
        let count = bytes.count
        while true {
            // 1. Run over plain ASCII, eight bytes at a time while no byte needs a look,
            //    then byte by byte.
            if let base = bytes.baseAddress {
                while i + 8 <= count, !Self.needsLook(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                    i += 8
                }
            }
            while i < count {
                let b = bytes[i]
                if b < 0x20 || b >= 0x80 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") { break }
                i += 1
            }
            guard i < count else {
                pos = i
                continuationBytes = continuations
                throw LoadError(
                    rule: .syntax,
                    message: "unterminated string: no closing '\"' before the end of the file",
                    span: Span(start: quote, end: mark),
                    hint: "add the closing '\"'")
            }
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                // 2. The end: build the text from the bytes.
                let text: String
                if escaped {
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<i]))
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[segmentStart..<i]), as: UTF8.self)
                }
                pos = i + 1
                continuationBytes = continuations
                return text
            case UInt8(ascii: "\\"):
                // 3. An escape: copy what came before, then the decoded character.
                guard i + 1 < count else {
                    i = count  // a backslash ending the file: the string is unterminated
                    continue
                }
                if !escaped {
                    escaped = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<i]))
                pos = i
                continuationBytes = continuations
                i = try readEscape()
                segmentStart = i
            case 0x80...:
                // 4. A multi-byte character: validate it.
                pos = i
                continuationBytes = continuations
                let length = try validateUTF8()
                continuations += length - 1
                i += length
            default:
                // 5. A raw control character.
                pos = i
                continuationBytes = continuations
                throw rawControlCharacter(b)
            }
        }
    }

    /// Whether any of the eight bytes in `word` may end a plain ASCII run: a quote, a
    /// backslash, a control character or a non-ASCII byte. May say yes for a word that
    /// needs nothing (the byte loop then looks); never says no for one that does.
    @inline(__always)
    static func needsLook(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let control = (word &- ones &* 0x20) & ~word
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        return (word | control | hasQuote | hasBackslash) & high != 0
    }

    /// Decodes the escape at `pos` (a backslash) into `scratch` and returns the index just
    /// after it. `\uXXXX` pairs of surrogates become one scalar; a lone surrogate fails.
    mutating func readEscape() throws(LoadError) -> Int {
        let start = mark
        let kind = byte(at: pos + 1) ?? 0
        switch kind {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(kind)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            return try readUnicodeEscape(start: start)
        default:
            let shown = kind < 0x80 && kind >= 0x20 ? "'\\\(Character(Unicode.Scalar(kind)))'" : "'\\'"
            throw LoadError(
                rule: .syntax,
                message: "invalid escape \(shown) in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                span: Self.span(start, length: kind < 0x80 && kind >= 0x20 ? 2 : 1),
                hint: "write \\\\ for a backslash")
        }
        return pos + 2
    }

    /// Decodes `\uXXXX` (and the low half after a high surrogate) at `pos`.
    mutating func readUnicodeEscape(start: Mark) throws(LoadError) -> Int {
        guard let unit = hex4(at: pos + 2) else { throw invalidUnicodeEscape(at: pos, start: start) }
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate must be followed by a `\u` low surrogate.
            if byte(at: pos + 6) == UInt8(ascii: "\\"), byte(at: pos + 7) == UInt8(ascii: "u") {
                let lowStart = Mark(line: start.line, column: start.column + 6, offset: start.offset + 6)
                guard let low = hex4(at: pos + 8) else {
                    throw invalidUnicodeEscape(at: pos + 6, start: lowStart)
                }
                if (0xDC00...0xDFFF).contains(low) {
                    appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    return pos + 12
                }
            }
            throw loneSurrogate(unit, start: start, high: true)
        case 0xDC00...0xDFFF:
            throw loneSurrogate(unit, start: start, high: false)
        default:
            appendUTF8(unit)
            return pos + 6
        }
    }

    /// The value of four hex digits at `i`, or nil.
    func hex4(at i: Int) -> UInt32? {
        guard i + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for k in i..<(i + 4) {
            guard let digit = Self.hexValue(bytes[k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// The value of one ASCII hex digit, or nil.
    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Appends `scalar` (a valid Unicode scalar value) to `scratch` as UTF-8.
    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case ..<0x80:
            scratch.append(UInt8(scalar))
        case ..<0x800:
            scratch.append(UInt8(0xC0 | scalar >> 6))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            scratch.append(UInt8(0xE0 | scalar >> 12))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        default:
            scratch.append(UInt8(0xF0 | scalar >> 18))
            scratch.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// `\u` at `i` (marked `start`) without four hex digits after it.
    func invalidUnicodeEscape(at i: Int, start: Mark) -> LoadError {
        var k = i + 2
        while k < i + 6, let b = byte(at: k), Self.hexValue(b) != nil { k += 1 }
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<k]), as: UTF8.self)
        return LoadError(
            rule: .syntax,
            message: "invalid unicode escape '\(written)': expected four hexadecimal digits after \\u",
            span: Self.span(start, length: k - i),
            hint: "write \\u followed by exactly four hex digits, such as \\u00e9")
    }

    /// A surrogate escape without its other half.
    func loneSurrogate(_ unit: UInt32, start: Mark, high: Bool) -> LoadError {
        let hex = String(unit, radix: 16)
        let message = high
            ? "lone high surrogate \\u\(hex): it must be followed by a low surrogate escape \\udc00-\\udfff"
            : "lone low surrogate \\u\(hex): it must follow a high surrogate escape \\ud800-\\udbff"
        return LoadError(
            rule: .syntax, message: message, span: Self.span(start, length: 6),
            hint: "escape a character above U+FFFF as a surrogate pair, such as \\ud83d\\ude00, or write it as UTF-8")
    }

    /// A control character (below U+0020) written raw inside a string, at `pos`.
    func rawControlCharacter(_ b: UInt8) -> LoadError {
        if b == 0 { return nulByte() }
        let start = mark
        let escape: String
        switch b {
        case 0x0A, 0x0D:
            return LoadError(
                rule: .syntax,
                message: "line break inside a string; a JSON string must end on the line it starts",
                span: Self.span(start, length: 1),
                hint: "close the string with '\"', or write \\n for a line break inside it")
        case 0x09: escape = "\\t"
        case 0x08: escape = "\\b"
        case 0x0C: escape = "\\f"
        default: escape = "\\u00" + (b < 0x10 ? "0" : "") + String(b, radix: 16)
        }
        return LoadError(
            rule: .syntax,
            message: "control character \(Self.codePoint(UInt32(b))) is not allowed raw in a string; write \(escape)",
            span: Self.span(start, length: 1))
    }
}
