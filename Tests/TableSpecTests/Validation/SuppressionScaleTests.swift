import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// Suppression comments in hostile numbers stay linear. Found by the export fuzz target
/// (`Fixtures/Regressions/export/many-suppression-comments-on-one-line.input`, a 3.7 KB
/// comment line of `# tablectl:` fragments that took 0.2 s): every word of a directive
/// counted its column from the start of the line, every `# tablectl:` on a line walked back
/// to the line's start, each `disable-next-line` walked forward over all the comment lines
/// after it, and every finding was compared with every suppression. The fuzzed line 64
/// times over (235 KB) took 6.6 s to validate in a release build, 256 times over 100 s;
/// now 0.9 and 3.3 s. The bounds below are hang guards for a loaded debug build.
@Suite struct SuppressionScaleTests {
    static let clock = ContinuousClock()
    /// These cases count every finding, and time producing them all.
    static let uncapped = CheckOptions(maxFindings: 0)

    @Test func fuzzedLineRepeatedStaysLinear() throws {
        let url = BinaryRunner.packageRoot.appendingPathComponent(
            "Tests/TableSpecTests/Fixtures/Regressions/export/many-suppression-comments-on-one-line.input")
        let fuzzed = try [UInt8](Data(contentsOf: url))
        let line = Array(fuzzed.prefix { $0 != 0x0A })
        let bytes = Array(repeating: line, count: 64).joined() + Array("\ntablespec: 1\nid: t\nsections: []\n".utf8)
        var report: FileReport?
        let elapsed = Self.clock.measure { report = SpecChecker.check(SourceFile(path: "long.yaml", bytes: bytes), options: Self.uncapped) }
        let diagnostics = report?.diagnostics ?? []
        #expect(diagnostics.count > 64 * 200)
        #expect(diagnostics.allSatisfy { $0.start.line == 1 && $0.start.offset < line.count * 64 })
        // Columns still count scalars (UTF-8 lead bytes) from the line's start.
        var scalarsBefore = [0]
        for byte in bytes { scalarsBefore.append(scalarsBefore[scalarsBefore.count - 1] + (byte & 0xC0 != 0x80 ? 1 : 0)) }
        #expect(diagnostics.allSatisfy { $0.start.column == scalarsBefore[$0.start.offset] + 1 })
        #expect(diagnostics.allSatisfy { $0.end.column == scalarsBefore[$0.end.offset] + 1 })
        #expect(elapsed < LimitsCostTests.bound(30), "\(elapsed)")
    }

    /// 100,000 `# tablectl:` on one line: one directive (the line's comment), its words
    /// each located once.
    @Test func manyDirectivePrefixesOnOneLine() {
        let line = "# tablectl: disable-file " + String(repeating: "x #tablectl: ", count: 100_000)
        var directives: [SuppressionDirective] = []
        let elapsed = Self.clock.measure { directives = SuppressionScanner.scan(Array((line + "\nid: t\n").utf8)) }
        #expect(directives.count == 1)
        #expect(directives.first?.rules.count == 200_000)
        #expect(directives.first?.rules.last?.span.start.column == line.count - "#tablectl: ".count + 1)
        #expect(elapsed < LimitsCostTests.bound(30), "\(elapsed)")
    }

    /// "Did you mean" is looked for once per unknown id, for the first 20 distinct ones.
    @Test func suggestionsForTheFirstDistinctUnknownIdsOnly() {
        let ids = (0..<25).map { "empty-sectio\($0)" } + ["empty-sectio0", "emptysection"]
        let text = "# tablectl: disable-file " + ids.joined(separator: " ") + "\nid: t\n"
        var messages: [String] = []
        Suppressions(scanning: Array(text.utf8))?.reportProblems { messages.append($0.message) }
        #expect(messages.count == 27)
        #expect(messages.prefix(20).allSatisfy { $0.hasSuffix("; did you mean 'empty-section'?") }, "\(messages)")
        #expect(messages[20..<25].allSatisfy { $0.hasSuffix("in a suppression") }, "\(messages)")
        #expect(messages[25] == messages[0])
        #expect(messages[26] == "unknown rule 'emptysection' in a suppression")
    }

    /// 100,000 `disable-next-line` comments in a row share one target line.
    @Test func manyDirectiveLinesShareTheirTarget() {
        let text = String(repeating: "# tablectl: disable-next-line unknown-kind\n\n", count: 100_000) + "id: t\n# tablectl: disable-next-line x\n\n"
        var directives: [SuppressionDirective] = []
        let elapsed = Self.clock.measure { directives = SuppressionScanner.scan(Array(text.utf8)) }
        #expect(directives.count == 100_001)
        #expect(directives.dropLast().allSatisfy { $0.targetLine == 200_001 })
        #expect(directives.last?.line == 200_002)
        #expect(directives.last?.targetLine == nil)
        #expect(elapsed < LimitsCostTests.bound(30), "\(elapsed)")
    }

    /// 20,000 rows, each with a finding and the comment that suppresses it, and 20,000
    /// comments that suppress nothing: matched by rule and line, not each with each.
    @Test func manyFindingsAndManySuppressions() {
        let count = 20_000
        var text = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n"
        for i in 0..<count {
            text += "      # tablectl: disable-next-line unknown-kind\n      - {id: r\(i), title: T, kind: k\(i)q}\n"
            text += "      # tablectl: disable-next-line detail-not-shown\n      - {id: q\(i), title: T}\n"
        }
        var report: FileReport?
        let elapsed = Self.clock.measure { report = SpecChecker.check(SourceFile(path: "many.yaml", text: text), options: Self.uncapped) }
        let diagnostics = report?.diagnostics ?? []
        #expect(diagnostics.filter { $0.rule == .unknownKind }.isEmpty)
        #expect(diagnostics.filter { $0.rule == .unusedSuppression }.count == count)
        #expect(diagnostics.count == count, "\(Set(diagnostics.map(\.rule)))")
        #expect(elapsed < LimitsCostTests.bound(30), "\(elapsed)")
    }
}
