import Testing
@testable import TableSpec

/// `flags:`, `sources:` (fields and sample items), `when:`, `source:` and `template:`.
@Suite("Decoding: sources, templates and flags")
struct DecoderDynamicTests {
    static let contacts = """
        tablespec: 1
        id: contacts
        flags:
          loggedIn: {default: true}
          premium: {default: false, description: Paid plan}
        sources:
          contacts:
            key: id
            fields: {id: string, name: string, phone: string?, favorite: bool, unread: int}
            sample:
              - {id: "1", name: Ann, phone: "555-0100", favorite: true, unread: 2}
              - {id: "2", name: Bob, favorite: false, unread: 0}
        sections:
          - id: people
            rows: [{id: add, title: Add Contact, kind: button}]
            source: contacts
            template: {id: "contact-{id}", title: "{name}", detail: "{phone}", action: {navigate: "contact-{id}"}}
          - id: favorites
            source: contacts
            template: {id: "fav-{id}", title: "{name}", when: favorite}
          - id: upgrade
            when: {all: [loggedIn, {not: premium}]}
            rows: [{id: go, title: Go Premium, when: {any: [{not: premium}]}}]
        """

    @Test func theIssueSpellingsDecodeIntoTheModel() throws {
        let decoded = try Decoding.decode(Self.contacts)
        #expect(decoded.diagnostics.isEmpty, "\(Decoding.summary(decoded.diagnostics))")
        let table = try #require(decoded.table)
        let expected = Table(
            id: "contacts",
            sections: [
                Section(
                    id: "people", rows: [Row(id: "add", kind: .builtin(.button), title: "Add Contact")],
                    source: "contacts",
                    template: RowTemplate(row: Row(
                        id: "contact-{id}", title: "{name}", detail: "{phone}", action: .navigate("contact-{id}")))),
                Section(
                    id: "favorites", source: "contacts",
                    template: RowTemplate(row: Row(id: "fav-{id}", title: "{name}"), when: .name("favorite"))),
                Section(
                    id: "upgrade",
                    rows: [Row(id: "go", title: "Go Premium", when: .any([.not(.name("premium"))]))],
                    when: .all([.name("loggedIn"), .not(.name("premium"))])),
            ],
            sources: [
                DataSource(
                    name: "contacts",
                    fields: [
                        DataField(name: "id", type: .string), DataField(name: "name", type: .string),
                        DataField(name: "phone", type: .string, optional: true),
                        DataField(name: "favorite", type: .bool), DataField(name: "unread", type: .int),
                    ],
                    sample: [
                        DataItem(["id": .string("1"), "name": .string("Ann"), "phone": .string("555-0100"),
                                  "favorite": .bool(true), "unread": .int(2)]),
                        DataItem(["id": .string("2"), "name": .string("Bob"), "favorite": .bool(false), "unread": .int(0)]),
                    ]),
            ],
            flags: [Flag(name: "loggedIn", defaultValue: true), Flag(name: "premium", description: "Paid plan")])
        expectEqualModels(table, expected)
        // The decoded spec expands as the runtime says: the sample gives the rows.
        let rows = table.expanded().sections.map { $0.rows.map(\.id) }
        #expect(rows == [["add", "contact-1", "contact-2"], ["fav-1"], ["go"]])
    }

    @Test func templateSyntaxErrorsAreAtTheBrace() throws {
        let spec = """
            tablespec: 1
            id: t
            sources: {c: {fields: {id: string, name: string}}}
            sections:
              - id: s
                source: c
                template:
                  id: "c-{id}"
                  title: "x {name"
                  detail: a } b
                  image: 'é{}'
                  action: {emit: "\\u00e9{"}
            """
        let decoded = try Decoding.decode(spec)
        #expect(decoded.diagnostics.allSatisfy { $0.rule == .templateSyntax })
        #expect(Decoding.summary(decoded.diagnostics) == [
            "template-syntax@9:17 /sections/0/template/title",
            "template-syntax@10:17 /sections/0/template/detail",
            // After a two-byte character: the column counts characters, not bytes.
            "template-syntax@11:17 /sections/0/template/image",
            // An escape makes the written text longer than the value: the whole string.
            "template-syntax@12:22 /sections/0/template/action/emit",
        ])
        #expect(decoded.diagnostics.map(\.message).contains("'}' closes nothing; write '}}' for a literal brace"))
    }

    @Test func templatedIdsAreCheckedOutsideTheirFields() throws {
        let spec = """
            tablespec: 1
            id: t
            sources: {c: {fields: {id: string}}}
            sections:
              - id: s
                source: c
                template:
                  id: "{id}"
                  title: "{id}"
                  swipe: {trailing: [{id: "del-{id}", title: Delete}, {id: "a b{id}", title: A}]}
              - id: u
                source: c
                template: {id: "row {id}", title: "{id}"}
            """
        let decoded = try Decoding.decode(spec)
        #expect(Decoding.summary(decoded.diagnostics) == [
            "invalid-id@10:64 /sections/0/template/swipe/trailing/1/id",
            "invalid-id@13:20 /sections/1/template/id",
        ])
    }

    @Test func sampleItemsAreCheckedAsData() throws {
        let spec = """
            tablespec: 1
            id: t
            sources:
              c:
                sample:
                  - {id: 1, name: Ann, n: 2, ok: true}
                  - {id: "2", n: two, ok: yes, nmae: x}
                  - {id: "3", name: ~, n: 3, ok: false}
                  - {id: "4", name: D, n: 4, ok: false, phone: ~}
                  - {id: "4", name: E, n: 5, ok: false}
                  - just text
                fields: {id: string, name: string, n: int, ok: bool, phone: string?}
            sections: [{id: s, source: c, template: {id: "c-{id}", title: "{name}"}}]
            """
        let decoded = try Decoding.decode(spec)
        #expect(Decoding.summary(decoded.diagnostics) == [
            "wrong-type@6:14 /sources/c/sample/0/id",
            "missing-key@7:10 /sources/c/sample/1/name",
            "wrong-type@7:22 /sources/c/sample/1/n",
            "wrong-type@7:31 /sources/c/sample/1/ok",
            "unknown-key@7:36 /sources/c/sample/1/nmae",
            "wrong-type@8:25 /sources/c/sample/2/name",
            "duplicate-item-key@10:14 /sources/c/sample/4/id",
            "wrong-type@11:9 /sources/c/sample/5",
        ])
        #expect(decoded.diagnostics.contains { $0.message == "unknown key 'nmae' in an item of 'c'; did you mean 'name'?" })
        // Items with an error are left out; an optional field written null is absent.
        let sample = try #require(decoded.table?.sources.first?.sample)
        #expect(sample.map { $0["id"] } == [.string("4")])
        #expect(sample.first?["phone"] == nil)
    }

    @Test func declarationsAreChecked() throws {
        let spec = """
            tablespec: 1
            id: t
            flags: {a: {default: yes}, b-c: {}, d: true, e: {defualt: true}}
            sources:
              c: {key: id, fields: {id: text, n: [int]}}
              d: {sample: []}
            sections:
              - {id: s, source: c}
              - {id: u, template: {id: x, title: X}}
            """
        let decoded = try Decoding.decode(spec)
        #expect(Decoding.summary(decoded.diagnostics) == [
            "wrong-type@3:22 /flags/a/default",
            "invalid-value@3:28 /flags/b-c",
            "wrong-type@3:40 /flags/d",
            "unknown-key@3:50 /flags/e/defualt",
            "invalid-value@5:29 /sources/c/fields/id",
            "wrong-type@5:38 /sources/c/fields/n",
            "missing-key@6:7 /sources/d/fields",
            "missing-key@8:6 /sections/0/template",
            "missing-key@9:6 /sections/1/source",
        ])
        #expect(decoded.diagnostics.contains { $0.message.hasPrefix("unknown field type 'text'") })
    }

    @Test(arguments: [
        ("when: flag", nil as String?),
        ("when: {not: {any: [a, {all: [b, c]}]}}", nil),
        ("when: [a]", "wrong-type@8:15"),
        ("when: true", "invalid-value@8:15"),
        ("when: \"a b\"", "invalid-value@8:15"),
        ("when: {not: a, any: [b]}", "invalid-value@8:15"),
        ("when: {}", "invalid-value@8:15"),
        ("when: {nt: a}", "unknown-key@8:16"),
        ("when: {all: a}", "wrong-type@8:21"),
        ("when: {any: [a, [b]]}", "wrong-type@8:25"),
    ])
    func conditions(line: String, finding: String?) throws {
        let decoded = try Decoding.decode(Decoding.row("title: T\n" + line))
        #expect(decoded.diagnostics.map { "\($0.rule)@\($0.start.line):\($0.start.column)" } == (finding.map { [$0] } ?? []))
        let row = try #require(decoded.table?.sections.first?.rows.first)
        #expect((row.when == nil) == (finding != nil))
        if finding != nil { #expect(decoded.rejected.covers(Pointer([.key("sections"), .index(0), .key("rows"), .index(0), .key("when")]))) }
    }

    @Test func dataFilesAreReadAsSamplesAre() throws {
        let source = DataSource(name: "c", fields: [DataField(name: "id", type: .string), DataField(name: "n", type: .int)])
        let json = #"[{"id": "1", "n": 1}, {"id": 2, "n": 2}, {"id": "1", "n": 3}, {"id": "4", "n": 4}]"#
        let read = SpecDecoder.items(try Loader.load(SourceFile(path: "c.json", text: json)), of: source, isJSON: true)
        #expect(Decoding.summary(read.diagnostics) == ["wrong-type@1:30 /1/id", "duplicate-item-key@1:49 /2/id"])
        #expect(read.items.map { $0["n"] } == [.int(1), .int(4)])
        #expect(read.positions == [0, 3])
    }
}
