/// The `Content-Length` framing of the Language Server Protocol's base protocol: bytes as
/// they arrive in, whole message bodies out, within a bounded buffer.
///
/// A header block is `Name: value` lines ended by an empty line (`\r\n\r\n`); only
/// `Content-Length` matters (`Content-Type` is allowed and ignored). A header block that
/// cannot be read (no length, a length that is not a number, a block longer than
/// ``maxHeaderBytes``) is reported once and skipped up to the next `Content-Length`, so one
/// bad message never stalls the ones after it. A body over ``maxBodyBytes`` is reported and
/// discarded as it arrives, never held. O(bytes) over a session; memory at most
/// ``maxHeaderBytes`` + ``maxBodyBytes`` + one read.
///
/// ```swift
/// var framer = MessageFramer()
/// framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// framer.next()   // .message([0x7B, 0x7D])
/// ```
struct MessageFramer {
    /// What ``next()`` found.
    enum Frame: Equatable {
        /// One message body.
        case message([UInt8])
        /// A header block that could not be read; `reason` is lower-case and specific.
        case badHeader(String)
        /// A body longer than the limit, being discarded.
        case tooLarge(Int)
    }

    /// The longest header block read.
    static let maxHeaderBytes = 8192
    /// The longest body accepted (a spec at the loader's size limit, escaped, fits).
    let maxBodyBytes: Int

    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already consumed.
    private var start = 0
    /// Body bytes still to discard (of a message over the limit).
    private var discarding = 0
    /// Whether bytes are skipped up to the next `Content-Length` (after a bad header).
    private var resynchronizing = false

    private static let terminator = Array("\r\n\r\n".utf8)
    private static let lengthName = Array("content-length".utf8)

    /// A framer accepting bodies of up to `maxBodyBytes`.
    init(maxBodyBytes: Int = 128 << 20) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Adds bytes read from the stream. Amortized O(bytes).
    mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next message, error or nil when more bytes are needed. O(bytes looked at).
    mutating func next() -> Frame? {
        while true {
            // 1. Discard what is left of an oversized body, and anything before the next
            //    header after a bad one.
            if discarding > 0 {
                let dropped = min(discarding, buffer.count - start)
                start += dropped
                discarding -= dropped
                if discarding > 0 { return nil }
            }
            if resynchronizing {
                guard let found = find(Array("Content-Length".utf8), from: start) else {
                    start = max(start, buffer.count - 13)
                    return nil
                }
                start = found
                resynchronizing = false
            }
            // 2. The header block.
            guard let end = find(Self.terminator, from: start) else {
                if buffer.count - start > Self.maxHeaderBytes {
                    start = buffer.count
                    resynchronizing = true
                    return .badHeader("header longer than \(Self.maxHeaderBytes) bytes")
                }
                return nil
            }
            let header = buffer[start..<end]
            if header.count > Self.maxHeaderBytes {
                start = end + Self.terminator.count
                resynchronizing = true
                return .badHeader("header longer than \(Self.maxHeaderBytes) bytes")
            }
            guard let length = Self.contentLength(header) else {
                start = end + Self.terminator.count
                resynchronizing = true
                return .badHeader("header without a valid Content-Length: '\(Self.printable(header))'")
            }
            let bodyStart = end + Self.terminator.count
            if length > maxBodyBytes {
                start = bodyStart
                discarding = length
                return .tooLarge(length)
            }
            // 3. The body, once all of it is here.
            guard buffer.count - bodyStart >= length else { return nil }
            start = bodyStart + length
            return .message(Array(buffer[bodyStart..<start]))
        }
    }

    /// The value of the `Content-Length` line of `header` (the name in any case), nil when
    /// there is none, or it is not a decimal number, or there are two. O(header).
    static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        var length: Int?
        for line in header.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let name = line[..<colon].map { $0 | 0x20 }
            guard name == lengthName else { continue }
            let value = line[(colon + 1)...].drop { $0 == 32 || $0 == 9 }.reversed().drop { $0 == 32 || $0 == 9 }.reversed()
            guard length == nil, !value.isEmpty, value.count <= 12,
                  value.allSatisfy({ (48...57).contains($0) }) else { return nil }
            length = value.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        return length
    }

    /// The first index of `word` in the buffer at or after `from`. O(bytes searched).
    private func find(_ word: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= word.count else { return nil }
        var i = from
        while i + word.count <= buffer.count {
            if buffer[i] == word[0], buffer[i..<(i + word.count)].elementsEqual(word) { return i }
            i += 1
        }
        return nil
    }

    /// At most 60 bytes of `header`, with control characters as `?`, for a message.
    private static func printable(_ header: ArraySlice<UInt8>) -> String {
        String(decoding: header.prefix(60).map { $0 < 32 || $0 == 127 ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
    }

    /// `body` with its header, ready to write. O(body).
    static func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8) + Array(body.utf8)
    }
}
