extension JSONReader {
    /// The result of checking the UTF-8 sequence that starts at one byte.
    enum UTF8Sequence {
        /// A well-formed sequence of `length` bytes encoding `scalar`.
        case valid(length: Int, scalar: UInt32)
        /// An ill-formed sequence of `length` bytes, and why.
        case invalid(length: Int, problem: String)
    }

    /// Checks the UTF-8 sequence starting at `i` (a byte of 0x80 or more), following the
    /// table of well-formed sequences in the Unicode standard (§3.9, table 3-7): no
    /// overlong forms, no encoded surrogates, nothing above U+10FFFF, no missing or stray
    /// continuation bytes. O(1).
    func utf8Sequence(at i: Int) -> UTF8Sequence {
        let lead = bytes[i]
        var need = 0
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x80...0xBF:
            return .invalid(length: 1, problem: "byte \(Self.hex(lead)) is a continuation byte with no lead byte before it")
        case 0xC0, 0xC1:
            return .invalid(length: 1, problem: "byte \(Self.hex(lead)) only starts overlong encodings")
        case 0xC2...0xDF: need = 1
        case 0xE0: need = 2; low = 0xA0
        case 0xED: need = 2; high = 0x9F
        case 0xE1...0xEF: need = 2
        case 0xF0: need = 3; low = 0x90
        case 0xF4: need = 3; high = 0x8F
        case 0xF1...0xF3: need = 3
        default:
            return .invalid(length: 1, problem: "byte \(Self.hex(lead)) never appears in UTF-8")
        }
        var scalar = UInt32(lead) & (0x7F >> UInt32(need + 1))
        for k in 1...need {
            guard let next = byte(at: i + k), next & 0xC0 == 0x80 else {
                let found = byte(at: i + k).map { "byte \(Self.hex($0))" } ?? "the end of the file"
                return .invalid(
                    length: k,
                    problem: "the \(need + 1)-byte sequence starting with \(Self.hex(lead)) is cut short by \(found)")
            }
            if k == 1, next < low || next > high {
                let written = "\(Self.hex(lead)) \(Self.hex(next))"
                let problem: String
                switch lead {
                case 0xED: problem = "\(written) encodes a UTF-16 surrogate, which is not a character"
                case 0xF4: problem = "\(written) encodes a value above U+10FFFF"
                default: problem = "\(written) is an overlong encoding"
                }
                return .invalid(length: 2, problem: problem)
            }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        return .valid(length: need + 1, scalar: scalar)
    }

    /// Validates the UTF-8 sequence at `pos` and returns its length, or throws an
    /// `encoding` error located at its first byte.
    mutating func validateUTF8() throws(LoadError) -> Int {
        switch utf8Sequence(at: pos) {
        case .valid(let length, _): return length
        case .invalid(let length, let problem): throw encodingError(problem, length: length)
        }
    }

    /// The `encoding` error for an ill-formed sequence of `length` bytes at `pos`.
    func encodingError(_ problem: String, length: Int) -> LoadError {
        let start = mark
        return LoadError(
            rule: .encoding,
            message: "invalid UTF-8: \(problem)",
            span: Span(start: start, end: Mark(line: start.line, column: start.column + 1, offset: start.offset + length)),
            hint: "save the file as UTF-8")
    }

    /// The `encoding` error for a raw NUL byte at `pos`.
    func nulByte() -> LoadError {
        LoadError(
            rule: .encoding,
            message: "raw NUL byte (0x00) in the file; a spec file is UTF-8 text",
            span: Self.span(mark, length: 1),
            hint: "remove it; inside a string, write \\u0000 if you really mean it")
    }

    /// `0x9F`.
    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    /// `U+00E9`.
    static func codePoint(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
