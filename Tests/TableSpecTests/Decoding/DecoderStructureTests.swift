import Testing
@testable import TableSpec

/// Keys, enumerations, actions, ids, meta and the shape of the document.
@Suite("Decoding: structure")
struct DecoderStructureTests {
    // MARK: Keys

    @Test func unknownKeysAreLocatedAtTheKeyWithASuggestion() throws {
        let (_, diagnostics) = try Decoding.decodeRow("title: T\ntitel: R")
        let d = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(d.rule == .unknownKey)
        #expect(d.message == "unknown key 'titel' in a row; did you mean 'title'?")
        #expect(d.pointer == "/sections/0/rows/0/titel")
        #expect((d.start.line, d.start.column, d.end.column) == (8, 9, 14))
    }

    @Test(arguments: [
        ("tablespec: 1\nid: t\nsections: []\nstlye: plain\n", "unknown key 'stlye' in the table; did you mean 'style'?"),
        ("tablespec: 1\nid: t\nsections: [{id: s, rows: [], headr: H}]\n", "unknown key 'headr' in a section; did you mean 'header'?"),
        ("tablespec: 1\nid: t\ndefaults: {rowheight: 4}\nsections: []\n", "unknown key 'rowheight' in defaults; did you mean 'rowHeight'?"),
        ("tablespec: 1\nid: t\ncellTypes: {c: {bse: subtitle}}\nsections: []\n", "unknown key 'bse' in a cell type; did you mean 'base'?"),
        ("tablespec: 1\nid: t\nsections: []\ncolour: red\n", "unknown key 'colour' in the table"),
    ])
    func unknownKeysEverywhere(spec: String, message: String) throws {
        let decoded = try Decoding.decode(spec)
        #expect(decoded.diagnostics.map(\.message) == [message])
    }

    @Test func extensionKeysAreIgnoredEverywhereButKeptInMeta() throws {
        let spec = """
            tablespec: 1
            id: t
            x-top: 1
            defaults: {x-d: 1}
            cellTypes: {x-c: 1, card: {x-e: 1}}
            sections:
              - id: s
                x-s: 1
                rows:
                  - id: r
                    title: T
                    x-r: [1]
                    action: {emit: e, x-a: 1}
                    editing: {x-e: 1}
                    swipe: {x-s: 1, leading: [{id: a, title: A, x-w: 1}]}
                    height: {estimated: 3, x-h: 1}
                    meta: {x-m: 1}
            """
        let decoded = try Decoding.decode(spec)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        #expect(decoded.table?.cellTypes == [CellType(name: "card")])
        #expect(decoded.table?.sections.first?.rows.first?.meta == .object([(key: "x-m", value: .number("1"))]))
    }

    @Test func missingKeysPointAtTheMappingsFirstKey() throws {
        let decoded = try Decoding.decode("tablespec: 1\nsections:\n  - header: H\n  - {}\n")
        #expect(Decoding.summary(decoded.diagnostics) == [
            "missing-key@1:1 /id",
            "missing-key@3:5 /sections/0/id",
            "missing-key@3:5 /sections/0/rows",
            "missing-key@4:5 /sections/1/id",
            "missing-key@4:5 /sections/1/rows",
        ])
        #expect(decoded.diagnostics.first { $0.pointer == "/id" }?.message == "missing required key 'id' in the table")
        #expect(decoded.table?.sections.count == 2)
    }

    // MARK: The root

    @Test(arguments: ["- a\n- b\n", "just text\n", "~\n"])
    func aRootThatIsNotAMappingHasNoTable(text: String) throws {
        let decoded = try Decoding.decode(text)
        #expect(decoded.table == nil)
        #expect(decoded.diagnostics.map(\.rule) == [.wrongType])
        #expect(decoded.diagnostics.first?.pointer == "")
    }

    @Test func aMappingWithoutAnyKeyOfTheFormatStillGivesATable() throws {
        let decoded = try Decoding.decode("x-draft: true\n")
        #expect(decoded.table == Table(id: ""))
        #expect(decoded.diagnostics.map(\.message) == [
            "missing required key 'tablespec' in the table",
            "missing required key 'id' in the table",
            "missing required key 'sections' in the table",
        ])
    }

    @Test(arguments: [
        ("sections: ~", "expected a list of sections, found null"),
        ("sections: {}", "expected a list of sections, found a mapping"),
        ("sections: [[]]", "expected a section (a mapping with id and rows) or {include: PATH}, found a list"),
        ("sections: [{id: s, rows: x}]", "expected a list of rows, found 'x'"),
    ])
    func sectionsAndRowsMustBeListsOfMappings(line: String, message: String) throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: t\n\(line)\n")
        #expect(decoded.diagnostics.map(\.message) == [message])
    }

    // MARK: Enumerations

    @Test(arguments: [
        ("accessory: chevron", "unknown accessory 'chevron'; allowed: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton, switch"),
        ("accessory: checkmrk", "unknown accessory 'checkmrk'; did you mean 'checkmark'? allowed: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton, switch"),
        ("accessory: disclosure", "unknown accessory 'disclosure'; did you mean 'disclosureIndicator'? allowed: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton, switch"),
        ("accessory: detail", "unknown accessory 'detail'; allowed: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton, switch"),
        ("editing: {style: delet}", "unknown editing style 'delet'; did you mean 'delete'? allowed: none, delete, insert"),
        ("swipe: {leading: [{id: a, title: A, style: destructve}]}", "unknown swipe action style 'destructve'; did you mean 'destructive'? allowed: normal, destructive"),
        ("accessory: [checkmark]", "expected one of none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton, switch, found a list"),
    ])
    func rowEnumerations(line: String, message: String) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.map(\.message) == [message])
        #expect(row?.accessory == Accessory.none)
    }

    @Test func tableAndSectionEnumerations() throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: t\nstyle: Grouped\ncellTypes: {c: {base: subtitel}}\nsections: [{id: s, kind: heder, rows: []}]\n")
        #expect(decoded.diagnostics.map(\.message) == [
            "unknown table style 'Grouped'; did you mean 'grouped'? allowed: plain, grouped, insetGrouped",
            "unknown base kind 'subtitel'; did you mean 'subtitle'? allowed: standard, headerLead, footerFinish, subtitle, value2, button",
            "unknown section kind 'heder'; did you mean 'header'? allowed: header, body, footer",
        ])
        #expect(decoded.table?.style == .plain)
        #expect(decoded.table?.sections.first?.kind == .body)
    }

    @Test func rowKindsAreAnyStringAndCellTypesMayNotTakeBuiltinNames() throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: t\ncellTypes: {button: {}, card: ~}\nsections: [{id: s, rows: [{id: r, title: T, kind: nowhere}]}]\n")
        #expect(decoded.table?.sections.first?.rows.first?.kind == .custom("nowhere"))
        #expect(decoded.table?.cellTypes == [CellType(name: "button"), CellType(name: "card")])
        #expect(Decoding.summary(decoded.diagnostics) == ["invalid-value@3:13 /cellTypes/button"])
    }

    // MARK: Actions

    @Test(arguments: [
        ("action: {navigate: next}", Action.navigate("next")), ("action: {url: 'https://x.y'}", .url("https://x.y")),
        ("action: {emit: '1.10'}", .emit("1.10")),
    ])
    func actions(line: String, expected: Action) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.isEmpty)
        #expect(row?.action == expected)
    }

    @Test(arguments: [
        ("action: {}", [RuleID.invalidValue]), ("action: {navigate: a, url: b}", [.invalidValue]),
        ("action: {navigat: a}", [.unknownKey]), ("action: next", [.wrongType]),
        ("action: {emit: ~}", [.wrongType]), ("action: {emit: a, target: b}", [.unknownKey]),
    ])
    func badActions(line: String, rules: [RuleID]) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\n" + line)
        #expect(diagnostics.map(\.rule) == rules)
        if line != "action: {emit: a, target: b}" { #expect(row?.action == nil) }
    }

    @Test func actionShapeMessage() throws {
        let (_, diagnostics) = try Decoding.decodeRow("title: T\naction: {navigate: a, emit: b}")
        let d = try #require(diagnostics.first)
        #expect(d.message == "an action has exactly one of navigate, url or emit; this one has 2")
        #expect(d.pointer == "/sections/0/rows/0/action")
        #expect((d.start.line, d.start.column) == (8, 17))
    }

    // MARK: Ids

    @Test(arguments: ["my row", "a/b", "é", "", "x!"])
    func invalidIDsAreReportedAndKept(id: String) throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nswipe: {leading: [{id: '\(id)', title: P}]}")
        #expect(row?.swipe?.leading.first?.id == id)
        #expect(Decoding.summary(diagnostics) == ["invalid-id@8:32 /sections/0/rows/0/swipe/leading/0/id"])
    }

    @Test(arguments: ["a", "A.b_c-9", "0755", "-", "..."])
    func validIDs(id: String) {
        #expect(TreeDecoder.isValidID(id))
    }

    @Test func invalidIDMessage() throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: my table\nsections: []\n")
        #expect(decoded.diagnostics.first?.message == "invalid table id 'my table'; ids use only letters, digits, '_', '.' and '-'")
        #expect(decoded.diagnostics.first?.hint == "for example 'my-table'")
    }

    // MARK: Lists and meta

    @Test func sectionIndexTitles() throws {
        let decoded = try Decoding.decode("tablespec: 1\nid: t\nsectionIndexTitles: [A, 1, ~, [x], B]\nsections: []\n")
        #expect(decoded.table?.sectionIndexTitles == ["A", "1", "B"])
        #expect(Decoding.summary(decoded.diagnostics) == [
            "ambiguous-scalar@3:25 /sectionIndexTitles/1", "wrong-type@3:28 /sectionIndexTitles/2", "wrong-type@3:31 /sectionIndexTitles/3",
        ])
    }

    @Test func metaIsPassedThroughTyped() throws {
        let (row, diagnostics) = try Decoding.decodeRow("title: T\nmeta: [1, 0x1F, 1.10, '2', yes, True, ~, \"\", .inf, {b: 1, a: [x]}]")
        #expect(diagnostics.isEmpty)
        #expect(row?.meta == .list([
            .number("1"), .number("0x1F"), .number("1.10"), .string("2"), .string("yes"), .bool(true), .null,
            .string(""), .number(".inf"), .object([(key: "b", value: .number("1")), (key: "a", value: .list([.string("x")]))]),
        ]))
    }

    @Test func nonScalarKeysFromHandBuiltTreesAreReported() {
        let b = TreeBuilder()
        let badKey = Pair(key: b.list([]), value: b.scalar("v"))
        let root = b.map(pairs: [
            Pair(key: b.scalar("tablespec"), value: b.scalar("1")), Pair(key: b.scalar("id"), value: b.scalar("t")),
            Pair(key: b.scalar("sections"), value: b.list([])), badKey,
        ])
        let decoded = SpecDecoder.decode(root)
        #expect(decoded.diagnostics.map(\.message) == ["expected a string key, found a list"])
        #expect(decoded.diagnostics.first?.span == badKey.key.span)
    }
}
