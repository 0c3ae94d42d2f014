/// How an LSP client counts the `character` of a position: UTF-16 code units (the
/// protocol's default) or UTF-8 bytes, agreed at `initialize` (`positionEncoding`).
enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding to use given the client's `general.positionEncodings` (in its order of
    /// preference): UTF-8 when it offers it (no counting needed), else UTF-16.
    static func negotiated(_ offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}

/// A zero-based LSP position: line, and character in the negotiated encoding.
struct EditorPosition: Hashable, Sendable {
    var line: Int
    var character: Int
}

/// The line starts of a text, to turn byte offsets (``Mark/offset``) into LSP positions
/// and back in either encoding.
///
/// Building it is O(bytes); each conversion is O(log lines + length of the line). Lines
/// end at `\n` (a `\r` before it stays part of the line, as the protocol counts it, and a
/// position past a line's end is clamped to it).
///
/// ```swift
/// let index = LineIndex(Array("a: é\nb: 1".utf8))
/// index.position(ofOffset: 5, in: .utf16)   // line 0, character 4
/// index.offset(of: EditorPosition(line: 1, character: 3), in: .utf16)   // 9
/// ```
struct LineIndex {
    let bytes: [UInt8]
    /// Offset of the first byte of each line.
    private(set) var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
    }

    /// The line holding byte `offset` (0-based). O(log lines).
    func line(ofOffset offset: Int) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The bytes of line `line` without its `\n`.
    func lineRange(_ line: Int) -> Range<Int> {
        let start = starts[line]
        let end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
        return start..<max(start, end)
    }

    /// The position of byte `offset` (clamped to the text). O(log lines + line length).
    func position(ofOffset offset: Int, in encoding: PositionEncoding) -> EditorPosition {
        let offset = min(max(0, offset), bytes.count)
        let line = line(ofOffset: offset)
        let start = starts[line]
        switch encoding {
        case .utf8: return EditorPosition(line: line, character: offset - start)
        case .utf16:
            var units = 0
            var i = start
            while i < offset {
                let length = Self.sequenceLength(bytes[i])
                units += length == 4 ? 2 : 1
                i += length
            }
            return EditorPosition(line: line, character: units)
        }
    }

    /// The byte offset of `position`: a line past the end is the end of the text, a
    /// character past the line's end is its end, and one inside a character is that
    /// character's start. O(log lines + line length).
    func offset(of position: EditorPosition, in encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let range = lineRange(position.line)
        let wanted = max(0, position.character)
        switch encoding {
        case .utf8:
            // (`wanted` is the client's number: compared, never added past the line.)
            var offset = wanted >= range.count ? range.upperBound : range.lowerBound + wanted
            while offset > range.lowerBound, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var units = 0
            var i = range.lowerBound
            while i < range.upperBound {
                let length = Self.sequenceLength(bytes[i])
                let width = length == 4 ? 2 : 1
                if units + width > wanted { break }
                units += width
                i = min(i + length, range.upperBound)
            }
            return i
        }
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray byte, which the
    /// editor sees as one replacement character).
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
