import Testing
@testable import TableSpec

/// `index-titles-mismatch` beyond its examples: the message names both counts and points
/// at the sections the index skips.
@Suite struct IndexTitlesMismatchTests {
    @Test func theIssuesTableIsReportedWithCountsAndTheSkippedHeader() throws {
        let spec = """
            tablespec: 1
            id: contacts
            sectionIndexTitles: [A, B, C, D, "#"]
            sections:
              - id: intro
                kind: header
                rows: [{id: lead, kind: headerLead, title: Contacts}]
            \((["a", "b", "c", "d", "e", "f"]).map { "  - {id: \($0), rows: [{id: r\($0), title: \($0.uppercased())}]}" }.joined(separator: "\n"))
            """
        let report = SpecChecker.check(SourceFile(path: "contacts.yaml", text: spec))
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(finding.rule == .indexTitlesMismatch)
        #expect(finding.severity == .warning)
        #expect(finding.message == "sectionIndexTitles has 5 titles but the table has 6 body sections; give one title per body section, in order")
        #expect((finding.start.line, finding.start.column) == (3, 1))
        #expect(finding.related.map(\.message) == ["'intro' is the header section, which the index skips"])
        #expect(finding.related.first?.span.start.line == 6)
    }

    @Test(arguments: [
        ("sectionIndexTitles: [A]\nsections: []\n", "sectionIndexTitles has 1 title but the table has no body sections"),
        ("sectionIndexTitles: []\nsections: [{id: a, rows: [{id: r, title: R}]}]\n", "sectionIndexTitles has 0 titles but the table has 1 body section"),
    ])
    func countsAreSpelledOut(_ body: String, _ start: String) {
        let report = SpecChecker.check(SourceFile(path: "t.yaml", text: "tablespec: 1\nid: t\n" + body))
        #expect(report.diagnostics.map(\.rule) == [.indexTitlesMismatch])
        #expect(report.diagnostics.first?.message.hasPrefix(start + "; ") == true)
    }
}
