/// The on-disk ``ReportCache`` behind `tablectl validate --cache`: one index file per cache
/// directory, read once when the cache is opened and written back once by ``flush()``.
///
/// A report is keyed by a 128-bit ``ContentHash`` of: the file's bytes and their count,
/// whether it is read as JSON (which its name can decide), ``CheckOptions/fingerprint``
/// (limits and rule settings) and the tool version. A hit rebuilds the report from the
/// cached diagnostics with the current ``SourceFile`` and `table: nil`.
///
/// The fast path (``report(forUnchangedFile:options:)``): for each path read, the index
/// also records the file's ``FileMetadata`` (from the descriptor it was read from) and its
/// content key. A file whose `stat` still matches its record, and whose record is not
/// racily clean (see ``CacheIndex/PathRecord/isTrusted``), has that content without being
/// read; the result is still looked up by content key and options. See docs/cli-cache.md.
///
/// Lookups and stores are thread-safe (one lock, held only for a dictionary access;
/// hashing and decoding happen outside it). A missing index is an empty cache. An index
/// that cannot be read or parsed, and a directory that cannot be written, are never an
/// error: the run goes on without them and ``warning`` says what happened (the first
/// problem only, so a run prints one line).
///
/// Bounded: ``flush()`` keeps every entry and path used in this run plus, up to
/// ``capacity`` of each in all, the most recently used others (recency is updated when
/// the index is written, which happens only when a run added entries or path records).
/// Two runs writing the same directory at once do not corrupt it; the later rename wins.
///
/// ```swift
/// let cache = ResultCache(directory: "/home/me/.cache/tablectl", toolVersion: "0.1.0")
/// let result = BatchChecker.check(inputs, options: { _ in options }, cache: cache, jobs: 4)
/// cache.flush()
/// if let warning = cache.warning { print("tablectl: warning: \(warning)") }
/// ```
package final class ResultCache: ReportCache, @unchecked Sendable {
    /// The index's file name inside the cache directory; the number is the format version.
    package static let indexFileName = "results-v4.bin"
    /// The default ``capacity``.
    package static let defaultCapacity = 20_000
    /// Index files larger than this are not read (and a warning says so).
    static let maxIndexSize = 512 << 20
    /// Paths longer than this (in bytes) get no record.
    static let maxPathLength = 4096

    /// The cache directory.
    package let directory: String
    /// The tool version, part of every key.
    package let toolVersion: String
    /// Most entries kept by ``flush()`` besides those used in this run.
    package let capacity: Int
    /// The working directory (real) the paths of composites' keys and records are written
    /// from (``portable(_:)``).
    let base: String

    /// Guards every `var` below.
    let lock = Lock()
    let loaded: CacheIndex
    /// The time path records made in this run carry: taken when the cache was opened,
    /// before any file was looked at.
    let startTime: Int64
    var added: [ContentHash: ArraySlice<UInt8>] = [:]
    /// Keys and paths used in this run, in the order met (duplicates allowed: appending
    /// is cheaper than hashing, and they are only made sets when the index is written).
    var used: [ContentHash] = []
    var addedPaths: [String: CacheIndex.PathRecord] = [:]
    var usedPaths: [String] = []
    private var problem: String?
    /// How many files the worker views answered from the cache (``hits``).
    private var hitCount = 0

    /// How many files this run took from the cache (whole results, not checked again),
    /// as the worker views (``forWorker()``) report them when they are done.
    package var hits: Int {
        lock.lock()
        defer { lock.unlock() }
        return hitCount
    }
    var settingHashes: [CheckOptions: ContentHash] = [:]
    /// The last options asked about and their hash, boxed so that checking them costs a
    /// comparison, not a copy of the options.
    var lastSetting: SettingMemo?

    /// Opens the cache in `directory`, reading its index now. Never fails: a problem
    /// becomes ``warning`` and an empty cache. `startTime` is the time this run's path
    /// records carry (now; tests move it to make records trusted or racy). O(index size).
    package init(
        directory: String, toolVersion: String, capacity: Int = ResultCache.defaultCapacity,
        startTime: Int64 = FileMetadata.now(), workingDirectory: String = FilePath.workingDirectory
    ) {
        self.directory = directory
        base = FilePath.resolved(workingDirectory, from: "/")
        self.toolVersion = toolVersion
        self.capacity = max(0, capacity)
        self.startTime = startTime
        let (index, problem) = Self.load(SpecFileFinder.join(directory, Self.indexFileName))
        loaded = index
        self.problem = problem
    }

    /// The path of the index file.
    package var indexPath: String { SpecFileFinder.join(directory, Self.indexFileName) }

    /// The first problem with the cache (reading, decoding or writing it), as a lower-case
    /// sentence, or nil. Results are correct either way.
    package var warning: String? {
        lock.lock()
        defer { lock.unlock() }
        return problem
    }

    /// The number of entries read from the index when the cache was opened.
    package var loadedCount: Int { loaded.entries.count }
    /// The number of path records read from the index when the cache was opened.
    package var loadedPathCount: Int { loaded.paths.count }

    // MARK: ReportCache

    /// The cached report for `source` checked with `options`, or nil. O(file size) to hash.
    package func report(for source: SourceFile, options: CheckOptions) -> FileReport? {
        lookUp(source, content: contentKey(of: source), options: options)
    }

    /// Remembers `report`'s diagnostics for ``flush()`` to write. O(file size + report).
    package func store(_ report: FileReport, for source: SourceFile, options: CheckOptions) {
        store(report, content: contentKey(of: source), options: options)
    }

    /// The cached report for `source` (read from a file that had `metadata`), and a new
    /// record of the path when its record is missing or differs. O(file size) to hash.
    package func report(for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) -> FileReport? {
        let content = contentKey(of: source)
        if let metadata { remember(source.path, metadata: metadata, content: content) }
        return lookUp(source, content: content, options: options)
    }

    /// ``store(_:for:options:)``, and a record of the path when it has `metadata`.
    package func store(_ report: FileReport, for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) {
        let content = contentKey(of: source)
        if let metadata { remember(source.path, metadata: metadata, content: content) }
        store(report, content: content, options: options)
    }

    /// The cached report for `source` or, on a miss, `check(source)` stored: the content
    /// is hashed once for the path record, the look-up and the store. O(file size) to hash.
    package func report(
        for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions,
        orCheck check: (SourceFile) -> FileReport
    ) -> FileReport {
        let content = contentKey(of: source)
        if let metadata { remember(source.path, metadata: metadata, content: content) }
        let key = key(content, options: options)
        if let found = diagnostics(for: key) {
            return FileReport(
                source: source, diagnostics: found.diagnostics, table: nil, omitted: found.omitted, variants: found.variants)
        }
        let report = check(source)
        store(report, key: key)
        return report
    }

    private func lookUp(_ source: SourceFile, content: CacheIndex.ContentKey, options: CheckOptions) -> FileReport? {
        guard let found = diagnostics(for: key(content, options: options)) else { return nil }
        return FileReport(source: source, diagnostics: found.diagnostics, table: nil, omitted: found.omitted)
    }

    private func store(_ report: FileReport, content: CacheIndex.ContentKey, options: CheckOptions) {
        store(report, key: key(content, options: options))
    }

    /// Stores nothing for a composite: its findings depend on the files it includes, which
    /// its content key does not cover, so it is checked again on every run.
    private func store(_ report: FileReport, key: ContentHash) {
        if let payload = Self.payload(of: report) { storeEntry(payload, key: key) }
    }

    /// The entry of `report`, or nil when it is not stored under its content key: a
    /// composite (its findings depend on the files it includes; see
    /// `ResultCache+Composites.swift`), or past 4 GiB.
    static func payload(of report: FileReport) -> [UInt8]? {
        guard !report.isComposite else { return nil }
        let payload = DiagnosticCodec.encode(report)
        return payload.count <= Int(UInt32.max) ? payload : nil
    }

    /// Stores `payload` under `key` for ``flush()`` to write (nothing past 4 GiB).
    func storeEntry(_ payload: [UInt8], key: ContentHash) {
        guard payload.count <= Int(UInt32.max) else { return }
        lock.lock()
        added[key] = payload[...]
        used.append(key)
        lock.unlock()
    }

    /// The payload stored under `key` (marked used), or nil. O(1).
    func entry(for key: ContentHash) -> ArraySlice<UInt8>? {
        lock.lock()
        defer { lock.unlock() }
        let payload = (added.isEmpty ? nil : added[key]) ?? loaded.entries[key]?.payload
        if payload != nil { used.append(key) }
        return payload
    }

    /// The diagnostics stored under `key` (marked used), or nil when there are none or
    /// they are damaged (which ``warning`` then says). O(entry size).
    func diagnostics(for key: ContentHash) -> DiagnosticCodec.Findings? {
        entry(for: key).flatMap(decoded)
    }

    /// The diagnostics in `payload`, or nil when it is damaged (which ``warning`` then
    /// says). O(payload size).
    func decoded(_ payload: ArraySlice<UInt8>) -> DiagnosticCodec.Findings? {
        guard let diagnostics = DiagnosticCodec.decodeReport(payload) else {
            record("ignoring a damaged entry in the result cache '\(indexPath)'")
            return nil
        }
        return diagnostics
    }

    /// Takes what a worker view (``forWorker()``) or a fast-path hit did on its own: the
    /// results and paths it used (for ``flush()`` to keep), the results it added, and the
    /// paths it read. One lock section. O(items).
    func merge(
        used keys: [ContentHash], paths: [String], added entries: [ContentHash: ArraySlice<UInt8>] = [:],
        read records: [(path: String, metadata: FileMetadata, content: CacheIndex.ContentKey)] = [], hits: Int = 0
    ) {
        lock.lock()
        defer { lock.unlock() }
        hitCount += hits
        used += keys
        usedPaths += paths
        added.merge(entries) { first, _ in first }
        for record in records {
            rememberLocked(record.path, metadata: record.metadata, content: record.content)
        }
    }

    // MARK: Keys

    /// The content part of `source`'s key: the hash of its bytes, their count, and whether
    /// it is read as JSON. O(file size).
    func contentKey(of source: SourceFile) -> CacheIndex.ContentKey {
        let hash = ContentHash(source.bytes)
        return CacheIndex.ContentKey(
            low: hash.low, high: hash.high,
            lengthAndFormat: UInt64(source.bytes.count) << 1 | (source.isJSON ? 1 : 0))
    }

    /// The key of `source` checked with `options` by this tool version.
    func key(for source: SourceFile, options: CheckOptions) -> ContentHash {
        key(contentKey(of: source), options: options)
    }

    /// The key of content `content` checked with `options` by this tool version: the hash
    /// of the content key and of the hash of the version and ``CheckOptions/fingerprint``
    /// (computed once per distinct options). O(1) after the first call per options.
    func key(_ content: CacheIndex.ContentKey, options: CheckOptions) -> ContentHash {
        key(content, setting: settingHash(options))
    }

    /// The key of content `content` checked with the options whose ``settingHash(_:)`` is
    /// `setting`. O(1).
    func key(_ content: CacheIndex.ContentKey, setting: ContentHash) -> ContentHash {
        let words: (UInt64, UInt64, UInt64, UInt64, UInt64) = (
            content.low.littleEndian, content.high.littleEndian, content.lengthAndFormat.littleEndian,
            setting.low.littleEndian, setting.high.littleEndian)
        return withUnsafeBytes(of: words) { ContentHash(raw: $0, seed: 2) }
    }

    static func keyOrder(_ a: ContentHash, _ b: ContentHash) -> Bool {
        a.high != b.high ? a.high < b.high : a.low < b.low
    }

    func record(_ message: String) {
        lock.lock()
        if problem == nil { problem = message }
        lock.unlock()
    }
}
