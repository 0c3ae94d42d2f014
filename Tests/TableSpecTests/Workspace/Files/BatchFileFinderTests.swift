import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

@Suite struct BatchFileFinderTests {
    @Test func findsSpecFilesRecursivelyInByteOrder() throws {
        let tree = try TemporaryDirectory(files: [
            "b.yaml": "", "a.yml": "", "C.JSON": "", "notes.txt": "", "README.md": "",
            "nested/z.yaml": "", "nested/deeper/a.json": "", "nested/a.yaml": "",
        ])
        let found = SpecFileFinder.find([tree.root])
        #expect(found.failures.isEmpty)
        #expect(tree.relative(found.files) == [
            "C.JSON", "a.yml", "b.yaml", "nested/a.yaml", "nested/deeper/a.json", "nested/z.yaml",
        ])
    }

    @Test func skipsHiddenEntriesAndBuildFolders() throws {
        let tree = try TemporaryDirectory(files: [
            "keep.yaml": "", ".hidden.yaml": "", ".git/config.yaml": "",
            ".build/debug/x.json": "", ".build-cli/y.yaml": "", "dir/.secret/z.yaml": "",
        ])
        let found = SpecFileFinder.find([tree.root])
        #expect(tree.relative(found.files) == ["keep.yaml"])
    }

    @Test func anExplicitFileIsTakenWhateverItsExtension() throws {
        let tree = try TemporaryDirectory(files: ["spec.txt": "", ".hidden.yaml": ""])
        let found = SpecFileFinder.find([tree.path("spec.txt"), tree.path(".hidden.yaml")])
        #expect(tree.relative(found.files) == ["spec.txt", ".hidden.yaml"])
    }

    @Test func keepsArgumentOrderAndDropsDuplicates() throws {
        let tree = try TemporaryDirectory(files: ["d/b.yaml": "", "d/a.yaml": "", "z.yaml": ""])
        let found = SpecFileFinder.find([tree.path("z.yaml"), tree.path("d"), tree.path("d/a.yaml"), tree.path("z.yaml")])
        #expect(tree.relative(found.files) == ["z.yaml", "d/a.yaml", "d/b.yaml"])
    }

    @Test func missingPathIsAFailureAndOthersAreStillFound() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": ""])
        let missing = tree.path("missing.yaml")
        let found = SpecFileFinder.find([missing, tree.root])
        #expect(tree.relative(found.files) == ["a.yaml"])
        #expect(found.failures == [BatchFailure(path: missing, message: "no such file or directory: '\(missing)'")])
    }

    @Test func symbolicLinkCyclesDoNotLoop() throws {
        let tree = try TemporaryDirectory(files: ["dir/a.yaml": "", "target.yaml": ""])
        try FileManager.default.createSymbolicLink(atPath: tree.path("dir/loop"), withDestinationPath: tree.path("dir"))
        try FileManager.default.createSymbolicLink(atPath: tree.path("dir/link.yaml"), withDestinationPath: tree.path("target.yaml"))
        let found = SpecFileFinder.find([tree.path("dir")])
        #expect(tree.relative(found.files) == ["dir/a.yaml", "dir/link.yaml"])
    }

    @Test(arguments: [
        ("a.yaml", true), ("a.YML", true), ("a.json", true), ("a.yaml.bak", false),
        ("yaml", false), (".yaml", false), ("a.", false),
        ("écran.JsOn", true), ("a.yamlx", false), ("a.ym", false), ("a.yaml ", false), ("a.y\u{301}ml", false),
        ("a.\u{212A}son", false), ("b.c.Yaml", true),
    ])
    func specFileNames(name: String, expected: Bool) {
        #expect(SpecFileFinder.isSpecFileName(name) == expected)
    }

    @Test func inputsTakeStandardInputOnceAndDropDuplicates() throws {
        let tree = try TemporaryDirectory(files: ["d/a.yaml": "", "d/b.json": ""])
        let result = SpecFileFinder.inputs(
            for: [tree.path("d/b.json"), "-", tree.path("d"), "-"], stdinName: "screen.yaml")
        #expect(result.failures.isEmpty)
        #expect(result.inputs == [
            .file(tree.path("d/b.json")), .standardInput(name: "screen.yaml"), .file(tree.path("d/a.yaml")),
        ])
    }

    @Test func inputsSayWhenNothingWasFound() throws {
        let tree = try TemporaryDirectory(files: ["notes.txt": ""])
        let result = SpecFileFinder.inputs(for: [tree.root], stdinName: "<stdin>")
        #expect(result.inputs.isEmpty)
        #expect(result.failures.map(\.message) == ["no spec files (.yaml, .yml, .json) found in '\(tree.root)'"])
    }
}
