@testable import TableSpec
import Testing

/// Byte offsets ↔ LSP positions in UTF-16 and UTF-8, with characters of every length.
@Suite struct LineIndexTests {
    // "é" is 2 bytes / 1 unit, "→" 3 bytes / 1 unit, "😀" 4 bytes / 2 units.
    let text = Array("id: é→😀x\ntitle: a\r\n\nz".utf8)

    @Test func offsetsToPositions() {
        let index = LineIndex(text)
        let x = 4 + 2 + 3 + 4   // the offset of "x"
        #expect(index.position(ofOffset: x, in: .utf16) == EditorPosition(line: 0, character: 8))
        #expect(index.position(ofOffset: x, in: .utf8) == EditorPosition(line: 0, character: 13))
        #expect(index.position(ofOffset: x + 2, in: .utf16) == EditorPosition(line: 1, character: 0))
        #expect(index.position(ofOffset: text.count, in: .utf16) == EditorPosition(line: 3, character: 1))
        #expect(index.position(ofOffset: text.count + 10, in: .utf16) == EditorPosition(line: 3, character: 1))
    }

    @Test func positionsToOffsetsRoundTrip() {
        let index = LineIndex(text)
        for encoding in [PositionEncoding.utf16, .utf8] {
            var offset = 0
            while offset <= text.count {
                let position = index.position(ofOffset: offset, in: encoding)
                #expect(index.offset(of: position, in: encoding) == offset, "\(encoding) \(offset)")
                offset += 1
                while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
            }
        }
    }

    @Test func positionsOutsideTheTextAreClamped() {
        let index = LineIndex(text)
        #expect(index.offset(of: EditorPosition(line: 0, character: 99), in: .utf16) == 14)
        #expect(index.offset(of: EditorPosition(line: 9, character: 0), in: .utf16) == text.count)
        #expect(index.offset(of: EditorPosition(line: -1, character: 0), in: .utf16) == 0)
        // Inside the surrogate pair of 😀: its start.
        #expect(index.offset(of: EditorPosition(line: 0, character: 7), in: .utf16) == 9)
        // Inside the bytes of "é": its start.
        #expect(index.offset(of: EditorPosition(line: 0, character: 5), in: .utf8) == 4)
    }

    @Test func negotiationPrefersUTF8WhenOffered() {
        #expect(PositionEncoding.negotiated(["utf-32", "utf-8", "utf-16"]) == .utf8)
        #expect(PositionEncoding.negotiated([]) == .utf16)
        #expect(PositionEncoding.negotiated(["utf-32"]) == .utf16)
    }
}
