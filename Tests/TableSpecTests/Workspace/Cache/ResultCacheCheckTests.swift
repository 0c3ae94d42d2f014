import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// ``ResultCache/report(for:readWith:options:orCheck:)``, the look-up and store of a file
/// that was read, in one call.
@Suite struct ResultCacheCheckTests {
    /// The one-call look-up-or-check hashes once and gives what a look-up then a store
    /// give: a miss checks and stores, a hit (in this run or after a flush) does not check.
    @Test func lookUpOrCheckMatchesLookUpThenStore() throws {
        let tree = try TemporaryDirectory(files: [:])
        let source = SourceFile(path: "a.yaml", text: ResultCacheTests.spec)
        let expected = SpecChecker.check(source).diagnostics
        let cache = ResultCache(directory: tree.path(".cache"), toolVersion: ResultCacheTests.version)
        var checks = 0
        let first = cache.report(for: source, readWith: nil, options: CheckOptions()) { checks += 1; return SpecChecker.check($0) }
        let again = cache.report(for: source, readWith: nil, options: CheckOptions()) { checks += 1; return SpecChecker.check($0) }
        #expect(checks == 1)
        #expect(first.diagnostics == expected && again.diagnostics == expected)
        #expect(cache.report(for: source, options: CheckOptions())?.diagnostics == expected)
        cache.flush()
        let reopened = ResultCache(directory: tree.path(".cache"), toolVersion: ResultCacheTests.version)
        let hit = reopened.report(for: source, readWith: nil, options: CheckOptions()) { checks += 1; return SpecChecker.check($0) }
        #expect(checks == 1 && hit.diagnostics == expected)
    }
}
