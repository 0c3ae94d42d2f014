import Dispatch
import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

@Suite struct ResultCacheTests {
    static let version = "9.9.9-test"
    /// A spec with findings that use every diagnostic field: a duplicate key (related
    /// location, hint, pointer) and an unknown kind ("did you mean").
    static let spec = """
        tablespec: 1
        id: cached
        sections:
          - id: s
            rows:
              - id: a
                title: One
                title: Two
              - id: b
                kind: standrad
                title: Three

        """

    func source(_ text: String = ResultCacheTests.spec, path: String = "screen.yaml") -> SourceFile {
        SourceFile(path: path, text: text)
    }

    /// Checks `source` through `cache` the way BatchChecker does: a hit, or a check that
    /// is stored.
    @discardableResult
    func check(_ source: SourceFile, _ cache: ResultCache, options: CheckOptions = CheckOptions()) -> (FileReport, hit: Bool) {
        if let cached = cache.report(for: source, options: options) { return (cached, true) }
        let report = SpecChecker.check(source, options: options)
        cache.store(report, for: source, options: options)
        return (report, false)
    }

    @Test func hitAfterFlushGivesTheSameDiagnostics() throws {
        let dir = try TemporaryDirectory()
        let first = ResultCache(directory: dir.path("cache"), toolVersion: Self.version)
        let (fresh, hit) = check(source(), first)
        #expect(!hit)
        #expect(fresh.diagnostics.contains { !$0.related.isEmpty && $0.hint != nil && !$0.pointer.isEmpty })
        #expect(check(source(), first).hit, "a stored result is found in the same run")
        first.flush()
        #expect(first.warning == nil)
        #expect(FileManager.default.fileExists(atPath: dir.path("cache/results-v4.bin")))

        let second = ResultCache(directory: dir.path("cache"), toolVersion: Self.version)
        #expect(second.loadedCount == 1)
        let cached = try #require(second.report(for: source(), options: CheckOptions()))
        #expect(cached.diagnostics == fresh.diagnostics)
        #expect(cached.table == nil)
        #expect(cached.source.bytes == source().bytes)
        #expect(cached.path == "screen.yaml")
        #expect(second.warning == nil)
    }

    @Test func everyDiagnosticFieldRoundTrips() throws {
        let odd = Span(start: Mark(line: 0, column: -1, offset: Int.max), end: Mark(line: Int.min, column: 1 << 40, offset: 3))
        let diagnostics = [
            Diagnostic(rule: "duplicate-key", severity: .error, message: "é ✓ \u{0}\n'quoted'", span: odd,
                       pointer: "/a~1b/0", related: [RelatedLocation(span: odd, message: "first"),
                                                     RelatedLocation(span: Span(at: .start), message: "")],
                       hint: "a hint"),
            Diagnostic(rule: "no-such-rule-yet", severity: .warning, message: "", span: Span(at: .start), hint: nil,
                       fix: Fix(title: "replace 'a' with 'é'", edits: [
                           TextEdit(start: 3, end: 7, replacement: "é\n"), TextEdit(start: 9, end: 9, replacement: ""),
                       ])),
            Diagnostic(rule: "x", severity: .warning, message: "m", span: Span(at: .start), hint: "", fix: Fix(title: "", edits: [])),
        ]
        let bytes = DiagnosticCodec.encode(diagnostics)
        #expect(DiagnosticCodec.decode(bytes[...]) == diagnostics)
        #expect(DiagnosticCodec.decode([0][...]) == [])
        // Every strict prefix is rejected, as is a trailing byte.
        for end in 0..<bytes.count {
            #expect(DiagnosticCodec.decode(bytes[0..<end]) == nil)
        }
        #expect(DiagnosticCodec.decode((bytes + [0])[...]) == nil)
    }

    @Test func contentChangeIsAMiss() throws {
        let dir = try TemporaryDirectory()
        let cache = ResultCache(directory: dir.root, toolVersion: Self.version)
        check(source(), cache)
        let edited = source(Self.spec.replacingOccurrences(of: "title: Three", with: "title: Four"))
        #expect(cache.report(for: edited, options: CheckOptions()) == nil)
        #expect(cache.report(for: source(Self.spec + "\n"), options: CheckOptions()) == nil)
        #expect(cache.report(for: source(), options: CheckOptions()) != nil)
        // The same bytes under a .json name are read as JSON: a different result.
        #expect(cache.report(for: source(path: "screen.json"), options: CheckOptions()) == nil)
        #expect(cache.report(for: source(path: "other/name.yaml"), options: CheckOptions()) != nil)
    }

    @Test func configurationChangeIsAMiss() throws {
        let dir = try TemporaryDirectory()
        let cache = ResultCache(directory: dir.root, toolVersion: Self.version)
        check(source(), cache)
        let off = CheckOptions(rules: RuleSettings(disabled: [.unknownKind]))
        let warn = CheckOptions(rules: RuleSettings(severities: [.duplicateKey: .warning]))
        let limits = CheckOptions(limits: Limits(maxDepth: 10))
        for options in [off, warn, limits] {
            #expect(options.fingerprint != CheckOptions().fingerprint)
            #expect(cache.report(for: source(), options: options) == nil)
        }
        let (report, _) = check(source(), cache, options: off)
        #expect(!report.diagnostics.contains { $0.rule == .unknownKind })
        let again = try #require(cache.report(for: source(), options: off))
        #expect(again.diagnostics == report.diagnostics)
    }

    @Test func versionChangeIsAMiss() throws {
        let dir = try TemporaryDirectory()
        let old = ResultCache(directory: dir.root, toolVersion: "1.0.0")
        check(source(), old)
        old.flush()
        let new = ResultCache(directory: dir.root, toolVersion: "1.0.1")
        #expect(new.loadedCount == 1)
        #expect(new.report(for: source(), options: CheckOptions()) == nil)
        #expect(ResultCache(directory: dir.root, toolVersion: "1.0.0").report(for: source(), options: CheckOptions()) != nil)
    }

    /// Entries used in a run are always kept; others only up to the capacity, most
    /// recently used first.
    @Test func capacityKeepsThisRunsEntriesAndTheMostRecentOthers() throws {
        let dir = try TemporaryDirectory()
        let files = (0..<5).map { source("tablespec: 1\nid: f\($0)\n", path: "f\($0).yaml") }
        let first = ResultCache(directory: dir.root, toolVersion: Self.version, capacity: 2)
        files[0...2].forEach { check($0, first) }
        first.flush()
        #expect(ResultCache(directory: dir.root, toolVersion: Self.version).loadedCount == 3)

        let second = ResultCache(directory: dir.root, toolVersion: Self.version, capacity: 3)
        #expect(check(files[0], second).hit)
        check(files[3], second)
        second.flush()
        // Kept: f0 and f3 (used), plus one of f1, f2 (both last used by the first run).
        let third = ResultCache(directory: dir.root, toolVersion: Self.version, capacity: 3)
        #expect(third.loadedCount == 3)
        #expect(check(files[0], third).hit && check(files[3], third).hit)
        check(files[4], third)
        third.flush()
        // Kept: f0, f3, f4 (used); the capacity leaves no room for others.
        let fourth = ResultCache(directory: dir.root, toolVersion: Self.version, capacity: 3)
        #expect(fourth.loadedCount == 3)
        let hits = files.map { fourth.report(for: $0, options: CheckOptions()) != nil }
        #expect(hits == [true, false, false, true, true])
    }

    @Test func concurrentLookupsAndStores() throws {
        let dir = try TemporaryDirectory()
        let sources = (0..<64).map { source("tablespec: 1\nid: s\($0)\nsections: []\n", path: "s\($0).yaml") }
        let expected = sources.map { SpecChecker.check($0).diagnostics }
        let seeded = ResultCache(directory: dir.root, toolVersion: Self.version)
        sources[0..<32].forEach { check($0, seeded) }
        seeded.flush()

        let cache = ResultCache(directory: dir.root, toolVersion: Self.version)
        let results = Results(count: sources.count * 8)
        DispatchQueue.concurrentPerform(iterations: sources.count * 8) { i in
            let (report, _) = check(sources[i % sources.count], cache)
            results.set(i, report.diagnostics)
        }
        for i in 0..<sources.count * 8 {
            #expect(results.get(i) == expected[i % sources.count])
        }
        cache.flush()
        #expect(cache.warning == nil)
        let reread = ResultCache(directory: dir.root, toolVersion: Self.version)
        #expect(reread.loadedCount == 64)
        #expect(sources.allSatisfy { reread.report(for: $0, options: CheckOptions()) != nil })
    }

    @Test func batchCheckerUsesTheCache() throws {
        let tree = try TemporaryDirectory(files: ["a.yaml": Self.spec, "b.yaml": "tablespec: 1\nid: b\n", "c.json": "{"])
        let inputs = SpecFileFinder.find([tree.root]).files.map(BatchInput.file)
        let plain = BatchChecker.check(inputs, jobs: 2)
        for _ in 0..<2 {
            let cache = ResultCache(directory: tree.path(".cache"), toolVersion: Self.version)
            let cached = BatchChecker.check(inputs, options: { _ in CheckOptions() }, cache: cache, jobs: 2)
            cache.flush()
            #expect(cached.reports.map(\.diagnostics) == plain.reports.map(\.diagnostics))
            #expect(cached.reports.map(\.path) == plain.reports.map(\.path))
        }
        #expect(ResultCache(directory: tree.path(".cache"), toolVersion: Self.version).loadedCount == 3)
    }

    @Test func defaultDirectory() {
        #expect(ResultCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"])
            == "/x/cache/tablectl")
        #expect(ResultCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"])
            == "/home/me/.cache/tablectl")
        #expect(ResultCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/me/"])
            == "/home/me/.cache/tablectl")
        #expect(ResultCache.defaultDirectory(environment: [:]) == nil)
    }
}

/// Results written by many threads, read after.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[Diagnostic]?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ value: [Diagnostic]) {
        lock.lock()
        values[i] = value
        lock.unlock()
    }

    func get(_ i: Int) -> [Diagnostic]? {
        lock.lock()
        defer { lock.unlock() }
        return values[i]
    }
}
