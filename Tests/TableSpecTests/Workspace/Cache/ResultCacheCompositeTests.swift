import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// A composite in the result cache is keyed by its include closure: it is found again while
/// every file it looked at is unchanged (after the index is written and read back), and
/// missed when one changes, appears or disappears.
@Suite struct ResultCacheCompositeTests {
    static let top = "tablespec: 1\nid: top\nsections:\n  - {include: part.yaml}\n  - {include: later.yaml}\n"
    static let part = "tablespec: 1\nid: part\nsections:\n  - id: s\n    rows: [{id: a, title: A}]\n"

    /// The composite's report from `cache`, or checked and stored on a miss; and whether it
    /// was a hit.
    static func check(_ dir: TemporaryDirectory, _ cache: ResultCache) throws -> (report: FileReport, hit: Bool) {
        let path = dir.path("top.yaml")
        let source = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let options = CheckOptions()
        let components: (String) -> CheckOptions? = { _ in options }
        if let cached = cache.compositeReport(for: source, at: path, options: options, componentOptions: components) {
            return (cached, true)
        }
        let context = CompositeChecker.Context(
            absolutePath: path, root: nil, components: FileSystemComponents(), options: { _ in options })
        let report = CompositeChecker.check(source, options: options, context: context)
        cache.storeComposite(report, for: source, at: path, options: options, componentOptions: components)
        return (report, false)
    }

    @Test func anotherCompositeWithTheSameBytesIsNotFound() throws {
        let one = try TemporaryDirectory()
        let two = try TemporaryDirectory()
        for dir in [one, two] { try dir.write("top.yaml", Self.top) }
        try one.write("part.yaml", Self.part)
        try two.write("part.yaml", Self.part.replacingOccurrences(of: "title: A", with: "titel: A"))
        let cache = ResultCache(directory: one.path("cache"), toolVersion: "test")
        _ = try Self.check(one, cache)
        let other = try Self.check(two, cache)
        #expect(!other.hit, "the same bytes elsewhere include other files")
        #expect(other.report.components.first?.diagnostics.contains { $0.rule == .unknownKey } == true)
    }

    @Test func aCompositeIsFoundWhileItsClosureIsUnchanged() throws {
        let dir = try TemporaryDirectory()
        try dir.write("top.yaml", Self.top)
        try dir.write("part.yaml", Self.part)
        // later.yaml is missing: an include-missing error, and part of the closure.
        let first = ResultCache(directory: dir.path("cache"), toolVersion: "test")
        let cold = try Self.check(dir, first)
        #expect(!cold.hit && cold.report.errorCount == 1 && cold.report.dependencies.count == 2)
        first.flush()

        let second = ResultCache(directory: dir.path("cache"), toolVersion: "test")
        let warm = try Self.check(dir, second)
        #expect(warm.hit)
        #expect(warm.report.diagnostics.map(\.message) == cold.report.diagnostics.map(\.message))
        #expect(warm.report.components.map(\.path) == cold.report.components.map(\.path))

        // A component changes: a miss, and the new finding.
        try dir.write("part.yaml", Self.part.replacingOccurrences(of: "title: A", with: "titel: A"))
        let changed = try Self.check(dir, second)
        #expect(!changed.hit)
        #expect(changed.report.components.first?.diagnostics.contains { $0.rule == .unknownKey } == true)

        // The missing file appears: a miss, and its error is gone.
        try dir.write("later.yaml", "tablespec: 1\nid: later\nsections: []\n")
        let appeared = try Self.check(dir, second)
        #expect(!appeared.hit)
        #expect(appeared.report.errorCount == 0)
        #expect(try Self.check(dir, second).hit)
    }

    @Test func aHardLinkReplacedByACopyIsAMiss() throws {
        // part.yaml and later.yaml are one file (a hard link): composed as one file.
        let dir = try TemporaryDirectory()
        try dir.write("top.yaml", Self.top)
        try dir.write("part.yaml", Self.part)
        try FileManager.default.linkItem(atPath: dir.path("part.yaml"), toPath: dir.path("later.yaml"))
        let cache = ResultCache(directory: dir.path("cache"), toolVersion: "test")
        let linked = try Self.check(dir, cache)
        #expect(!linked.hit)
        #expect(linked.report.components.map(\.path) == [dir.path("part.yaml")])
        #expect(try Self.check(dir, cache).hit)

        // The same bytes at the same paths, but now two files: not the cached composition.
        try FileManager.default.removeItem(atPath: dir.path("later.yaml"))
        try dir.write("later.yaml", Self.part)
        let copied = try Self.check(dir, cache)
        #expect(!copied.hit)
        #expect(copied.report.components.map(\.path) == [dir.path("part.yaml"), dir.path("later.yaml")])
    }
}
