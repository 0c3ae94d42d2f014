import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

// The time bounds below are hang guards (30 s), not speed targets: the measured costs are
// in docs/robustness.md (`make robustness`).

/// Ids and strings have no limit of their own: the file size bounds them, and what a long
/// one costs stays linear in its length. These are the regressions of the quadratic
/// "did you mean" suggestions found while measuring the limits (before the fix, each took
/// seconds to hours; see docs/robustness.md): every case here must finish well inside a
/// second even in a debug build.
@Suite("Limits: what long ids and strings cost")
struct LimitsCostTests {
    static let clock = ContinuousClock()

    /// A hang guard (not a speed target), five times longer under a sanitizer (`make sanitize` sets
    /// ASAN_OPTIONS), where everything runs several times slower.
    static func bound(_ seconds: Double) -> Duration {
        .seconds(ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? seconds : 5 * seconds)
    }

    /// Checks `text`, and how long it took.
    static func timedCheck(_ text: String, as name: String) -> (FileReport, Duration) {
        var report: FileReport?
        // Uncapped: these cases count every finding, and time producing them all.
        let options = CheckOptions(maxFindings: 0)
        let elapsed = clock.measure { report = SpecChecker.check(SourceFile(path: name, text: text), options: options) }
        return (report ?? FileReport(source: SourceFile(path: name, text: ""), diagnostics: [], table: nil), elapsed)
    }

    @Test("a 2 MiB unknown key: no suggestion, no edit distance over its length")
    func longUnknownKey() throws {
        let key = String(repeating: "k", count: 2 << 20)
        let (report, elapsed) = Self.timedCheck(#"{"tablespec": 1, "id": "t", "\#(key)": 1, "sections": []}"#, as: "k.json")
        let unknown = try #require(report.diagnostics.first { $0.rule == .unknownKey })
        #expect(!unknown.message.contains("did you mean"))
        #expect(elapsed < Self.bound(30), "\(elapsed)")
    }

    @Test("an unknown kind and a cell type name of 20,000 characters each")
    func longKindAndCellType() throws {
        let text = "tablespec: 1\nid: t\ncellTypes:\n  ? " + String(repeating: "a", count: 20_000)
            + "\n  : {}\nsections:\n  - id: s\n    rows:\n      - id: r\n        title: T\n        kind: "
            + String(repeating: "b", count: 19_999) + "a\n"
        let (report, elapsed) = Self.timedCheck(text, as: "k.yaml")
        let unknown = try #require(report.diagnostics.first { $0.rule == .unknownKind })
        #expect(!unknown.message.contains("did you mean"))
        #expect(elapsed < Self.bound(30), "\(elapsed)")
    }

    @Test("3,000 cell types and 3,000 rows of unknown kinds: linear, and messages list 20 names")
    func manyCellTypesAndUnknownKinds() throws {
        let count = 3_000
        var text = "tablespec: 1\nid: t\ncellTypes:\n"
        for i in 0..<count { text += "  c\(100_000 + i): {}\n" }
        text += "sections:\n  - id: s\n    rows:\n"
        for i in 0..<count { text += "      - {id: r\(i), title: T, kind: k\(100_000 + i)}\n" }
        let (report, elapsed) = Self.timedCheck(text, as: "k.yaml")
        let unknown = report.diagnostics.filter { $0.rule == .unknownKind }
        #expect(unknown.count == count)
        // The first rows still get a suggestion (k100000 → c100000); past the first 20
        // unknown kinds the rest list the first 20 names and how many more there are.
        #expect(unknown.first?.message == "unknown cell kind 'k100000'; did you mean 'c100000'?")
        let listed = try #require(unknown.last?.message)
        #expect(listed.hasSuffix("c100013 (and 2986 more), or declare it under cellTypes"), "\(listed)")
        #expect(unknown.allSatisfy { $0.message.utf8.count < 400 })
        #expect(elapsed < Self.bound(30), "\(elapsed)")
    }

    @Test("an undefined alias and an anchor of 20,000 characters each")
    func longUndefinedAlias() throws {
        let text = "tablespec: 1\nid: t\nx-a: &" + String(repeating: "a", count: 20_000) + " 1\nx-b: *"
            + String(repeating: "a", count: 19_999) + "b\nsections: []\n"
        let (report, elapsed) = Self.timedCheck(text, as: "a.yaml")
        let bad = try #require(report.diagnostics.first { $0.rule == .badAlias })
        #expect(bad.message.hasPrefix("undefined alias") && !bad.message.contains("did you mean"))
        #expect(elapsed < Self.bound(30), "\(elapsed)")
    }

    @Test("an undefined alias among 30,000 anchors of similar names: bounded by the budget")
    func undefinedAliasAmongManyAnchors() throws {
        var text = "tablespec: 1\nid: t\nx-a:\n"
        for i in 0..<30_000 { text += "  - &anchor\(String(i, radix: 36).uppercased())xyz 1\n" }
        text += "x-b: *anchorZZZZZZxyq\nsections: []\n"
        let (report, elapsed) = Self.timedCheck(text, as: "a.yaml")
        #expect(report.diagnostics.first?.rule == .badAlias)
        #expect(elapsed < Self.bound(30), "\(elapsed)")
    }

    @Test("a valid spec with a 256 KiB id, title and detail: check, render, export and diff stay linear")
    func longIDAndStrings() throws {
        let long = String(repeating: "i", count: 1 << 18)
        var table = Table(id: long, title: long, sections: [
            Section(id: long, header: long, footer: long, rows: [Row(id: long, title: long, detail: long, meta: .string(long))]),
        ])
        let yaml = try YAMLExporter.export(table, options: ExportOptions())
        let (report, elapsed) = Self.timedCheck(yaml, as: "long.yaml")
        #expect(report.errorCount == 0 && report.table == table)
        let stages = Self.clock.measure {
            for renderer in RendererList.all { _ = renderer.render(table, options: RenderOptions(width: 80)) }
            for exporter in ExporterList.all { _ = try? exporter.export(table, options: ExportOptions()) }
            table.sections[0].rows[0].title += "!"
            _ = try? TableDiff.diff(from: report.table ?? table, to: table)
        }
        #expect(elapsed < Self.bound(30), "\(elapsed)")
        #expect(stages < Self.bound(30), "\(stages)")
    }

    @Test("suggestions: long words get none, short ones still do")
    func suggestionBounds() {
        #expect(Suggestion.closest(to: String(repeating: "a", count: 64) + "x", in: [String(repeating: "a", count: 65)]) == nil)
        #expect(Suggestion.closest(to: String(repeating: "a", count: 63) + "x", in: [String(repeating: "a", count: 64)]) != nil)
        #expect(Suggestion.closest(to: "titel", in: ["title"]) == "title")
    }

    @Test("a line index finds the same lines as counting from the start", arguments: 0..<4)
    func lineIndexAgreesWithCounting(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        var bytes: [UInt8] = []
        let pieces: [[UInt8]] = [[10], [13, 10], Array("ab".utf8), Array(repeating: 120, count: 5_000), Array(repeating: 10, count: 3)]
        while bytes.count < 40_000 { bytes += pieces[random.below(pieces.count)] }
        let source = SourceFile(path: "x.yaml", bytes: bytes)
        let starts = source.lineStarts()
        let lines = bytes.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        for number in [0, 1, 2, lines / 2, lines - 1, lines, lines + 1] + (0..<200).map({ _ in 1 + random.below(lines + 1) }) {
            let hint = random.below(bytes.count + 1)
            #expect(source.lineRange(number, lineStarts: starts) == source.lineRange(number, near: hint), "line \(number), hint \(hint)")
            #expect(source.lineRange(number, lineStarts: starts) == source.lineRange(number), "line \(number)")
        }
    }

    @Test("the lines of 20,000 findings in a 250 KB file are found in linear time")
    func manyFindingsLines() {
        var text = "tablespec: 1\nid: t\ncellTypes:\n"
        for i in 0..<20_000 { text += "  c\(i): {}\n" }
        text += "sections: []\n"
        let report = SpecChecker.check(SourceFile(path: "u.yaml", text: text), options: CheckOptions(maxFindings: 0))
        #expect(report.warningCount == 20_000)
        var found = 0
        let elapsed = Self.clock.measure {
            let starts = report.source.lineStarts()
            for diagnostic in report.diagnostics where report.source.lineRange(
                diagnostic.start.line, lineStarts: starts) != nil { found += 1 }
        }
        #expect(found == 20_000)
        #expect(elapsed < Self.bound(30), "\(elapsed)")
    }

    @Test("50,000 top-level x- keys and 5,000 findings in rows: each finding is located from its row")
    func manyTopLevelKeysAndFindings() throws {
        var text = "tablespec: 1\nid: t\n"
        for i in 0..<50_000 { text += "x-\(i): 1\n" }
        text += "sections:\n  - id: s\n"
        for i in 0..<5_000 { text += "    x-\(i): 1\n" }
        text += "    rows:\n"
        for i in 0..<5_000 { text += "      - {id: r\(i), title: T, kind: zz}\n" }
        let (report, elapsed) = Self.timedCheck(text, as: "k.yaml")
        let unknown = report.diagnostics.filter { $0.rule == .unknownKind }
        #expect(unknown.count == 5_000)
        #expect(unknown.last?.start.line == 2 + 50_000 + 2 + 5_000 + 1 + 5_000)
        #expect(unknown.last?.start.column == 37)
        #expect(elapsed < Self.bound(3), "\(elapsed)")
    }
}
