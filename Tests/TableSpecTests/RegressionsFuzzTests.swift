import Foundation
import Testing
import TableSpec
import TableSpecTestSupport

/// Inputs the fuzzers (`Fuzz/`, `make fuzz`) once crashed or broke a check on, replayed
/// through the very code of their target (``FuzzBodies``): each file in
/// `Fixtures/Regressions/<target>/` must now pass. The fuzz harness's own checks are
/// tested here too, so a green fuzz run means what it says.
@Suite struct RegressionsFuzzTests {
    static let root = BinaryRunner.packageRoot
    static let folder = root.appendingPathComponent("Tests/TableSpecTests/Fixtures/Regressions")

    /// `target/file` for every regression input, sorted.
    static let fixtures: [String] = {
        let manager = FileManager.default
        let targets = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return targets.flatMap { target in
            ((try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? [])
                .filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
        }
    }()

    static func body(named name: String) -> (@Sendable ([UInt8]) -> [String])? {
        FuzzBodies.all.first { $0.name == name }?.body
    }

    @Test(arguments: fixtures)
    func regression(_ fixture: String) throws {
        let target = String(fixture.prefix { $0 != "/" })
        let body = try #require(Self.body(named: target), "no fuzz target '\(target)' for \(fixture)")
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(fixture)))
        #expect(body(bytes) == [])
    }

    /// Found by the diff target: `height: .nan` made a row unequal to itself, so a file
    /// diffed with itself showed "row r updated" and exited 1.
    @Test func nanHeightEqualsItself() throws {
        #expect(Height.fixed(.nan) == .fixed(.nan))
        #expect(Height.estimated(-.nan) == .estimated(.nan))
        #expect(Height.fixed(.nan) != .estimated(.nan))
        #expect(Height.fixed(.nan) != .fixed(1))
        #expect(Set([Height.fixed(.nan), .fixed(-.nan), .fixed(1)]).count == 2)
        let table = Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "R", height: .fixed(.nan))])])
        #expect(table == table)
        #expect(try TableDiff.diff(from: table, to: table).isIdentical)
    }

    /// Found by reading `Glob` while adding the config target: `*` and `**` backtracked
    /// through every split, so `*a*a*a*a*a*a*a*a*a*a*b` in a `.tablectl.yml` made
    /// `tablectl validate` spin for hours on a file with a long name. Now greedy: these
    /// take microseconds (the bound below is generous for a loaded debug build).
    @Test func globsWithManyStarsMatchInPolynomialTime() throws {
        let clock = ContinuousClock()
        let name = String(repeating: "a", count: 250)
        let deep = String(repeating: "a/", count: 60) + "x.yaml"
        let stars = try Glob(String(repeating: "*a", count: 30) + "*b")
        let globstars = try Glob(String(repeating: "a/**/", count: 20) + "b")
        let elapsed = clock.measure {
            #expect(!stars.matches(name))
            #expect(stars.matches(name + "b"))
            #expect(!globstars.matches(deep))
            #expect(globstars.matches(deep + "/b"))
        }
        #expect(elapsed < .seconds(30), "\(elapsed)")  // a hang guard
    }

    /// Found while profiling a spec the check target's corpus suggested: thousands of cell
    /// types and as many rows of unknown kinds. Every row's kind was resolved by a scan of
    /// the cell types (three rules and the renderer), every unknown kind compared with
    /// every cell type for "did you mean" and listed them all in its message, and every
    /// unused cell type's key looked up by a scan: 5,000 of each took 308 s. Now linear.
    @Test func manyCellTypesAndUnknownKindsStayLinear() {
        let count = 2_000
        var text = "tablespec: 1\nid: t\ncellTypes:\n"
        for i in 0..<count { text += "  c\(i): {}\n" }
        text += "sections:\n  - id: s\n    rows:\n"
        for i in 0..<count { text += "      - {id: r\(i), kind: k\(i)q, title: T}\n" }
        let clock = ContinuousClock()
        var report: FileReport?
        let uncapped = CheckOptions(maxFindings: 0)  // every finding is counted below
        let elapsed = clock.measure {
            report = SpecChecker.check(SourceFile(path: "kinds.yaml", text: text), options: uncapped)
        }
        let diagnostics = report?.diagnostics ?? []
        #expect(diagnostics.filter { $0.rule == .unknownKind }.count == count)
        #expect(diagnostics.filter { $0.rule == .unusedCellType }.count == count)
        #expect(diagnostics.allSatisfy { $0.message.count < 400 })
        #expect(diagnostics.first { $0.rule == .unknownKind }?.message
            == "unknown cell kind 'k0q'; use one of standard, headerLead, footerFinish, subtitle, value2, button, "
                + "c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13 (and 1986 more), or declare it under cellTypes")
        #expect(elapsed < .seconds(30), "\(elapsed)")   // 2,000² steps took about 50 s
    }

    /// "Did you mean" has a budget: a 10 MB word, or a million candidates, cost little.
    @Test func suggestionsAreBounded() {
        let clock = ContinuousClock()
        let huge = String(repeating: "a", count: 10_000_000)
        let many = (0..<1_000_000).map { "c\($0)" }
        let elapsed = clock.measure {
            #expect(Suggestion.closest(to: huge, in: ["a", huge + "b"]) == nil)
            #expect(Suggestion.closest(to: "c1x", in: many) == "c1")
            #expect(Suggestion.closest(to: "standrad", in: ["standard"]) == "standard")
        }
        #expect(elapsed < .seconds(30), "\(elapsed)")  // a hang guard
    }

    /// Found with the same spec through `tablectl diff`: every inserted row of the same
    /// content as the deleted ones scanned all of them for a rename hint, and objects with
    /// thousands of keys (`cellTypes`) were compared key by key with a scan; 20,000 rows
    /// and cell types took 74 s. Now linear.
    @Test func diffOfManyLookAlikeRowsAndCellTypesStaysLinear() throws {
        let count = 10_000
        func table(_ prefix: String, cellTypes: String) -> Table {
            Table(
                id: "t", cellTypes: (0..<count).map { CellType(name: "\(cellTypes)\($0)") },
                sections: [Section(id: "s", rows: (0..<count).map { Row(id: "\(prefix)\($0)", title: "Same") })])
        }
        let old = table("a", cellTypes: "c"), new = table("b", cellTypes: "d")
        let clock = ContinuousClock()
        var changes: Changeset?
        let elapsed = try clock.measure { changes = try TableDiff.diff(from: old, to: new) }
        #expect(changes?.renames.count == count)
        #expect(changes?.table.count == 2 * count)   // every cell type removed, every one added
        #expect(elapsed < .seconds(15), "\(elapsed)")   // 10,000² steps took about 20 s
    }

    /// The line table the text reporter uses past eight findings gives the same lines as
    /// the look-up from a mark.
    @Test func lineTableAgreesWithLookUpFromAMark() {
        var random = SeededRandom(seed: 7)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x20, 0xC3, 0xA9]
        for length in [0, 1, 2, 5, 40, 200] {
            let bytes = (0..<length).map { _ in alphabet[random.below(alphabet.count)] }
            let source = SourceFile(path: "x.yaml", bytes: bytes)
            let starts = source.lineStarts()
            for line in 0...(starts.count + 2) {
                #expect(source.lineRange(line, lineStarts: starts) == source.lineRange(line), "\(bytes) line \(line)")
            }
        }
    }

    /// Every fixture folder names a target, and every target in `Fuzz/Targets/` has a body.
    @Test func targetsAndBodiesAgree() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Fuzz/Targets").path)
        let targets = files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
        #expect(targets == FuzzBodies.all.map(\.name).sorted())
        let folders = Set(Self.fixtures.map { String($0.prefix { $0 != "/" }) })
        #expect(folders.isSubset(of: Set(targets)), "\(folders.subtracting(targets))")
    }

    /// The example specs pass every target: the checks find nothing in good input.
    @Test(arguments: ["settings.yaml", "profile.yaml", "onboarding.yaml", "contacts.json"])
    func examplesPassEveryTarget(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.root.appendingPathComponent("specs/\(name)")))
        for (target, body) in FuzzBodies.all {
            #expect(body(bytes) == [], "\(target)")
        }
        #expect(FuzzBodies.diff(bytes + FuzzBodies.separator + bytes) == [])
    }

    @Test func diffInputSplitsAtTheSeparatorOrInTheMiddle() {
        let (old, new) = FuzzBodies.split(Array("a: 1".utf8) + FuzzBodies.separator + Array("b: 2".utf8))
        #expect(Array(old) == Array("a: 1".utf8))
        #expect(Array(new) == Array("b: 2".utf8))
        let (first, second) = FuzzBodies.split(Array("abcdef".utf8))
        #expect(Array(first) == Array("abc".utf8))
        #expect(Array(second) == Array("def".utf8))
    }

    @Test func diagnosticsOutsideTheFileAreCaught() {
        let source = SourceFile(path: "x.yaml", text: "id: t\n")
        func diagnostic(_ start: Mark, _ end: Mark) -> Diagnostic {
            Diagnostic(rule: .syntax, severity: .error, message: "m", span: Span(start: start, end: end))
        }
        let inside = diagnostic(Mark(line: 1, column: 1, offset: 0), Mark(line: 2, column: 1, offset: 6))
        let past = diagnostic(Mark(line: 1, column: 1, offset: 0), Mark(line: 2, column: 2, offset: 7))
        let backwards = diagnostic(Mark(line: 1, column: 4, offset: 3), Mark(line: 1, column: 2, offset: 1))
        #expect(FuzzBodies.misplaced([inside], in: source) == [])
        #expect(FuzzBodies.misplaced([past], in: source).count == 1)
        #expect(FuzzBodies.misplaced([backwards], in: source).count == 1)
    }
}
