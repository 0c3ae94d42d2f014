import Testing
@testable import TableSpec

/// One byte sequence that is not UTF-8 and where the error must land.
struct JSONBadBytes: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var at: Mark
    var message: String

    var testDescription: String { name }
}

@Suite("JSON parser: encoding")
struct JSONEncodingTests {
    static let quote = UInt8(ascii: "\"")
    static let open = UInt8(ascii: "[")
    static let close = UInt8(ascii: "]")

    /// `["` + bytes + `"]`: the bad bytes start at offset 2, column 3.
    static func inString(_ bytes: [UInt8]) -> [UInt8] { [open, quote] + bytes + [quote, close] }

    static let cases: [JSONBadBytes] = [
        .init(name: "stray continuation byte", bytes: inString([0x80]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: byte 0x80 is a continuation byte with no lead byte before it"),
        .init(name: "overlong two-byte 0xC0 0xAF", bytes: inString([0xC0, 0xAF]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: byte 0xC0 only starts overlong encodings"),
        .init(name: "overlong three-byte 0xE0 0x80 0xAF", bytes: inString([0xE0, 0x80, 0xAF]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: 0xE0 0x80 is an overlong encoding"),
        .init(name: "overlong four-byte 0xF0 0x80 0x80 0xAF", bytes: inString([0xF0, 0x80, 0x80, 0xAF]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: 0xF0 0x80 is an overlong encoding"),
        .init(name: "surrogate U+D800 in UTF-8", bytes: inString([0xED, 0xA0, 0x80]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: 0xED 0xA0 encodes a UTF-16 surrogate, which is not a character"),
        .init(name: "above U+10FFFF", bytes: inString([0xF4, 0x90, 0x80, 0x80]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: 0xF4 0x90 encodes a value above U+10FFFF"),
        .init(name: "byte 0xF5", bytes: inString([0xF5, 0x80, 0x80, 0x80]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: byte 0xF5 never appears in UTF-8"),
        .init(name: "byte 0xFF", bytes: inString([0xFF]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: byte 0xFF never appears in UTF-8"),
        .init(name: "truncated three-byte sequence", bytes: inString([0xE2, 0x82]),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: the 3-byte sequence starting with 0xE2 is cut short by byte 0x22"),
        .init(name: "truncated at the end of the file", bytes: [open, quote, 0xF0, 0x9F],
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: the 4-byte sequence starting with 0xF0 is cut short by the end of the file"),
        .init(name: "bad byte after multi-byte text", bytes: inString(Array("é日".utf8) + [0xC3, 0x28]),
              at: Mark(line: 1, column: 5, offset: 7),
              message: "invalid UTF-8: the 2-byte sequence starting with 0xC3 is cut short by byte 0x28"),
        .init(name: "bad byte on a later line", bytes: Array("[\n \"ok\",\n \"".utf8) + [0xBF, quote, close],
              at: Mark(line: 3, column: 3, offset: 11),
              message: "invalid UTF-8: byte 0xBF is a continuation byte with no lead byte before it"),
        .init(name: "invalid byte outside a string", bytes: [open, 0xFF, close],
              at: Mark(line: 1, column: 2, offset: 1),
              message: "invalid UTF-8: byte 0xFF never appears in UTF-8"),
        .init(name: "invalid byte after the top-level value", bytes: [open, close, 0x20, 0xC1],
              at: Mark(line: 1, column: 4, offset: 3),
              message: "invalid UTF-8: byte 0xC1 only starts overlong encodings"),
        .init(name: "invalid byte in a key", bytes: Array("{\"".utf8) + [0xE0, 0xA0] + Array("\":1}".utf8),
              at: Mark(line: 1, column: 3, offset: 2),
              message: "invalid UTF-8: the 3-byte sequence starting with 0xE0 is cut short by byte 0x22"),
        .init(name: "NUL byte in a string", bytes: inString([0x61, 0x00]),
              at: Mark(line: 1, column: 4, offset: 3),
              message: "raw NUL byte (0x00) in the file; a spec file is UTF-8 text"),
        .init(name: "NUL byte between values", bytes: [open, 0x31, 0x00, close],
              at: Mark(line: 1, column: 3, offset: 2),
              message: "raw NUL byte (0x00) in the file; a spec file is UTF-8 text"),
        .init(name: "NUL byte after the document", bytes: [open, close, 0x00],
              at: Mark(line: 1, column: 3, offset: 2),
              message: "raw NUL byte (0x00) in the file; a spec file is UTF-8 text"),
        .init(name: "NUL byte alone", bytes: [0x00],
              at: Mark(line: 1, column: 1, offset: 0),
              message: "raw NUL byte (0x00) in the file; a spec file is UTF-8 text"),
    ]

    @Test("invalid UTF-8 and NUL bytes are encoding errors at the first bad byte", arguments: cases)
    func rejectsBadBytes(_ bad: JSONBadBytes) throws {
        let error = try #require(JSONTesting.error(bad.bytes))
        #expect(error.diagnostic.rule == .encoding)
        #expect(error.diagnostic.start == bad.at)
        #expect(error.diagnostic.message == bad.message)
    }

    @Test("every well-formed UTF-8 boundary is accepted", arguments: [
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
        [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ] as [[UInt8]])
    func acceptsBoundaries(_ sequence: [UInt8]) throws {
        let node = try JSONParser.parse(JSONEncodingTests.inString(sequence), limits: .default)
        let text = try #require(node.sequence?.first?.scalar?.text)
        #expect(Array(text.utf8) == sequence)
        #expect(node.end.column == 6)
    }

    @Test("a surrogate pair escape decodes to one scalar")
    func surrogatePair() throws {
        let node = try JSONTesting.parse(#"{"face": "\ud83d\ude00!", "clef": "\uD834\uDD1E"}"#)
        let face = try #require(node["face"]?.scalar?.text)
        #expect(face == "😀!")
        #expect(face.unicodeScalars.map(\.value) == [0x1F600, 0x21])
        #expect(node["clef"]?.scalar?.text.unicodeScalars.map(\.value) == [0x1D11E])
    }

    @Test("escapes decode into the right scalars at every UTF-8 width")
    func escapeWidths() throws {
        let node = try JSONTesting.parse(#""\u0041\u00e9\u0800\uffff\ud800\udc00\udbff\udfff""#)
        let scalars = try #require(node.scalar?.text.unicodeScalars.map(\.value))
        #expect(scalars == [0x41, 0xE9, 0x800, 0xFFFF, 0x10000, 0x10FFFF])
    }

    @Test("a lone surrogate's error spans its six-character escape")
    func loneSurrogateSpan() throws {
        let error = try #require(JSONTesting.error(#"{"k": "x\udbff"}"#))
        #expect(error.diagnostic.rule == .syntax)
        #expect(error.diagnostic.span.description == "1:9-1:15")
    }
}
