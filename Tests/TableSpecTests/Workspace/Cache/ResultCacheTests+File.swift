import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The index file: damaged on disk, unwritable, and written only when a run added to it.
extension ResultCacheTests {
    // "zeroed": the file's length is right but its second half was never written, as a
    // crash can leave it (the index is written without fsync).
    @Test(arguments: ["garbage", "empty", "truncated", "flipped", "zeroed", "wrong-version", "directory"])
    func damagedIndexIsIgnoredWithAWarning(damage: String) throws {
        let dir = try TemporaryDirectory()
        let writer = ResultCache(directory: dir.root, toolVersion: Self.version)
        check(source(), writer)
        check(source("tablespec: 1\nid: other\n"), writer)
        writer.flush()
        let index = dir.path("results-v4.bin")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: index)))
        switch damage {
        case "garbage": bytes = Array("not a cache at all\n".utf8)
        case "empty": bytes = []
        case "truncated": bytes.removeLast(bytes.count / 2)
        case "flipped": bytes[bytes.count / 2] ^= 0x10
        case "zeroed": bytes.replaceSubrange(bytes.count / 2..<bytes.count, with: repeatElement(0, count: bytes.count - bytes.count / 2))
        case "wrong-version": bytes[8] = 7
        default: break
        }
        if damage == "directory" {
            try FileManager.default.removeItem(atPath: index)
            try FileManager.default.createDirectory(atPath: index, withIntermediateDirectories: false)
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: index))
        }

        let cache = ResultCache(directory: dir.root, toolVersion: Self.version)
        let warning = try #require(cache.warning)
        #expect(warning.hasPrefix("ignoring the result cache"), "\(warning)")
        #expect(cache.loadedCount == 0)
        let (report, hit) = check(source(), cache)
        #expect(!hit)
        #expect(report.diagnostics == SpecChecker.check(source()).diagnostics)
        cache.flush()
        if damage != "directory" {
            // Rewritten whole: the next run reads it without a warning.
            let repaired = ResultCache(directory: dir.root, toolVersion: Self.version)
            #expect(repaired.warning == nil)
            #expect(repaired.report(for: source(), options: CheckOptions()) != nil)
        }
    }

    @Test func unwritableDirectoryIsAWarning() throws {
        let dir = try TemporaryDirectory(files: ["file": "not a directory\n"])
        let cache = ResultCache(directory: dir.path("file/cache"), toolVersion: Self.version)
        #expect(cache.warning == nil, "a missing index is an empty cache")
        let (report, _) = check(source(), cache)
        #expect(report.errorCount > 0)
        #expect(report.diagnostics == SpecChecker.check(source()).diagnostics)
        cache.flush()
        let warning = try #require(cache.warning)
        #expect(warning.hasPrefix("cannot update the result cache: "), "\(warning)")
        #expect(warning.contains("not a directory"), "\(warning)")
    }

    @Test func flushWritesOnlyWhenSomethingWasAdded() throws {
        let dir = try TemporaryDirectory()
        let empty = ResultCache(directory: dir.path("never"), toolVersion: Self.version)
        empty.flush()
        #expect(!FileManager.default.fileExists(atPath: dir.path("never")))
        let writer = ResultCache(directory: dir.root, toolVersion: Self.version)
        check(source(), writer)
        writer.flush()
        let before = try Data(contentsOf: URL(fileURLWithPath: dir.path("results-v4.bin")))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: dir.path("results-v4.bin"))
        let reader = ResultCache(directory: dir.root, toolVersion: Self.version)
        #expect(check(source(), reader).hit)
        reader.flush()
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.path("results-v4.bin"))
        #expect((attributes[.modificationDate] as? Date) == Date(timeIntervalSince1970: 0))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("results-v4.bin"))) == before)
    }
}
