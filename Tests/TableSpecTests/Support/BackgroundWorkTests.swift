import Dispatch
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// A value computed on another thread while the caller goes on.
@Suite struct BackgroundWorkTests {
    @Test func valueWaitsForTheWorkAndCanBeReadAgain() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> [Int] in
            started.signal()
            release.wait()   // the caller goes on meanwhile
            return Array(1...3)
        }
        started.wait()
        release.signal()
        #expect(work.value == [1, 2, 3])
        #expect(work.value == [1, 2, 3], "a second read does not wait forever")
    }

    @Test func opensTheResultCacheAsTheCallerWould() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": "tablespec: 1\nid: a\nsections: []\n", "b.yaml": "x: ["])
        let first = ResultCache(directory: tree.path(".cache"), toolVersion: "1")
        _ = BatchChecker.check([.file(tree.path("a.yaml")), .file(tree.path("b.yaml"))], options: { _ in CheckOptions() },
                               cache: first, jobs: 2)
        first.flush()
        let directory = tree.path(".cache")
        let direct = ResultCache(directory: directory, toolVersion: "1")
        let background = BackgroundWork { ResultCache(directory: directory, toolVersion: "1") }.value
        #expect(direct.loadedCount == 2 && direct.loadedPathCount == 2 && direct.warning == nil)
        #expect(background.loadedCount == 2 && background.loadedPathCount == 2 && background.warning == nil)
    }
}
