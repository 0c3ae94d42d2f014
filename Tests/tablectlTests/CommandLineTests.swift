import Foundation
import TableSpecTestSupport
import Testing

/// The command line itself, word for word: every help screen, the version, and what each
/// kind of bad argument prints and exits with. The declarations behind it (TableCtl.swift,
/// Subcommands/, Options/) are shaped for start-up cost (see docs/performance-corpus.md);
/// this golden makes sure reshaping them never changes what a user sees.
@Suite struct CommandLineTests {
    /// One invocation per line of `command-line.txt`; none of them reads a spec, so the
    /// output depends only on the declarations.
    static let invocations: [[String]] = [
        ["--help"],
        ["help", "validate"],
        ["validate", "--help"],
        ["validate", "--help-hidden"],
        ["rules", "--help"],
        ["explain", "-h"],
        ["--version"],
        ["validate", "--version"],
        [],
        ["bogus"],
        ["validate", "--bogus"],
        ["validate", "--jobs", "0"],
        ["validate", "--jobs", "x"],
        ["validate", "--jobs"],
        ["validate", "--color", "sometimes"],
        ["validate", "--fail-on", "info"],
        ["validate", "--format", "tex"],
        ["validate", "--format", "text", "--format", "json"],
        ["validate", "--format", "json:a", "--format", "sarif:a"],
        ["validate", "--format", "json:"],
        ["validate", "--max-depth", "0"],
        ["validate", "--max-nodes", "12x"],
        ["validate", "--max-warnings", "-1"],
        ["validate", "--cache-dir", ""],
        ["validate", "-", "-"],
        ["validate", "-j", "2"],
        ["rules", "extra"],
        ["explain"],
        ["explain", "a", "b"],
        // Around the start-up shortcut (`TableCtl.subcommandParsedAlone`): `help` after a
        // subcommand is a path; a misspelt name is left to the root.
        ["validate", "help"],
        ["Validate"],
    ]

    @Test func helpVersionAndArgumentErrorsAreUnchanged() throws {
        var transcript = ""
        for arguments in Self.invocations {
            // A fixed width: argument-parser wraps help to COLUMNS when it is set.
            let out = try BinaryRunner.run(arguments, environment: ["COLUMNS": "80"])
            transcript += "$ tablectl \(arguments.joined(separator: " "))\nstatus \(out.status)\n"
            transcript += "--- stdout\n\(out.stdout)--- stderr\n\(out.stderr)\n"
        }
        Golden.expectMatches(transcript, golden: TestPaths.golden("command-line.txt"))
    }

    /// The subcommands are found by the names in their configurations (not derived from
    /// the type names), and each name is the one `--help` lists.
    @Test func subcommandNamesAreTheListedOnes() throws {
        let help = try BinaryRunner.run(["--help"], environment: ["COLUMNS": "80"]).stdout
        for name in ["explain", "rules", "validate"] {
            #expect(help.contains("\n  \(name) "), "--help lacks \(name)")
            let sub = try BinaryRunner.run([name, "--help"], environment: ["COLUMNS": "80"])
            #expect(sub.status == 0)
            #expect(sub.stdout.contains("USAGE: tablectl \(name)"))
        }
    }
}
