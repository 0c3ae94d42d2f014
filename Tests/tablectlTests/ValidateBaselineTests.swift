import Foundation
import TableSpecTestSupport
import Testing

/// `--write-baseline` and `--baseline`, from the built binary.
@Suite struct ValidateBaselineTests {
    static let spec = """
        tablespec: 1
        id: t
        sections:
          - id: s
            rows:
              - {id: out, kind: button, title: Sign Out, detail: Now}
              - {id: out, title: Again}
        """

    @Test func writeThenEditShiftingLinesThenANewFinding() throws {
        let dir = try TemporaryDirectory()
        try dir.write("specs/a.yaml", Self.spec)
        try dir.write("specs/b.yaml", Self.spec)
        // 1. Record: the findings are still reported and fail the run.
        let write = try BinaryRunner.run(["validate", "--write-baseline", "baseline.json", "specs"], in: dir.url)
        #expect(write.status == 1)
        #expect(write.stdout.hasSuffix("4 errors in 2 files\n"))
        let recorded = try dir.read("baseline.json")
        #expect(recorded.hasPrefix("{\n  \"version\": 1,\n  \"entries\": [\n    {\"path\": \"specs/a.yaml\", \"rule\": \"detail-not-shown\""))
        #expect(recorded.components(separatedBy: "\"count\": 1}").count == 5)
        // 2. The same tree against it: nothing new.
        let same = try BinaryRunner.run(["validate", "--baseline", "baseline.json", "specs"], in: dir.url)
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout == "no problems in 2 files\n")
        // 3. Unrelated edits shift every line: still nothing new.
        try dir.write("specs/a.yaml", "# a header comment\n# and another\n\n" + Self.spec.replacingOccurrences(of: "id: t", with: "id: t\ntitle: Account"))
        let shifted = try BinaryRunner.run(["validate", "--baseline", "baseline.json", "specs"], in: dir.url)
        #expect(shifted.status == 0, "\(shifted.stdout)")
        // 4. A new finding is reported, and only it.
        try dir.write("specs/b.yaml", Self.spec + "\n      - {id: out, title: Third}\n")
        let fresh = try BinaryRunner.run(["validate", "--baseline", "baseline.json", "specs"], in: dir.url)
        #expect(fresh.status == 1)
        #expect(fresh.stdout.hasPrefix("specs/b.yaml:8:14: error: duplicate row id 'out'"), "\(fresh.stdout)")
        #expect(fresh.stdout.hasSuffix("1 error in 2 files\n"))
    }

    @Test func baselineRunFromAnotherDirectoryMatchesByItsOwnLocation() throws {
        let dir = try TemporaryDirectory()
        try dir.write("repo/specs/a.yaml", Self.spec)
        try dir.write("repo/ci/README", "baselines live here\n")
        _ = try BinaryRunner.run(["validate", "--write-baseline", "ci/baseline.json", "specs"], in: dir.url.appendingPathComponent("repo"))
        #expect(try dir.read("repo/ci/baseline.json").contains("\"path\": \"../specs/a.yaml\""))
        let out = try BinaryRunner.run(["validate", "--baseline", "repo/ci/baseline.json", "repo/specs"], in: dir.url)
        #expect(out.status == 0, "\(out.stdout)")
    }

    @Test func baselineFileUnderACheckedDirectoryIsNotCheckedAsASpec() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a.yaml", Self.spec)
        _ = try BinaryRunner.run(["validate", "--write-baseline", "baseline.json", "."], in: dir.url)
        let out = try BinaryRunner.run(["validate", "--baseline", "baseline.json", "."], in: dir.url)
        #expect(out.stdout == "no problems in 1 file\n", "\(out.stdout)")
    }

    @Test func unusableBaselinesExitTwo() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a.yaml", Self.spec)
        try dir.write("bad.json", "{\"version\": 1, \"entries\": [{\"path\": 3}]}")
        let missing = try BinaryRunner.run(["validate", "--baseline", "none.json", "a.yaml"], in: dir.url)
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "tablectl: error: cannot read baseline 'none.json': no such file or directory\n")
        let bad = try BinaryRunner.run(["validate", "--baseline", "bad.json", "a.yaml"], in: dir.url)
        #expect(bad.status == 2)
        #expect(bad.stderr == "tablectl: error: invalid baseline 'bad.json': 1:37: expected a string for 'path', found '3'\n")
        let unwritable = try BinaryRunner.run(["validate", "--write-baseline", "a.yaml/b.json", "a.yaml"], in: dir.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("tablectl: error: cannot write baseline 'a.yaml/b.json': "))
    }
}
