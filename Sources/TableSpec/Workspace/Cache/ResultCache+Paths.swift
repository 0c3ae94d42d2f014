extension ResultCache {
    /// The cached report for the file at `path` checked with `options`, without reading
    /// it, or nil (then the caller reads the file and asks by content). One `stat`, and
    /// none when the path has no trusted record.
    ///
    /// 1. The path's record must exist and be trusted: the file's mtime and ctime were at
    ///    least 2 s older than the moment the record was made (a "racily clean" record
    ///    could describe a file written again within the same timestamp tick).
    /// 2. The file's device, inode, size, mtime and ctime, from a `stat` now, must equal
    ///    the record's.
    /// 3. A result for the recorded content, these options and this version must exist
    ///    and have no findings (findings are printed with the file's lines, so a file
    ///    with findings is always read).
    ///
    /// The report's source has the path and no bytes.
    ///
    /// Only the index read when the cache was opened is consulted (it never changes, so
    /// steps 1–3 take no lock): a path or content first met in this run is read, which is
    /// correct and rare (a path given twice, two files with the same content). One short
    /// lock section marks the record and result used; a worker's view (``forWorker()``)
    /// marks them all at once when it is done.
    package func report(forUnchangedFile path: String, options: CheckOptions) -> FileReport? {
        guard let (report, key) = unchangedReport(path, setting: settingHash(options)) else { return nil }
        merge(used: [key], paths: [path])
        return report
    }

    /// Steps 1–3 of ``report(forUnchangedFile:options:)`` for options whose
    /// ``settingHash(_:)`` is `setting`, with the file's metadata from `lookUp` (a worker
    /// passes its ``DirectoryCursor``'s): the report and the key of its result, not yet
    /// marked used. No lock.
    func unchangedReport(
        _ path: String, setting: ContentHash, lookUp: (String) -> FileMetadata? = FileMetadata.init(path:)
    ) -> (FileReport, ContentHash)? {
        // 1. A trusted record.
        guard let record = loaded.paths[path], record.isTrusted else { return nil }
        // 2. The same file, unchanged.
        guard let current = lookUp(path), current == record.metadata else { return nil }
        // 3. A clean result for that content (its payload is the encoding of no
        //    diagnostics, so nothing to decode).
        let key = key(record.content, setting: setting)
        guard let payload = loaded.entries[key]?.payload, DiagnosticCodec.isEmpty(payload) else { return nil }
        return (FileReport(source: SourceFile(path: path, bytes: []), diagnostics: [], table: nil), key)
    }

    /// Records that `path` was just read and held `content`, with `metadata` from the
    /// descriptor it was read from, as of ``startTime``. The record is only replaced (and
    /// the index then rewritten) when it is missing, differs, or was racily clean and
    /// would now be trusted. O(1).
    func remember(_ path: String, metadata: FileMetadata, content: CacheIndex.ContentKey) {
        lock.lock()
        rememberLocked(path, metadata: metadata, content: content)
        lock.unlock()
    }

    /// ``remember(_:metadata:content:)`` with ``lock`` held.
    func rememberLocked(_ path: String, metadata: FileMetadata, content: CacheIndex.ContentKey) {
        guard path.utf8.count <= Self.maxPathLength else { return }
        let record = CacheIndex.PathRecord(generation: 0, metadata: metadata, recorded: startTime, content: content)
        usedPaths.append(path)
        if let old = addedPaths[path] ?? loaded.paths[path],
           old.metadata == metadata, old.content == content, old.isTrusted || !record.isTrusted {
            return
        }
        addedPaths[path] = record
    }

    /// The path records ``flush()`` writes: those used in this run (generation
    /// `generation`) and the most recently used others up to ``capacity``, sorted by
    /// path. O(records × log records).
    func keptPaths(
        generation: UInt32, added: [String: CacheIndex.PathRecord], used: Set<String>
    ) -> [(path: String, record: CacheIndex.PathRecord)] {
        var kept: [(path: String, record: CacheIndex.PathRecord)] = []
        for path in used.sorted(by: Self.pathOrder) {
            guard var record = added[path] ?? loaded.paths[path] else { continue }
            record.generation = generation
            kept.append((path, record))
        }
        let others = loaded.paths.all.filter { !used.contains($0.path) }.sorted {
            $0.record.generation != $1.record.generation
                ? $0.record.generation > $1.record.generation : Self.pathOrder($0.path, $1.path)
        }
        for (path, record) in others.prefix(max(0, capacity - kept.count)) {
            kept.append((path, record))
        }
        // Written in path order, the order ``CacheIndex/PathTable`` searches.
        kept.sort { Self.pathOrder($0.path, $1.path) }
        return kept
    }

    private static func pathOrder(_ a: String, _ b: String) -> Bool {
        a.utf8Precedes(b)
    }
}
