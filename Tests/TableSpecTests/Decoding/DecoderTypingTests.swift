import Testing
@testable import TableSpec

/// Scalars are typed by the field they land in, never by YAML 1.1 guessing.
@Suite("Decoding: scalar typing")
struct DecoderTypingTests {
    // MARK: Strings

    /// Plain values that YAML 1.1 tools misread are kept as text, with one
    /// `ambiguous-scalar` warning; quoted and block values give none.
    @Test(arguments: [
        ("detail: no", "no", true), ("detail: yes", "yes", true), ("detail: 1.10", "1.10", true),
        ("detail: 0755", "0755", true), ("detail: true", "true", true), ("detail: '~'", "~", false),
        ("detail: 1e3", "1e3", true), ("detail: .inf", ".inf", true), ("detail: \"null\"", "null", false),
        ("detail: |\n  two\n  lines", "two\nlines\n", false), ("detail: Home", "Home", false),
    ])
    func stringFieldsTakeTheTextAsWritten(line: String, expected: String, warns: Bool) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.map(\.rule) == (warns ? [.ambiguousScalar] : []), "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.pointer == "/sections/0/rows/0/detail" })
        #expect(row?.detail == expected)
    }

    @Test func idsAndTitlesAreStringsToo() throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: 0755\ntitle: 1.10\nsections:\n  - id: 2\n    rows:\n      - {id: 3, title: false}\n")
        #expect(Decoding.summary(decoded.diagnostics) == [
            "ambiguous-scalar@2:5 /id", "ambiguous-scalar@3:8 /title", "ambiguous-scalar@5:9 /sections/0/id",
            "ambiguous-scalar@7:14 /sections/0/rows/0/id", "ambiguous-scalar@7:24 /sections/0/rows/0/title",
        ])
        #expect(decoded.table?.id == "0755")
        #expect(decoded.table?.title == "1.10")
        #expect(decoded.table?.sections.first?.id == "2")
        #expect(decoded.table?.sections.first?.rows.first == Row(id: "3", title: "false"))
    }

    @Test(arguments: ["detail:", "detail: ~", "detail: null", "detail: NULL"])
    func nullInAnOptionalStringMeansAbsent(line: String) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.isEmpty)
        #expect(row?.detail == nil)
    }

    @Test func nullInARequiredStringIsAWrongType() throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: ~")
        #expect(row?.title == "")
        let d = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(d.rule == .wrongType)
        #expect(d.message == "expected a string, found null")
        #expect(d.pointer == "/sections/0/rows/0/title")
        #expect((d.start.line, d.start.column) == (7, 16))
    }

    @Test(arguments: [("title: [a]", "a list"), ("title: {a: b}", "a mapping")])
    func listsAndMappingsAreNotStrings(line: String, found: String) throws {
        let (_, diagnostics) = try Decoding.decodeRow(line)
        #expect(diagnostics.map(\.message) == ["expected a string, found \(found)"])
    }

    // MARK: Booleans

    @Test(arguments: [("selectable: true", true), ("selectable: false", false), ("selectable: !!bool true", true)])
    func booleansAreOnlyTrueAndFalse(line: String, expected: Bool) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.isEmpty)
        #expect(row?.selectable == expected)
    }

    @Test(arguments: [
        ("yes", "use true"), ("Yes", "use true"), ("on", "use true"), ("y", "use true"), ("True", "use true"),
        ("TRUE", "use true"), ("no", "use false"), ("off", "use false"), ("n", "use false"),
        ("False", "use false"), ("1", nil), ("enabled", nil),
    ] as [(String, String?)])
    func yamlOneOneBooleansAreWrongTypes(value: String, hint: String?) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nshowsMenu: \(value)")
        #expect(row?.showsMenu == false)
        let d = try #require(diagnostics.first)
        #expect(d.rule == .wrongType)
        #expect(d.message == "expected true or false, found '\(value)'")
        #expect(d.hint == hint)
        #expect(d.pointer == "/sections/0/rows/0/showsMenu")
    }

    @Test(arguments: ["\"true\"", "'false'"])
    func quotedBooleansAreWrongTypes(value: String) throws {
        let (_, diagnostics) = try Decoding.decodeRow("title: T\nselectable: \(value)")
        let d = try #require(diagnostics.first)
        #expect(d.rule == .wrongType)
        #expect(d.message.contains("the quoted string"))
        #expect(d.hint == "remove the quotes")
    }

    @Test func nullInABooleanKeepsTheDefault() throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nselectable:")
        #expect(diagnostics.isEmpty)
        #expect(row?.selectable == true)
    }

    // MARK: Numbers

    @Test(arguments: [
        ("44", 44.0), ("44.5", 44.5), ("1e2", 100.0), (".5", 0.5), ("+7", 7.0), ("-3", -3.0), ("0", 0.0),
        ("0x10", 16.0), ("0o10", 8.0), ("2.", 2.0), ("1.5E-1", 0.15), (".inf", .infinity), ("-.Inf", -.infinity),
    ])
    func heightsTakeCoreNumbersAndKeepThemRaw(text: String, expected: Double) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nheight: \(text)")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(row?.height == .fixed(expected))
    }

    @Test func nanHeightIsKeptForTheValidationRule() throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nheight: {estimated: .NaN}")
        #expect(diagnostics.isEmpty)
        guard case .estimated(let value)? = row?.height else {
            Issue.record("expected an estimated height, got \(String(describing: row?.height))")
            return
        }
        #expect(value.isNaN)
    }

    @Test(arguments: [
        ("height: auto", Height.auto), ("height: {estimated: 44}", .estimated(44)),
        ("height: {estimated: 0x2C, x-note: hi}", .estimated(44)),
    ])
    func heightShapes(line: String, expected: Height) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.isEmpty)
        #expect(row?.height == expected)
    }

    @Test(arguments: [
        ("height: big", RuleID.invalidValue, nil),
        ("height: Auto", .invalidValue, "write auto in lower case"),
        ("height: \"44\"", .wrongType, "remove the quotes"),
        ("height: 'auto'", .wrongType, "remove the quotes"),
        ("height: [44]", .wrongType, nil),
        ("height: {estimated: \"44\"}", .wrongType, "remove the quotes"),
        ("height: {estimated: 44, fixed: 2}", .unknownKey, "allowed keys: estimated; keys starting with x- are ignored"),
        ("height: {}", .missingKey, "add 'estimated:' to this mapping"),
        ("height: 0x", .invalidValue, nil),
        ("height: 1_000", .invalidValue, nil),
    ] as [(String, RuleID, String?)])
    func badHeights(line: String, rule: RuleID, hint: String?) throws {
        let (_, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.map(\.rule) == [rule])
        #expect(diagnostics.first?.hint == hint)
    }

    @Test(arguments: [("0", 0), ("3", 3), ("+2", 2), ("0x1F", 31), ("0o17", 15)])
    func indentationTakesIntegers(text: String, expected: Int) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nindentation: \(text)")
        #expect(diagnostics.isEmpty)
        #expect(row?.indentation == expected)
    }

    @Test(arguments: [
        ("1.5", RuleID.wrongType, "expected an integer, found '1.5'"),
        ("\"2\"", .wrongType, "expected an integer, found the quoted string '2'"),
        ("two", .wrongType, "expected an integer, found 'two'"),
        ("-1", .invalidValue, "indentation is -1; it must be 0 or more"),
        ("99999999999999999999", .invalidValue, "indentation 99999999999999999999 is out of range"),
    ] as [(String, RuleID, String)])
    func badIndentation(text: String, rule: RuleID, message: String) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nindentation: \(text)")
        #expect(row?.indentation == 0)
        #expect(diagnostics.map(\.rule) == [rule])
        #expect(diagnostics.first?.message == message)
    }

    // MARK: The version

    @Test(arguments: [
        ("tablespec: 2", RuleID.unsupportedVersion, "tablespec 2 is not supported; this tablectl reads version 1"),
        ("tablespec: \"1\"", .wrongType, "expected an integer format version, found the quoted string '1'"),
        ("tablespec: 1.0", .wrongType, "expected an integer format version, found '1.0'"),
        ("tablespec: [1]", .wrongType, "expected an integer format version, found a list"),
    ] as [(String, RuleID, String)])
    func versions(line: String, rule: RuleID, message: String) throws {
        let decoded = try Decoding.decode("\(line)\nid: t\nsections: []\n")
        #expect(decoded.diagnostics.map(\.rule) == [rule])
        #expect(decoded.diagnostics.first?.message == message)
        #expect(decoded.diagnostics.first?.pointer == "/tablespec")
        #expect(decoded.table != nil)
    }

    // MARK: Tags, from hand-built trees

    @Test func explicitTagsAreHonoured() {
        let b = TreeBuilder()
        let row = b.map([
            ("id", b.scalar("r")), ("title", b.scalar("T")),
            ("selectable", b.scalar("false", tag: "tag:yaml.org,2002:bool")),
            ("showsMenu", b.scalar("true", tag: "tag:yaml.org,2002:str")),
            ("indentation", b.scalar("2", tag: "tag:yaml.org,2002:int")),
            ("detail", b.scalar("", tag: "tag:yaml.org,2002:null")),
        ])
        let root = b.map([
            ("tablespec", b.scalar("1")), ("id", b.scalar("t")),
            ("sections", b.list([b.map([("id", b.scalar("s")), ("rows", b.list([row]))])])),
        ])
        let decoded = SpecDecoder.decode(root)
        #expect(decoded.table?.sections.first?.rows.first == Row(id: "r", title: "T", selectable: false, indentation: 2))
        #expect(decoded.diagnostics.map(\.pointer) == ["/sections/0/rows/0/showsMenu"])
    }
}

/// JSON has no plain words: there the string "auto" is the height `auto`; in YAML a quoted
/// "auto" stays a wrong type.
@Suite struct JSONHeightTests {
    @Test func jsonAutoIsAuto() throws {
        let text = #"{"tablespec": 1, "id": "t", "defaults": {"rowHeight": "auto"}, "sections": []}"#
        let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "t.json", text: text)), isJSON: true)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.table?.defaults.rowHeight == .auto)
    }

    @Test func quotedAutoInYAMLIsWrongType() throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: t\ndefaults:\n  rowHeight: \"auto\"\nsections: []\n")
        #expect(Decoding.summary(decoded.diagnostics) == ["wrong-type@4:14 /defaults/rowHeight"])
    }
}
