import Testing
@testable import TableSpec

/// validate on a dynamic spec: the rules run on every variant (sample data), findings are
/// located in the spec (template rows at the template), kept once, and named by the
/// variants that have them; the variant rules; the work the variants share done once.
///
/// The spec's dynamic parts are set on the decoded table in code, over a YAML text that
/// writes them, so the findings have real places.
@Suite struct VariantCheckerTests {
    /// The findings of `yaml` whose decoded table `dynamic` turns into the dynamic spec.
    static func check(_ yaml: String, cap: Int = 64, _ dynamic: (inout Table) -> Void) throws -> [Diagnostic] {
        var decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "s.yaml", text: yaml)))
        decoded.diagnostics = []
        var table = try #require(decoded.table)
        dynamic(&table)
        decoded.table = table
        var found: [Diagnostic] = []
        VariantChecker.check(decoded, cap: cap) { found.append($0) }
        return found.sorted(by: Diagnostic.sourceOrder)
    }

    static func shown(_ found: [Diagnostic]) -> [String] {
        found.map { "\($0.start.line):\($0.start.column) \($0.rule) \($0.pointer) \($0.message)" }
    }

    static let signedIn = """
        tablespec: 1
        id: t
        flags: {loggedIn: {default: true}, premium: {default: false}}
        sections:
          - id: account
            rows: [{id: profile, title: Profile}]
          - id: guest
            when: {not: loggedIn}
            rows: [{id: profile, title: Sign In}]
          - id: upgrade
            when: {all: [loggedIn, {not: premium}]}
            rows:
              - {id: go, title: Go Premium, selectable: false, action: {navigate: store}}
        """

    static func signedInFlags(_ table: inout Table) {
        table.flags = [TableFlag(name: "loggedIn", defaultValue: true), TableFlag(name: "premium")]
        table.sections[1].when = .not(.name("loggedIn"))
        table.sections[2].when = .all([.name("loggedIn"), .not(.name("premium"))])
    }

    @Test func aFindingOnlySomeVariantsHaveIsNamedByThemAndLocatedInTheSpec() throws {
        let found = try Self.check(Self.signedIn, Self.signedInFlags)
        #expect(Self.shown(found) == [
            "9:17 duplicate-row-id /sections/1/rows/0/id with loggedIn=false: duplicate row id 'profile'; row ids must be unique across the table",
            "13:56 unreachable-action /sections/2/rows/0/action with loggedIn=true, premium=false: row 'go' has an action but is not selectable, so it never fires",
        ])
    }

    @Test func aFindingEveryVariantHasIsReportedOnceAsItIs() throws {
        let found = try Self.check(Self.signedIn) { table in
            Self.signedInFlags(&table)
            table.sections[2].when = nil
        }
        #expect(Self.shown(found).contains(
            "13:56 unreachable-action /sections/2/rows/0/action row 'go' has an action but is not selectable, so it never fires"))
        #expect(found.filter { $0.rule == .unreachableAction }.count == 1)
    }

    static let contacts = DataSource(
        name: "contacts",
        fields: [DataField(name: "id", type: .string), DataField(name: "name", type: .string), DataField(name: "favorite", type: .bool)],
        sample: [
            DataItem(["id": .string("1"), "name": .string("Ann"), "favorite": .bool(true)]),
            DataItem(["id": .string("2"), "name": .string("Bo"), "favorite": .bool(false)]),
        ])

    static let people = """
        tablespec: 1
        id: t
        sections:
          - id: people
            rows: [{id: add, title: Add}]
            source: contacts
            template: {id: "contact-{id}", title: "{name}", selectable: false, action: {navigate: "contact-{id}"}}
          - id: favorites
            rows: []
            source: contacts
            template: {id: "fav", title: "{name}", when: favorite}
          - id: none
            rows: []
            source: nobody
            template: {id: "x-{id}", title: "{name}"}
        """

    static func peopleSources(_ table: inout Table) {
        table.sources = [contacts, DataSource(name: "nobody", fields: contacts.fields)]
        table.sections[0].source = "contacts"
        table.sections[0].template = RowTemplate(row: Row(
            id: "contact-{id}", title: "{name}", action: .navigate("contact-{id}"), selectable: false))
        table.sections[1].source = "contacts"
        table.sections[1].template = RowTemplate(row: Row(id: "fav", title: "{name}"), when: .name("favorite"))
        table.sections[2].source = "nobody"
        table.sections[2].template = RowTemplate(row: Row(id: "x-{id}", title: "{name}"))
    }

    @Test func rowsMadeFromItemsAreFoundAtTheTemplateOnceAndDataDecidesNoEmptiness() throws {
        let found = try Self.check(Self.people, Self.peopleSources)
        // The two sample items give the same finding at the template: kept once, for the
        // first item; the empty `nobody` sample is not an empty section.
        #expect(Self.shown(found) == [
            "7:72 unreachable-action /sections/0/template/action row 'contact-1' has an action but is not selectable, so it never fires",
            // A declaration rule, run once on the spec as written (RuleScope.declarations).
            "11:20 template-id-without-key /sections/1/template/id row id 'fav' does not interpolate '{id}', the key of source 'contacts'; two items could give one row id",
        ])
    }

    @Test func duplicateIDsFromOneTemplateAreFoundAtItsID() throws {
        let found = try Self.check(Self.people) { table in
            Self.peopleSources(&table)
            table.sections[1].template?.when = nil
            table.sections[0].template?.row.action = nil
        }
        #expect(Self.shown(found) == [
            "11:20 duplicate-row-id /sections/1/template/id duplicate row id 'fav'; row ids must be unique across the table",
            "11:20 template-id-without-key /sections/1/template/id row id 'fav' does not interpolate '{id}', the key of source 'contacts'; two items could give one row id",
        ])
        #expect(found.first?.related.first?.span.start.line == 11)
    }

    static let sixFlags = """
        tablespec: 1
        id: t
        flags: {a: {default: false}, b: {default: false}, c: {default: false}, d: {default: false}, e: {default: false}, f: {default: false}}
        sections:
          - id: main
            rows: [{id: x, title: X}]
          - id: extra
            when: a
            rows: [{id: y, title: Y}]
        """

    @Test func variantsThatExpandAlikeShareOneExpansion() throws {
        var decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "s.yaml", text: Self.sixFlags)))
        var table = try #require(decoded.table)
        table.flags = ["a", "b", "c", "d", "e", "f"].map { TableFlag(name: $0) }
        table.sections[1].when = .name("a")
        decoded.table = table
        let run = VariantRun(decoded, cap: 64)
        #expect(run.variants.checked.count == 64)
        #expect(run.expansions.count == 2)
        #expect(run.expansions.map(\.variants.count) == [32, 32])
    }

    @Test func aFlagThatChangesNothingAndTheCap() throws {
        let found = try Self.check(Self.sixFlags) { table in
            table.flags = ["a", "b", "c", "d", "e", "f"].map { TableFlag(name: $0) }
            table.sections[1].when = .any([.name("a"), .all([.name("b"), .not(.name("b"))])])
        }
        #expect(found.map(\.rule) == Array(repeating: RuleID.unusedFlag, count: 5))
        #expect(Self.shown(found)[0] == "3:30 unused-flag /flags/b flag 'b' changes nothing: every variant shows the same table whatever its value; fix the `when`s that name it, or remove it")
        #expect(Self.shown(found)[1] == "3:51 unused-flag /flags/c flag 'c' changes nothing: no `when` names it; use it in a section's or row's `when`, or remove it")
        let capped = try Self.check(Self.sixFlags, cap: 10) { table in
            table.flags = ["a", "b", "c", "d", "e", "f"].map { TableFlag(name: $0) }
            table.sections[1].when = .any([.name("a"), .all([.name("b"), .not(.name("b"))])])
        }
        // Past the cap, only flags no `when` names are judged.
        #expect(capped.filter { $0.rule == .unusedFlag }.map(\.pointer) == ["/flags/c", "/flags/d", "/flags/e", "/flags/f"])
        #expect(Self.shown(capped.filter { $0.rule == .tooManyVariants }) == [
            "3:1 too-many-variants /flags 6 flags make 64 variants, more than max-variants (10); checked 10: the defaults, every variant that changes 1 flag, and 3 of the 15 that change 2 flags",
        ])
    }

    @Test func aWhenNeverTrueAndAHeaderLeftWithoutItsLead() throws {
        let yaml = """
            tablespec: 1
            id: t
            flags: {premium: {default: false}}
            sections:
              - id: intro
                kind: header
                rows:
                  - {id: lead, kind: headerLead, title: Hi, when: premium}
                  - {id: a, title: A}
              - id: upgrade
                when: {not: premium}
                rows:
                  - {id: go, title: Go}
                  - {id: thanks, title: Thanks, when: premium}
            """
        let found = try Self.check(yaml) { table in
            table.flags = [TableFlag(name: "premium")]
            table.sections[0].rows[0].when = .name("premium")
            table.sections[1].when = .not(.name("premium"))
            table.sections[1].rows[1].when = .name("premium")
        }
        #expect(Self.shown(found) == [
            "8:55 header-without-lead /sections/0/rows/0/when with premium=false: the header section 'intro' is shown without its headerLead row 'lead', which this `when` hides; give the section the same `when`, or show the row always",
            "14:43 when-never-true /sections/1/rows/1/when row 'thanks' is never shown: its `when` is false in every variant that shows section 'upgrade'; fix the condition, or remove the row",
        ])
    }

    @Test func satisfiabilityIsExactAndLeavesUnknownNamesToTheirRules() {
        let flags: Set<String> = ["a", "b"]
        #expect(!WhenNeverTrueRule.satisfiable(.all([.name("a"), .not(.name("a"))]), over: flags))
        #expect(WhenNeverTrueRule.satisfiable(.all([.name("a"), .not(.name("b"))]), over: flags))
        #expect(!WhenNeverTrueRule.satisfiable(.any([]), over: flags))
        #expect(WhenNeverTrueRule.satisfiable(.all([.name("typo"), .not(.name("typo"))]), over: flags))
    }
}
