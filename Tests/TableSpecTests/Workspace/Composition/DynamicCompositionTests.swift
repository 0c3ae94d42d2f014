@testable import TableSpec
import TableSpecRuntime
import Testing

/// A composition whose parts have sources and flags: their declarations merge into the
/// composed table's, and the composed table is judged as it shows, every variant with the
/// sample data, findings located at the templates that made the rows.
@Suite struct DynamicCompositionTests {
    typealias Files = ComposerIdentityTests.CountingSource

    /// A part listing contacts (two sample items), the favorites only with `showFavorites`.
    static let people = """
        tablespec: 1
        id: people
        flags:
          showFavorites: {default: true}
        sources:
          contacts:
            fields: {id: string, name: string, favorite: bool}
            sample:
              - {id: "1", name: Ann, favorite: true}
              - {id: "2", name: Bo, favorite: false}
        sections:
          - id: favorites
            when: showFavorites
            source: contacts
            template: {id: "fav-{id}", title: "{name}", when: favorite}
          - id: everyone
            source: contacts
            template: {id: "c-{id}", title: "{name}"}

        """

    static func composite(_ top: String, parts: [String: String] = ["/p/people.yaml": people]) throws -> (FileReport, Composition) {
        let source = Files(parts)
        let report = ComposerIdentityTests.check(top, source)
        let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "top.yaml", text: top)), isJSON: false)
        var composer = Composer(
            SourceFile(path: "top.yaml", text: top), decoded: decoded, absolutePath: "/p/top.yaml", root: "/p",
            components: source, limits: .default)
        return (report, composer.composeAll())
    }

    /// Every finding of `report` and its parts, as "path:line:column rule: message".
    static func findings(_ report: FileReport) -> [String] {
        ([report] + report.components).flatMap { file in
            file.diagnostics.map { "\(file.path):\($0.start.line):\($0.start.column) \($0.rule): \($0.message)" }
        }
    }

    @Test func thePartsSourcesAndFlagsAreTheComposedTables() throws {
        let (report, composition) = try Self.composite("""
            tablespec: 1
            id: top
            sections:
              - {include: people.yaml}
              - id: more
                rows: [{id: x, title: X}]
            """)
        #expect(Self.findings(report) == [])
        let table = try #require(composition.table)
        #expect(table.sources.map(\.name) == ["contacts"])
        #expect(table.flags.map(\.name) == ["showFavorites"])
        let shown = table.expanded(with: TableInputs())
        #expect(shown.sections.map { $0.rows.map(\.id) } == [["fav-1"], ["c-1", "c-2"], ["x"]])
        let hidden = table.expanded(with: TableInputs(flags: ["showFavorites": false]))
        #expect(hidden.sections.map(\.id) == ["everyone", "more"])
        #expect(report.variants == 2)
    }

    @Test func aTemplatedRowTakingAWrittenRowsIdIsFoundAtTheTemplate() throws {
        let (report, _) = try Self.composite("""
            tablespec: 1
            id: top
            sections:
              - id: top
                rows: [{id: c-2, title: Static}]
              - {include: people.yaml}
            """)
        #expect(Self.findings(report) == [
            "people.yaml:18:20 duplicate-row-id: duplicate row id 'c-2'; row ids must be unique across the table",
        ])
        let related = report.components.first?.diagnostics.first?.related.map { "\($0.path ?? "-"):\($0.span.start.line) \($0.message)" }
        #expect(related == ["top.yaml:5 'c-2' is first used here", "top.yaml:6 'people.yaml' is included here"])
    }

    @Test func aFindingOnlySomeVariantsHaveSaysWhich() throws {
        let (report, _) = try Self.composite("""
            tablespec: 1
            id: top
            flags:
              showFavorites: {default: true}
            sections:
              - {include: people.yaml}
              - id: extra
                when: showFavorites
                rows: [{id: fav-1, title: Clash}]
            """)
        #expect(Self.findings(report) == [
            "top.yaml:9:17 duplicate-row-id: with showFavorites=true: duplicate row id 'fav-1'; row ids must be unique across the table",
        ])
    }

    @Test func aSourceOrFlagDeclaredDifferentlyIsAConflictAtTheLaterFile() throws {
        let (report, composition) = try Self.composite("""
            tablespec: 1
            id: top
            flags:
              showFavorites: {default: false, description: shown to testers}
            sources:
              contacts:
                fields: {id: string, name: string, favorite: bool}
                sample: [{id: "9", name: Cy, favorite: true}]
            sections:
              - {include: people.yaml}
              - {include: other.yaml}
              - id: extra
                when: showFavorites
                rows: [{id: e, title: E}]
            """, parts: ["/p/people.yaml": Self.people, "/p/other.yaml": """
                tablespec: 1
                id: other
                sources:
                  contacts:
                    key: name
                    fields: {id: string, name: string, favorite: bool}
                sections:
                  - id: others
                    source: contacts
                    template: {id: "o-{name}", title: "{name}"}
                """])
        #expect(Self.findings(report) == [
            "people.yaml:4:3 declaration-conflict: flag 'showFavorites' is declared here with default true and in 'top.yaml' with default false",
            "other.yaml:4:3 declaration-conflict: source 'contacts' is declared here with key 'name', fields {id: string, name: string, favorite: bool} and in 'top.yaml' with key 'id', fields {id: string, name: string, favorite: bool}",
        ])
        // The top file's declarations are kept: its sample, not the part's.
        let table = try #require(composition.table)
        #expect(table.sources.first?.sample.count == 1)
        #expect(table.flags.first?.defaultValue == false)
    }
}
