import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks many spec files in parallel with ``SpecChecker``.
///
/// Each input is read and checked on one of `jobs` worker threads; results are stored by
/// input index, so the returned order (and therefore every output format) does not depend
/// on thread count or scheduling.
///
/// ```swift
/// let found = SpecFileFinder.find(["specs"])
/// let result = BatchChecker.check(found.files.map(BatchInput.file), jobs: 4)
/// result.errorCount   // 0
/// ```
public enum BatchChecker {
    /// Reads and checks every input. Never throws: an input that cannot be read becomes a
    /// ``BatchFailure``; a file over the size limit becomes a report with one
    /// `limit-exceeded` error, without being read. O(total input size / jobs) wall time.
    public static func check(
        _ inputs: [BatchInput],
        options: CheckOptions = CheckOptions(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> BatchResult {
        check(inputs, options: { _ in options }, cache: nil, jobs: jobs)
    }

    /// ``check(_:options:jobs:)`` with each composite's report holding its components'
    /// (``FileReport/components``), for a command that uses each input's table: each input
    /// with `options` and the root of its configuration (``SpecLoader/root(of:)``).
    static func checkKeepingComponents(_ inputs: [BatchInput], options: CheckOptions, jobs: Int) -> BatchResult {
        let here = FilePath.workingDirectory
        return check(inputs, options: { input in
            var options = options
            options.compositionRoot = SpecLoader.root(of: FilePath.absolute(input.displayPath, from: here))
            return options
        }, cache: nil, jobs: jobs, mergesComponents: false)
    }

    /// Reads and checks every input with the options `options` gives for it (the effective
    /// configuration of its path), using `cache` for results of unchanged files.
    ///
    /// A composite (a spec with `include:` items) is checked with every file it includes
    /// (``CompositeChecker``), each included file with `componentOptions(options, path)`
    /// (its options from the composite's and its absolute path, nil when excluded; by
    /// default the composite's without a baseline), and the reports of one file are merged (``ReportMerge``).
    package static func check(
        _ inputs: [BatchInput],
        options: @Sendable (BatchInput) -> CheckOptions,
        componentOptions: (@Sendable (CheckOptions, String) -> CheckOptions?)? = nil,
        cache: (any ReportCache)?,
        jobs: Int,
        mergesComponents: Bool = true
    ) -> BatchResult {
        let here = FilePath.workingDirectory
        let components = componentOptions ?? { options, _ in
            var options = options
            options.baseline = nil
            return options
        }
        // 1. One slot per input; workers take the next few indices until none is left.
        //    Each worker uses its own view of the cache (``ReportCache/forWorker()``) and
        //    opens files relative to their directory (``DirectoryCursor``).
        let slots = Slots(count: inputs.count)
        let workers = max(1, min(jobs, inputs.count))
        @Sendable func work() {
            let cache = cache?.forWorker()
            let cursor = DirectoryCursor()
            while let claimed = slots.claim(upTo: Slots.chunkSize, workers: workers) {
                slots.store(
                    claimed.map {
                        checkOne(
                            inputs[$0], options: options(inputs[$0]), components: components, cache: cache, cursor: cursor,
                            workingDirectory: here)
                    },
                    at: claimed)
            }
            cache?.workerDone()
        }
        if workers == 1 {
            work()
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        }
        // 2. Collect, sorted by path (byte order; the input order breaks ties), so output
        //    never depends on the order paths were given or threads finished.
        //    Outcomes are moved out of their slots (last first, then put back in order),
        //    not copied: a copy of thousands of reports is a retain and a release each.
        var outcomes = slots.take()
        var reports: [FileReport] = []
        var failures: [BatchFailure] = []
        reports.reserveCapacity(outcomes.count)
        while let outcome = outcomes.popLast() {
            switch outcome {
            case .success(let report)?: reports.append(report)
            case .failure(let failure)?: failures.append(failure)
            case nil: continue
            }
        }
        reports.reverse()
        failures.reverse()
        return BatchResult(
            reports: stableSorted(mergesComponents ? ReportMerge.merged(reports) : reports) { $0.path }, failures: stableSorted(failures) { $0.path })
    }

    /// `items` sorted by the UTF-8 bytes of `key`, keeping the input order of equal keys.
    /// O(n) when they already are (inputs from a directory walk come sorted), else
    /// O(n log n). (Callers pass a closure, not a key path: a key path applied 4,000 times
    /// costs a warm run over 2,000 files half a millisecond.)
    private static func stableSorted<T>(_ items: [T], by key: (T) -> String) -> [T] {
        if zip(items, items.dropFirst()).allSatisfy({ !key($1).utf8Precedes(key($0)) }) { return items }
        return items.enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            return ka.utf8Precedes(kb) || (!kb.utf8Precedes(ka) && a.offset < b.offset)
        }.map(\.element)
    }

    /// Reads and checks one input.
    ///
    /// 1. A file the cache knows to be unchanged (``ReportCache/report(forUnchangedFile:options:)``)
    ///    is not read at all.
    /// 2. Otherwise it is read, with its metadata, and looked up by content; on a miss it
    ///    is checked and the result stored.
    static func checkOne(
        _ input: BatchInput, options: CheckOptions,
        components: @escaping @Sendable (CheckOptions, String) -> CheckOptions?,
        cache: (any ReportCache)?, cursor: DirectoryCursor? = nil, workingDirectory: String
    ) -> Result<FileReport, BatchFailure> {
        let limit = options.limits.maxFileSize
        let contents: SpecFileReader.Contents
        var metadata: FileMetadata?
        do {
            switch input {
            case .file(let path):
                if let cached = cache?.report(forUnchangedFile: path, options: options) { return .success(cached) }
                (contents, metadata) = try SpecFileReader.readFile(path: path, limit: limit, cursor: cursor)
            case .standardInput(let name):
                contents = try SpecFileReader.readStandardInput(name: name, limit: limit)
            }
        } catch {
            return .failure(error)
        }
        switch contents {
        case .bytes(let bytes):
            let source = SourceFile(path: input.displayPath, bytes: bytes)
            let context = CompositeChecker.Context(
                path: input.displayPath, directory: workingDirectory, root: options.compositionRoot,
                components: FileSystemComponents(),
                options: { components(options, $0) })
            // A localized spec's findings depend on its catalog too: it is checked afresh.
            guard let cache, !CatalogLoader.mayLocalize(source.bytes) else {
                return .success(CompositeChecker.check(source, options: options, context: context))
            }
            // A composite is cached by its include closure too (``ResultCache``'s composites).
            let mayInclude = CompositeChecker.mayInclude(source.bytes)
            if mayInclude, let cached = cache.compositeReport(
                for: source, at: context.absolutePath, options: options, componentOptions: context.options) {
                return .success(cached)
            }
            return .success(cache.report(for: source, readWith: metadata, options: options) {
                let report = CompositeChecker.check($0, options: options, context: context)
                // A part's own catalog is not in the include closure: a localized part is checked afresh.
                if report.isComposite, !report.components.contains(where: { CatalogLoader.mayLocalize($0.source.bytes) }) {
                    cache.storeComposite(report, for: $0, at: context.absolutePath, options: options, componentOptions: context.options)
                }
                return report
            })
        case .tooLarge(let size):
            var collector = FindingCollector(options: options)
            collector.add(tooLarge(size: size, limit: limit))
            return .success(collector.report(source: SourceFile(path: input.displayPath, bytes: []), table: nil))
        }
    }

    /// The `limit-exceeded` error for a file that was not read because of its size.
    static func tooLarge(size: Int?, limit: Int) -> Diagnostic {
        let what = size.map { "file is \($0) bytes" } ?? "input is larger than \(limit) bytes"
        let message = size == nil ? what : "\(what), more than the limit of \(limit)"
        return Diagnostic(
            rule: .limitExceeded, message: message, span: Span(at: .start),
            hint: "split the spec, or raise the limit with --max-file-size")
    }
}

/// Result slots shared by the worker threads, guarded by one lock.
///
/// Workers claim a few inputs at a time and store their results together, so a warm run
/// over thousands of files (each a `stat` and a look-up, microseconds) takes the lock
/// twice per ``chunkSize`` files, not twice per file; a slow file still holds up at most
/// ``chunkSize`` - 1 others of its worker.
private final class Slots: @unchecked Sendable {
    /// Inputs claimed at once.
    static let chunkSize = 8
    private let lock = Lock()
    private var results: [Result<FileReport, BatchFailure>?]
    private var next = 0

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The next inputs to check: at most `limit`, and no more than an equal share of those
    /// left among `workers`, so a few large inputs (a diff's two sides) go to different
    /// workers instead of the first taking them all; nil when all are taken.
    func claim(upTo limit: Int, workers: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        let share = max(1, (results.count - next) / max(1, workers))
        let claimed = next..<min(results.count, next + min(limit, share))
        next = claimed.upperBound
        return claimed
    }

    func store(_ claimed: [Result<FileReport, BatchFailure>], at indices: Range<Int>) {
        lock.lock()
        for (index, result) in zip(indices, claimed) { results[index] = result }
        lock.unlock()
    }

    /// Every slot, in index order, leaving none behind; call after all workers finished.
    func take() -> [Result<FileReport, BatchFailure>?] {
        lock.lock()
        defer { lock.unlock() }
        var taken: [Result<FileReport, BatchFailure>?] = []
        swap(&taken, &results)
        return taken
    }
}
