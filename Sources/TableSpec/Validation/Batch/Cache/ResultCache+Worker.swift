extension ResultCache {
    /// A view of this cache for one worker thread (``BatchChecker`` makes one per worker).
    public func forWorker() -> any ReportCache {
        Worker(self)
    }

    /// One worker's view of a ``ResultCache``: the fast path
    /// (``report(forUnchangedFile:options:)``) remembers the last options' setting hash
    /// and what it used by itself, without a lock per file, hands what it used to the
    /// shared cache in ``workerDone()``, and looks files up relative to their directory
    /// (``DirectoryCursor``); everything else goes straight to the shared cache.
    /// Two workers taking the shared cache's lock for each of 2,000 unchanged files cost a
    /// warm run up to ~0.7 ms (docs/performance-corpus.md).
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
        /// Where the worker's `stat`s are made relative to.
        private let cursor = DirectoryCursor()

        init(_ shared: ResultCache) {
            self.shared = shared
        }

        func report(forUnchangedFile path: String, options: CheckOptions) -> FileReport? {
            let setting = settingHash(options)
            let found = shared.unchangedReport(path, setting: setting) { cursor.metadata(path: $0) }
            guard let (report, key) = found else { return nil }
            usedKeys.append(key)
            usedPaths.append(path)
            return report
        }

        func workerDone() {
            shared.markUsed(usedKeys, paths: usedPaths)
            usedKeys = []
            usedPaths = []
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

        func store(_ report: FileReport, for source: SourceFile, options: CheckOptions) {
            shared.store(report, for: source, options: options)
        }

        func report(for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) -> FileReport? {
            shared.report(for: source, readWith: metadata, options: options)
        }

        func store(_ report: FileReport, for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) {
            shared.store(report, for: source, readWith: metadata, options: options)
        }

        func report(
            for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions,
            orCheck check: (SourceFile) -> FileReport
        ) -> FileReport {
            shared.report(for: source, readWith: metadata, options: options, orCheck: check)
        }
    }
}
