import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The directory listings kept beside the result cache: a walk with them finds exactly
/// what a walk without them finds, reading only directories that changed since a trusted
/// record.
@Suite struct ListingCacheTests {
    static let files = [
        "specs/a.yaml": "", "specs/b.json": "", "specs/notes.txt": "", "specs/.hidden.yaml": "",
        "specs/nested/c.yml": "", "specs/nested/deeper/d.yaml": "", "other/e.yaml": "",
    ]

    static let version = "9.9.9-test"

    /// Nanoseconds from now: the start time of a run "later", whose records are trusted.
    static func later(_ seconds: Int64 = 10) -> Int64 { FileMetadata.now() + seconds * 1_000_000_000 }

    /// A cache in `directory` as this version, its records made at `startTime` (default:
    /// later, so trusted).
    func open(_ directory: String, capacity: Int = 100, startTime: Int64 = Self.later()) -> ListingCache {
        ListingCache(directory: directory, toolVersion: Self.version, capacity: capacity, startTime: startTime)
    }

    /// The files found under `roots` with `listings` (flushed afterwards), and without.
    func walk(_ roots: [String], _ listings: ListingCache) -> (cached: [String], plain: [String]) {
        let cached = SpecFileFinder.find(roots, listings: listings)
        listings.flush()
        #expect(listings.warning == nil)
        #expect(cached.failures.isEmpty)
        return (cached.files, SpecFileFinder.find(roots).files)
    }

    @Test func unchangedDirectoriesAreNotListedAgain() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cache = tree.path("cache")
        let roots = [tree.path("specs"), tree.path("other")]
        let first = open(cache)
        let (found, plain) = walk(roots, first)
        #expect(found == plain)
        #expect(found == ["specs/a.yaml", "specs/b.json", "specs/nested/c.yml", "specs/nested/deeper/d.yaml",
                          "other/e.yaml"].map(tree.path))
        #expect(first.listedCount == 4)
        let second = open(cache)
        #expect(second.loaded.count == 4)
        #expect(walk(roots, second).cached == plain)
        #expect(second.listedCount == 0, "every directory came from the file")
    }

    /// Each change to a directory's entries moves its mtime, so the next walk lists it
    /// again and finds what a plain walk finds.
    @Test(arguments: ["add", "remove", "rename", "add directory", "file becomes directory", "hide"])
    func changesAreSeen(change: String) throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cache = tree.path("cache")
        let roots = [tree.path("specs")]
        _ = walk(roots, open(cache))
        let before = try #require(FileMetadata(directoryAt: tree.path("specs")))
        try waitForTheClockToMove(past: max(before.modified, before.changed))
        let manager = FileManager.default
        switch change {
        case "add": try tree.write("specs/new.yaml", "")
        case "remove": try manager.removeItem(atPath: tree.path("specs/a.yaml"))
        case "rename": try manager.moveItem(atPath: tree.path("specs/a.yaml"), toPath: tree.path("specs/z.yml"))
        case "add directory": try tree.write("specs/more/f.yaml", "")
        case "file becomes directory":
            try manager.removeItem(atPath: tree.path("specs/b.json"))
            try tree.write("specs/b.json/inside.yaml", "")
        default: try manager.moveItem(atPath: tree.path("specs/a.yaml"), toPath: tree.path("specs/.a.yaml"))
        }
        let second = open(cache)
        let (found, plain) = walk(roots, second)
        #expect(found == plain)
        #expect(second.listedCount >= 1)
        let third = open(cache)
        #expect(walk(roots, third).cached == plain, "the new listing was recorded")
        #expect(third.listedCount == 0)
    }

    /// A record made within 2 s of the directory's last change is not trusted: the
    /// directory is listed again, and the file is not rewritten for a record as racy.
    @Test func racyRecordsAreListedAgain() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cache = tree.path("cache")
        let roots = [tree.path("other")]
        _ = walk(roots, open(cache, startTime: FileMetadata.now()))
        let written = try Data(contentsOf: URL(fileURLWithPath: tree.path("cache/\(ListingCache.fileName)")))
        let second = open(cache, startTime: FileMetadata.now())
        #expect(walk(roots, second).cached == [tree.path("other/e.yaml")])
        #expect(second.listedCount == 1)
        let after = try Data(contentsOf: URL(fileURLWithPath: tree.path("cache/\(ListingCache.fileName)")))
        #expect(after == written)
    }

    @Test func recordsRoundTrip() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        try tree.write("specs/écran.yaml", "")
        let listing = try #require(DirectoryListing(tree.path("specs")))
        let metadata = try #require(FileMetadata(directoryAt: tree.path("specs")))
        #expect(FileMetadata(directoryAt: tree.path("specs/a.yaml")) == nil)
        #expect(FileMetadata(path: tree.path("specs")) == nil)
        let bytes = ListingCache.serialize([
            ("specs", ListingCache.Record(metadata: metadata, recorded: 42, listing: listing)),
        ], toolVersion: Self.version)
        #expect(ListingCache.parse(bytes)?.toolVersion == Self.version)
        let parsed = try #require(ListingCache.parse(bytes)?.records["specs"])
        #expect(parsed.metadata == metadata && parsed.recorded == 42)
        #expect(Self.describe(parsed.listing) == Self.describe(listing))
        #expect(Self.describe(listing) == [
            "a.yaml file spec", "b.json file spec", "nested directory", "notes.txt file", "écran.yaml file spec",
        ])
    }

    /// Any truncation, any flipped byte and another file are rejected as a whole, with a
    /// warning, and the walk lists every directory.
    @Test func damagedFilesAreIgnored() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cache = tree.path("cache")
        _ = walk([tree.path("specs")], open(cache))
        let file = tree.path("cache/\(ListingCache.fileName)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(ListingCache.parse(bytes) != nil)
        for end in 0..<bytes.count {
            #expect(ListingCache.parse(Array(bytes[..<end])) == nil)
        }
        for index in stride(from: 0, to: bytes.count, by: 7) {
            var flipped = bytes
            flipped[index] ^= 0x20
            #expect(ListingCache.parse(flipped) == nil)
        }
        try tree.write("cache/\(ListingCache.fileName)", "not a listing cache")
        let damaged = open(cache)
        #expect(damaged.warning?.contains("damaged, truncated or not a tablectl listing cache") == true)
        let found = SpecFileFinder.find([tree.path("specs")], listings: damaged)
        #expect(found.files == SpecFileFinder.find([tree.path("specs")]).files)
        #expect(damaged.listedCount == 3)
    }

    /// Another version's file is not read (and no warning): every directory is listed,
    /// and the file is replaced.
    @Test func anotherVersionsFileIsNotRead() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cache = tree.path("cache")
        let older = ListingCache(directory: cache, toolVersion: "1.0.0", capacity: 100, startTime: Self.later())
        _ = walk([tree.path("specs")], older)
        let other = open(cache)
        #expect(other.loaded.isEmpty && other.warning == nil)
        _ = walk([tree.path("specs")], other)
        #expect(other.listedCount == 3)
        #expect(open(cache).loaded.count == 3)
    }

    /// A cache directory that cannot be created is a warning; the walk is unchanged.
    @Test func unwritableDirectoryIsAWarning() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let listings = open(tree.path("specs/a.yaml/cache"))
        let found = SpecFileFinder.find([tree.path("other")], listings: listings)
        listings.flush()
        #expect(found.files == [tree.path("other/e.yaml")])
        #expect(listings.warning?.hasPrefix("cannot update the directory listings of the result cache") == true)
    }

    /// `flush()` keeps the directories of this run and, up to the capacity, others.
    @Test func capacityBoundsTheOthers() throws {
        let tree = try TemporaryDirectory(files: Self.files)
        let cache = tree.path("cache")
        _ = walk([tree.path("specs")], open(cache))
        _ = walk([tree.path("other")], open(cache, capacity: 4))
        #expect(open(cache, capacity: 4).loaded.count == 4)
        try tree.write("third/g.yaml", "")
        _ = walk([tree.path("third")], open(cache, capacity: 1))
        let kept = open(cache, capacity: 1).loaded
        #expect(Array(kept.keys) == [tree.path("third")], "only this run's directory")
    }

    static func describe(_ listing: DirectoryListing) -> [String] {
        listing.entries.map { entry in
            let name = String(decoding: listing.name(entry), as: UTF8.self)
            return "\(name) \(entry.type)" + (entry.hasSpecExtension ? " spec" : "")
        }
    }

    /// Sleeps until the coarse clock file times come from has passed `time`, so the next
    /// change gets a different mtime.
    private func waitForTheClockToMove(past time: Int64) throws {
        for _ in 0..<200 where FileMetadata.now() <= time + 20_000_000 {
            usleep(5_000)
        }
        try #require(FileMetadata.now() > time + 20_000_000)
    }
}
