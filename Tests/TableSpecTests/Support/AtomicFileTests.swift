import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// Files replaced whole: a temporary file beside the target, then a rename.
@Suite struct AtomicFileTests {
    @Test(arguments: [true, false])
    func replacesTheFileAndLeavesNoTemporaryFile(durable: Bool) throws {
        let tree = try TemporaryDirectory(files: ["out/report.txt": "old\n"])
        try AtomicFile.write(Array("new\n".utf8), to: tree.path("out/report.txt"), durable: durable)
        #expect(try tree.read("out/report.txt") == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path("out")) == ["report.txt"])
    }

    @Test func createsMissingDirectories() throws {
        let tree = try TemporaryDirectory()
        try AtomicFile.write(Array("x".utf8), to: tree.path("a/b/c.bin"), durable: false)
        #expect(try tree.read("a/b/c.bin") == "x")
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let tree = try TemporaryDirectory(files: ["kept.txt": "old\n"])
        // The target is a directory: the rename fails after the temporary file was written.
        try FileManager.default.createDirectory(atPath: tree.path("target"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: tree.path("target/inside"), withIntermediateDirectories: false)
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(Array("new\n".utf8), to: tree.path("target"), durable: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted() == ["kept.txt", "target"])
        #expect(try tree.read("kept.txt") == "old\n")
    }
}
