import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl diff` exit statuses: 0 identical, 1 different (0 with `--exit-zero`), 2 when a
/// side cannot be diffed (with its findings in validate's text form on standard error);
/// findings that do not stop a diff are printed as warnings.
@Suite struct DiffExitStatusTests {
    static let folder = TestPaths.fixtures + "/diff"

    @Test func exitStatuses() throws {
        let same = try BinaryRunner.run(["diff", "specs/settings.yaml", "specs/settings.yaml"])
        #expect(same.status == 0)
        #expect(same.stdout == "no differences\n")
        let different = try BinaryRunner.run(["diff", Self.folder + "/old.yaml", Self.folder + "/new.yaml"])
        #expect(different.status == 1)
        let zero = try BinaryRunner.run(["diff", "--exit-zero", Self.folder + "/old.yaml", Self.folder + "/new.yaml"])
        #expect(zero.status == 0)
        #expect(zero.stdout == different.stdout)
    }

    @Test func missingFileExitsTwo() throws {
        let out = try BinaryRunner.run(["diff", "specs/settings.yaml", "no/such.yaml"])
        #expect(out.status == 2)
        #expect(out.stderr == "tablectl: error: cannot read 'no/such.yaml': no such file or directory\n")
        #expect(out.stdout.isEmpty)
    }

    @Test func loadErrorExitsTwoWithDiagnostics() throws {
        let broken = Self.folder + "/syntax-error.yaml"
        let out = try BinaryRunner.run(["diff", broken, Self.folder + "/small.yaml"])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.hasPrefix("\(broken):5:1: error: "), "\(out.stderr)")
        #expect(out.stderr.contains("[syntax]"))
        #expect(out.stderr.hasSuffix("tablectl: error: cannot diff: '\(broken)' does not load\n"))
    }

    @Test func duplicateIDExitsTwoWithDiagnostics() throws {
        let duplicate = Self.folder + "/duplicate-row.yaml"
        let out = try BinaryRunner.run(["diff", Self.folder + "/small.yaml", duplicate, "--exit-zero"])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr == """
            \(duplicate):8:14: error: duplicate row id 'ada'; row ids must be unique across the table [duplicate-row-id]
                  - {id: ada, title: Ada Lovelace}
                         ^~~
            \(duplicate):7:14: note: 'ada' is first used here
            tablectl: error: cannot diff: '\(duplicate)' uses a section or row id more than once

            """)
    }

    @Test func otherFindingsAreWarningsAndTheDiffProceeds() throws {
        let warned = Self.folder + "/small-warning.yaml"
        let out = try BinaryRunner.run(["diff", Self.folder + "/small.yaml", warned])
        #expect(out.status == 1)
        #expect(out.stderr.hasPrefix("\(warned):11:37: warning: unknown key 'colour' in a row"), "\(out.stderr)")
        #expect(!out.stderr.contains("error"))
        #expect(out.stdout.contains("  + row alonzo at 0.2\n"))
        #expect(out.stdout.hasSuffix("1 row inserted\n"))
    }

    @Test func badArgumentsExitTwo() throws {
        let one = try BinaryRunner.run(["diff", "specs/settings.yaml"])
        #expect(one.status == 2)
        #expect(one.stderr.contains("expected two specs, OLD and NEW (or --git REV FILE), not 1 argument"))
        let format = try BinaryRunner.run(["diff", "--format", "jsn", "specs/settings.yaml", "specs/profile.yaml"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("unknown format 'jsn'; did you mean 'json'?"), "\(format.stderr)")
        let git = try BinaryRunner.run(["diff", "--git", "HEAD", "a.yaml", "b.yaml"])
        #expect(git.status == 2)
        #expect(git.stderr.contains("--git takes one file"))
    }

    @Test func unwritableOutputFileExitsTwo() throws {
        let tree = try TemporaryDirectory(files: ["file": "x"])
        let out = try BinaryRunner.run(["diff", "-o", tree.path("file/out.txt"), "specs/settings.yaml", "specs/settings.yaml"])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("tablectl: error: cannot write '\(tree.path("file/out.txt"))'"), "\(out.stderr)")
    }
}
