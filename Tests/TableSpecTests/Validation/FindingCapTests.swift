import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The cap on findings kept per file (``CheckOptions/maxFindings``): what is kept, what
/// is counted, and the order suppressions, rule settings, the baseline and the cap apply in.
@Suite struct FindingCapTests {
    /// A spec with `warnings` `invalid-suppression` warnings (unknown rule ids on line 1)
    /// and `errors` `unknown-kind` errors (one row each, from line 7), and `suppress` in the
    /// `disable-file` comment of line 1 (none without warnings or `suppress`: line 1 is then
    /// `tablespec: 1` and rows start on line 6).
    static func spec(warnings: Int, errors: Int, suppress: String = "") -> String {
        var text = ""
        if warnings > 0 || !suppress.isEmpty {
            text += "# tablectl: disable-file " + String(repeating: "x ", count: warnings) + suppress + "\n"
        }
        text += "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n"
        for i in 0..<errors { text += "      - {id: r\(i), title: T, kind: nope}\n" }
        if errors == 0 { text += "      - {id: r, title: T}\n" }
        return text
    }

    static func check(_ text: String, cap: Int, rules: RuleSettings = .default) -> FileReport {
        SpecChecker.check(SourceFile(path: "a.yaml", text: text), options: CheckOptions(rules: rules, maxFindings: cap))
    }

    @Test func keepsTheCapThenOneFindingThatCountsTheRest() throws {
        let report = Self.check(Self.spec(warnings: 1_500, errors: 1), cap: 10)
        #expect(report.diagnostics.count == 11)
        let marker = try #require(report.diagnostics.last)
        #expect(marker.rule == .tooManyFindings)
        #expect(marker.severity == .warning)
        #expect("\(marker.start)" == "1:1")
        #expect(marker.message == "1491 more findings not shown (1491 warnings) after the first 10")
        #expect(report.diagnostics.dropLast().allSatisfy { $0.rule != .tooManyFindings })
        #expect(report.omitted == OmittedFindings(errors: 0, warnings: 1_491))
        // The counts stay true; the marker itself is not counted.
        #expect(report.errorCount == 1)
        #expect(report.warningCount == 1_500)
        // Kept in source order, the marker last.
        let kept = Array(report.diagnostics.dropLast())
        #expect(kept == kept.sorted(by: Diagnostic.sourceOrder))
    }

    @Test func errorsAreKeptBeforeWarnings() throws {
        let report = Self.check(Self.spec(warnings: 30, errors: 20), cap: 5)
        let kept = report.diagnostics.dropLast()
        #expect(kept.count == 5)
        #expect(kept.allSatisfy { $0.severity == .error })
        // The first five errors in source order.
        #expect(kept.map(\.start.line) == [7, 8, 9, 10, 11])
        #expect(report.omitted == OmittedFindings(errors: 15, warnings: 30))
        #expect(report.diagnostics.last?.severity == .error, "the marker has the highest severity it stands for")
        #expect(report.diagnostics.last?.message == "45 more findings not shown (15 errors, 30 warnings) after the first 5")
        #expect(report.errorCount == 20 && report.warningCount == 30)
    }

    @Test func exactlyTheCapHasNoMarker() {
        let report = Self.check(Self.spec(warnings: 10, errors: 0), cap: 10)
        #expect(report.diagnostics.count == 10)
        #expect(!report.diagnostics.contains { $0.rule == .tooManyFindings })
        #expect(report.omitted.total == 0)
    }

    @Test func zeroMeansNoCap() {
        let report = Self.check(Self.spec(warnings: 3_000, errors: 2), cap: 0)
        #expect(report.diagnostics.count == 3_002)
        #expect(report.omitted.total == 0)
        #expect(!report.diagnostics.contains { $0.rule == .tooManyFindings })
    }

    @Test func theDefaultIsAThousand() {
        #expect(CheckOptions().maxFindings == 1_000)
        let report = SpecChecker.check(SourceFile(path: "a.yaml", text: Self.spec(warnings: 1_200, errors: 0)))
        #expect(report.diagnostics.count == 1_001)
        #expect(report.warningCount == 1_200)
    }

    /// Suppressed findings are dropped before the cap: 40 suppressed errors leave room
    /// for every warning, and the suppression is used.
    @Test func suppressedFindingsDoNotCount() {
        let report = Self.check(Self.spec(warnings: 3, errors: 40, suppress: "unknown-kind"), cap: 3)
        #expect(report.diagnostics.count == 3)
        #expect(report.omitted.total == 0)
        #expect(report.errorCount == 0 && report.warningCount == 3)
        #expect(!report.diagnostics.contains { $0.rule == .unusedSuppression })
    }

    /// Findings of rules the configuration turns off are dropped before the cap; a
    /// re-graded finding is kept and counted at its new severity.
    @Test func ruleSettingsApplyBeforeTheCap() {
        let off = Self.check(Self.spec(warnings: 3, errors: 40), cap: 3, rules: RuleSettings(disabled: [.unknownKind]))
        #expect(off.diagnostics.count == 3 && off.omitted.total == 0)
        let graded = Self.check(
            Self.spec(warnings: 3, errors: 40), cap: 3, rules: RuleSettings(severities: [.invalidSuppression: .error]))
        #expect(graded.omitted == OmittedFindings(errors: 40, warnings: 0))
        #expect(graded.errorCount == 43)
    }

    /// The baseline absorbs findings while the file is checked, before the cap: absorbed
    /// findings neither take a place nor count among those not shown.
    @Test func baselineAppliesBeforeTheCap() throws {
        let text = Self.spec(warnings: 20, errors: 0)
        let all = Self.check(text, cap: 0)
        let recorded = Baseline(reports: [all], directory: "/r", workingDirectory: "/r")
        let entry = try #require(recorded.entries.first)
        #expect(recorded.entries.count == 1 && entry.count == 20)
        // A baseline that tolerates 15 of the 20 identical warnings.
        let filters = Baseline(entries: [Baseline.Entry(
            path: entry.path, rule: entry.rule, pointer: entry.pointer, message: entry.message, count: 15)]).fileFilters()
        let filter = try #require(filters["a.yaml"])
        let report = SpecChecker.check(
            SourceFile(path: "a.yaml", text: text), options: CheckOptions(maxFindings: 10, baseline: filter))
        #expect(report.diagnostics.count == 5)
        #expect(report.omitted.total == 0)
        #expect(report.warningCount == 5)
    }

    /// The cap is per file: two files of 15 findings each keep 10 each, and the run counts 30.
    @Test func theCapIsPerFile() throws {
        let tree = try TemporaryDirectory(files: [
            "a.yaml": Self.spec(warnings: 15, errors: 0), "b.yaml": Self.spec(warnings: 15, errors: 0),
        ])
        let result = BatchChecker.check(
            [.file(tree.path("a.yaml")), .file(tree.path("b.yaml"))], options: CheckOptions(maxFindings: 10), jobs: 2)
        #expect(result.reports.map(\.diagnostics.count) == [11, 11])
        #expect(result.warningCount == 30)
        #expect(result.hasFindings(strict: true) && !result.hasFindings(strict: false))
    }

    /// Memory is bounded by the cap: the buffer of kept findings is cut back whenever it
    /// reaches twice the cap, so 200,000 findings under a cap of 3 keep 3.
    @Test func manyFindingsKeepOnlyTheCap() {
        let report = Self.check(Self.spec(warnings: 200_000, errors: 0), cap: 3)
        #expect(report.diagnostics.count == 4)
        #expect(report.warningCount == 200_000)
        #expect(report.diagnostics.prefix(3).map(\.start.column) == [26, 28, 30])
    }

    /// A report rebuilt from another's findings (quiet mode, the baseline) has exactly one
    /// marker, rebuilt from the omitted counts.
    @Test func rebuildingAReportKeepsOneMarker() {
        let report = Self.check(Self.spec(warnings: 20, errors: 0), cap: 5)
        let rebuilt = FileReport(source: report.source, diagnostics: report.diagnostics, table: nil, omitted: report.omitted)
        #expect(rebuilt.diagnostics == report.diagnostics)
        let none = FileReport(source: report.source, diagnostics: report.diagnostics, table: nil)
        #expect(none.diagnostics.count == 5 && none.warningCount == 5)
    }

    /// `too-many-findings` cannot be suppressed inline.
    @Test func theMarkerCannotBeSuppressed() {
        let report = Self.check(Self.spec(warnings: 5, errors: 0, suppress: "too-many-findings"), cap: 2)
        #expect(report.diagnostics.last?.rule == .tooManyFindings)
        #expect(report.warningCount == 6)
        let all = Self.check(Self.spec(warnings: 0, errors: 0, suppress: "too-many-findings"), cap: 0)
        #expect(all.diagnostics.map(\.message) == ["'too-many-findings' cannot be suppressed; raise --max-findings or set it to 0"])
    }
}
