import Testing
@testable import TableSpec

/// The runtime's one function from (spec, items, flags) to a static table: templates,
/// optional fields left out, `when` on sections, rows and template items, samples and
/// defaults when no inputs are given, and where each expanded row comes from.
@Suite struct ExpansionTests {
    static let contacts = DataSource(
        name: "contacts",
        fields: [
            DataField(name: "id", type: .string), DataField(name: "name", type: .string),
            DataField(name: "phone", type: .string, optional: true), DataField(name: "favorite", type: .bool),
            DataField(name: "unread", type: .int),
        ],
        sample: [DataItem(["id": .string("s"), "name": .string("Sample"), "favorite": .bool(false), "unread": .int(0)])])

    static func item(_ id: String, _ name: String, phone: String? = nil, favorite: Bool = false, unread: Int = 0) -> DataItem {
        var values: [String: DataValue] = ["id": .string(id), "name": .string(name), "favorite": .bool(favorite), "unread": .int(unread)]
        values["phone"] = phone.map(DataValue.string)
        return DataItem(values)
    }

    static let spec = Table(
        id: "people",
        sections: [
            Section(
                id: "people", header: "People", rows: [Row(id: "add", kind: .builtin(.button), title: "Add Contact")],
                source: "contacts",
                template: RowTemplate(row: Row(
                    id: "contact-{id}", title: "{name}", detail: "{phone}", action: .navigate("contact-{id}"),
                    swipe: Swipe(trailing: [SwipeAction(id: "call-{id}", title: "Call {phone}"), SwipeAction(id: "mark", title: "{unread} unread")])))),
            Section(
                id: "favorites", source: "contacts",
                template: RowTemplate(row: Row(id: "fav-{id}", title: "{name} {{★}}"), when: .name("favorite"))),
            Section(id: "upgrade", rows: [Row(id: "go", title: "Go Premium")], when: .all([.name("loggedIn"), .not(.name("premium"))])),
            Section(id: "debug", rows: [
                Row(id: "log", title: "Logs"), Row(id: "crash", title: "Crash", when: .name("internal")),
            ]),
        ],
        sources: [contacts],
        flags: [TableFlag(name: "loggedIn", defaultValue: true), TableFlag(name: "premium"), TableFlag(name: "internal")])

    @Test func itemsGiveRowsAfterTheWrittenOnesWithOptionalFieldsLeftOut() {
        let inputs = TableInputs(items: ["contacts": [
            Self.item("1", "Ann", phone: "555-0100", favorite: true, unread: 2), Self.item("2", "Bo"),
        ]])
        let table = Self.spec.expanded(with: inputs)
        #expect(!table.isDynamic)
        #expect(table.sections.map(\.id) == ["people", "favorites", "upgrade", "debug"])
        let people = table.sections[0].rows
        #expect(people.map(\.id) == ["add", "contact-1", "contact-2"])
        #expect(people[1].title == "Ann" && people[1].detail == "555-0100" && people[1].action == .navigate("contact-1"))
        #expect(people[2].detail == nil, "a detail of an absent optional field is left out, not empty")
        #expect(people[1].swipe?.trailing.map(\.title) == ["Call 555-0100", "2 unread"])
        #expect(people[2].swipe?.trailing.map(\.id) == ["mark"], "a swipe action using an absent field is left out")
        #expect(table.sections[1].rows.map(\.title) == ["Ann {★}"], "when: favorite filters; {{ }} are braces")
        #expect(table.sections[3].rows.map(\.id) == ["log"])
    }

    @Test func flagsChooseSectionsAndRowsAndDefaultsApply() {
        let defaults = Self.spec.expanded()
        #expect(defaults.sections.map(\.id) == ["people", "favorites", "upgrade", "debug"])
        #expect(defaults.sections[0].rows.map(\.id) == ["add", "contact-s"], "no items given: the sample")
        let premium = Self.spec.expanded(with: TableInputs(flags: ["premium": true, "internal": true, "unknown": true]))
        #expect(premium.sections.map(\.id) == ["people", "favorites", "debug"])
        #expect(premium.sections[2].rows.map(\.id) == ["log", "crash"])
        let signedOut = Self.spec.flagValues(with: TableInputs(flags: ["loggedIn": false]))
        #expect(signedOut == ["loggedIn": false, "premium": false, "internal": false])
        #expect(Self.spec.expanded(with: TableInputs(items: ["contacts": []])).sections[0].rows.map(\.id) == ["add"])
    }

    @Test func originsSayWhereEachRowComesFrom() {
        let expansion = Self.spec.expansion(with: TableInputs(
            items: ["contacts": [Self.item("1", "Ann"), Self.item("2", "Bo", favorite: true)]], flags: ["loggedIn": false]))
        #expect(expansion.sections.map(\.section) == [0, 1, 3])
        #expect(expansion.sections[0].rows == [.written(0), .item(0), .item(1)])
        #expect(expansion.sections[1].rows == [.item(1)])
    }

    @Test func aStaticTableIsItsOwnExpansion() {
        let table = Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "R")])])
        #expect(!table.isDynamic)
        #expect(table.expanded(with: TableInputs(flags: ["x": true])) == table)
    }

    @Test func templateTextParsesFieldsAndBraces() throws {
        let text = try TemplateText(parsing: "a{x}b{{c}}{y_1}")
        #expect(text.parts == [.literal("a"), .field("x"), .literal("b{c}"), .field("y_1")])
        #expect(text.rendered { ["x": .int(-3), "y_1": .bool(true)][$0] } == "a-3b{c}true")
        #expect(text.rendered { $0 == "x" ? .int(1) : nil } == nil)
        for (bad, offset) in [("a{x", 1), ("}", 0), ("{}", 1), ("{1x}", 1), ("{a b}", 1), ("x}y", 1)] {
            #expect(throws: TemplateTextError.self, "\(bad)") { try TemplateText(parsing: bad) }
            #expect((try? TemplateText(parsing: bad)) == nil)
            do { _ = try TemplateText(parsing: bad) } catch { #expect(error.offset == offset, "\(bad): \(error)") }
        }
        #expect(try TemplateText(parsing: "plain").isLiteral)
    }

    @Test func conditionsEvaluateAndListTheirNames() {
        let condition: Condition = .any([.all([.name("a"), .not(.name("b"))]), .name("a"), .all([])])
        #expect(condition.names == ["a", "b"])
        #expect(condition.isTrue { _ in false })   // all([]) is true
        #expect(!Condition.any([]).isTrue { _ in true })
        #expect(Condition.all([.name("a"), .not(.name("b"))]).isTrue { $0 == "a" })
    }
}
