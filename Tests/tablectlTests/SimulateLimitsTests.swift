import Foundation
import Testing
import TableSpecTestSupport

/// `tablectl simulate` under attack (issue 29): its JSON output grows with the steps and
/// what they change, not steps × selection; a script's findings are capped as a spec's,
/// counts kept true; no output may be an input or the other output.
@Suite struct SimulateLimitsTests {
    static let spec = "specs/onboarding.yaml"

    /// A spec of `rows` rows that can all be selected together, a script that selects them
    /// all, then `steps` steps that leave the selection alone.
    static func selectAll(rows: Int, then steps: Int, in dir: TemporaryDirectory) throws -> [String] {
        var spec = "tablespec: 1\nid: many\nsections:\n  - id: s\n    rows:\n"
        var script = ""
        for r in 0..<rows {
            spec += "      - {id: r\(r), title: Row \(r), multipleSelection: true}\n"
            script += "- select: r\(r)\n"
        }
        for n in 0..<steps { script += "- display: r\(n % rows)\n" }
        try dir.write("many.yaml", spec)
        try dir.write("many-\(steps).actions.yaml", script)
        return ["simulate", "many.yaml", "--actions", "many-\(steps).actions.yaml", "--format", "json"]
    }

    /// Before: each step wrote the whole selection (400 ids, about 6 KB a step). Now a
    /// step writes what it changed, and the selection is written once.
    @Test func jsonGrowsWithTheStepsNotWithStepsTimesSelection() throws {
        let dir = try TemporaryDirectory()
        var sizes: [Int] = []
        for steps in [100, 300] {
            let out = try BinaryRunner.run(try Self.selectAll(rows: 400, then: steps, in: dir), in: dir.url)
            #expect(out.status == 0, "\(out.stderr)")
            sizes.append(out.stdout.utf8.count)
            // The selection after every step is the one before it with the changes made.
            let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
            var selection: [String] = []
            for step in try #require(object["steps"] as? [[String: Any]]) {
                let gone = Set(step["deselected"] as? [String] ?? [])
                selection = selection.filter { !gone.contains($0) } + (step["selected"] as? [String] ?? [])
            }
            #expect(selection == (0..<400).map { "r\($0)" })
            #expect(object["selection"] as? [String] == selection)
        }
        let perStep = (sizes[1] - sizes[0]) / 200
        #expect(perStep < 1_000, "each step that changes nothing adds \(perStep) bytes")
    }

    /// 600 errors (unknown rows) and 600 warnings (`title: no`): the first 1,000 findings
    /// are shown, errors first, and the counts are of all 1,200.
    @Test func aScriptsFindingsAreCappedAndCountedTrue() throws {
        var script = ""
        for n in 0..<600 {
            script += "- select: nowhere-\(n)\n"
            script += "- insert: {at: enable-reminders, row: {id: later-\(n), title: no}}\n"
        }
        let out = try BinaryRunner.run(["simulate", Self.spec, "--actions", "-"], stdin: Data(script.utf8))
        #expect(out.status == 2 && out.stdout.isEmpty)
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("[invalid-value]") }.count == 600)
        #expect(lines.filter { $0.hasSuffix("[ambiguous-scalar]") }.count == 400)
        #expect(out.stderr.contains("warning: 200 more findings not shown (200 warnings) after the first 1000"), "\(out.stderr.suffix(600))")
        #expect(out.stderr.hasSuffix("tablectl: error: cannot simulate: '<stdin>' has 600 errors; fix it first\n"))
    }

    /// 4,000 unknown ids in a 20,000-row spec (before: each looked up in an array of all
    /// ids rebuilt for it, and all ids sorted for its suggestion; 65 s in a release build).
    /// A hang guard, not a benchmark (`make bench` measures it): the first 20 distinct
    /// unknown ids get a "did you mean", and the first 1,000 errors are shown.
    @Test func unknownIDsInALargeSpecAreReadInLinearTime() throws {
        let dir = try TemporaryDirectory()
        var spec = "tablespec: 1\nid: big\nsections:\n  - id: s\n    rows:\n"
        for r in 0..<20_000 { spec += "      - {id: row-\(r), title: R}\n" }
        try dir.write("big.yaml", spec)
        try dir.write("typos.yaml", (0..<4_000).map { "- select: rwo-\($0)\n" }.joined())
        let out = try BinaryRunner.run(["simulate", "big.yaml", "--actions", "typos.yaml"], in: dir.url, timeout: 60)
        #expect(out.status == 2)
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasSuffix("[invalid-value]") }.count == 1_000)
        #expect(lines.filter { $0.contains("did you mean") }.count == 20)
        #expect(out.stderr.contains("typos.yaml:1:11: error: no row 'rwo-0' in the spec or inserted by the script; did you mean 'row-0'? [invalid-value]"))
        #expect(out.stderr.hasSuffix("has 4000 errors; fix it first\n"))
    }

    /// A composite, its part, a script and a link to the spec.
    static func files() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", """
            # the screen (a comment --final would lose)
            tablespec: 1
            id: screen
            sections:
              - id: mine
                rows: [{id: a, title: A, editing: {canEdit: true}}, {id: b, title: B}]
              - {include: part.yaml}
            """)
        try dir.write("part.yaml", "tablespec: 1\nid: part\nsections:\n  - id: theirs\n    rows: [{id: c, title: C}]\n")
        try dir.write("edit.yaml", "- delete: a\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path("link.yaml"), withDestinationPath: "screen.yaml")
        return dir
    }

    @Test(arguments: [
        (["--final", "edit.yaml"], "--final would overwrite the script 'edit.yaml'; give --final a file that is not an input"),
        (["--final", "./screen.yaml"], "--final would overwrite the spec 'screen.yaml' (as './screen.yaml')"),
        (["--final", "link.yaml"], "--final would overwrite the spec 'screen.yaml' (as 'link.yaml')"),
        (["-o", "out.yaml", "--final", "out.yaml"], "-o and --final write to 'out.yaml'; give each its own file"),
        (["-o", "out.yaml", "--final", "./out.yaml"], "-o and --final write to 'out.yaml' and './out.yaml' (the same file)"),
        (["-o", "edit.yaml"], "-o would overwrite the script 'edit.yaml'"),
        (["--final", "part.yaml"], "--final would overwrite a file the spec includes '"),
    ])
    func anOutputThatIsAnInputOrTheOtherOutputIsRefused(options: [String], message: String) throws {
        let dir = try Self.files()
        let before = try ["screen.yaml", "part.yaml", "edit.yaml"].map { try dir.read($0) }
        let out = try BinaryRunner.run(["simulate", "screen.yaml", "--actions", "edit.yaml"] + options, in: dir.url)
        #expect(out.status == 2 && out.stdout.isEmpty, "\(out)")
        #expect(out.stderr.contains("tablectl: error: " + message), "\(out.stderr)")
        #expect(try ["screen.yaml", "part.yaml", "edit.yaml"].map { try dir.read($0) } == before, "an input was changed")
        #expect(!FileManager.default.fileExists(atPath: dir.path("out.yaml")), "an output was written")
    }

    /// Standard input and output are no files: `-o -` and a script on standard input pass.
    @Test func standardStreamsAreNotFiles() throws {
        let dir = try Self.files()
        let out = try BinaryRunner.run(
            ["simulate", "screen.yaml", "--actions", "-", "-o", "-", "--final", "final.yaml"], stdin: Data("- delete: a\n".utf8),
            in: dir.url)
        #expect(out.status == 0 && out.stdout == "1 delete a: accepted\n    deleted a at 0.0 (mine)\n1 action: 1 accepted, 0 refused\n",
                "\(out)")
        #expect(FileManager.default.fileExists(atPath: dir.path("final.yaml")))
    }
}
