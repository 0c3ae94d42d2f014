import Testing
@testable import TableSpec

/// Fixture files to the exact model they decode to.
@Suite("Decoding fixtures")
struct DecoderFixtureTests {
    @Test func minimalSpec() throws {
        let decoded = try Decoding.decodeFixture("minimal.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(Decoding.summary(decoded.diagnostics))")
        let expected = Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "R")])])
        expectEqualModels(decoded.table, expected)
        #expect(decoded.sectionPositions == [0])
        #expect(decoded.rowPositions == [[0]])
    }

    @Test func everyKeyOfTheFormat() throws {
        let decoded = try Decoding.decodeFixture("settings-full.yaml")
        // The fixture writes `no`, `1.10` and `0755` plain on purpose: kept as text, warned.
        #expect(Decoding.summary(decoded.diagnostics) == [
            "ambiguous-scalar@55:17 /sections/1/rows/0/detail", "ambiguous-scalar@58:16 /sections/1/rows/1/title",
            "ambiguous-scalar@59:17 /sections/1/rows/1/detail",
        ])
        let lead = Row(
            id: "lead", kind: .headerLead, title: "Hello", image: "wifi",
            accessory: .disclosureIndicator, action: .navigate("wifi-settings"), selectable: true,
            height: .fixed(44), indentation: 1,
            editing: Editing(canEdit: true, style: .delete, deleteTitle: "Remove", canMove: false, indentWhileEditing: true),
            swipe: Swipe(
                leading: [SwipeAction(id: "pin", title: "Pin")],
                trailing: [SwipeAction(id: "remove", title: "Remove", style: .destructive, action: .emit("remove"))],
                fullSwipe: true),
            showsMenu: false, multipleSelection: false, meta: .object([(key: "any", value: .string("data"))]))
        let profile = Row(
            id: "profile", kind: .custom("profileCell"), title: "Jane Appleseed", detail: "no",
            action: .url("https://example.com/profile"))
        let version = Row(
            id: "version", kind: .builtin(.value2), title: "1.10", detail: "0755", selectable: false,
            height: .estimated(60),
            editing: Editing(canEdit: true, style: .insert, canMove: true, indentWhileEditing: false),
            swipe: Swipe(trailing: [SwipeAction(id: "share", title: "Share", image: "square.and.arrow.up")], fullSwipe: false),
            showsMenu: true, multipleSelection: true,
            meta: .object([
                (key: "count", value: .number("3")),
                (key: "ratio", value: .number("1.10")),
                (key: "flag", value: .bool(true)),
                (key: "label", value: .string("true")),
                (key: "missing", value: .null),
                (key: "list", value: .list([.string("a"), .number("1"), .null])),
            ]))
        let expected = Table(
            formatVersion: 1, id: "settings", title: "Settings", style: .insetGrouped,
            defaults: TableDefaults(rowHeight: .auto, headerHeight: .estimated(28), footerHeight: .fixed(12.5)),
            cellTypes: [
                CellType(name: "profileCell", base: .subtitle, reuseIdentifier: "ProfileCell"),
                CellType(name: "toggleCell", base: .standard),
                CellType(name: "plainCell"),
            ],
            sections: [
                Section(
                    id: "intro", kind: .header, header: "Welcome", footer: "Changes apply at once.",
                    headerHeight: .estimated(28), footerHeight: .auto, indexTitle: "A", rows: [lead]),
                Section(id: "account", rows: [profile, version]),
                Section(
                    id: "outro", kind: .footer, footer: "Version 1.10",
                    rows: [Row(id: "finish", kind: .footerFinish, title: "Sign Out", accessory: .none)]),
            ])
        expectEqualModels(decoded.table, expected)
        #expect(decoded.sectionPositions == [0, 1, 2])
        #expect(decoded.rowPositions == [[0], [0, 1], [0]])
    }

    @Test func anchorsAndMergeKeysShareRowSettings() throws {
        let decoded = try Decoding.decodeFixture("anchors-merge.yaml")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let expected = Table(id: "anchors", sections: [
            Section(id: "list", rows: [
                Row(id: "a", title: "A", accessory: .disclosureIndicator, action: .navigate("detail")),
                Row(id: "b", title: "B", accessory: .checkmark, action: .navigate("detail"), height: .fixed(60)),
                Row(id: "c", title: "C"),
            ]),
        ])
        expectEqualModels(decoded.table, expected)
    }

    @Test func brokenItemsAreLeftOutAndPositionsStayRight() throws {
        let decoded = try Decoding.decodeFixture("broken-mixed.yaml")
        let expected = Table(id: "broken", sections: [
            Section(id: "first", rows: [Row(id: "a", title: "A"), Row(id: "b", title: "")]),
            Section(id: "second"),
        ])
        expectEqualModels(decoded.table, expected)
        #expect(decoded.sectionPositions == [1, 2])
        #expect(decoded.rowPositions == [[0, 2], []])
        #expect(Decoding.summary(decoded.diagnostics) == [
            "wrong-type@4:5 /sections/0",
            "wrong-type@9:9 /sections/1/rows/1",
            "missing-key@10:9 /sections/1/rows/2/title",
            "unknown-key@11:9 /sections/1/rows/2/titel",
            "wrong-type@12:21 /sections/1/rows/2/selectable",
        ])
        // Rules locate model rows through the positions.
        let context = try #require(RuleContext(decoded))
        #expect(context.rowPointer(0, 1).description == "/sections/1/rows/2")
        #expect(context.span(at: context.rowPointer(0, 1)).start.line == 10)
    }
}

/// JSON files decode to the same model, with JSON's own typing (strings are quoted).
@Suite("Decoding JSON fixtures")
struct DecoderJSONFixtureTests {
    @Test func jsonSpec() throws {
        let decoded = try Decoding.decodeFixture("contacts.json")
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let expected = Table(
            id: "contacts", style: .plain, defaults: TableDefaults(rowHeight: .estimated(44)),
            sectionIndexTitles: ["A", "B"],
            sections: [
                Section(id: "a", header: "A", rows: [
                    Row(
                        id: "anna", kind: .builtin(.subtitle), title: "Anna", detail: "0755", action: .navigate("contact"),
                        selectable: true, height: .fixed(44.5), indentation: 0,
                        meta: .object([
                            (key: "n", value: .number("1.10")), (key: "s", value: .string("1.10")),
                            (key: "b", value: .bool(false)), (key: "z", value: .null),
                        ])),
                ]),
                Section(id: "b", header: "B", rows: [
                    Row(id: "bob", title: "Bob", editing: Editing(canEdit: true), swipe: Swipe(trailing: [SwipeAction(id: "call", title: "Call")])),
                ]),
            ])
        expectEqualModels(decoded.table, expected)
    }

    @Test(arguments: [
        (#"{"tablespec": "1", "id": "t", "sections": []}"#, "wrong-type@1:15 /tablespec"),
        (#"{"tablespec": 1, "id": "t", "sections": [], "style": "Plain"}"#, "invalid-value@1:54 /style"),
        (#"{"tablespec": 1, "id": "t", "sections": [{"id": "s", "rows": [{"id": "r", "title": "R", "selectable": "true"}]}]}"#,
         "wrong-type@1:103 /sections/0/rows/0/selectable"),
        (#"{"tablespec": 1, "id": "t", "sections": [], "titel": "T"}"#, "unknown-key@1:45 /titel"),
    ])
    func jsonProblemsAreLocated(json: String, expected: String) throws {
        let decoded = try Decoding.decode(json, path: "t.json")
        #expect(Decoding.summary(decoded.diagnostics) == [expected])
    }
}
