import Foundation
import TableSpecTestSupport
import Testing

/// Names that come from a repository or a revision, not from the person typing, must never
/// be read as options: a revision handed to `git show`, a tracked file git passes to the
/// diff driver, a committed file pre-commit passes to the hook.
@Suite struct HostileNameTests {
    /// `--git=--output=NAME` is refused before git runs (no revision starts with '-'); git
    /// never writes NAME.
    @Test func aRevisionThatLooksLikeAnOptionIsNeverAnOption() throws {
        let tree = try DiffGitTests.repository()
        for revision in ["--output=pwned", "--output=../pwned", "-opwned"] {
            let out = try BinaryRunner.run(["diff", "--git=\(revision)", "specs/screen.tablespec.yaml"], in: tree.url)
            #expect(out.status == 2, "\(revision): \(out.stderr)")
            #expect(out.stdout.isEmpty)
            #expect(out.stderr.hasPrefix("tablectl: error: --git takes a revision (HEAD, main, a commit), and none starts with '-', not '\(revision)'"),
                    "\(out.stderr)")
        }
        let leftBehind = try FileManager.default.subpathsOfDirectory(atPath: tree.root).filter { $0.contains("pwned") }
        #expect(leftBehind.isEmpty, "git wrote \(leftBehind)")
    }

    /// The driver set-up docs/git.md documents (`tablectl diff --`) takes a tracked spec named
    /// `-o.yaml` or `--format=x.yaml` as the path it is.
    @Test(arguments: ["-o.yaml", "--format=json.yaml"])
    func theDocumentedDriverTakesAnOptionLikePath(name: String) throws {
        let tree = try TemporaryDirectory(files: [name: DiffGitTests.before])
        try DiffGitTests.git(["init", "-q"], in: tree)
        try DiffGitTests.git(["add", "--", name], in: tree)
        try DiffGitTests.git(["commit", "-q", "-m", "screen"], in: tree)
        try tree.write(name, DiffGitTests.after)
        try tree.write(".gitattributes", "*.yaml diff=tablespec\n")
        try DiffGitTests.git(["config", "diff.tablespec.command", "'\(try DiffGitTests.binary)' diff --"], in: tree)
        let out = try DiffGitTests.git(["diff", "--", name], in: tree)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout == """
            diff --tablespec a/\(name) b/\(name)
            --- a/\(name)
            +++ b/\(name)

            """ + DiffGitTests.expectedChange)
        // GIT_EXTERNAL_DIFF, as documented, too.
        let external = try DiffGitTests.git(["diff", "--", name], in: tree,
                                            environment: ["GIT_EXTERNAL_DIFF": try DiffGitTests.binary + " diff --"])
        #expect(external.status == 0, "\(external.stderr)")
        #expect(external.stdout.hasSuffix(DiffGitTests.expectedChange))
    }

    /// The shipped pre-commit hooks run `entry + args + file names`; a committed file named
    /// `--format=sarif:package.json` is checked as a file and `package.json` stays as it was.
    @Test func theShippedPreCommitHooksTakeOptionLikeFileNamesAsFiles() throws {
        let hooks = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let commands = Self.hookCommands(hooks)
        #expect(commands.count == 2)
        let tree = try TemporaryDirectory(files: [
            "package.json": "{\"name\": \"app\"}\n",
            "--format=sarif:package.json": "{\"tablespec\": 1, \"id\": \"a\", \"sections\": []}\n",
            "-o.yaml": "tablespec: 1\nid: b\nsections: []\n",
        ])
        for command in commands {
            #expect(command.first == "tablectl" && command.last == "--", "\(command)")
            let arguments = Array(command.dropFirst()) + ["--format=sarif:package.json", "-o.yaml"]
            let out = try BinaryRunner.run(arguments, in: tree.url)
            #expect(out.status == 0, "\(arguments): \(out.stdout)\(out.stderr)")
            #expect(out.stdout.contains("no problems in 2 files"), "\(out.stdout)")
            #expect(try tree.read("package.json") == "{\"name\": \"app\"}\n")
        }
    }

    /// Each hook's `entry` split at spaces, followed by its `args` (a flow sequence).
    static func hookCommands(_ text: String) -> [[String]] {
        var commands: [[String]] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("entry:") {
                commands.append(trimmed.dropFirst("entry:".count).split(separator: " ").map(String.init))
            } else if trimmed.hasPrefix("args:"), !commands.isEmpty {
                let list = trimmed.dropFirst("args:".count).trimmingCharacters(in: CharacterSet(charactersIn: " []"))
                commands[commands.count - 1] += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        return commands
    }
}
