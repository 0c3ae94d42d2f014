extension JSONReader {
    /// What a value position expects, for messages: depends on the innermost container.
    var valueExpectation: String {
        guard let top = frames.last else { return "a JSON value" }
        if top.isObject { return "a value after ':'" }
        return items.count == top.base ? "an array item or ']'" : "an array item"
    }

    /// The error for the byte at `pos` (or the end of the file) where `expected` belongs:
    /// "expected ',' or '}' after an object member, found ']'". Comments, single quotes,
    /// NUL bytes and invalid UTF-8 get their own message.
    func unexpected(expected: String) -> LoadError {
        if let special = specialError() { return special }
        if pos >= end {
            return LoadError(
                rule: .syntax, message: "unexpected end of file; expected \(expected)",
                span: Span(at: mark))
        }
        return LoadError(
            rule: .syntax, message: "expected \(expected), found \(found())", span: foundSpan())
    }

    /// The error for a byte at `pos` that cannot start a value.
    func invalidValueStart() -> LoadError {
        if let special = specialError() { return special }
        guard let b = byte(at: pos) else { return unexpected(expected: valueExpectation) }
        let start = mark
        if b == UInt8(ascii: "+") {
            return invalidNumber(from: pos, start: start, reason: "a leading '+' is not allowed")
        }
        if b == UInt8(ascii: "."), let next = byte(at: pos + 1), Self.isDigit(next) {
            return invalidNumber(from: pos, start: start, reason: "a digit is required before the decimal point")
        }
        if Self.isLetter(b) { return invalidWord(from: pos, start: start) }
        return unexpected(expected: valueExpectation)
    }

    /// The error for a byte at `pos` where an object key belongs.
    func invalidKey() -> LoadError {
        if let special = specialError() { return special }
        if let b = byte(at: pos), Self.isLetter(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") {
            let key = word(from: pos)
            return LoadError(
                rule: .syntax,
                message: "unquoted key '\(key)'; object keys must be in double quotes in JSON",
                span: Self.span(mark, length: key.utf8.count),
                hint: "write \"\(key)\"")
        }
        return unexpected(expected: "a double-quoted object key")
    }

    /// The `limit-exceeded` error for the value starting at `start`, located in the
    /// containers still open: `message` names the limit, `hint` the option that raises it.
    func limitExceeded(_ message: String, hint: String, at start: Mark) -> LoadError {
        LoadError(
            rule: .limitExceeded, message: message, span: Self.span(start, length: 1),
            pointer: pointer(frameCount: frames.count).description, hint: hint)
    }

    /// The error for anything but whitespace after the top-level value.
    func trailingContent() -> LoadError {
        if let special = specialError() { return special }
        return LoadError(
            rule: .syntax,
            message: "unexpected \(found()) after the top-level value; a JSON file holds exactly one value",
            span: foundSpan(),
            hint: "wrap several values in an array, or remove what follows")
    }

    /// The error for a byte at `pos` that is wrong wherever it appears: a NUL byte,
    /// invalid UTF-8, a comment, a single quote. Nil for anything else.
    func specialError() -> LoadError? {
        guard let b = byte(at: pos) else { return nil }
        switch b {
        case 0:
            return nulByte()
        case 0x80...:
            if case .invalid(let length, let problem) = utf8Sequence(at: pos) {
                return encodingError(problem, length: length)
            }
            return nil
        case UInt8(ascii: "/"):
            guard let next = byte(at: pos + 1), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else {
                return nil
            }
            return LoadError(
                rule: .syntax, message: "comments are not allowed in JSON", span: Self.span(mark, length: 2),
                hint: "remove the comment, or write the spec in YAML, which has # comments")
        case UInt8(ascii: "'"):
            return LoadError(
                rule: .syntax, message: "single quotes are not allowed in JSON; use double quotes",
                span: Self.span(mark, length: 1))
        default:
            return nil
        }
    }

    /// How the character at `pos` reads in a message: `']'`, `'true'` (a whole word),
    /// `'é' (U+00E9)`, `control character U+000C`, `end of file`. Assumes any non-ASCII
    /// byte there starts valid UTF-8 (``specialError()`` runs first).
    func found() -> String {
        guard let b = byte(at: pos) else { return "end of file" }
        switch b {
        case 0x80...:
            guard case .valid(_, let value) = utf8Sequence(at: pos), let scalar = Unicode.Scalar(value) else {
                return "byte \(Self.hex(b))"
            }
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
                return "character \(Self.codePoint(value))"
            }
            return "'\(Character(scalar))' (\(Self.codePoint(value)))"
        case 0x21...0x7E:
            if Self.isLetter(b) { return "'\(word(from: pos))'" }
            return "'\(Character(Unicode.Scalar(b)))'"
        default:
            return "control character \(Self.codePoint(UInt32(b)))"
        }
    }

    /// The span of what ``found()`` describes.
    func foundSpan() -> Span {
        let start = mark
        guard let b = byte(at: pos) else { return Span(at: start) }
        if b >= 0x80, case .valid(let length, _) = utf8Sequence(at: pos) {
            return Span(start: start, end: Mark(line: start.line, column: start.column + 1, offset: start.offset + length))
        }
        if Self.isLetter(b) { return Self.span(start, length: wordEnd(from: pos) - pos) }
        return Self.span(start, length: 1)
    }
}
