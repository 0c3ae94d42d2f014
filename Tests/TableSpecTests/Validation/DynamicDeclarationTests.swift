import Testing
@testable import TableSpec

/// The rules on sources, templates and flags, for what their examples cannot show: a clean
/// dynamic spec gives no finding at all (no table rule misfires on a templated section),
/// declarations may follow the sections that use them, and an expanded table gives none.
@Suite struct DynamicDeclarationTests {
    static func findings(_ text: String) -> [String] {
        SpecChecker.check(SourceFile(path: "t.yaml", text: text)).diagnostics
            .sorted(by: Diagnostic.sourceOrder).map { "\($0.rule)@\($0.start.line):\($0.start.column)" }
    }

    @Test func theIssuesSpecHasNoFindings() {
        #expect(Self.findings(DecoderDynamicTests.contacts) == [])
    }

    @Test func declarationsMayComeAfterTheSections() {
        let spec = """
            tablespec: 1
            id: t
            cellTypes: {contactCell: {base: subtitle}}
            sections:
              - id: people
                when: premium
                source: contacts
                template: {id: "c-{id}", kind: contactCell, title: "{name}"}
            sources:
              contacts: {fields: {id: string, name: string}}
            flags: {premium: {}}
            """
        // Not unknown-source, unknown-flag, empty-section, nor unused-cell-type (the
        // template's kind uses the cell type).
        #expect(Self.findings(spec) == [])
    }

    @Test func aSourceWithoutItsKeyFieldIsToldAtItsName() {
        let spec = """
            tablespec: 1
            id: t
            sources:
              c: {fields: {uid: string}}
            sections: [{id: s, source: c, template: {id: "c-{uid}", title: "{uid}"}}]
            """
        let report = SpecChecker.check(SourceFile(path: "t.yaml", text: spec))
        #expect(Self.findings(spec) == ["unknown-field@4:3"])
        #expect(report.diagnostics.first?.message == "source 'c' has no field 'id', its key; did you mean 'uid'?")
    }

    @Test func anExpandedTableGivesNoDeclarationFinding() throws {
        let root = try Loader.load(SourceFile(path: "t.yaml", text: DecoderDynamicTests.contacts))
        let table = try #require(SpecDecoder.decode(root).table)
        let expanded = table.expanded(with: TableInputs(flags: ["premium": true]))
        let yaml = try YAMLExporter.export(expanded, options: ExportOptions())
        #expect(!yaml.contains("template") && !yaml.contains("sources") && !yaml.contains("when"))
        #expect(Self.findings(yaml) == [])
    }

    @Test func badFlagsOrSourcesDoNotMakeEveryNameUnknown() {
        let spec = """
            tablespec: 1
            id: t
            flags: [premium]
            sources: contacts
            sections:
              - {id: s, when: premium, rows: [{id: r, title: R}]}
              - {id: u, source: contacts, template: {id: "c-{id}", title: T}}
            """
        #expect(Self.findings(spec) == ["wrong-type@3:8", "wrong-type@4:10"])
    }
}
