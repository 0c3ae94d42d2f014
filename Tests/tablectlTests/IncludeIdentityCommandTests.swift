import Foundation
import Testing
import TableSpecTestSupport

/// Includes and outputs under attack, through the commands: a symbolic-link include bomb
/// (`l1 -> .`, `l2 -> .`: 2^depth paths to one file) is an `include-cycle` at once in every
/// command; a FIFO (or a link to one) is never opened, as an include, a spec or an output,
/// so nothing blocks; an output linked to `/dev/stdin` is never read. Each run has a hang
/// guard: before the fixes, each of them ran until it was killed.
@Suite struct IncludeIdentityCommandTests {
    static let guardSeconds: TimeInterval = 30

    /// A directory with `a.yaml` including itself through the links `l1` and `l2` to `.`.
    static func bomb() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("a.yaml", """
            tablespec: 1
            id: a
            sections:
              - {include: l1/a.yaml}
              - {include: l2/a.yaml}
              - id: s
                rows: [{id: r, title: R}]

            """)
        for link in ["l1", "l2"] {
            try FileManager.default.createSymbolicLink(atPath: dir.path(link), withDestinationPath: ".")
        }
        return dir
    }

    static func run(_ arguments: [String], in dir: TemporaryDirectory, stdin: Data = Data()) throws -> ProcessOutput {
        try BinaryRunner.run(arguments, stdin: stdin, in: dir.url, timeout: guardSeconds)
    }

    static let cycle = "a.yaml:4:15: error: including 'l1/a.yaml' makes a cycle: a.yaml → a.yaml [include-cycle]"

    @Test func aSymbolicLinkIncludeBombIsACycleAtOnce() throws {
        let dir = try Self.bomb()
        let check = try Self.run(["validate", "--color", "never", "a.yaml"], in: dir)
        #expect(check.status == 1, "\(check)")
        #expect(check.stdout.hasPrefix(Self.cycle), "\(check.stdout)")
        #expect(check.stdout.contains("a.yaml:5:15: error: including 'l2/a.yaml' makes a cycle: a.yaml → a.yaml [include-cycle]"))
        #expect(!check.stdout.contains("too many levels of symbolic links"), "\(check.stdout)")
    }

    @Test(arguments: [
        ["export", "--format", "json", "a.yaml"],
        ["render", "a.yaml"],
        ["diff", "a.yaml", "a.yaml"],
        ["simulate", "a.yaml", "--actions", "script.yaml"],
        ["generate", "a.yaml", "--output", "A.swift"],
    ])
    func everyCommandEndsAtOnceOnTheBomb(arguments: [String]) throws {
        let dir = try Self.bomb()
        try dir.write("script.yaml", "- select: r\n")
        let run = try Self.run(arguments, in: dir)
        #expect([0, 1, 2].contains(run.status), "ends by itself (diff reports findings as warnings): \(run)")
        #expect((run.stdout + run.stderr).contains("include-cycle"), "\(run)")
    }

    @Test func aChainOfLinksBelowTheTopIsACycleInTheFileThatClosesIt() throws {
        let dir = try TemporaryDirectory()
        try dir.write("top.yaml", "tablespec: 1\nid: top\nsections:\n  - {include: parts/b.yaml}\n  - {include: l1/parts/b.yaml}\n")
        try dir.write("parts/b.yaml", "tablespec: 1\nid: b\nsections:\n  - {include: l1/b.yaml}\n  - id: s\n    rows: [{id: r, title: R}]\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path("l1"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir.path("parts/l1"), withDestinationPath: ".")
        let check = try Self.run(["validate", "--color", "never", "top.yaml"], in: dir)
        #expect(check.status == 1, "\(check)")
        #expect(check.stdout.contains(
            "parts/b.yaml:4:15: error: including 'l1/b.yaml' makes a cycle: parts/b.yaml → parts/b.yaml [include-cycle]"),
            "\(check.stdout)")
        // `l1/parts/b.yaml` is the same file: composed twice, read once, its findings once.
        #expect(check.stdout.components(separatedBy: "[include-cycle]").count == 2, "\(check.stdout)")
    }

    /// A FIFO `pipe.yaml` (no writer: opening it for reading would wait forever) and a link to it.
    static func withFIFO() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        #expect(mkfifo(dir.path("pipe.yaml"), 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir.path("link.yaml"), withDestinationPath: "pipe.yaml")
        return dir
    }

    @Test func aFIFOIncludeIsRefusedAtItsLineWithoutBeingOpened() throws {
        let dir = try Self.withFIFO()
        try dir.write("top.yaml", "tablespec: 1\nid: top\nsections:\n  - {include: pipe.yaml}\n  - {include: link.yaml}\n")
        let check = try Self.run(["validate", "--color", "never", "top.yaml"], in: dir)
        #expect(check.status == 1, "\(check)")
        #expect(check.stdout.hasPrefix(
            "top.yaml:4:15: error: cannot include 'pipe.yaml': it is a FIFO, not a regular file [include-missing]"),
            "\(check.stdout)")
        #expect(check.stdout.contains(
            "top.yaml:5:15: error: cannot include 'link.yaml': it is a FIFO, not a regular file [include-missing]"),
            "\(check.stdout)")
    }

    @Test func aFIFOSpecOrScriptIsRefusedWithoutBeingOpened() throws {
        let dir = try Self.withFIFO()
        try dir.write("a.yaml", "tablespec: 1\nid: a\nsections:\n  - id: s\n    rows: [{id: r, title: R}]\n")
        let spec = try Self.run(["validate", "--color", "never", "link.yaml"], in: dir)
        #expect(spec.status == 2, "\(spec)")
        #expect(spec.stderr.contains("cannot read 'link.yaml': it is a FIFO, not a regular file"), "\(spec)")
        let script = try Self.run(["simulate", "a.yaml", "--actions", "pipe.yaml"], in: dir)
        #expect(script.status == 2, "\(script)")
        #expect(script.stderr.contains("it is a FIFO, not a regular file"), "\(script)")
    }

    static let spec = "tablespec: 1\nid: a\nsections:\n  - id: s\n    rows: [{id: r, title: R}]\n"

    @Test func anOutputLinkedToAFIFOIsReplacedNeverRead() throws {
        let dir = try Self.withFIFO()
        try dir.write("a.yaml", Self.spec)
        try FileManager.default.createSymbolicLink(atPath: dir.path("A.swift"), withDestinationPath: "pipe.yaml")
        let check = try Self.run(["generate", "a.yaml", "--output", "A.swift", "--check"], in: dir)
        #expect(check.status == 2, "\(check)")
        #expect(check.stderr.contains("cannot read 'A.swift': it is a FIFO, not a regular file"), "\(check)")
        let exportCheck = try Self.run(["export", "--format", "swift", "a.yaml", "-o", "A.swift", "--check"], in: dir)
        #expect(exportCheck.status == 2, "\(exportCheck)")
        let generate = try Self.run(["generate", "a.yaml", "--output", "A.swift"], in: dir)
        #expect(generate.status == 0, "\(generate)")
        let written = try FileManager.default.attributesOfItem(atPath: dir.path("A.swift"))
        #expect(written[.type] as? FileAttributeType == .typeRegular, "the link is replaced by the generated file")
        #expect(try dir.read("A.swift").contains("enum"))
    }

    @Test func anOutputLinkedToStandardInputIsNeverRead() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a.yaml", Self.spec)
        #expect(try Self.run(["generate", "a.yaml", "--output", "expected.swift"], in: dir).status == 0)
        let expected = try Data(contentsOf: URL(fileURLWithPath: dir.path("expected.swift")))
        try FileManager.default.createSymbolicLink(atPath: dir.path("A.swift"), withDestinationPath: "/dev/stdin")
        // Standard input holds the very text: reading it would call the output up to date.
        let check = try Self.run(["generate", "a.yaml", "--output", "A.swift", "--check"], in: dir, stdin: expected)
        #expect(check.status == 2, "\(check)")
        #expect(check.stderr.contains("not a regular file"), "\(check)")
    }
}
