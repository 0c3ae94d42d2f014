import Foundation
@testable import TableSpec
import Testing

/// The composer knows a file by its identity, not by the path that names it, and looks at
/// each path and reads each file once: a path that leads back to a file on the chain is a
/// cycle at once (a symbolic-link include bomb), and an include that fails is not read
/// again at its next mention, yet every mention gets its own finding at its own line.
@Suite struct ComposerIdentityTests {
    /// Files in memory, some reached by a second path (as through a symbolic link), that
    /// counts what the composer asks of it.
    final class CountingSource: ComponentSource, @unchecked Sendable {
        let files: [String: [UInt8]]
        /// Second paths: path → the path of the file it leads to.
        let links: [String: String]
        private let lock = NSLock()
        private var locatedCounts: [String: Int] = [:]
        private var readCounts: [String: Int] = [:]

        init(_ files: [String: String], links: [String: String] = [:]) {
            self.files = files.mapValues { Array($0.utf8) }
            self.links = links
        }

        func locate(_ path: String, root: String) throws(ComponentReadError) -> ComponentLocation {
            lock.withLock { locatedCounts[path, default: 0] += 1 }
            let target = links[path] ?? path
            return ComponentLocation(identity: .path(target), path: target)
        }

        func read(_ location: ComponentLocation, limit: Int) throws(ComponentReadError) -> [UInt8] {
            lock.withLock { readCounts[location.path, default: 0] += 1 }
            guard let bytes = files[location.path] else { throw .missing("no such file or directory") }
            return bytes
        }

        var located: [String: Int] { lock.withLock { locatedCounts } }
        var reads: [String: Int] { lock.withLock { readCounts } }
    }

    static func check(_ top: String, _ source: CountingSource) -> FileReport {
        let context = CompositeChecker.Context(
            absolutePath: "/p/top.yaml", root: "/p", components: source, options: { _ in CheckOptions() })
        return CompositeChecker.check(SourceFile(path: "top.yaml", text: top), options: CheckOptions(), context: context)
    }

    /// `report`'s findings of rule `rule`, as "line:column".
    static func places(_ report: FileReport, _ rule: RuleID) -> [String] {
        report.diagnostics.filter { $0.rule == rule }.map { "\($0.start.line):\($0.start.column)" }
    }

    @Test func aFailingIncludeIsReadOnceAndReportedAtEveryMention() {
        let source = CountingSource([
            "/p/notes.json": "{\"theme\": \"dark\"}",
            "/p/part.yaml": "tablespec: 1\nid: part\nsections:\n  - id: s\n    rows: [{id: a, title: A}]\n",
        ])
        let mentions = ["missing.yaml", "notes.json", "missing.yaml", "./notes.json", "sub/../missing.yaml", "notes.json"]
        let top = "tablespec: 1\nid: top\nsections:\n" + mentions.map { "  - {include: \($0)}\n" }.joined()
            + "  - {include: part.yaml}\n"
        let report = Self.check(top, source)
        #expect(Self.places(report, .includeMissing) == ["4:15", "6:15", "8:15"])
        #expect(Self.places(report, .includeNotSpec) == ["5:15", "7:15", "9:15"])
        #expect(source.reads == ["/p/missing.yaml": 1, "/p/notes.json": 1, "/p/part.yaml": 1], "\(source.reads)")
        #expect(source.located.values.allSatisfy { $0 == 1 }, "\(source.located)")
        #expect(report.components.map(\.path) == ["part.yaml"])
    }

    @Test func aSecondPathToTheTopFileIsACycleAtOnce() {
        // `l1` and `l2` lead back to the top file's directory: as paths, 2^depth files.
        let source = CountingSource([:], links: ["/p/l1/top.yaml": "/p/top.yaml", "/p/l2/top.yaml": "/p/top.yaml"])
        let top = "tablespec: 1\nid: top\nsections:\n  - {include: l1/top.yaml}\n  - {include: l2/top.yaml}\n"
        let report = Self.check(top, source)
        let cycles = report.diagnostics.filter { $0.rule == .includeCycle }
        #expect(cycles.map { "\($0.start.line):\($0.start.column)" } == ["4:15", "5:15"])
        #expect(cycles.first?.message == "including 'l1/top.yaml' makes a cycle: top.yaml → top.yaml")
        #expect(source.reads.isEmpty, "the top file is not read again: \(source.reads)")
    }

    @Test func aFileReachedByTwoPathsIsOneFileReadOnce() {
        let part = "tablespec: 1\nid: part\nsections:\n  - {include: l1/part.yaml}\n  - {include: l2/part.yaml}\n  - id: s\n    rows: [{id: a, title: A}]\n"
        let source = CountingSource(
            ["/p/part.yaml": part],
            links: ["/p/l1/part.yaml": "/p/part.yaml", "/p/l2/part.yaml": "/p/part.yaml",
                    "/p/l1/l1/part.yaml": "/p/part.yaml", "/p/l1/l2/part.yaml": "/p/part.yaml"])
        let top = "tablespec: 1\nid: top\nsections:\n  - {include: l1/part.yaml}\n  - {include: part.yaml}\n"
        let report = Self.check(top, source)
        #expect(source.reads == ["/p/part.yaml": 1], "\(source.reads)")
        #expect(report.components.map(\.path) == ["l1/part.yaml"], "one file, under the path that reached it first")
        let part1 = report.components.first
        #expect(part1.map { Self.places($0, .includeCycle) } == ["4:15", "5:15"], "\(part1?.diagnostics ?? [])")
    }
}
