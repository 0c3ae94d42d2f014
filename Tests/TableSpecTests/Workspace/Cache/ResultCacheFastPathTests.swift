import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The result cache's fast path: a file whose metadata matches its record is not read,
/// unless the record is racily clean, the file changed in any way `stat` can see, or its
/// result has findings.
@Suite struct ResultCacheFastPathTests {
    static let version = "9.9.9-test"
    /// A clean spec and one with an error, of the same length.
    static let clean = "tablespec: 1\nid: ok\nsections: []\n"
    static let faulty = "tablespec: 1\nid: ok\nsections: 42\n"

    /// Nanoseconds from now: the start time of a run "later", whose records are trusted.
    static func later(_ seconds: Int64 = 10) -> Int64 { FileMetadata.now() + seconds * 1_000_000_000 }

    /// Checks `path` through a counting wrapper of `cache`.
    func check(_ path: String, _ cache: ResultCache) -> (FileReport, CountingCache) {
        let counting = CountingCache(cache)
        let result = BatchChecker.check([.file(path)], options: { _ in CheckOptions() }, cache: counting, jobs: 1)
        return (result.reports[0], counting)
    }

    @Test func specsOfTheSameLengthDiffer() {
        #expect(Self.clean.utf8.count == Self.faulty.utf8.count)
        #expect(SpecChecker.check(SourceFile(path: "a.yaml", text: Self.clean)).diagnostics.isEmpty)
        #expect(!SpecChecker.check(SourceFile(path: "a.yaml", text: Self.faulty)).diagnostics.isEmpty)
    }

    /// A clean unchanged file comes from the cache without being read; a file with findings
    /// is read (its lines are printed) and found by content.
    @Test func unchangedCleanFileIsNotRead() throws {
        let tree = try TemporaryDirectory(files: ["clean.yaml": Self.clean, "faulty.yaml": Self.faulty])
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        for name in ["clean.yaml", "faulty.yaml"] {
            let (_, counting) = check(tree.path(name), first)
            #expect(counting.fastHits == 0 && counting.reads == 1)
        }
        first.flush()

        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version)
        #expect(second.loadedPathCount == 2)
        let (clean, cleanCounts) = check(tree.path("clean.yaml"), second)
        #expect(cleanCounts.fastHits == 1 && cleanCounts.reads == 0)
        #expect(clean.diagnostics.isEmpty && clean.source.bytes.isEmpty && clean.path == tree.path("clean.yaml"))
        let (faulty, faultyCounts) = check(tree.path("faulty.yaml"), second)
        #expect(faultyCounts.fastHits == 0 && faultyCounts.reads == 1 && faultyCounts.contentHits == 1)
        #expect(faulty.source.bytes == Array(Self.faulty.utf8))
        #expect(faulty.diagnostics == SpecChecker.check(SourceFile(path: tree.path("faulty.yaml"), text: Self.faulty)).diagnostics)
        // Nothing changed, so nothing is written back.
        let index = tree.path(".cache/" + ResultCache.indexFileName)
        let before = try Data(contentsOf: URL(fileURLWithPath: index))
        second.flush()
        #expect(try Data(contentsOf: URL(fileURLWithPath: index)) == before)
    }

    /// The racy rule alone: a record whose metadata matches the file but that was made
    /// within 2 s of the file's last change is not trusted. (The control: the same record
    /// made 3 s later is trusted, and would give the recorded content's result.)
    @Test(arguments: [(1, false), (3, true)])
    func racilyCleanRecordIsNotTrusted(secondsAfterChange: Int64, trusted: Bool) throws {
        let tree = try TemporaryDirectory(files: ["screen.yaml": Self.faulty])
        let path = tree.path("screen.yaml")
        let metadata = try #require(FileMetadata(path: path))
        // Plant a record saying the file, with exactly this metadata, held the clean spec.
        let recorded = max(metadata.modified, metadata.changed) + secondsAfterChange * 1_000_000_000
        let planter = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: recorded)
        let clean = SourceFile(path: path, text: Self.clean)
        planter.store(SpecChecker.check(clean), for: clean, readWith: metadata, options: CheckOptions())
        planter.flush()

        let cache = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version)
        let record = try #require(cache.loaded.paths[path])
        #expect(record.metadata == metadata && record.isTrusted == trusted)
        let (report, counts) = check(path, cache)
        if trusted {
            #expect(counts.fastHits == 1 && report.diagnostics.isEmpty)
        } else {
            #expect(counts.fastHits == 0 && counts.reads == 1)
            #expect(report.errorCount > 0, "the file's real content is checked")
        }
    }

    /// An edit of the same size right after a run (same second, maybe the same timestamp
    /// tick) is seen: the record made by that run is racily clean.
    @Test func sameSizeEditRightAfterARunIsSeen() throws {
        let tree = try TemporaryDirectory(files: ["screen.yaml": Self.clean])
        let path = tree.path("screen.yaml")
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version)
        #expect(check(path, first).0.diagnostics.isEmpty)
        first.flush()
        try tree.write("screen.yaml", Self.faulty)

        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version)
        #expect(second.loaded.paths[path]?.isTrusted == false)
        let (report, counts) = check(path, second)
        #expect(counts.fastHits == 0 && counts.reads == 1)
        #expect(report.errorCount > 0)
    }

    /// Edited with the same size, then the mtime set back to the old one to the
    /// nanosecond (`touch -d`): the ctime moved, so the file is read.
    @Test func editWithTheOldMtimeRestoredIsSeen() throws {
        let tree = try TemporaryDirectory(files: ["screen.yaml": Self.clean])
        let path = tree.path("screen.yaml")
        let old = try #require(FileMetadata(path: path))
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        #expect(check(path, first).0.diagnostics.isEmpty)
        first.flush()

        try waitForTheClockToMove(past: old.changed)
        try tree.write("screen.yaml", Self.faulty)
        try setModified(path, to: old.modified)
        let now = try #require(FileMetadata(path: path))
        #expect(now.modified == old.modified && now.size == old.size && now.inode == old.inode)
        #expect(now.changed != old.changed)

        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        let (report, counts) = check(path, second)
        #expect(counts.fastHits == 0 && counts.reads == 1)
        #expect(report.errorCount > 0)
    }

    /// Replaced by a rename (a new inode), even with the same size and mtime: read again.
    @Test func fileReplacedByARenameIsSeen() throws {
        let tree = try TemporaryDirectory(files: ["screen.yaml": Self.clean, "next.yaml": Self.faulty])
        let path = tree.path("screen.yaml")
        let old = try #require(FileMetadata(path: path))
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        #expect(check(path, first).0.diagnostics.isEmpty)
        first.flush()

        try setModified(tree.path("next.yaml"), to: old.modified)
        #expect(rename(tree.path("next.yaml"), path) == 0)
        let now = try #require(FileMetadata(path: path))
        #expect(now.inode != old.inode && now.size == old.size && now.modified == old.modified)

        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        let (report, counts) = check(path, second)
        #expect(counts.fastHits == 0 && counts.reads == 1)
        #expect(report.errorCount > 0)
    }

    /// `touch` without an edit: read once (found by content), the record refreshed, and
    /// the next run takes the fast path again.
    @Test func touchedFileIsReadOnceThenTrustedAgain() throws {
        let tree = try TemporaryDirectory(files: ["screen.yaml": Self.clean])
        let path = tree.path("screen.yaml")
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        _ = check(path, first)
        first.flush()
        let old = try #require(FileMetadata(path: path))
        try waitForTheClockToMove(past: old.changed)
        try setModified(path, to: FileMetadata.now())

        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version, capacity: 100, startTime: Self.later())
        let (_, touched) = check(path, second)
        #expect(touched.fastHits == 0 && touched.reads == 1 && touched.contentHits == 1)
        second.flush()
        let third = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version)
        #expect(third.loaded.paths[path]?.metadata == FileMetadata(path: path))
        #expect(check(path, third).1.fastHits == 1)
    }

    @Test func indexRoundTripsPathRecords() throws {
        let metadata = FileMetadata(device: 1 << 40, inode: 7, size: 33, modified: -5, changed: .max)
        let record = CacheIndex.PathRecord(
            generation: 3, metadata: metadata, recorded: .min,
            content: CacheIndex.ContentKey(low: 1, high: .max, lengthAndFormat: 67))
        let bytes = CacheIndex.serialize(
            generation: 4, entries: [(ContentHash(low: 9, high: 8), CacheIndex.Entry(generation: 4, payload: [0]))],
            paths: [("specs/é.yaml", record), ("/abs/b.json", record)])
        let index = try CacheIndex.parse(bytes)
        #expect(index.paths.all.map(\.path) == ["/abs/b.json", "specs/é.yaml"], "read back in byte order")
        #expect(index.paths["specs/é.yaml"] == record && index.paths["/abs/b.json"] == record)
        #expect(index.entries.count == 1 && index.generation == 4)
        #expect(!record.isTrusted, "a record time that cannot have a 2 s margin is never trusted")
        for end in [bytes.count - 17, bytes.count - 40, 20] {
            #expect(throws: CacheIndex.ParseError.self) { try CacheIndex.parse(Array(bytes[..<end])) }
        }
    }

    /// Sleeps until the coarse clock file times come from has passed `time`, so the next
    /// write gets a different ctime.
    private func waitForTheClockToMove(past time: Int64) throws {
        for _ in 0..<200 where FileMetadata.now() <= time + 20_000_000 {
            usleep(5_000)
        }
        try #require(FileMetadata.now() > time + 20_000_000)
    }

    /// Sets the access and modification times of `path` to `nanoseconds` exactly
    /// (`touch -d`).
    private func setModified(_ path: String, to nanoseconds: Int64) throws {
        let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        let status = utimensat(AT_FDCWD, path, [time, time], 0)
        try #require(status == 0)
    }
}

/// A ``ReportCache`` that forwards to a ``ResultCache`` and counts: fast-path hits, and
/// content lookups (each one follows a read of the file).
final class CountingCache: ReportCache, @unchecked Sendable {
    let base: ResultCache
    private let lock = NSLock()
    private(set) var fastHits = 0
    private(set) var reads = 0
    private(set) var contentHits = 0

    init(_ base: ResultCache) { self.base = base }

    func report(for source: SourceFile, options: CheckOptions) -> FileReport? {
        base.report(for: source, options: options)
    }

    func store(_ report: FileReport, for source: SourceFile, options: CheckOptions) {
        base.store(report, for: source, options: options)
    }

    func report(forUnchangedFile path: String, options: CheckOptions) -> FileReport? {
        let report = base.report(forUnchangedFile: path, options: options)
        if report != nil { count { fastHits += 1 } }
        return report
    }

    func report(for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) -> FileReport? {
        let report = base.report(for: source, readWith: metadata, options: options)
        count {
            reads += 1
            if report != nil { contentHits += 1 }
        }
        return report
    }

    func store(_ report: FileReport, for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) {
        base.store(report, for: source, readWith: metadata, options: options)
    }

    private func count(_ body: () -> Void) {
        lock.lock()
        body()
        lock.unlock()
    }
}
