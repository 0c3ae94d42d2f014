import Foundation
import TableSpecTestSupport
import Testing

/// Errors about the command line name what is wrong with it, and never echo a terminal
/// escape sequence typed there.
@Suite struct ArgumentErrorTests {
    /// An option a subcommand does not take is reported as unknown, even when another check
    /// (an argument count, a missing required option) would otherwise come first.
    @Test(arguments: [
        (["diff", "--width", "120", "specs/settings.yaml", "specs/profile.yaml"], "diff", "--width"),
        (["diff", "specs/settings.yaml", "--widht=3", "specs/profile.yaml"], "diff", "--widht"),
        (["export", "--width", "3", "specs/settings.yaml"], "export", "--width"),
        (["export", "-w", "specs/settings.yaml"], "export", "-w"),
        (["render", "--strict", "specs/settings.yaml"], "render", "--strict"),
        (["validate", "--width", "3", "specs"], "validate", "--width"),
        (["explain", "--format", "json", "wrong-type"], "explain", "--format"),
        (["rules", "--strict"], "rules", "--strict"),
    ])
    func anOptionTheCommandDoesNotTakeIsUnknown(arguments: [String], command: String, option: String) throws {
        let out = try BinaryRunner.run(arguments)
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        let lines = out.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        // argument-parser's own message, when it gets there first, adds "did you mean".
        #expect(lines.first == "tablectl: error: unknown option '\(option)'"
                    || lines.first?.hasPrefix("tablectl: error: unknown option '\(option)'. Did you mean") == true, "\(out.stderr)")
        #expect(lines.count > 1 && lines[1].hasPrefix("Usage: tablectl \(command)"), "\(out.stderr)")
        #expect(out.stderr.contains("See 'tablectl \(command) --help' for more information."))
    }

    /// Operands after `--`, `-` (standard input) and option values are not options.
    @Test func operandsAndValuesAreNotUnknownOptions() throws {
        let dashes = try BinaryRunner.run(["diff", "--", "-o.yaml", "specs/profile.yaml"])
        #expect(dashes.status == 2)
        #expect(dashes.stderr.hasPrefix("tablectl: error: "), "\(dashes.stderr)")
        #expect(!dashes.stderr.contains("unknown option"), "\(dashes.stderr)")
        let count = try BinaryRunner.run(["diff", "--format", "json", "specs/settings.yaml"])
        #expect(count.stderr.hasPrefix("tablectl: error: expected two specs, OLD and NEW"), "\(count.stderr)")
    }

    /// ESC and other control characters in a bad value or an unknown option come back as
    /// visible escapes (`\u{1b}`), as text from spec files does.
    @Test(arguments: [
        ["validate", "--format", "x\u{1B}[2J", "specs"],
        ["validate", "--format", "sarif:\u{1B}]0;title\u{07}", "--format", "json:\u{1B}]0;title\u{07}", "specs"],
        ["render", "--color", "\u{1B}[2J", "specs/settings.yaml"],
        ["validate", "--jobs", "\u{1B}[2J", "specs"],
        ["render", "--width", "\u{1B}[31m", "specs/settings.yaml"],
        ["render", "--\u{1B}[2J", "specs/settings.yaml"],
        ["diff", "--\u{9B}31m", "a.yaml", "b.yaml"],
        ["\u{1B}[2Jvalidate"],
        ["explain", "\u{1B}[2J"],
        ["diff", "--git", "\u{1B}[2J", "specs/settings.yaml"],
    ])
    func controlCharactersFromTheCommandLineAreEscaped(arguments: [String]) throws {
        let out = try BinaryRunner.run(arguments)
        #expect(out.status == 2)
        #expect(!out.stderr.unicodeScalars.contains { $0 != "\n" && TerminalSafety.isControl($0) }, "\(out.stderr.debugDescription)")
        #expect(out.stderr.contains("\\u{1b}") || out.stderr.contains("\\u{9b}") || out.stderr.contains("\\u{7}"),
                "\(out.stderr.debugDescription)")
    }

    /// A line break typed inside a value is shown as `\n`, so it cannot start a line that
    /// looks like another message.
    @Test(arguments: [
        ["validate", "--format", "x\nfake.yaml:1:1: error: forged", "specs"],
        ["render", "--width", "3\nfake.yaml:1:1: error: forged", "specs/settings.yaml"],
        ["diff", "--x\nfake.yaml:1:1: error: forged", "a.yaml", "b.yaml"],
    ])
    func lineBreaksFromTheCommandLineAreEscaped(arguments: [String]) throws {
        let out = try BinaryRunner.run(arguments)
        #expect(out.status == 2)
        #expect(!out.stderr.contains("\nfake.yaml"), "\(out.stderr)")
        #expect(out.stderr.contains("\\nfake.yaml:1:1: error: forged"), "\(out.stderr)")
    }
}

/// The scalars a terminal acts on: C0 and C1 controls and DEL.
enum TerminalSafety {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
