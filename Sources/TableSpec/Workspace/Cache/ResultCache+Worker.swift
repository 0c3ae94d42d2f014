extension ResultCache {
    /// A view of this cache for one worker thread (``BatchChecker`` makes one per worker).
    package func forWorker() -> any ReportCache {
        Worker(self)
    }

    /// One worker's view of a ``ResultCache``: it remembers the last options' setting hash,
    /// and keeps what it uses, the results it adds and the paths it reads to itself,
    /// without a lock per file, handing them to the shared cache in ``workerDone()``; it
    /// looks files up relative to their directory (``DirectoryCursor``).
    ///
    /// Two workers taking the shared cache's lock for each of 2,000 files, four times per
    /// file read (options, path record, look-up, store), made a cold run over 2,000 files
    /// 6–10% slower than a run without the cache, and a warm run up to ~0.7 ms slower
    /// (docs/performance-corpus.md). A result one worker adds is not seen by the other
    /// before the run ends: two files of the same content checked by different workers
    /// are both checked (rare, and the same result).
    ///
    /// Used by one thread at a time (hence `@unchecked Sendable`).
    final class Worker: ReportCache, @unchecked Sendable {
        let shared: ResultCache
        /// The options last asked about and their setting hash; valid once `hasLast`.
        private var lastOptions = CheckOptions()
        private var lastHash = ContentHash(low: 0, high: 0)
        private var hasLast = false
        private var usedKeys: [ContentHash] = []
        private var usedPaths: [String] = []
        /// Results this worker checked and encoded, by key.
        private var addedEntries: [ContentHash: ArraySlice<UInt8>] = [:]
        /// Paths this worker read, for the shared cache to record.
        private var readPaths: [(path: String, metadata: FileMetadata, content: CacheIndex.ContentKey)] = []
        /// Where the worker's `stat`s are made relative to.
        private let cursor = DirectoryCursor()
        /// Files this worker took from the cache.
        private var hits = 0

        init(_ shared: ResultCache) {
            self.shared = shared
        }

        func report(forUnchangedFile path: String, options: CheckOptions) -> FileReport? {
            let setting = settingHash(options)
            let found = shared.unchangedReport(path, setting: setting) { cursor.metadata(path: $0) }
            guard let (report, key) = found else { return nil }
            usedKeys.append(key)
            usedPaths.append(path)
            hits += 1
            return report
        }

        func workerDone() {
            shared.merge(used: usedKeys, paths: usedPaths, added: addedEntries, read: readPaths, hits: hits)
            hits = 0
            usedKeys = []
            usedPaths = []
            addedEntries = [:]
            readPaths = []
        }

        /// The cached report for `source` or, on a miss, `check(source)` kept for the
        /// shared cache: the content is hashed once for the path record, the look-up and
        /// the store, and nothing takes a lock. O(file size) to hash.
        func report(
            for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions,
            orCheck check: (SourceFile) -> FileReport
        ) -> FileReport {
            let content = shared.contentKey(of: source)
            if let metadata { readPaths.append((source.path, metadata, content)) }
            let key = shared.key(content, setting: settingHash(options))
            usedKeys.append(key)
            if let payload = addedEntries[key] ?? shared.loaded.entries[key]?.payload,
               let found = shared.decoded(payload) {
                hits += 1
                return FileReport(
                source: source, diagnostics: found.diagnostics, table: nil, omitted: found.omitted, variants: found.variants)
            }
            let report = check(source)
            if let payload = ResultCache.payload(of: report) { addedEntries[key] = payload[...] }
            return report
        }

        /// The shared cache's setting hash of `options`, asked once per run of equal options.
        /// (Not an optional: unwrapping `CheckOptions?` copied the options before comparing,
        /// and `Optional`'s `==` compared them through witness tables, about 380
        /// instructions per file of a warm run.)
        private func settingHash(_ options: CheckOptions) -> ContentHash {
            if hasLast, lastOptions == options { return lastHash }
            lastHash = shared.settingHash(options)
            lastOptions = options
            hasLast = true
            return lastHash
        }

        // MARK: The rest, as the shared cache does it

        func forWorker() -> any ReportCache { self }

        func report(for source: SourceFile, options: CheckOptions) -> FileReport? {
            shared.report(for: source, options: options)
        }

        func compositeReport(
            for source: SourceFile, at path: String, options: CheckOptions, componentOptions: (String) -> CheckOptions?
        ) -> FileReport? {
            let found = shared.compositeReport(for: source, at: path, options: options, componentOptions: componentOptions)
            if found != nil { hits += 1 }
            return found
        }

        func storeComposite(
            _ report: FileReport, for source: SourceFile, at path: String, options: CheckOptions,
            componentOptions: (String) -> CheckOptions?
        ) {
            shared.storeComposite(report, for: source, at: path, options: options, componentOptions: componentOptions)
        }

        func store(_ report: FileReport, for source: SourceFile, options: CheckOptions) {
            shared.store(report, for: source, options: options)
        }

        func report(for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) -> FileReport? {
            shared.report(for: source, readWith: metadata, options: options)
        }

        func store(_ report: FileReport, for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) {
            shared.store(report, for: source, readWith: metadata, options: options)
        }
    }
}
