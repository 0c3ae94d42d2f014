/// The byte-level check run before libyaml sees a file: valid UTF-8, no NUL bytes, no
/// control characters YAML forbids, and no UTF-16 or UTF-32 byte order mark.
///
/// Done here in one pass, rather than left to libyaml's reader, so the error points at
/// the exact offending character (the first byte of a malformed UTF-8 sequence) and says
/// what to do. O(file size), no allocation.
enum YAMLEncodingCheck {
    /// What the check found.
    struct Result {
        /// The first problem: its byte offset, the message and a fix hint; nil when the
        /// bytes are fine.
        var problem: (offset: Int, message: String, hint: String)?
        /// Whether every byte is ASCII and every CR is followed by LF, so libyaml's marks
        /// need no conversion (see ``YAMLMarks``).
        var isPlainASCII = true
    }

    /// Checks `bytes`. O(file size), no allocation.
    static func check(_ bytes: [UInt8]) -> Result {
        if let bom = foreignByteOrderMark(bytes) {
            return Result(
                problem: (0, "the file is \(bom) (it starts with a \(bom) byte order mark); spec files are UTF-8",
                          "save the file as UTF-8"),
                isPlainASCII: false)
        }
        return bytes.withUnsafeBufferPointer { scan($0) }
    }

    private static func foreignByteOrderMark(_ b: [UInt8]) -> String? {
        if b.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || b.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "UTF-32"
        }
        if b.starts(with: [0xFE, 0xFF]) || b.starts(with: [0xFF, 0xFE]) { return "UTF-16" }
        return nil
    }

    private static func scan(_ b: UnsafeBufferPointer<UInt8>) -> Result {
        let n = b.count
        var i = 0
        var plain = true
        let start = b.baseAddress.map(UnsafeRawPointer.init)
        while i < n {
            // 1. Eight bytes at a time while they are all printable ASCII, tab or LF.
            if let start, i &+ 8 <= n, isPlainWord(start.loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                i &+= 8
                continue
            }
            let lead = b[i]
            // 2. ASCII: printable, tab, LF and CR pass.
            if lead &- 0x20 < 0x5F {  // 0x20...0x7E
                i += 1
                continue
            }
            if lead < 0x80 {
                guard lead == 0x0A || lead == 0x0D || lead == 0x09 else {
                    return Result(problem: control(UInt32(lead), at: i), isPlainASCII: false)
                }
                if lead == 0x0D, i + 1 == n || b[i + 1] != 0x0A { plain = false }
                i += 1
                continue
            }
            plain = false
            // 3. A multi-byte sequence: its length and the smallest scalar it may encode.
            let length: Int
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
            default: return Result(problem: invalid(at: i, byte: lead), isPlainASCII: false)
            }
            guard i + length <= n else {
                return Result(problem: (i, "the file ends in the middle of a UTF-8 character", "save the file as UTF-8"),
                              isPlainASCII: false)
            }
            for k in 1..<length {
                let c = b[i + k]
                guard c & 0xC0 == 0x80 else { return Result(problem: invalid(at: i, byte: lead), isPlainASCII: false) }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            // 4. Reject overlong forms, surrogates, values past U+10FFFF, then YAML's
            //    forbidden characters (C1 controls other than NEL, U+FFFE, U+FFFF).
            let minimum: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
            if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
                return Result(problem: invalid(at: i, byte: lead), isPlainASCII: false)
            }
            if (0x80...0x9F).contains(scalar) && scalar != 0x85 || scalar == 0xFFFE || scalar == 0xFFFF {
                return Result(problem: control(scalar, at: i), isPlainASCII: false)
            }
            i += length
        }
        return Result(problem: nil, isPlainASCII: plain)
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20...0x7E), tab or LF:
    /// the common case, checked with a few word operations instead of eight branches.
    @inline(__always)
    private static func isPlainWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let control = zeroBytes(word & (0xE0 &* ones))  // 0x00...0x1F
        let allowed = zeroBytes(word ^ (0x0A &* ones)) | zeroBytes(word ^ (0x09 &* ones))
        let delete = zeroBytes(word ^ (0x7F &* ones))
        return (word & (0x80 &* ones)) | delete | (control & ~allowed) == 0
    }

    /// 0x80 in each byte of `word` that is zero, 0 elsewhere (exact: no borrow between
    /// bytes).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word) & ~low7
    }

    private static func invalid(at offset: Int, byte: UInt8) -> (offset: Int, message: String, hint: String) {
        (offset, "invalid UTF-8 starting at byte \(hex(UInt32(byte), width: 2, prefix: "0x"))",
         "save the file as UTF-8")
    }

    private static func control(_ scalar: UInt32, at offset: Int) -> (offset: Int, message: String, hint: String) {
        if scalar == 0 {
            return (offset, "a NUL byte in the file; YAML text cannot contain NUL bytes",
                    "remove it; if the file is UTF-16, save it as UTF-8")
        }
        let name = hex(scalar, width: 4, prefix: "U+")
        return (offset, "control character \(name) is not allowed in YAML",
                "remove it, or write it as an escape (\"\\u\(hex(scalar, width: 4, prefix: ""))\") in a double-quoted string")
    }

    private static func hex(_ value: UInt32, width: Int, prefix: String) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
