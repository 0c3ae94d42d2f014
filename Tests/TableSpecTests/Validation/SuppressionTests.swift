import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Inline `# tablectl:` suppressions, beyond what the rules' own examples show.
@Suite("Validation: inline suppressions")
struct SuppressionTests {
    /// "rule@line:col" of every finding of `text` checked as a YAML file.
    func findings(_ text: String, rules: RuleSettings = .default, path: String = "s.yaml") -> [String] {
        SpecChecker.check(SourceFile(path: path, text: text), options: CheckOptions(rules: rules))
            .diagnostics.map { "\($0.rule)@\($0.start)" }
    }

    static let spec = """
        tablespec: 1
        id: t
        sections:
          - id: s
            rows:
              - {id: a, title: A, kind: button, detail: D}
              - {id: b, title: B, kind: button, detail: D}
          - id: empty
            rows: []
        """

    @Test func withoutSuppressions() {
        #expect(findings(Self.spec) == ["detail-not-shown@6:41", "detail-not-shown@7:41", "empty-section@8:5"])
    }

    @Test func nextLineCoversOnlyTheNextContentLine() {
        let text = Self.spec.replacingOccurrences(
            of: "      - {id: a", with: "      # tablectl: disable-next-line detail-not-shown\n\n      # why: legacy\n      - {id: a")
        #expect(findings(text) == ["detail-not-shown@10:41", "empty-section@11:5"])
    }

    @Test func trailingCommentAppliesToTheNextLine() {
        let text = Self.spec.replacingOccurrences(
            of: "detail: D}\n      - {id: b", with: "detail: D}  # tablectl: disable-next-line detail-not-shown\n      - {id: b")
        #expect(findings(text) == ["detail-not-shown@6:41", "empty-section@8:5"])
    }

    @Test func fileWideWithSeveralRulesAndAReason() {
        let text = "# tablectl: disable-file detail-not-shown empty-section -- being redesigned\n" + Self.spec
        #expect(findings(text).isEmpty)
    }

    @Test func unusedAndInvalidAreWarningsAtTheRuleID() {
        let text = "# tablectl: disable-file unknown-kind,detial-not-shown\n" + Self.spec
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: text))
        let mine = report.diagnostics.filter { $0.rule == .unusedSuppression || $0.rule == .invalidSuppression }
        #expect(mine.map { "\($0.rule)@\($0.start)-\($0.end) \($0.message)" } == [
            "unused-suppression@1:26-1:38 suppression of 'unknown-kind' suppresses nothing in this file; remove it",
            "invalid-suppression@1:39-1:55 unknown rule 'detial-not-shown' in a suppression; did you mean 'detail-not-shown'?",
        ])
        #expect(mine.allSatisfy { $0.severity == .warning && $0.pointer == "" })
    }

    @Test func nextLineAtTheEndOfTheFileSuppressesNothing() {
        let text = Self.spec + "\n# tablectl: disable-next-line empty-section\n"
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: text))
        #expect(report.diagnostics.last?.message == "suppression of 'empty-section' suppresses nothing (no line follows); remove it")
    }

    @Test func configurationAppliesAfterSuppressions() {
        let text = "# tablectl: disable-file empty-section\n" + Self.spec
        // The rule is off in the configuration, but the suppression still matched a finding.
        #expect(findings(text, rules: RuleSettings(disabled: [.emptySection])) == ["detail-not-shown@7:41", "detail-not-shown@8:41"])
        // And the suppression warnings follow the configuration too.
        let unused = "# tablectl: disable-file unknown-kind\n" + Self.spec
        let settings = RuleSettings(disabled: [.detailNotShown, .emptySection], severities: [.unusedSuppression: .error])
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: unused), options: CheckOptions(rules: settings))
        #expect(report.diagnostics.map(\.severity) == [.error])
    }

    @Test func quotedHashesAndOtherCommentsAreNotDirectives() {
        let text = Self.spec.replacingOccurrences(of: "title: A,", with: "title: \"a # tablectl: disable-file detail-not-shown\",")
            + "\n# tablectl is fine\n# see: tablectl: docs\n"
        #expect(findings(text) == ["detail-not-shown@6:85", "detail-not-shown@7:41", "empty-section@8:5"])
    }

    @Test func jsonHasNoSuppressions() {
        let json = ##"{"tablespec": 1, "id": "t", "title": "# tablectl: disable-file empty-section", "sections": [{"id": "e", "rows": []}]}"##
        #expect(findings(json, path: "s.json") == ["empty-section@1:93"])
    }

    @Test func aFileThatDoesNotLoadKeepsItsOneError() {
        #expect(findings("# tablectl: disable-file syntax\nid: [\n") == ["syntax@3:1"])
    }

    @Test func columnsCountUnicodeScalars() {
        // A directive is a comment that starts with `tablectl:`; this one follows a value.
        let text = Self.spec.replacingOccurrences(of: "id: t\n", with: "id: t\ntitle: ✓é  # tablectl: disable-file unknown-kind\n")
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: text))
        #expect(report.diagnostics.first { $0.rule == .unusedSuppression }?.start == Mark(line: 3, column: 37, offset: 58))
        // Text before `tablectl:` in the comment makes it an ordinary comment.
        #expect(findings("# ✓ ok # tablectl: disable-file unknown-kind\n" + Self.spec).count == 3)
    }
}
