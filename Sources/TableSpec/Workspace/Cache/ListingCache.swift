/// What each directory held when a cached run last listed it, so that a later run lists
/// only the directories that changed: `tablectl validate --cache` keeps it beside the
/// result cache's index (`listings-v1.bin`), as git's untracked cache does for `git status`.
///
/// Listing a directory of 250 specs with `readdir` costs about 0.13 ms on ext4 (it hashes
/// and sorts every name into a tree), a `stat` of it 1–2 µs, and adding, removing or renaming
/// an entry moves the directory's mtime and ctime. So ``listing(_:)`` `stat`s the
/// directory and returns the stored listing when its ``FileMetadata`` is the one recorded
/// and the record is trusted (the directory had not changed within
/// ``FileMetadata/racyMargin`` of the moment it was recorded); otherwise it lists the
/// directory and records it. Entries are stored with the type `readdir` gave, so a
/// symbolic link is still looked up on every walk, and what is inside a subdirectory is
/// the subdirectory's own record.
///
/// Used from one thread (the walk, then ``flush()``). A missing file is an empty cache; a
/// file that cannot be read or parsed, and a directory that cannot be written, are never
/// an error: the walk lists every directory and ``warning`` says what happened. Bounded:
/// ``flush()`` keeps the directories listed in this run and, up to ``capacity`` in all,
/// the others in path order. The file carries the tool version that wrote it; another
/// version's file is not read (which entries a walk keeps could differ), and is replaced.
///
/// ```swift
/// let listings = ListingCache(directory: "/home/me/.cache/tablectl", toolVersion: "0.1.0")
/// let found = SpecFileFinder.inputs(for: ["specs"], stdinName: "<stdin>", listings: listings)
/// listings.flush()
/// ```
package final class ListingCache {
    /// The file's name inside the cache directory; the number is the format version.
    package static let fileName = "listings-v1.bin"
    /// The default ``capacity``.
    package static let defaultCapacity = 20_000
    /// Files larger than this are not read (and a warning says so).
    static let maxFileSize = 256 << 20

    /// One directory as last listed.
    struct Record {
        /// The directory's metadata from a `stat` before it was listed.
        var metadata: FileMetadata
        /// Nanoseconds since 1970, taken before the `stat`.
        var recorded: Int64
        var listing: DirectoryListing

        var isTrusted: Bool { metadata.isSettled(before: recorded) }
    }

    /// The cache directory.
    package let directory: String
    /// The tool version, written in the file and required of it.
    package let toolVersion: String
    /// Most records kept by ``flush()``.
    package let capacity: Int
    /// The time records made in this run carry: taken when the cache was opened.
    let startTime: Int64
    let loaded: [String: Record]
    private var added: [String: Record] = [:]
    private var used: Set<String> = []
    private var problem: String?
    /// How many directories this run listed with `readdir` (the others came from the
    /// file).
    private(set) var listedCount = 0

    /// Opens the cache in `directory`, reading its file now. Never fails: a problem
    /// becomes ``warning`` and an empty cache. `startTime` is the time this run's records
    /// carry (now; tests move it to make records trusted or racy). O(file size).
    package init(
        directory: String, toolVersion: String, capacity: Int = ListingCache.defaultCapacity,
        startTime: Int64 = FileMetadata.now()
    ) {
        self.directory = directory
        self.toolVersion = toolVersion
        self.capacity = max(0, capacity)
        self.startTime = startTime
        (loaded, problem) = Self.load(SpecFileFinder.join(directory, Self.fileName), toolVersion: toolVersion)
    }

    /// The path of the file.
    package var path: String { SpecFileFinder.join(directory, Self.fileName) }

    /// The first problem with the file (reading, parsing or writing it), as a lower-case
    /// sentence, or nil. Walks find the same files either way.
    package var warning: String? { problem }

    /// The listing of `directory`, as ``DirectoryListing/init(_:)`` would give it now:
    /// the stored one when the directory is unchanged since a trusted record (one `stat`),
    /// else read and recorded. Nil when it cannot be listed.
    func listing(_ directory: String) -> DirectoryListing? {
        guard let metadata = FileMetadata(directoryAt: directory) else {
            listedCount += 1
            return DirectoryListing(directory)
        }
        if let record = loaded[directory], record.isTrusted, record.metadata == metadata {
            used.insert(directory)
            return record.listing
        }
        listedCount += 1
        guard let listing = DirectoryListing(directory) else { return nil }
        let record = Record(metadata: metadata, recorded: startTime, listing: listing)
        // A racy record that would still be racy is not worth rewriting the file for.
        if let old = loaded[directory], old.metadata == metadata, !record.isTrusted {
            used.insert(directory)
        } else if directory.utf8.count <= ResultCache.maxPathLength {
            added[directory] = record
            used.insert(directory)
        }
        return listing
    }

    /// Writes the file back (atomically, not durably: a torn file fails its checksum and
    /// reads as empty) when this run recorded a directory (so another version's file is
    /// replaced: every directory walked was recorded); creates the cache directory when
    /// missing. A failure becomes ``warning``. O(records × log records + file size).
    package func flush() {
        guard !added.isEmpty else { return }
        var kept: [(path: String, record: Record)] = used.compactMap { path in
            (added[path] ?? loaded[path]).map { (path, $0) }
        }
        let others = loaded.filter { !used.contains($0.key) }.sorted { $0.key.utf8Precedes($1.key) }
        for (path, record) in others.prefix(max(0, capacity - kept.count)) {
            kept.append((path, record))
        }
        kept.sort { $0.path.utf8Precedes($1.path) }
        do throws(AtomicFile.WriteError) {
            try ResultCache.makeDirectories(directory)
            try AtomicFile.write(Self.serialize(kept, toolVersion: toolVersion), to: path, durable: false)
        } catch {
            if problem == nil { problem = "cannot update the directory listings of the result cache: \(error.message)" }
        }
    }

    /// The records in the file at `path` (none when there is no file, or it is another
    /// version's), and the problem that made them none.
    private static func load(_ path: String, toolVersion: String) -> ([String: Record], String?) {
        let bytes: [UInt8]
        switch CacheFile.read(path, limit: maxFileSize, what: "the directory listings of the result cache") {
        case nil: return ([:], nil)
        case .success(let read)?: bytes = read
        case .failure(let problem)?: return ([:], problem.message)
        }
        guard let parsed = parse(bytes) else {
            return ([:], "ignoring '\(path)': it is damaged, truncated or not a tablectl listing cache")
        }
        return (parsed.toolVersion == toolVersion ? parsed.records : [:], nil)
    }
}
