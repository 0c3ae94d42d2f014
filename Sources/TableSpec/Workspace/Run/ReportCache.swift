/// A store of earlier results, so a re-run over unchanged files does almost no work.
///
/// Implementations key a report by the file's content, the tool version and
/// ``CheckOptions/fingerprint``; they must never return a report for other content or
/// options, and must treat any damage to their storage as a miss. Called from many
/// threads at once.
///
/// The three requirements with a ``FileMetadata`` or a bare path are the fast path for
/// files on disk (``BatchChecker`` asks ``report(forUnchangedFile:options:)`` before
/// reading a file); they have default implementations that do without it.
package protocol ReportCache: Sendable {
    /// The cached report for `source` checked with `options`, or nil.
    func report(for source: SourceFile, options: CheckOptions) -> FileReport?
    /// Remembers `report`, the result of checking `source` with `options`.
    func store(_ report: FileReport, for source: SourceFile, options: CheckOptions)

    /// The cached report for the file at `path` checked with `options`, when the cache
    /// can tell without reading the file that its content is one it has a result for;
    /// else nil, and the caller reads the file. Must return nil for a report with
    /// findings (the text reporter quotes the file's lines, so it needs its bytes); the
    /// report's ``FileReport/source`` has the path and no bytes.
    func report(forUnchangedFile path: String, options: CheckOptions) -> FileReport?
    /// The cache one worker thread uses until it calls ``workerDone()``: an implementation
    /// may keep per-worker state there without a lock per file.
    func forWorker() -> any ReportCache
    /// Called by a worker on the cache ``forWorker()`` gave it, when it has no more files.
    func workerDone()
    /// ``report(for:options:)`` for `source` just read from a file that had `metadata`
    /// (nil when not known, or not a regular file).
    func report(for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) -> FileReport?
    /// ``store(_:for:options:)`` for `source` just read from a file that had `metadata`.
    func store(_ report: FileReport, for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions)
    /// The cached report of composite `source` (at absolute `path`) checked with `options`,
    /// its components with `componentOptions(absolutePath)` (nil: excluded): valid only
    /// while every file of its include closure is as it was; nil otherwise.
    func compositeReport(
        for source: SourceFile, at path: String, options: CheckOptions, componentOptions: (String) -> CheckOptions?
    ) -> FileReport?
    /// Remembers composite `report`, keyed by `source`, `options` and its closure.
    func storeComposite(
        _ report: FileReport, for source: SourceFile, at path: String, options: CheckOptions,
        componentOptions: (String) -> CheckOptions?
    )
    /// The cached report for `source` just read from a file that had `metadata` or, on a
    /// miss, `check(source)`, which is then stored: the look-up and the store in one call,
    /// so a cache can work out the key (hash the content) once.
    func report(
        for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions,
        orCheck check: (SourceFile) -> FileReport
    ) -> FileReport
}

extension ReportCache {
    /// No fast path: always nil.
    package func report(forUnchangedFile path: String, options: CheckOptions) -> FileReport? { nil }

    package func forWorker() -> any ReportCache { self }

    /// No composites cached: always nil.
    package func compositeReport(
        for source: SourceFile, at path: String, options: CheckOptions, componentOptions: (String) -> CheckOptions?
    ) -> FileReport? { nil }

    /// No composites cached: nothing stored.
    package func storeComposite(
        _ report: FileReport, for source: SourceFile, at path: String, options: CheckOptions,
        componentOptions: (String) -> CheckOptions?
    ) {}

    package func workerDone() {}

    /// ``report(for:options:)``, ignoring `metadata`.
    package func report(for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) -> FileReport? {
        report(for: source, options: options)
    }

    /// ``store(_:for:options:)``, ignoring `metadata`.
    package func store(_ report: FileReport, for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions) {
        store(report, for: source, options: options)
    }

    /// ``report(for:readWith:options:)``, else `check(source)` stored with
    /// ``store(_:for:readWith:options:)``.
    package func report(
        for source: SourceFile, readWith metadata: FileMetadata?, options: CheckOptions,
        orCheck check: (SourceFile) -> FileReport
    ) -> FileReport {
        if let cached = report(for: source, readWith: metadata, options: options) { return cached }
        let report = check(source)
        // A composite's findings depend on the files it includes, not only on its content.
        if !report.isComposite { store(report, for: source, readWith: metadata, options: options) }
        return report
    }
}
