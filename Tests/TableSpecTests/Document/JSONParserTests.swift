import Testing
@testable import TableSpec

/// Helpers shared by the JSON parser tests.
enum JSONTesting {
    static func parse(_ text: String, limits: Limits = .default) throws(LoadError) -> Node {
        try JSONParser.parse(Array(text.utf8), limits: limits)
    }

    /// The error parsing `bytes` throws, or nil when it parses.
    static func error(_ bytes: [UInt8], limits: Limits = .default) -> LoadError? {
        do {
            _ = try JSONParser.parse(bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    static func error(_ text: String, limits: Limits = .default) -> LoadError? {
        error(Array(text.utf8), limits: limits)
    }

    /// A one-line rendering of a tree: strings quoted (Swift escapes), plain scalars bare.
    static func compact(_ node: Node) -> String {
        switch node.content {
        case .scalar(let scalar):
            switch scalar.style {
            case .doubleQuoted: return scalar.text.debugDescription
            case .plain: return scalar.text
            default: return "!\(scalar.style)(\(scalar.text))"
            }
        case .sequence(let items):
            return "[" + items.map(compact).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{" + pairs.map { compact($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
    }
}

@Suite("JSON parser: valid documents")
struct JSONParserTests {
    /// y_ cases: input → the tree, rendered compactly.
    static let valid: [(String, String)] = [
        ("{}", "{}"),
        ("[]", "[]"),
        (#""a""#, #""a""#),
        ("0", "0"),
        ("-0", "-0"),
        ("1.5e10", "1.5e10"),
        ("[-1.25E-3, 1E+2, 0.0, -0.0e-0]", "[-1.25E-3, 1E+2, 0.0, -0.0e-0]"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("[1e999]", "[1e999]"),
        ("true", "true"),
        ("false", "false"),
        ("null", "null"),
        (" \t\r\n [1 , 2 ]\n", "[1, 2]"),
        (#"{"a":1,"b":[true,false,null]}"#, #"{"a": 1, "b": [true, false, null]}"#),
        (#"{"":""}"#, #"{"": ""}"#),
        (#"["\"\\\/\b\f\n\r\t"]"#, #"["\"\\/\u{08}\u{0C}\n\r\t"]"#),
        (#"["\u00e9"]"#, #"["é"]"#),
        (#"["\ud83d\ude00"]"#, #"["😀"]"#),
        (#"["\uD834\uDD1E"]"#, #"["𝄞"]"#),
        (#"["\u0000"]"#, #"["\0"]"#),
        ("[\"é日本😀\"]", "[\"é日本😀\"]"),
        (#"["a\u2028b"]"#, "[\"a\u{2028}b\"]"),
        (#"["ab\ncd", "x\u0041y\\"]"#, #"["ab\ncd", "xAy\\"]"#),
        ("[[[[]]]]", "[[[[]]]]"),
        (#"{"a":{"b":{"c":{}}}}"#, #"{"a": {"b": {"c": {}}}}"#),
        (#"{"a":1,"A":2}"#, #"{"a": 1, "A": 2}"#),
        (#"{"\u0061b": 1}"#, #"{"ab": 1}"#),
        (#"[" ", "/", "'"]"#, #"[" ", "/", "\'"]"#),
        ("\r\n{\r\n\"k\"\r\n:\r\n[\r\n]\r\n}\r\n", #"{"k": []}"#),
    ]

    @Test("valid JSON parses to the expected tree", arguments: valid)
    func parsesValid(input: String, expected: String) throws {
        let node = try JSONTesting.parse(input)
        #expect(JSONTesting.compact(node) == expected)
    }

    @Test("strings are double-quoted scalars; numbers and literals are plain, as written")
    func scalarStyles() throws {
        let node = try JSONTesting.parse(#"["1", 1, 1.0, true, "true", null]"#)
        let scalars = try #require(node.sequence).compactMap(\.scalar)
        #expect(scalars == [
            Scalar("1", style: .doubleQuoted), Scalar("1"), Scalar("1.0"), Scalar("true"),
            Scalar("true", style: .doubleQuoted), Scalar("null"),
        ])
        #expect(scalars[5].isNull)
        #expect(!scalars[4].isNull)
    }

    @Test("objects keep their written order")
    func writtenOrder() throws {
        let node = try JSONTesting.parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(try #require(node.mapping).map(\.keyText) == ["z", "a", "m"])
        #expect(node["a"]?.scalar?.text == "2")
    }

    @Test("every node spans from its first character to just after its last")
    func marks() throws {
        let text = "{\n  \"a\": [1,\n    \"xy\"],\n  \"b\": {}\n}\n"
        let node = try JSONTesting.parse(text)
        #expect(node.span.description == "1:1-5:2")
        #expect(node.start.offset == 0 && node.end.offset == 35)
        let pairs = try #require(node.mapping)
        #expect(pairs[0].key.span.description == "2:3-2:6")
        #expect(pairs[0].key.start.offset == 4)
        let list = pairs[0].value
        #expect(list.span.description == "2:8-3:10")
        let items = try #require(list.sequence)
        #expect(items[0].span.description == "2:9-2:10")
        #expect(items[1].span.description == "3:5-3:9")
        #expect(items[1].start.offset == 17 && items[1].end.offset == 21)
        #expect(pairs[1].key.span.description == "4:3-4:6")
        #expect(pairs[1].value.span.description == "4:8-4:10")
    }

    @Test("scalars at the top level span the whole token")
    func topLevelScalar() throws {
        let node = try JSONTesting.parse("  -12.5e3  ")
        #expect(node.span.description == "1:3-1:10")
        #expect(node.scalar == Scalar("-12.5e3"))
    }

    @Test("columns count Unicode scalars, offsets count bytes")
    func multiByteColumns() throws {
        // { " é 😀 " : ␠ " 日 本 " , ␠ " k " : ␠ 1 }
        let node = try JSONTesting.parse("{\"é😀\": \"日本\", \"k\": 1}")
        let pairs = try #require(node.mapping)
        #expect(pairs[0].key.span.description == "1:2-1:6")
        #expect(pairs[0].key.end.offset == 9)
        #expect(pairs[0].value.span.description == "1:8-1:12")
        #expect(pairs[0].value.start.offset == 11 && pairs[0].value.end.offset == 19)
        #expect(pairs[1].key.span.description == "1:14-1:17")
        #expect(pairs[1].key.start.offset == 21)
        #expect(pairs[1].value.span.description == "1:19-1:20")
        #expect(node.end == Mark(line: 1, column: 21, offset: 28))
    }

    @Test("columns restart after a line break that follows multi-byte text")
    func columnsResetPerLine() throws {
        let node = try JSONTesting.parse("[\"ééé\",\n 1]")
        let items = try #require(node.sequence)
        #expect(items[0].end == Mark(line: 1, column: 7, offset: 9))
        #expect(items[1].start == Mark(line: 2, column: 2, offset: 12))
    }

    @Test("a leading byte order mark is skipped: offsets count it, columns do not")
    func byteOrderMark() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), limits: .default)
        #expect(node.start == Mark(line: 1, column: 1, offset: 3))
        #expect(node["a"]?.start == Mark(line: 1, column: 7, offset: 9))
    }

    @Test("a byte order mark anywhere else is not whitespace")
    func byteOrderMarkLater() {
        let error = JSONTesting.error([0x20, 0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(error?.diagnostic.rule == .syntax)
        #expect(error?.diagnostic.start == Mark(line: 1, column: 2, offset: 1))
        #expect(error?.diagnostic.message == "expected a JSON value, found character U+FEFF")
    }

    @Test("the loader sends .json files and '{' content here")
    func loaderRoutes() throws {
        let fromName = try Loader.load(SourceFile(path: "spec.json", text: #"["x"]"#))
        #expect(JSONTesting.compact(fromName) == #"["x"]"#)
        let fromContent = try Loader.load(SourceFile(path: "-", text: #" {"a": "b"}"#))
        #expect(fromContent["a"]?.scalar == Scalar("b", style: .doubleQuoted))
    }

    @Test("a large document parses with every node in place")
    func largeDocument() throws {
        var text = #"{"rows": ["#
        for i in 0..<20_000 {
            if i > 0 { text += "," }
            text += #"{"id": "row-\#(i)", "title": "Row \#(i) é", "height": \#(i).5, "on": true}"#
        }
        text += "]}"
        let node = try JSONTesting.parse(text)
        let rows = try #require(node["rows"]?.sequence)
        #expect(rows.count == 20_000)
        #expect(rows[19_999]["id"]?.scalar?.text == "row-19999")
        #expect(rows[19_999]["height"]?.scalar?.text == "19999.5")
        #expect(node.end.column == text.unicodeScalars.count + 1)
    }
}
