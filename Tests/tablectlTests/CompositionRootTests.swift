import Foundation
import Testing
import TableSpecTestSupport

/// Where a composite's includes may point and how its files are configured: the root of a
/// `.tablectl.yml`, each component's own configuration (settings, excludes), the size and
/// depth limits, unreadable files, and git's diff driver, which reads no other file.
@Suite struct CompositionRootTests {
    static let part = "tablespec: 1\nid: legal\nsections:\n  - id: legal\n    rows: [{id: terms, title: Terms}]\n"

    static func validate(_ arguments: [String], in dir: TemporaryDirectory, _ sub: String = "") throws -> ProcessOutput {
        try BinaryRunner.run(["validate", "--color", "never"] + arguments, in: sub.isEmpty ? dir.url : dir.url.appendingPathComponent(sub))
    }

    @Test func aConfigurationRootLetsAnIncludeClimbToASiblingDirectory() throws {
        let dir = try TemporaryDirectory()
        try dir.write("repo/screens/settings.yaml", "tablespec: 1\nid: s\nsections:\n  - {include: ../common/legal.yaml}\n")
        try dir.write("repo/common/legal.yaml", Self.part)
        let outside = try Self.validate(["screens/settings.yaml"], in: dir, "repo")
        #expect(outside.status == 1)
        #expect(outside.stdout.contains("screens/settings.yaml:4:15: error: cannot include '../common/legal.yaml': the path leaves"), "\(outside.stdout)")
        try dir.write("repo/.tablectl.yml", "rules: {}\n")
        let inside = try Self.validate(["screens/settings.yaml"], in: dir, "repo")
        #expect(inside.status == 0, "\(inside.stdout)")
        #expect(inside.stdout == "no problems in 2 files\n")
        let render = try BinaryRunner.run(["export", "--format", "index-map", "screens/settings.yaml"], in: dir.url.appendingPathComponent("repo"))
        #expect(render.status == 0 && render.stdout.contains("\"file\": \"../common/legal.yaml\""), "\(render)")
    }

    @Test func aComponentKeepsItsOwnConfiguration() throws {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", "tablespec: 1\nid: s\nsections:\n  - {include: parts/a.yaml}\n  - {include: legacy/b.yaml}\n")
        try dir.write("parts/a.yaml", "tablespec: 1\nid: a\nsections:\n  - id: a\n    rows: []\n")
        try dir.write("legacy/b.yaml", "tablespec: 1\nid: b\nsections:\n  - id: b\n    rows: [{id: x, titel: X}]\n")
        try dir.write(".tablectl.yml", "exclude: [\"legacy/**\"]\noverrides:\n  - files: [\"parts/**\"]\n    rules: {empty-section: off}\n")
        let check = try Self.validate(["screen.yaml"], in: dir)
        // parts/a.yaml's empty section is off there; legacy/b.yaml is excluded: composed, not reported.
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout == "no problems in 2 files\n")
        let export = try BinaryRunner.run(["export", "--format", "index-map", "screen.yaml"], in: dir.url)
        #expect(export.status == 2, "an error in an excluded part still stops an export: \(export)")
        #expect(export.stderr.hasSuffix(
            "tablectl: error: cannot export 'legacy/b.yaml': it has 2 errors; fix them first (it is included by 'screen.yaml')\n"),
            "\(export.stderr)")
    }

    @Test func aTooLargeOrUnreadableComponentIsRefusedAtItsInclude() throws {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", "tablespec: 1\nid: s\nsections:\n  - {include: big.yaml}\n  - {include: locked.yaml}\n")
        try dir.write("big.yaml", Self.part + "x-padding: \"" + String(repeating: "x", count: 400) + "\"\n")
        try dir.write("locked.yaml", Self.part.replacingOccurrences(of: "id: legal", with: "id: locked"))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: dir.path("locked.yaml"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: dir.path("locked.yaml")) }
        let check = try Self.validate(["--max-file-size", "300", "screen.yaml"], in: dir)
        #expect(check.status == 1)
        #expect(check.stdout.contains("screen.yaml:4:15: error: cannot include 'big.yaml': it is larger than the limit of 300 bytes [include-missing]"), "\(check.stdout)")
        // Root reads any file: there the locked one is read like the others.
        if !FileManager.default.isReadableFile(atPath: dir.path("locked.yaml")) {
            #expect(check.stdout.contains("screen.yaml:5:15: error: cannot include 'locked.yaml': permission denied [include-missing]"), "\(check.stdout)")
        }
    }

    @Test func includesNestNoDeeperThanTheDepthLimit() throws {
        let dir = try TemporaryDirectory()
        for level in 0..<5 {
            try dir.write("l\(level).yaml", "tablespec: 1\nid: l\(level)\nsections:\n  - {include: l\(level + 1).yaml}\n")
        }
        try dir.write("l5.yaml", Self.part)
        let check = try Self.validate(["--max-depth", "3", "l0.yaml"], in: dir)
        #expect(check.status == 1)
        #expect(check.stdout.contains("l2.yaml:4:15: error: including 'l3.yaml' would nest includes deeper than the limit of 3 files [limit-exceeded]"), "\(check.stdout)")
    }

    @Test func aNestedComponentsIndexTitlesThatCannotApplyAreAConflict() throws {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", "tablespec: 1\nid: s\nsections:\n  - {include: group.yaml}\n")
        try dir.write("group.yaml", "tablespec: 1\nid: g\nsectionIndexTitles: [A, B]\nsections:\n  - id: a\n    rows: [{id: x, title: X}]\n  - {include: own.yaml}\n")
        try dir.write("own.yaml", "tablespec: 1\nid: o\nsections:\n  - id: b\n    indexTitle: Z\n    rows: [{id: y, title: Y}]\n")
        let check = try Self.validate(["screen.yaml"], in: dir)
        #expect(check.status == 1)
        #expect(check.stdout.contains("group.yaml:3:1: error: sectionIndexTitles cannot apply here: section 'b', which this file includes, sets its own indexTitle [index-titles-conflict]"), "\(check.stdout)")
    }

    @Test func anIncludeKeyAnywhereMakesAnIncludeItem() throws {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", "tablespec: 1\nid: s\nsections:\n  - {title: Legal, include: legal.yaml}\n")
        try dir.write("legal.yaml", Self.part)
        let check = try Self.validate(["screen.yaml"], in: dir)
        #expect(check.stdout.hasPrefix("screen.yaml:4:6: error: unknown key 'title' in an include (it has only the key include)"), "\(check.stdout)")
        let map = try BinaryRunner.run(["export", "--format", "index-map", "screen.yaml"], in: dir.url)
        #expect(map.status == 2, "an error blocks export")
    }

    @Test func gitsDiffDriverComparesOwnSectionsAndReadsNoOtherFile() throws {
        let dir = try TemporaryDirectory()
        let composite = "tablespec: 1\nid: s\nsections:\n  - id: own\n    rows: [{id: a, title: A}]\n  - {include: part.yaml}\n"
        try dir.write("tmp/old-screen.yaml", composite)
        // Beside git's temporary copy: a file that must not be read.
        try dir.write("tmp/part.yaml", "tablespec: 1\nid: p\nsections:\n  - id: trap\n    rows: [{id: t, titel: T}]\n")
        try dir.write("screen.yaml", composite.replacingOccurrences(of: "title: A", with: "title: B"))
        try dir.write("part.yaml", Self.part)
        let diff = try BinaryRunner.run(
            ["diff", "screen.yaml", dir.path("tmp/old-screen.yaml"), "1111111", "100644", "screen.yaml", "2222222", "100644"],
            in: dir.url)
        #expect(diff.status == 0, "\(diff)")
        #expect(diff.stdout.contains("~ row a at 0.0: title: \"A\" → \"B\""), "\(diff.stdout)")
        #expect(!diff.stdout.contains("trap") && !diff.stderr.contains("trap") && !diff.stderr.contains("titel"), "\(diff)")
        #expect(!diff.stdout.contains("legal"), "the new side's part is not read either: \(diff.stdout)")
    }
}
