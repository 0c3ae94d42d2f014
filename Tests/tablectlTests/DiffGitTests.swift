import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `tablectl diff` with real git in a temporary repository: as an external diff driver
/// (`diff.<driver>.command` with `.gitattributes`, and `GIT_EXTERNAL_DIFF`), and `--git REV
/// FILE`.
@Suite struct DiffGitTests {
    static let before = """
        tablespec: 1
        id: screen
        sections:
          - id: main
            header: Main
            rows:
              - {id: a, title: Alpha}
              - {id: b, title: Beta}
              - {id: c, title: Gamma}

        """
    static let after = """
        tablespec: 1
        id: screen
        sections:
          - id: main
            header: Main
            rows:
              - {id: c, title: Gamma}
              - {id: a, title: Alpha}
              - {id: b, title: Bravo}

        """

    /// A repository with `specs/screen.tablespec.yaml` committed as ``before`` and edited
    /// to ``after`` in the working copy.
    static func repository() throws -> TemporaryDirectory {
        let tree = try TemporaryDirectory(files: ["specs/screen.tablespec.yaml": before])
        try git(["init", "-q"], in: tree)
        try git(["add", "."], in: tree)
        try git(["commit", "-q", "-m", "screen"], in: tree)
        try tree.write("specs/screen.tablespec.yaml", after)
        return tree
    }

    struct GitOutput {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs git in `tree` with a configuration of its own (no user or system settings).
    @discardableResult
    static func git(_ arguments: [String], in tree: TemporaryDirectory, directory: String = "",
                    environment: [String: String] = [:]) throws -> GitOutput {
        var env = ProcessInfo.processInfo.environment
        for key in env.keys where key.hasPrefix("GIT_") { env[key] = nil }
        env.merge([
            "HOME": tree.root, "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
            "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com", "NO_COLOR": "1",
        ]) { _, new in new }
        env.merge(environment) { _, new in new }
        let run = try Subprocess.run(
            ["git"] + arguments, environment: env,
            directory: directory.isEmpty ? tree.root : tree.url.appendingPathComponent(directory).path)
        return GitOutput(status: run.status, stdout: String(decoding: run.standardOutput, as: UTF8.self),
                         stderr: String(decoding: run.standardError, as: UTF8.self))
    }

    static var binary: String { get throws { try BinaryRunner.executable().path } }

    static let expectedChange = """
        section main
          > row c 0.2 → 0.0
          ~ row b at 0.1: title: "Beta" → "Bravo"
        1 row moved, 1 row updated

        """

    @Test func gitDiffUsesTheConfiguredDriver() throws {
        let tree = try Self.repository()
        try tree.write(".gitattributes", "*.tablespec.yaml diff=tablespec\n")
        try Self.git(["config", "diff.tablespec.command", "'\(try Self.binary)' diff"], in: tree)
        let out = try Self.git(["diff", "--", "specs/screen.tablespec.yaml"], in: tree)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout == """
            diff --tablespec a/specs/screen.tablespec.yaml b/specs/screen.tablespec.yaml
            --- a/specs/screen.tablespec.yaml
            +++ b/specs/screen.tablespec.yaml

            """ + Self.expectedChange)
        // Without the attribute, git shows its own line diff.
        try tree.write(".gitattributes", "")
        let plain = try Self.git(["diff", "--", "specs/screen.tablespec.yaml"], in: tree)
        #expect(plain.stdout.contains("-      - {id: b, title: Beta}"))
    }

    @Test func externalDiffShowsAnAddedFileAsInserted() throws {
        let tree = try Self.repository()
        try tree.write("specs/new.tablespec.yaml", Self.before)
        try Self.git(["add", "specs/new.tablespec.yaml"], in: tree)
        let out = try Self.git(["diff", "--cached"], in: tree, environment: ["GIT_EXTERNAL_DIFF": try Self.binary + " diff"])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout == """
            diff --tablespec a/specs/new.tablespec.yaml b/specs/new.tablespec.yaml
            --- /dev/null
            +++ b/specs/new.tablespec.yaml
            section main
              + section inserted at 0
              + row a at 0.0
              + row b at 0.1
              + row c at 0.2
            1 section inserted, 3 rows inserted

            """)
    }

    @Test func externalDiffReportsAFileThatDoesNotLoad() throws {
        let tree = try Self.repository()
        try tree.write("specs/screen.tablespec.yaml", "title: \"unclosed\n")
        let out = try Self.git(["diff"], in: tree, environment: ["GIT_EXTERNAL_DIFF": try Self.binary + " diff"])
        #expect(out.status != 0)
        #expect(out.stderr.contains("b/specs/screen.tablespec.yaml:2:1: error: "), "\(out.stderr)")
        #expect(out.stderr.contains("tablectl: error: cannot diff: 'b/specs/screen.tablespec.yaml' does not load"))
    }

    @Test func gitOptionComparesARevisionWithTheWorkingCopy() throws {
        let tree = try Self.repository()
        let fromRoot = try BinaryRunner.run(["diff", "--git", "HEAD", "specs/screen.tablespec.yaml"], in: tree.url)
        #expect(fromRoot.status == 1, "\(fromRoot.stderr)")
        #expect(fromRoot.stdout == """
            --- HEAD:specs/screen.tablespec.yaml
            +++ specs/screen.tablespec.yaml

            """ + Self.expectedChange)
        // From a subdirectory, the path is relative to it, not to the repository root.
        let specs = tree.url.appendingPathComponent("specs")
        let fromSubdirectory = try BinaryRunner.run(["diff", "--git", "HEAD", "screen.tablespec.yaml", "--format", "stat"], in: specs)
        #expect(fromSubdirectory.status == 1, "\(fromSubdirectory.stderr)")
        #expect(fromSubdirectory.stdout.contains("rows:     0 deleted, 0 inserted, 1 moved, 1 updated\n"))
        // An absolute path works from anywhere.
        let absolute = try BinaryRunner.run(["diff", "--git", "HEAD", tree.path("specs/screen.tablespec.yaml")])
        #expect(absolute.status == 1, "\(absolute.stderr)")
    }

    @Test func gitErrorsExitTwoWithGitsMessage() throws {
        let tree = try Self.repository()
        let badRevision = try BinaryRunner.run(["diff", "--git", "no-such-rev", "specs/screen.tablespec.yaml"], in: tree.url)
        #expect(badRevision.status == 2)
        #expect(badRevision.stderr.hasPrefix("tablectl: error: git show no-such-rev:./screen.tablespec.yaml (in 'specs') failed: "))
        #expect(badRevision.stdout.isEmpty)
        try tree.write("specs/untracked.yaml", Self.before)
        let untracked = try BinaryRunner.run(["diff", "--git", "HEAD", "specs/untracked.yaml"], in: tree.url)
        #expect(untracked.status == 2)
        #expect(untracked.stderr.contains("untracked.yaml"), "\(untracked.stderr)")
    }
}
