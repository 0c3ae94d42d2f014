import Foundation
import TableSpecTestSupport
import Testing
@testable import TableSpec

/// ``DirectoryCursor`` looks files up as `stat` and `open` with the whole path do, whatever
/// the order of directories, the shape of the path, or what changed in between.
@Suite struct DirectoryCursorTests {
    static let files = [
        "a.yaml": "a", "one/b.yaml": "bb", "one/c.yaml": "ccc", "two/d.yaml": "dddd",
        "one/nested/e.yaml": "eeeee", "two/one/f.yaml": "ffffff",
    ]

    /// Paths from one directory, from alternating directories, nested and sharing
    /// prefixes (`one/` and `two/one/`), absolute and relative, with `./` and `..`.
    @Test func metadataIsTheWholePathsMetadata() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cursor = DirectoryCursor()
        let relative = ["one/b.yaml", "one/c.yaml", "two/d.yaml", "one/b.yaml", "one/nested/e.yaml", "two/one/f.yaml",
                        "one/c.yaml", "./two/d.yaml", "one/../two/d.yaml", "one/nested/../c.yaml"]
        for path in relative.map(tree.path) + relative.map(tree.path).reversed() {
            let metadata = try #require(cursor.metadata(path: path), "\(path)")
            #expect(metadata == FileMetadata(path: path), "\(path)")
        }
        // Without a directory part: relative to the current directory, as `stat` is.
        let here = FileManager.default.currentDirectoryPath
        let local = try FileManager.default.contentsOfDirectory(atPath: here).sorted()
        for name in local.prefix(20) where !name.contains("/") {
            #expect(cursor.metadata(path: name) == FileMetadata(path: name), "\(name)")
        }
    }

    /// Missing files, missing directories, directories, a path ending in `/` and a file
    /// taken for a directory give nil, as `stat` does; the next lookup still works.
    @Test func whatIsNotARegularFileIsNil() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cursor = DirectoryCursor()
        for path in ["one/missing.yaml", "missing/b.yaml", "one/nested", "one/", "a.yaml/b.yaml", "one/nested/"] {
            #expect(cursor.metadata(path: tree.path(path)) == nil, "\(path)")
            #expect(cursor.metadata(path: tree.path("one/b.yaml"))?.size == 2)
        }
        #expect(cursor.metadata(path: "") == nil)
        #expect(cursor.metadata(path: "/") == nil)
    }

    /// A file at the root directory: the directory part is empty, the directory `/`.
    @Test func filesAtTheRoot() throws {
        let cursor = DirectoryCursor()
        let root = try FileManager.default.contentsOfDirectory(atPath: "/").sorted()
        let file = root.first { FileMetadata(path: "/" + $0) != nil }
        if let file {
            #expect(cursor.metadata(path: "/" + file) == FileMetadata(path: "/" + file))
        }
        #expect(cursor.metadata(path: "/nonexistent-\(UUID())") == nil)
    }

    /// Opening reads the same bytes as opening the whole path; a failure sets `errno` as
    /// `open` would.
    @Test func opensTheSameFile() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cursor = DirectoryCursor()
        for (name, text) in Self.files.sorted(by: { $0.key < $1.key }) {
            let (contents, metadata) = try SpecFileReader.readFile(path: tree.path(name), limit: 100, cursor: cursor)
            guard case .bytes(let bytes) = contents else {
                Issue.record("\(name) was not read")
                continue
            }
            #expect(bytes == Array(text.utf8))
            #expect(metadata == FileMetadata(path: tree.path(name)))
        }
        let fd = cursor.openForReading(path: tree.path("one/missing.yaml"))
        let error = errno
        #expect(fd == -1)
        #expect(error == ENOENT)
        #expect(throws: BatchFailure.self) {
            try SpecFileReader.readFile(path: tree.path("one/nested"), limit: 100, cursor: cursor)
        }
    }

    /// A directory without read permission (which the cursor cannot open, unless the
    /// tests run as root) is looked up by whole paths instead: its files are still found
    /// where `stat` finds them.
    @Test func anUnreadableDirectoryFallsBackToWholePaths() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let directory = tree.path("one")
        #expect(chmod(directory, 0o311) == 0)
        defer { chmod(directory, 0o755) }
        let cursor = DirectoryCursor()
        let path = tree.path("one/b.yaml")
        #expect(cursor.metadata(path: path) == FileMetadata(path: path))
        #expect(cursor.metadata(path: path)?.size == 2)
    }

    /// A file replaced after the cursor opened its directory is seen as replaced (a new
    /// inode), and a directory replaced under its name is looked in once the cursor moves
    /// to another directory and back.
    @Test func replacementsAreSeen() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cursor = DirectoryCursor()
        let path = tree.path("one/b.yaml")
        let before = try #require(cursor.metadata(path: path))
        let replacement = tree.path("one/b.yaml.new")
        #expect(FileManager.default.createFile(atPath: replacement, contents: Data("new!".utf8)))
        #expect(rename(replacement, path) == 0)
        let after = try #require(cursor.metadata(path: path))
        #expect(after != before)
        #expect(after == FileMetadata(path: path))

        #expect(rename(tree.path("one"), tree.path("old")) == 0)
        try FileManager.default.createDirectory(atPath: tree.path("one"), withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("fresh".utf8)))
        _ = cursor.metadata(path: tree.path("two/d.yaml"))
        #expect(cursor.metadata(path: path)?.size == 5)
        #expect(cursor.metadata(path: path) == FileMetadata(path: path))
    }
}
