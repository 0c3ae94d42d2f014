import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl validate` exit statuses and the messages that go with them, from the built
/// binary.
@Suite struct ValidateExitStatusTests {
    @Test func exampleSpecsAreValid() throws {
        let out = try BinaryRunner.run(["validate", "specs"])
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        // specs/dynamic: account.yaml's two flags make 4 variants, people.yaml (a source, no flags) 1.
        #expect(out.stdout.hasSuffix(
            "no problems in \(TestPaths.specFileCount(in: "specs")) files (5 variants of 2 dynamic specs checked)\n"), "\(out.stdout)")
        #expect(out.stderr.isEmpty)
    }

    @Test func noPathChecksTheCurrentDirectory() throws {
        let specs = BinaryRunner.packageRoot.appendingPathComponent("specs")
        let out = try BinaryRunner.run(["validate"], in: specs)
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("no problems in"))
    }

    @Test(arguments: TestPaths.fixtureNames(in: TestPaths.broken))
    func brokenFixtureExitsOne(name: String) throws {
        let out = try BinaryRunner.run(["validate", TestPaths.broken + "/" + name])
        #expect(out.status == 1)
        #expect(out.stdout.contains(": error: "))
        #expect(out.stderr.isEmpty)
    }

    @Test func missingPathExitsTwoWithMessage() throws {
        let out = try BinaryRunner.run(["validate", "specs", "no/such/file.yaml"])
        #expect(out.status == 2)
        #expect(out.stderr == "tablectl: error: no such file or directory: 'no/such/file.yaml'\n")
        #expect(out.stdout.contains("no problems in"), "the paths that exist are still checked")
    }

    @Test func onlyMissingPathsPrintNothingOrAnEmptyDocument() throws {
        let text = try BinaryRunner.run(["validate", "missing.yaml"])
        #expect(text.status == 2)
        #expect(text.stdout.isEmpty)
        let json = try BinaryRunner.run(["validate", "--format", "json", "missing.yaml"])
        #expect(json.status == 2)
        #expect(json.stdout == """
            {
              "version": 1,
              "files": [],
              "summary": {"files": 0, "errors": 0, "warnings": 0}
            }

            """)
    }

    @Test func directoryWithoutSpecsExitsTwo() throws {
        let out = try BinaryRunner.run(["validate", "Sources/CYAML"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("tablectl: error: no spec files (.yaml, .yml, .json) found in 'Sources/CYAML'"))
    }

    @Test(arguments: [
        (["validate", "--frmat", "json"], "unknown option '--frmat'"),
        (["validate", "--format", "jsn", "specs"], "unknown format 'jsn'; did you mean 'json'?"),
        (["validate", "--color", "sometimes"], "'sometimes' is invalid for '--color"),
        (["validate", "--jobs", "0"], "--jobs must be 1 or more, not 0"),
        (["validate", "--max-depth", "0"], "--max-depth must be 1 or more, not 0"),
        (["validate", "-", "-"], "'-' (standard input) can be given only once"),
        (["valdate"], "unexpected argument 'valdate'"),
    ])
    func badOptionsExitTwo(arguments: [String], message: String) throws {
        let out = try BinaryRunner.run(arguments)
        #expect(out.status == 2, "\(out.stderr)")
        #expect(out.stderr.hasPrefix("tablectl: error: "), "\(out.stderr)")
        #expect(out.stderr.contains(message), "\(out.stderr)")
        #expect(out.stdout.isEmpty)
    }

    @Test func strictFailsOnWarningsOnly() throws {
        let file = TestPaths.warnings + "/unused-cell-type.yaml"
        let relaxed = try BinaryRunner.run(["validate", file])
        #expect(relaxed.status == 0, "\(relaxed.stdout)")
        #expect(relaxed.stdout.contains(": warning: "))
        #expect(relaxed.stdout.hasSuffix("1 warning in 1 file\n"))
        let strict = try BinaryRunner.run(["validate", "--strict", file])
        #expect(strict.status == 1)
        #expect(strict.stdout == relaxed.stdout)
    }

    @Test func fileOverTheSizeLimitIsAFinding() throws {
        let out = try BinaryRunner.run(["validate", "--max-file-size", "10", "specs/settings.yaml"])
        #expect(out.status == 1)
        #expect(out.stdout.contains("specs/settings.yaml:1:1: error: file is "))
        #expect(out.stdout.contains("more than the limit of 10 [limit-exceeded]"))
    }

    @Test func versionAndHelp() throws {
        let version = try BinaryRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)

        let help = try BinaryRunner.run(["validate", "--help"])
        #expect(help.status == 0)
        for expected in ["Examples:", "tablectl validate specs/", "--stdin-name", "--format json", "--max-depth"] {
            #expect(help.stdout.contains(expected), "validate --help lacks \(expected)")
        }
        let root = try BinaryRunner.run(["--help"])
        #expect(root.stdout.contains("Examples:"))
        #expect(root.stdout.contains("validate"))
    }
}
