import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `tablectl validate --fix [--dry-run]`, from the built binary: what it prints, its exit
/// status and the files' bytes after.
@Suite struct ValidateFixTests {
    static let typo = """
        tablespec: 1
        id: t
        sections:
          - id: s
            rows:
              - id: r
                title: R
                acessory: chekmark
                selectable: yes

        """
    /// `typo` after the first round: the value behind the misspelt key is only checked
    /// once the key is right.
    static let firstRound = typo.replacingOccurrences(of: "acessory", with: "accessory").replacingOccurrences(of: "yes", with: "true")
    static let intended = firstRound.replacingOccurrences(of: "chekmark", with: "checkmark")

    /// Fixes in rounds until nothing is left, one line per fix on standard error, the
    /// file's mode kept, exit status 0.
    @Test func fixesInPlaceKeepingTheMode() throws {
        let dir = try TemporaryDirectory(files: ["a.yaml": Self.typo])
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: dir.path("a.yaml"))
        let run = try BinaryRunner.run(["validate", "--fix", "a.yaml"], in: dir.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr == """
            a.yaml:8:9: fixed [unknown-key] replace 'acessory' with 'accessory'
            a.yaml:9:21: fixed [wrong-type] replace 'yes' with true
            a.yaml:8:20: fixed [invalid-value] replace 'chekmark' with 'checkmark'

            """)
        #expect(try dir.read("a.yaml") == Self.intended)
        let mode = try FileManager.default.attributesOfItem(atPath: dir.path("a.yaml"))[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(!run.stdout.contains("error"))
    }

    /// --dry-run prints the first round as a unified diff that `patch -p1` applies,
    /// changes nothing, and exits as validate does on the findings as they are.
    @Test func dryRunPrintsAPatch() throws {
        let dir = try TemporaryDirectory(files: ["a.yaml": Self.typo])
        let run = try BinaryRunner.run(["validate", "--fix", "--dry-run", "a.yaml"], in: dir.url)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(run.stdout == """
            --- a/a.yaml
            +++ b/a.yaml
            @@ -5,5 +5,5 @@
                 rows:
                   - id: r
                     title: R
            -        acessory: chekmark
            -        selectable: yes
            +        accessory: chekmark
            +        selectable: true

            """)
        #expect(try dir.read("a.yaml") == Self.typo)
        try dir.write("fix.diff", run.stdout)
        let patch = try Subprocess.run(["/usr/bin/env", "patch", "-p1", "-i", "fix.diff"], directory: dir.root, timeout: 30)
        #expect(patch.status == 0)
        #expect(try dir.read("a.yaml") == Self.firstRound)
    }

    /// What needs judgement is left, reported, and fails the run.
    @Test func reportsWhatIsLeft() throws {
        let text = Self.typo + "      - {id: r, title: Again}\n"
        let dir = try TemporaryDirectory(files: ["a.yaml": text])
        let run = try BinaryRunner.run(["validate", "--fix", "a.yaml"], in: dir.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("[duplicate-row-id]"))
        #expect(!run.stdout.contains("[unknown-key]"))
        #expect(try dir.read("a.yaml") == Self.intended + "      - {id: r, title: Again}\n")
    }

    /// A JSON file's trailing commas go one round each (its parser stops at the first);
    /// a file reached through a symbolic link is fixed at its target, the link kept.
    @Test func fixesJSONCommasThroughALink() throws {
        let json = #"{"tablespec": 1, "id": "j", "sections": [{"id": "s", "rows": [{"id": "r", "title": "R"},]},]}"#
        let dir = try TemporaryDirectory(files: ["data/t.json": json])
        try FileManager.default.createSymbolicLink(atPath: dir.path("t.json"), withDestinationPath: "data/t.json")
        let run = try BinaryRunner.run(["validate", "--fix", "t.json"], in: dir.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr == "t.json:1:88: fixed [syntax] remove the trailing comma\nt.json:1:90: fixed [syntax] remove the trailing comma\n")
        #expect(try dir.read("data/t.json") == json.replacingOccurrences(of: ",]", with: "]"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path("t.json")) == "data/t.json")
    }

    /// A finding in an included component is fixed in the component's file.
    @Test func fixesComponents() throws {
        let root = "tablespec: 1\nid: root\nsections:\n  - include: parts/part.yaml\n"
        let part = "tablespec: 1\nid: part\nsections:\n  - id: p\n    rows:\n      - {id: a, title: A, acessory: checkmark}\n"
        let dir = try TemporaryDirectory(files: ["root.yaml": root, "parts/part.yaml": part])
        let run = try BinaryRunner.run(["validate", "--fix", "root.yaml"], in: dir.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains(":6:27: fixed [unknown-key] replace 'acessory' with 'accessory'"))
        #expect(try dir.read("root.yaml") == root)
        #expect(try dir.read("parts/part.yaml") == part.replacingOccurrences(of: "acessory", with: "accessory"))
    }

    /// With the result cache, the fixed file's result is not the cached one of its old bytes.
    @Test func cacheIsNotStale() throws {
        let dir = try TemporaryDirectory(files: ["a.yaml": Self.typo])
        let cached = ["--cache-dir", dir.path("cache"), "a.yaml"]
        #expect(try BinaryRunner.run(["validate"] + cached, in: dir.url).status == 1)
        #expect(try BinaryRunner.run(["validate", "--fix"] + cached, in: dir.url).status == 0)
        let after = try BinaryRunner.run(["validate"] + cached, in: dir.url)
        #expect(after.status == 0, "\(after.stdout)")
    }

    /// Standard input has no file to fix, and --dry-run means nothing alone: usage errors.
    @Test func refusesStandardInputAndLoneDryRun() throws {
        let stdin = try BinaryRunner.run(["validate", "--fix", "-"], stdin: Data(Self.typo.utf8))
        #expect(stdin.status == 2)
        #expect(stdin.stderr.contains("cannot fix standard input ('-')"))
        let lone = try BinaryRunner.run(["validate", "--dry-run", "specs"])
        #expect(lone.status == 2)
        #expect(lone.stderr.contains("--dry-run works with --fix"))
    }

    /// The JSON report carries each finding's fix, as byte offsets.
    @Test func jsonReportCarriesTheFix() throws {
        let dir = try TemporaryDirectory(files: ["a.yaml": Self.typo])
        let run = try BinaryRunner.run(["validate", "--format", "json", "a.yaml"], in: dir.url)
        #expect(run.stdout.contains(#""fix": {"title": "replace 'acessory' with 'accessory'", "edits": [{"start": 88, "end": 96, "replacement": "accessory"}]}"#))
        let sarif = try BinaryRunner.run(["validate", "--format", "sarif", "a.yaml"], in: dir.url)
        #expect(sarif.stdout.contains(#""byteOffset": 88"#))
    }
}
