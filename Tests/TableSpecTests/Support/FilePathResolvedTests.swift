import Foundation
import TableSpecTestSupport
import Testing
@testable import TableSpec

/// ``FilePath/resolved(_:from:)``: one spelling per file, so two output paths that name one
/// file are caught before either is written.
@Suite struct FilePathResolvedTests {
    @Test func spellingsOfOneFileResolveAlike() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.path("link"), withDestinationPath: dir.path("real"))
        try dir.write("real/exists.txt", "x")
        let root = FilePath.resolved(".", from: dir.root)
        for name in ["exists.txt", "new.txt"] {
            let expected = root + "/real/" + name
            for spelling in ["real/\(name)", "./real/\(name)", "link/\(name)", "link/../real/\(name)", dir.path("real/\(name)")] {
                #expect(FilePath.resolved(spelling, from: dir.root) == expected, "\(spelling)")
            }
        }
        // A missing directory: the lexical path.
        #expect(FilePath.resolved("no/such/t.txt", from: "/tmp") == "/tmp/no/such/t.txt")
    }

    /// A name that starts with a combining mark keeps it: `é` written as `e` + U+0301 after a
    /// `/` is not cut at a character boundary that swallows the slash.
    @Test func aNameStartingWithACombiningMarkKeepsIt() throws {
        let dir = try TemporaryDirectory()
        let root = FilePath.resolved(".", from: dir.root)
        #expect(FilePath.resolved("\u{301}a.txt", from: dir.root) == root + "/\u{301}a.txt")
        #expect(FilePath.resolved("a.txt", from: dir.root) != FilePath.resolved("\u{301}a.txt", from: dir.root))
    }
}
