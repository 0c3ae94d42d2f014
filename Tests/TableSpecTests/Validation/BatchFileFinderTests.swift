import Foundation
import TableSpec
import Testing

/// A directory tree made for one test and removed after it.
final class BatchTemporaryTree {
    let root: URL

    /// Creates `files` (relative path → contents) under a new temporary directory.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablectl-batch-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// `paths` made relative to the root, for readable expectations.
    func relative(_ paths: [String]) -> [String] {
        paths.map { String($0.dropFirst(root.path.count + 1)) }
    }
}

@Suite struct BatchFileFinderTests {
    @Test func findsSpecFilesRecursivelyInByteOrder() throws {
        let tree = try BatchTemporaryTree([
            "b.yaml": "", "a.yml": "", "C.JSON": "", "notes.txt": "", "README.md": "",
            "nested/z.yaml": "", "nested/deeper/a.json": "", "nested/a.yaml": "",
        ])
        let found = SpecFileFinder.find([tree.root.path])
        #expect(found.failures.isEmpty)
        #expect(tree.relative(found.files) == [
            "C.JSON", "a.yml", "b.yaml", "nested/a.yaml", "nested/deeper/a.json", "nested/z.yaml",
        ])
    }

    @Test func skipsHiddenEntriesAndBuildFolders() throws {
        let tree = try BatchTemporaryTree([
            "keep.yaml": "", ".hidden.yaml": "", ".git/config.yaml": "",
            ".build/debug/x.json": "", ".build-cli/y.yaml": "", "dir/.secret/z.yaml": "",
        ])
        let found = SpecFileFinder.find([tree.root.path])
        #expect(tree.relative(found.files) == ["keep.yaml"])
    }

    @Test func anExplicitFileIsTakenWhateverItsExtension() throws {
        let tree = try BatchTemporaryTree(["spec.txt": "", ".hidden.yaml": ""])
        let found = SpecFileFinder.find([tree.path("spec.txt"), tree.path(".hidden.yaml")])
        #expect(tree.relative(found.files) == ["spec.txt", ".hidden.yaml"])
    }

    @Test func keepsArgumentOrderAndDropsDuplicates() throws {
        let tree = try BatchTemporaryTree(["d/b.yaml": "", "d/a.yaml": "", "z.yaml": ""])
        let found = SpecFileFinder.find([tree.path("z.yaml"), tree.path("d"), tree.path("d/a.yaml"), tree.path("z.yaml")])
        #expect(tree.relative(found.files) == ["z.yaml", "d/a.yaml", "d/b.yaml"])
    }

    @Test func missingPathIsAFailureAndOthersAreStillFound() throws {
        let tree = try BatchTemporaryTree(["a.yaml": ""])
        let missing = tree.path("missing.yaml")
        let found = SpecFileFinder.find([missing, tree.root.path])
        #expect(tree.relative(found.files) == ["a.yaml"])
        #expect(found.failures == [BatchFailure(path: missing, message: "no such file or directory: '\(missing)'")])
    }

    @Test func symbolicLinkCyclesDoNotLoop() throws {
        let tree = try BatchTemporaryTree(["dir/a.yaml": "", "target.yaml": ""])
        try FileManager.default.createSymbolicLink(atPath: tree.path("dir/loop"), withDestinationPath: tree.path("dir"))
        try FileManager.default.createSymbolicLink(atPath: tree.path("dir/link.yaml"), withDestinationPath: tree.path("target.yaml"))
        let found = SpecFileFinder.find([tree.path("dir")])
        #expect(tree.relative(found.files) == ["dir/a.yaml", "dir/link.yaml"])
    }

    @Test(arguments: [
        ("a.yaml", true), ("a.YML", true), ("a.json", true), ("a.yaml.bak", false),
        ("yaml", false), (".yaml", false), ("a.", false),
    ])
    func specFileNames(name: String, expected: Bool) {
        #expect(SpecFileFinder.isSpecFileName(name) == expected)
    }

    @Test func inputsTakeStandardInputOnceAndDropDuplicates() throws {
        let tree = try BatchTemporaryTree(["d/a.yaml": "", "d/b.json": ""])
        let result = SpecFileFinder.inputs(
            for: [tree.path("d/b.json"), "-", tree.path("d"), "-"], stdinName: "screen.yaml")
        #expect(result.failures.isEmpty)
        #expect(result.inputs == [
            .file(tree.path("d/b.json")), .standardInput(name: "screen.yaml"), .file(tree.path("d/a.yaml")),
        ])
    }

    @Test func inputsSayWhenNothingWasFound() throws {
        let tree = try BatchTemporaryTree(["notes.txt": ""])
        let result = SpecFileFinder.inputs(for: [tree.root.path], stdinName: "<stdin>")
        #expect(result.inputs.isEmpty)
        #expect(result.failures.map(\.message) == ["no spec files (.yaml, .yml, .json) found in '\(tree.root.path)'"])
    }
}
