import Foundation
import TableSpecTestSupport
import Testing

/// `--fail-on`, `--strict`, `--quiet` and `--max-warnings`, and inline suppressions, from
/// the built binary.
@Suite struct ValidateFailPolicyTests {
    static let warnings = TestPaths.warnings + "/unused-cell-type.yaml"   // 1 warning
    static let broken = TestPaths.broken + "/settings-typos.yaml"          // errors

    static let warningCases: [(arguments: [String], status: Int32)] = [
        ([], 0), (["--fail-on", "error"], 0), (["--fail-on", "warning"], 1), (["--strict"], 1),
        (["--quiet"], 0), (["--quiet", "--strict"], 0), (["--max-warnings", "1"], 0), (["--max-warnings", "0"], 1),
        (["--quiet", "--max-warnings", "0"], 0),
    ]

    @Test(arguments: warningCases)
    func warningsOnly(arguments: [String], status: Int32) throws {
        let out = try BinaryRunner.run(["validate"] + arguments + [Self.warnings])
        #expect(out.status == status, "\(arguments): \(out.stdout)\(out.stderr)")
    }

    @Test func quietPrintsErrorsOnly() throws {
        let both = try BinaryRunner.run(["validate", "--quiet", Self.warnings, Self.broken])
        #expect(both.status == 1)
        #expect(!both.stdout.contains("warning"))
        #expect(both.stdout.hasSuffix("6 errors in 2 files\n"))
        let clean = try BinaryRunner.run(["validate", "--quiet", Self.warnings])
        #expect(clean.stdout == "no problems in 1 file\n")
    }

    @Test func maxWarningsSaysWhyItFailed() throws {
        let out = try BinaryRunner.run(["validate", "--max-warnings", "0", Self.warnings])
        #expect(out.status == 1)
        #expect(out.stderr == "tablectl: error: 1 warning, more than --max-warnings 0\n")
        let errors = try BinaryRunner.run(["validate", "--fail-on", "warning", Self.broken])
        #expect(errors.status == 1)
    }

    @Test(arguments: [
        (["--fail-on", "warnings"], "tablectl: error: the value 'warnings' is invalid for '--fail-on <severity>'"),
        (["--max-warnings=-1"], "tablectl: error: --max-warnings must be 0 or more, not -1"),
    ])
    func badPolicyOptionsExitTwo(arguments: [String], message: String) throws {
        let out = try BinaryRunner.run(["validate"] + arguments + [Self.warnings])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix(message), "\(out.stderr)")
    }

    @Test func inlineSuppressions() throws {
        let out = try BinaryRunner.run(["validate", TestPaths.fixtures + "/suppression/suppressed.yaml"])
        #expect(out.status == 0, "\(out.stdout)")
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("text-suppression.txt"))
        #expect(out.stdout.hasSuffix("2 warnings in 1 file\n"))
        #expect(out.stdout.contains("[unused-suppression]") && out.stdout.contains("[invalid-suppression]"))
    }
}
