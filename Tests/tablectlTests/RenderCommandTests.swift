import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `tablectl render` as a command: exit statuses, findings, -o, colour and width.
@Suite struct RenderCommandTests {
    static let settings = "specs/settings.yaml"

    @Test func missingFileExitsTwo() throws {
        let out = try BinaryRunner.run(["render", "no/such/spec.yaml"])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains("tablectl: error: cannot read 'no/such/spec.yaml'"))
    }

    @Test(arguments: TestPaths.fixtureNames(in: TestPaths.broken))
    func specWithErrorsExitsTwoWithFindings(name: String) throws {
        let path = TestPaths.broken + "/" + name
        let out = try BinaryRunner.run(["render", path])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains("\(path):"))
        #expect(out.stderr.contains("error:"))
        #expect(out.stderr.contains("tablectl: error: cannot render '\(path)'"))
        #expect(!out.stderr.contains("\u{1B}"))
    }

    @Test func warningsArePrintedAndTheDrawingGoesOn() throws {
        let path = TestPaths.warnings + "/unused-cell-type.yaml"
        let out = try BinaryRunner.run(["render", "--width", "40", path])
        #expect(out.status == 0)
        #expect(out.stderr.contains("warning:"))
        #expect(out.stderr.contains("[unused-cell-type]"))
        #expect(!out.stdout.isEmpty)
    }

    @Test(arguments: [
        (["--width", "19"], "--width must be between 20 and 1000, not 19"),
        (["--width", "1001"], "--width must be between 20 and 1000, not 1001"),
        (["--format", "txet"], "unknown format 'txet'; did you mean 'text'? (use one of: html, svg, text)"),
        (["--format", "pdf"], "unknown format 'pdf' (use one of: html, svg, text)"),
        (["--appearance", "sepia"], "sepia"),
        (["-o", ""], "-o needs a file name"),
    ])
    func badOptionsExitTwo(options: [String], message: String) throws {
        let out = try BinaryRunner.run(["render"] + options + [Self.settings])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains(message), "\(out.stderr)")
    }

    @Test func helpListsEveryFormat() throws {
        let out = try BinaryRunner.run(["render", "--help"])
        #expect(out.status == 0)
        let help = out.stdout.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        for renderer in RendererList.all {
            #expect(help.contains("\(renderer.identifier) ("), "\(renderer.identifier)")
        }
        let diffHelp = try BinaryRunner.run(["diff", "--help"]).stdout
        for format in ["html (", "side (", "svg ("] { #expect(diffHelp.contains(format), "diff --help: \(format)") }
    }

    @Test func outputFileIsWrittenInsteadOfStandardOutput() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("settings.txt")
        let out = try BinaryRunner.run(["render", "--width", "80", "-o", file.path, Self.settings])
        #expect(out.status == 0)
        #expect(out.stdout.isEmpty)
        let written = try String(contentsOf: file, encoding: .utf8)
        let direct = try BinaryRunner.run(["render", "--width", "80", Self.settings])
        #expect(written == direct.stdout)
        #expect(!written.contains("\u{1B}"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(leftovers == ["settings.txt"])
    }

    @Test func unwritableOutputExitsTwo() throws {
        let directory = try TemporaryDirectory(files: ["plain-file": "not a directory"])
        let out = try BinaryRunner.run(["render", "-o", directory.path("plain-file/x.txt"), Self.settings])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.hasPrefix("tablectl: error:"))
    }

    @Test(arguments: [
        (["--color", "never"], [String: String]()),
        (["--color", "auto"], ["NO_COLOR": "1"]),
        ([], [:]),              // not a terminal
        (["--color", "always"], ["NO_COLOR": "1"]),   // asked for explicitly
    ])
    func colourOnlyWhenAskedFor(options: [String], environment: [String: String]) throws {
        let out = try BinaryRunner.run(["render", "--width", "60"] + options + [Self.settings], environment: environment)
        #expect(out.status == 0)
        #expect(out.stdout.contains("\u{1B}") == options.contains("always"))
    }

    @Test func widthComesFromColumnsWhenNotATerminal() throws {
        let wide = try BinaryRunner.run(["render", Self.settings], environment: ["COLUMNS": "100"])
        let explicit = try BinaryRunner.run(["render", "--width", "100", Self.settings])
        #expect(wide.stdout == explicit.stdout)
        let fallback = try BinaryRunner.run(["render", Self.settings], environment: ["COLUMNS": ""])
        let eighty = try BinaryRunner.run(["render", "--width", "80", Self.settings])
        #expect(fallback.stdout == eighty.stdout)
        let tiny = try BinaryRunner.run(["render", Self.settings], environment: ["COLUMNS": "5"])
        let twenty = try BinaryRunner.run(["render", "--width", "20", Self.settings])
        #expect(tiny.stdout == twenty.stdout)
    }

    @Test func standardInputIsRendered() throws {
        let bytes = try Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("specs/contacts.json"))
        let out = try BinaryRunner.run(["render", "--width", "50", "-", "--stdin-name", "contacts.json"], stdin: bytes)
        let file = try BinaryRunner.run(["render", "--width", "50", "specs/contacts.json"])
        #expect(out.status == 0)
        #expect(out.stdout == file.stdout)
    }

    @Test func outputIsDeterministic() throws {
        let first = try BinaryRunner.run(["render", "--width", "70", "--editing", "--show-ids", "specs/onboarding.yaml"])
        let second = try BinaryRunner.run(["render", "--width", "70", "--editing", "--show-ids", "specs/onboarding.yaml"])
        #expect(first.stdout == second.stdout)
    }
}
