import Foundation
import Testing
import TableSpecTestSupport

/// Composites (`{include: PATH}` sections) through the commands, as a user runs them in a
/// directory of their own: findings in the file where they are, once; every include error
/// at its line; the composed table exported and its index map; `--cache` checking a
/// composite again when a file it includes changes. (The diff, the drawing and the Swift:
/// `CompositionOutputTests`.)
@Suite struct CompositionCommandTests {
    static let screen = """
        tablespec: 1
        id: settings
        title: Settings
        sections:
          - {include: parts/account.yaml}
          - id: general
            rows:
              - {id: wifi, title: Wi-Fi}
          - {include: parts/legal.yaml}
        """
    static let account = """
        tablespec: 1
        id: account
        defaults: {rowHeight: 60}
        sections:
          - {include: profile.yaml}
        """
    static let profile = """
        tablespec: 1
        id: profile
        sections:
          - id: account
            kind: header
            rows:
              - {id: profile, kind: headerLead, title: Profile}
        """
    static let legal = """
        tablespec: 1
        id: legal
        sections:
          - id: legal
            kind: footer
            rows:
              - {id: terms, title: Terms}
        """

    /// A directory with the screen, a nested component (account includes profile) and legal.
    static func project() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", screen)
        try dir.write("parts/account.yaml", account)
        try dir.write("parts/profile.yaml", profile)
        try dir.write("parts/legal.yaml", legal)
        return dir
    }

    static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> ProcessOutput {
        try BinaryRunner.run(arguments + ["--color", "never"].filter { _ in arguments.first == "validate" }, in: dir.url)
    }

    @Test func aNestedCompositeValidatesAndExportsFlattened() throws {
        let dir = try Self.project()
        let check = try Self.run(["validate", "screen.yaml"], in: dir)
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout == "no problems in 4 files\n")
        let json = try Self.run(["export", "screen.yaml", "--format", "yaml"], in: dir)
        #expect(json.status == 0, "\(json)")
        // The component's defaults became its rows' own heights; no include is left.
        #expect(json.stdout.contains("  - id: profile\n    kind: headerLead\n    title: Profile\n    height: 60\n"), "\(json.stdout)")
        #expect(!json.stdout.contains("include"))
        let map = try Self.run(["export", "screen.yaml", "--format", "index-map"], in: dir)
        #expect(map.status == 0, "\(map)")
        let value = try JSONSerialization.jsonObject(with: Data(map.stdout.utf8)) as? [String: Any]
        let sections = value?["sections"] as? [[String: Any]] ?? []
        #expect(sections.map { $0["file"] as? String } == ["parts/profile.yaml", "screen.yaml", "parts/legal.yaml"])
        #expect(sections.map { $0["localIndex"] as? Int } == [0, 0, 0])
        let files = value?["files"] as? [[String: Any]] ?? []
        #expect(files.map { $0["firstSection"] as? Int } == [0, 1, 2])
    }

    @Test func zeroAndOneComponentAreOrdinary() throws {
        let dir = try TemporaryDirectory()
        try dir.write("empty.yaml", "tablespec: 1\nid: empty\nsections: []\n")
        try dir.write("zero.yaml", "tablespec: 1\nid: zero\nsections:\n  - {include: empty.yaml}\n")
        try dir.write("one.yaml", "tablespec: 1\nid: one\nsections:\n  - {include: part.yaml}\n")
        try dir.write("part.yaml", "tablespec: 1\nid: part\nsections:\n  - id: s\n    rows: [{id: r, title: R}]\n")
        let zero = try Self.run(["export", "zero.yaml", "--format", "json"], in: dir)
        #expect(zero.status == 0 && zero.stdout.contains("\"sections\": []"), "\(zero)")
        let one = try Self.run(["export", "one.yaml", "--format", "index-map"], in: dir)
        #expect(one.status == 0 && one.stdout.contains("\"file\": \"part.yaml\""), "\(one)")
    }

    @Test func aClashAcrossFilesIsReportedOnceInTheLaterFileWithANoteInTheOther() throws {
        let dir = try Self.project()
        try dir.write("parts/legal.yaml", Self.legal.replacingOccurrences(of: "id: terms", with: "id: wifi"))
        try dir.write("other.yaml", Self.screen.replacingOccurrences(of: "id: settings", with: "id: other")
            .replacingOccurrences(of: "id: wifi", with: "id: wlan"))
        let check = try Self.run(["validate", "screen.yaml", "other.yaml", "parts"], in: dir)
        #expect(check.status == 1)
        let located = check.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(located == ["parts/legal.yaml:7:14: error: duplicate row id 'wifi'; row ids must be unique across the table [duplicate-row-id]"], "\(check.stdout)")
        #expect(check.stdout.contains("screen.yaml:8:14: note: 'wifi' is first used here"), "\(check.stdout)")
        #expect(check.stdout.contains("screen.yaml:9:15: note: 'parts/legal.yaml' is included here"), "\(check.stdout)")
    }

    @Test func aStructuralFindingPointsIntoTheComponentWithTheIncludeLine() throws {
        let dir = try Self.project()
        try dir.write("late.yaml", "tablespec: 1\nid: late\nsections:\n  - id: first\n    rows: [{id: a, title: A}]\n  - {include: parts/account.yaml}\n")
        let check = try Self.run(["validate", "late.yaml"], in: dir)
        #expect(check.status == 1)
        #expect(check.stdout.contains("parts/profile.yaml:5:11: error: the header section 'account' must be the first section; move it to the top [header-section-position]"), "\(check.stdout)")
        #expect(check.stdout.contains("parts/account.yaml:5:15: note: 'profile.yaml' is included here"), "\(check.stdout)")
        #expect(check.stdout.contains("late.yaml:6:15: note: 'parts/account.yaml' is included here"), "\(check.stdout)")
    }

    @Test(arguments: [
        ("  - {include: parts/nothing.yaml}", "cannot include 'parts/nothing.yaml': no such file or directory [include-missing]"),
        ("  - {include: ../outside.yaml}", "the path leaves"),
        ("  - {include: /etc/hostname}", "an absolute path is not under"),
        ("  - {include: link.yaml}", "it is a symbolic link to a file outside"),
        ("  - {include: notes.json}", "it is not a table spec (it has no tablespec key) [include-not-spec]"),
        ("  - {include: loop.yaml}", "makes a cycle: loop.yaml → back.yaml → loop.yaml [include-cycle]"),
    ])
    func everyIncludeErrorIsAtItsLine(line: String, message: String) throws {
        let dir = try TemporaryDirectory()
        try dir.write("project/notes.json", "{\"theme\": \"dark\"}")
        try dir.write("project/loop.yaml", "tablespec: 1\nid: loop\nsections:\n  - {include: back.yaml}\n")
        try dir.write("project/back.yaml", "tablespec: 1\nid: back\nsections:\n  - {include: loop.yaml}\n")
        try dir.write("secret.yaml", "tablespec: 1\nid: secret\nsections: []\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path("project/link.yaml"), withDestinationPath: dir.path("secret.yaml"))
        let top = line.contains("loop") ? "loop.yaml" : "top.yaml"
        if top == "top.yaml" { try dir.write("project/top.yaml", "tablespec: 1\nid: top\nsections:\n" + line + "\n") }
        let check = try BinaryRunner.run(["validate", "--color", "never", top], in: dir.url.appendingPathComponent("project"))
        #expect(check.status == 1)
        // A cycle is reported at the include that closes it.
        #expect(check.stdout.hasPrefix("\(top == "loop.yaml" ? "back.yaml" : top):4:15: error: "), "\(check.stdout)")
        #expect(check.stdout.contains(message), "\(check.stdout)")
        #expect(!check.stdout.contains("secret"), "the file outside is never read nor echoed")
    }

    @Test func anIncludeBombIsRefusedAtItsFirstInclude() throws {
        let dir = try TemporaryDirectory()
        for level in 0..<30 {
            try dir.write("l\(level).yaml", "tablespec: 1\nid: l\(level)\nsections:\n  - {include: l\(level + 1).yaml}\n  - {include: l\(level + 1).yaml}\n")
        }
        try dir.write("l30.yaml", "tablespec: 1\nid: l30\nsections:\n  - id: s\n    rows: [{id: r, title: R}]\n")
        let check = try BinaryRunner.run(["validate", "--color", "never", "l0.yaml"], in: dir.url, timeout: 10)
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("l0.yaml:4:15: error: including 'l1.yaml' would take the composed table past the limit of 5000000 nodes [limit-exceeded]"), "\(check.stdout)")
    }

    @Test func suppressionsWorkInsideComponents() throws {
        let dir = try TemporaryDirectory()
        try dir.write("top.yaml", "tablespec: 1\nid: top\nsections:\n  - id: first\n    rows: [{id: a, title: A}]\n  - {include: part.yaml}\n")
        try dir.write("part.yaml", "tablespec: 1\nid: part\nsections:\n  - id: intro\n    # tablectl: disable-next-line header-section-position\n    kind: header\n    rows: [{id: b, title: B}]\n")
        let check = try BinaryRunner.run(["validate", "--color", "never", "top.yaml"], in: dir.url)
        #expect(check.status == 0, "\(check)")
    }

    @Test func theCacheChecksACompositeAgainWhenAnIncludedFileChanges() throws {
        let dir = try Self.project()
        let cache = dir.path(".cache")
        let first = try BinaryRunner.run(["validate", "--color", "never", "--cache-dir", cache, "screen.yaml"], in: dir.url)
        #expect(first.status == 0, "\(first)")
        try dir.write("parts/legal.yaml", Self.legal.replacingOccurrences(of: "id: terms", with: "id: profile"))
        let second = try BinaryRunner.run(["validate", "--color", "never", "--cache-dir", cache, "screen.yaml"], in: dir.url)
        #expect(second.status == 1, "\(second)")
        #expect(second.stdout.contains("parts/legal.yaml:7:14: error: duplicate row id 'profile'"), "\(second.stdout)")
    }
}
