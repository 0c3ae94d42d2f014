@testable import TableSpec
import TableSpecTestSupport
import Testing

/// One worker's view of the result cache: the fast path without a lock per file, what it
/// used handed over when the worker is done.
@Suite struct ResultCacheWorkerTests {
    typealias Fast = ResultCacheFastPathTests

    @Test func aWorkerViewMarksWhatItUsedWhenDone() throws {
        let tree = try TemporaryDirectory(files: ["clean.yaml": Fast.clean])
        let path = tree.path("clean.yaml")
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Fast.version, capacity: 100, startTime: Fast.later())
        _ = BatchChecker.check([.file(path)], options: { _ in CheckOptions() }, cache: first, jobs: 1)
        first.flush()
        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Fast.version, capacity: 100, startTime: Fast.later())
        let worker = second.forWorker()
        #expect(worker.report(forUnchangedFile: path, options: CheckOptions())?.diagnostics.isEmpty == true)
        #expect(worker.report(forUnchangedFile: tree.path("missing.yaml"), options: CheckOptions()) == nil)
        #expect(second.usedPaths.isEmpty && second.used.isEmpty, "nothing is shared before the worker is done")
        worker.workerDone()
        #expect(second.usedPaths == [path] && second.used.count == 1)
    }

    @Test func batchRunsUseOneViewPerWorkerAndGiveTheSameReports() throws {
        let files = Dictionary(uniqueKeysWithValues: (0..<40).map { ("s\($0).yaml", $0 % 5 == 0 ? Fast.faulty : Fast.clean) })
        let tree = try TemporaryDirectory(files: files)
        let inputs = files.keys.sorted().map { BatchInput.file(tree.path($0)) }
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: Fast.version, capacity: 100, startTime: Fast.later())
        let cold = BatchChecker.check(inputs, options: { _ in CheckOptions() }, cache: first, jobs: 3)
        first.flush()
        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Fast.version, capacity: 100, startTime: Fast.later())
        let warm = BatchChecker.check(inputs, options: { _ in CheckOptions() }, cache: second, jobs: 3)
        #expect(warm.reports.map(\.path) == cold.reports.map(\.path))
        #expect(warm.reports.map { $0.diagnostics.map(\.message) } == cold.reports.map { $0.diagnostics.map(\.message) })
        #expect(Set(second.usedPaths) == Set(inputs.map(\.displayPath)), "every file marked used, fast or read")
    }

    /// A worker keeps the results it checks and the paths it reads to itself until it is
    /// done; then the shared cache has them all, and writes them: the next run reads
    /// only the files with findings and checks none.
    @Test func aWorkerViewHandsOverWhatItCheckedAndRead() throws {
        let files = Dictionary(uniqueKeysWithValues: (0..<30).map {
            ("s\($0).yaml", $0 % 3 == 0 ? Fast.faulty : "tablespec: 1\nid: s\($0)\nsections: []\n")
        })
        let tree = try TemporaryDirectory(files: files)
        let cache = ResultCache(directory: tree.path(".cache"), toolVersion: Fast.version, capacity: 100, startTime: Fast.later())
        let worker = cache.forWorker()
        for name in files.keys.sorted() {
            let path = tree.path(name)
            let (contents, metadata) = try SpecFileReader.readFile(path: path, limit: .max)
            guard case .bytes(let bytes) = contents else { throw BatchFailure(path: path, message: "too large") }
            _ = worker.report(for: SourceFile(path: path, bytes: bytes), readWith: metadata, options: CheckOptions()) {
                SpecChecker.check($0, options: CheckOptions())
            }
        }
        #expect(cache.added.isEmpty && cache.addedPaths.isEmpty, "nothing is shared before the worker is done")
        worker.workerDone()
        #expect(cache.added.count == 21, "20 distinct clean specs and one faulty content")
        #expect(cache.addedPaths.count == 30 && Set(cache.usedPaths).count == 30 && Set(cache.used).count == 21)
        cache.flush()
        let second = ResultCache(directory: tree.path(".cache"), toolVersion: Fast.version, capacity: 100, startTime: Fast.later())
        #expect(second.loadedCount == 21 && second.loadedPathCount == 30)
        let counting = CountingCache(second)
        let inputs = files.keys.sorted().map { BatchInput.file(tree.path($0)) }
        let warm = BatchChecker.check(inputs, options: { _ in CheckOptions() }, cache: counting, jobs: 2)
        #expect(warm.reports.count == 30 && warm.errorCount > 0)
        #expect(counting.fastHits == 20 && counting.reads == 10 && counting.contentHits == 10)
    }
}
