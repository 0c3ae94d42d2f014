extension JSONReader {
    /// Reads a number at `pos` in the strict RFC 8259 grammar
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and keeps its text as
    /// written. A number must end at a delimiter; `01`, `1.`, `1e`, `0x1F`, `1.5.3` fail
    /// with the whole token in the message. O(length).
    mutating func readNumber(start: Mark) throws(LoadError) -> Node {
        let first = pos
        var i = pos
        // 1. Sign and integer part.
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard let lead = byte(at: i), Self.isDigit(lead) else {
            if let letter = byte(at: i), Self.isLetter(letter) { throw invalidWord(from: first, start: start) }
            throw invalidNumber(from: first, start: start, reason: "expected a digit after '-'")
        }
        i += 1
        if lead == UInt8(ascii: "0"), let next = byte(at: i), Self.isDigit(next) {
            throw invalidNumber(from: first, start: start, reason: "leading zeros are not allowed")
        }
        if lead == UInt8(ascii: "0"), let next = byte(at: i), next == UInt8(ascii: "x") || next == UInt8(ascii: "X") {
            throw invalidNumber(from: first, start: start, reason: "hexadecimal numbers are not allowed in JSON")
        }
        while let b = byte(at: i), Self.isDigit(b) { i += 1 }
        // 2. Fraction.
        if byte(at: i) == UInt8(ascii: ".") {
            i += 1
            guard let b = byte(at: i), Self.isDigit(b) else {
                throw invalidNumber(from: first, start: start, reason: "expected a digit after the decimal point")
            }
            while let b = byte(at: i), Self.isDigit(b) { i += 1 }
        }
        // 3. Exponent.
        if let e = byte(at: i), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            i += 1
            if let sign = byte(at: i), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { i += 1 }
            guard let b = byte(at: i), Self.isDigit(b) else {
                throw invalidNumber(from: first, start: start, reason: "expected a digit in the exponent")
            }
            while let b = byte(at: i), Self.isDigit(b) { i += 1 }
        }
        // 4. It must end here: `1.5.3`, `12abc` and `1-2` are one bad token.
        if let b = byte(at: i), Self.isWordCharacter(b) {
            throw invalidNumber(from: first, start: start, reason: nil)
        }
        pos = i
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<i]), as: UTF8.self)
        return Node(.scalar(Scalar(text, style: .plain)), span: Span(start: start, end: mark))
    }

    /// Reads `true`, `false` or `null` at `pos`; any other word fails with a suggestion.
    mutating func readLiteral(start: Mark) throws(LoadError) -> Node {
        let first = pos
        let last = wordEnd(from: first)
        let text: String
        switch (last - first, bytes[first]) {
        case (4, UInt8(ascii: "t")) where matches("rue", at: first + 1): text = "true"
        case (5, UInt8(ascii: "f")) where matches("alse", at: first + 1): text = "false"
        case (4, UInt8(ascii: "n")) where matches("ull", at: first + 1): text = "null"
        default: throw invalidWord(from: first, start: start)
        }
        pos = last
        return Node(.scalar(Scalar(text, style: .plain)), span: Span(start: start, end: mark))
    }

    /// Whether the bytes at `i` spell `ascii`.
    @inline(__always)
    func matches(_ ascii: StaticString, at i: Int) -> Bool {
        let count = ascii.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        let pattern = ascii.utf8Start
        for k in 0..<count where bytes[i + k] != pattern[k] { return false }
        return true
    }

    /// The end of the run of word characters (letters, digits, `_ . + -`) from `i`.
    func wordEnd(from i: Int) -> Int {
        var k = i
        while let b = byte(at: k), Self.isWordCharacter(b) { k += 1 }
        return k
    }

    /// The text of the word starting at `i`, at most 40 characters.
    func word(from i: Int) -> String {
        let last = min(wordEnd(from: i), i + 40)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<last]), as: UTF8.self)
    }

    /// The error for the malformed number token starting at `first`.
    func invalidNumber(from first: Int, start: Mark, reason: String?) -> LoadError {
        let token = word(from: first)
        let reason = reason ?? "a JSON number is digits with an optional fraction and exponent, such as 12, -0.5 or 1e10"
        return LoadError(
            rule: .syntax, message: "invalid number '\(token)': \(reason)",
            span: Self.span(start, length: token.utf8.count),
            hint: "write it as a JSON number, or in double quotes if it is text")
    }

    /// The error for a bare word where a value belongs: `NaN`, `Infinity`, `True`, `nul`,
    /// an unquoted string.
    func invalidWord(from first: Int, start: Mark) -> LoadError {
        let token = word(from: first)
        let bare = token.hasPrefix("-") || token.hasPrefix("+") ? String(token.dropFirst()) : token
        let message: String
        var hint: String? = "write text in double quotes: \"\(bare)\""
        switch bare.lowercased() {
        case "nan":
            message = "NaN is not valid JSON"
            hint = "use null, or a string such as \"NaN\""
        case "infinity", "inf":
            message = "Infinity is not valid JSON"
            hint = "use a large number, null, or a string such as \"Infinity\""
        default:
            let literal = Suggestion.closest(to: bare, in: ["true", "false", "null"])
            if let literal {
                message = "invalid literal '\(token)'; did you mean '\(literal)'?"
                hint = "JSON literals are lower-case: true, false and null"
            } else {
                message = "unexpected word '\(token)'; strings must be in double quotes"
            }
        }
        return LoadError(rule: .syntax, message: message, span: Self.span(start, length: token.utf8.count), hint: hint)
    }
}

extension JSONReader {
    /// `0`-`9`.
    @inline(__always)
    static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }
    /// ASCII `A`-`Z` or `a`-`z`.
    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- UInt8(ascii: "a") < 26 }
    /// A character that continues a number or a bare word: letters, digits, `_ . + -`.
    static func isWordCharacter(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")
            || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }
}
