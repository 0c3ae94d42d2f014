/// The characters of a `.strings` file and the encoding they were written in: UTF-8 (with or
/// without a byte order mark) or UTF-16 (with a BOM in either byte order, or without one
/// when the first character is ASCII, so one of its first two bytes is zero). A reader
/// adds up ``width(of:)`` from ``start`` to locate errors in the bytes as written.
/// ``encode(_:as:)`` writes text back in the same encoding (no BOM: that is at the file's
/// start already). O(bytes); 4 bytes of memory a character.
public struct StringsText: Sendable {
    /// How a `.strings` file is encoded.
    public enum Encoding: Sendable, Hashable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    /// The characters, after any byte order mark.
    public var scalars: [Unicode.Scalar]
    /// How they are encoded.
    public var encoding: Encoding
    /// The byte offset of the first character (the byte order mark's length).
    public var start: Int

    /// How many bytes `scalar` takes in the file. O(1).
    public func width(of scalar: Unicode.Scalar) -> Int {
        encoding == .utf8 ? UTF8.width(scalar) : 2 * UTF16.width(scalar)
    }

    /// The encoding of `bytes` and their characters; a byte sequence that is not one
    /// throws a located `syntax` error.
    public static func decode(_ bytes: [UInt8]) throws(LoadError) -> (Encoding, StringsText) {
        var text = StringsText(scalars: [], encoding: .utf8, start: 0)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || (bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)) {
            let little = bytes.starts(with: [0xFF, 0xFE]) || (!bytes.starts(with: [0xFE, 0xFF]) && bytes[1] == 0)
            let start = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) ? 2 : 0
            (text.encoding, text.start) = (little ? .utf16LittleEndian : .utf16BigEndian, start)
            text.scalars.reserveCapacity((bytes.count - start) / 2)
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var i = start
            while i + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
                units.append(little ? a | b << 8 : a << 8 | b)
                i += 2
            }
            var offset = start
            var iterator = units.makeIterator()
            var codec = UTF16()
            loop: while true {
                switch codec.decode(&iterator) {
                case .scalarValue(let scalar):
                    text.scalars.append(scalar)
                    offset += 2 * UTF16.width(scalar)
                case .emptyInput: break loop
                case .error: throw text.failure(at: offset, "the file is not valid UTF-16 at byte \(offset)")
                }
            }
            guard (bytes.count - start) % 2 == 0 else {
                throw text.failure(at: offset, "the file ends in the middle of a UTF-16 character")
            }
            return (text.encoding, text)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        text.start = start
        text.scalars.reserveCapacity(bytes.count - start)
        var offset = start
        var iterator = bytes[start...].makeIterator()
        var codec = UTF8()
        loop: while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar):
                text.scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput: break loop
            case .error: throw text.failure(at: offset, "the file is not valid UTF-8 at byte \(offset)")
            }
        }
        return (.utf8, text)
    }

    /// `text` in `encoding`, without a byte order mark. O(text).
    public static func encode(_ text: String, as encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return Array(text.utf8)
        case .utf16LittleEndian: return text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        case .utf16BigEndian: return text.utf16.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        }
    }

    /// A `syntax` error after the characters read so far, at byte `offset`.
    private func failure(at offset: Int, _ message: String) -> LoadError {
        let line = scalars.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = scalars.count - (scalars.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        return LoadError(
            rule: .syntax, message: message, span: Span(at: Mark(line: line, column: column, offset: offset)),
            hint: "save the file as UTF-8, or as UTF-16 with a byte order mark")
    }
}

/// Where a ``StringsScanner`` is: the index of a decoded character, its 1-based line and
/// column, and its byte offset in the file as written.
struct StringsCursor {
    var position = 0
    var line = 1
    var column = 1
    var offset: Int
}

/// A scanner over a ``StringsText``'s decoded characters that keeps the line, column and
/// byte offset it is at, for located errors (the `.strings` and `.stringsdict` readers).
protocol StringsScanner {
    var text: StringsText { get }
    var cursor: StringsCursor { get set }
}

extension StringsScanner {
    /// The index of the current character.
    var position: Int { cursor.position }
    /// Where the scanner is.
    var mark: Mark { Mark(line: cursor.line, column: cursor.column, offset: cursor.offset) }
    /// The character at the position; nil at the end.
    var current: Unicode.Scalar? { position < text.scalars.count ? text.scalars[position] : nil }

    /// Moves past the current character (nothing at the end). O(1).
    mutating func advance() {
        guard let scalar = current else { return }
        if scalar == "\n" { cursor.line += 1; cursor.column = 1 } else { cursor.column += 1 }
        cursor.offset += text.width(of: scalar)
        cursor.position += 1
    }
}
