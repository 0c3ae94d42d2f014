import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// `--format github`: escaping exactly as the Actions toolkit does it, errors before
/// warnings, and the job summary appended to `GITHUB_STEP_SUMMARY`.
@Suite struct GitHubReporterTests {
    /// `@actions/core`'s `escapeData` (src/command.ts), ported line by line as the
    /// reference: `%` first, then CR and LF.
    static func toolkitEscapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// `@actions/core`'s `escapeProperty`: `escapeData` plus `:` and `,`.
    static func toolkitEscapeProperty(_ s: String) -> String {
        toolkitEscapeData(s)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }

    static let nasty = [
        "", "plain", "100%", "%25 already escaped", "%0A", "a\nb", "a\r\nb", "\r", "key: value, other",
        "::error file=x::injected", "::", ",,", "%%::,,\r\r\n\n", "é 日本 🙂", "tab\there",
    ]

    @Test(arguments: nasty)
    func escapingMatchesTheActionsToolkit(text: String) {
        #expect(GitHubReporter.escapeData(text) == Self.toolkitEscapeData(text))
        #expect(GitHubReporter.escapeProperty(text) == Self.toolkitEscapeProperty(text))
        #expect(!GitHubReporter.escapeData(text).contains("\n"))
        #expect(!GitHubReporter.escapeData(text).contains("\r"))
    }

    /// A file whose name and keys hold `%`, `:` and `,` gives commands the toolkit would
    /// have written: each line is `::error <escaped properties>::<escaped message>` for
    /// the path and message the JSON report gives.
    @Test func nastyPathAndMessageEndToEnd() throws {
        let directory = try TemporaryDirectory()
        let name = "100%,a:b.yaml"
        try directory.write(name, "tablespec: 1\nid: t\n\"x%y,z:w\": 1\nsections:\n  - id: s\n    rows: []\n")
        let out = try BinaryRunner.run(["validate", "--format", "github", name], environment: ["GITHUB_STEP_SUMMARY": ""], in: directory.url)
        #expect(out.status == 1, "\(out.stderr)")
        let json = try BinaryRunner.run(["validate", "--format", "json", name], in: directory.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        let unknownKey = try #require(diagnostics.first { $0["rule"] as? String == "unknown-key" })
        var message = try #require(unknownKey["message"] as? String)
        #expect(message.contains("x%y,z:w"))
        if let hint = unknownKey["hint"] as? String { message += "\nhelp: " + hint }
        let line = try #require(unknownKey["line"] as? Int)
        let column = try #require(unknownKey["column"] as? Int)
        let endColumn = try #require(unknownKey["endColumn"] as? Int)
        let properties = [
            ("file", name), ("line", "\(line)"), ("col", "\(column)"), ("endLine", "\(line)"),
            ("endColumn", "\(endColumn - 1)"), ("title", "unknown-key"),
        ].map { "\($0.0)=\(Self.toolkitEscapeProperty($0.1))" }.joined(separator: ",")
        let expected = "::error \(properties)::\(Self.toolkitEscapeData(message))\n"
        #expect(out.stdout.contains(expected), "\(out.stdout)\nexpected line: \(expected)")
        #expect(out.stdout.contains("file=100%25%2Ca%3Ab.yaml,"))
    }

    @Test func errorsComeBeforeWarnings() throws {
        let out = try BinaryRunner.run(
            ["validate", "--format", "github", TestPaths.warnings, TestPaths.broken], environment: ["GITHUB_STEP_SUMMARY": ""])
        let commands = out.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        let kinds = commands.map { $0.hasPrefix("::error ") ? "error" : "warning" }
        #expect(kinds.contains("warning") && kinds.contains("error"))
        #expect(kinds == kinds.sorted(), "errors first: \(kinds)")
    }

    /// The summary is appended (what earlier steps wrote stays), once per run, with a row
    /// per finding, and text from specs cannot break the table.
    @Test func stepSummaryIsAppended() throws {
        let directory = try TemporaryDirectory()
        try directory.write("pipes.yaml", "tablespec: 1\nid: t\n\"a|b<i>`\": 1\nsections:\n  - id: s\n    rows: []\n")
        let summary = directory.url.appendingPathComponent("summary.md")
        try directory.write("summary.md", "## from an earlier step\n")
        for _ in 0..<2 {
            let out = try BinaryRunner.run(
                ["validate", "--format", "github", "pipes.yaml"], environment: ["GITHUB_STEP_SUMMARY": summary.path], in: directory.url)
            #expect(out.status == 1)
            #expect(out.stderr.isEmpty, "\(out.stderr)")
        }
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("## from an earlier step\n### tablectl: "))
        #expect(text.components(separatedBy: "| severity | location | rule | message |").count == 3)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| error | ") }
        #expect(rows.count == 2)
        for row in rows {
            #expect(row.contains("a\\|b&lt;i&gt;\\`"), "\(row)")
            // Every row has exactly the table's five pipes; escaped ones do not count.
            #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 5, "\(row)")
        }
    }

    @Test func stepSummaryOnlyWithTheGitHubFormat() throws {
        let directory = try TemporaryDirectory()
        let summary = directory.url.appendingPathComponent("summary.md")
        let out = try BinaryRunner.run(
            ["validate", "--format", "json", TestPaths.broken], environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(out.status == 1)
        #expect(!FileManager.default.fileExists(atPath: summary.path))
        let toFile = try BinaryRunner.run(
            ["validate", "--format", "github:" + directory.url.appendingPathComponent("a.txt").path, "specs"],
            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(toFile.status == 0)
        #expect(try String(contentsOf: summary, encoding: .utf8) == "### tablectl: no problems in \(TestPaths.specFileCount(in: "specs")) files\n\n")
    }

    @Test func unwritableStepSummaryIsOnlyAWarning() throws {
        let out = try BinaryRunner.run(
            ["validate", "--format", "github", "specs"], environment: ["GITHUB_STEP_SUMMARY": "/nonexistent/dir/summary.md"])
        #expect(out.status == 0)
        #expect(out.stderr.hasPrefix("tablectl: warning: GITHUB_STEP_SUMMARY: cannot write '/nonexistent/dir/summary.md'"))
    }
}
