import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Each limit at and just past its boundary, through the whole check of a file
/// (``SpecChecker`` and ``BatchChecker`` with ``CheckOptions``), in YAML and JSON alike,
/// with small limits so the tests are fast; and the real default where that is cheap.
/// The loaders' own tests (YAMLLimitsTests, JSONLimitsTests) pin the exact locations.
@Suite("Limits: at and just past each boundary")
struct LimitsTests {
    static func check(_ text: String, as name: String, _ limits: Limits) -> FileReport {
        SpecChecker.check(SourceFile(path: name, text: text), options: CheckOptions(limits: limits))
    }

    /// The one `limit-exceeded` error of `report`, or nil when it has none.
    static func limitError(_ report: FileReport) -> Diagnostic? {
        report.diagnostics.first { $0.rule == .limitExceeded }
    }

    /// A valid spec whose row meta is `meta` (written in the file's syntax).
    static func spec(meta: String, json: Bool) -> String {
        json ? #"{"tablespec": 1, "id": "t", "sections": [{"id": "s", "rows": [{"id": "r", "title": "T", "meta": \#(meta)}]}]}"#
            : "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - id: r\n        title: T\n        meta: \(meta)\n"
    }

    // MARK: File size

    @Test("file size: exactly the limit is read; one byte more is limit-exceeded at 1:1", arguments: [false, true])
    func fileSize(json: Bool) throws {
        let text = Self.spec(meta: "1", json: json)
        let name = json ? "f.json" : "f.yaml"
        let size = text.utf8.count
        let at = Self.check(text, as: name, Limits(maxFileSize: size))
        #expect(at.errorCount == 0 && at.table != nil)
        let past = Self.check(text, as: name, Limits(maxFileSize: size - 1))
        let error = try #require(Self.limitError(past))
        #expect(error.message == "file is \(size) bytes, more than the limit of \(size - 1)")
        #expect(error.start == Mark.start)
        #expect(error.hint?.contains("--max-file-size") == true)
        #expect(past.table == nil && past.diagnostics.count == 1)
    }

    @Test("file size through BatchChecker: a file past the limit is not read, and says so")
    func fileSizeOnDisk() throws {
        let dir = try TemporaryDirectory(files: ["a.yaml": Self.spec(meta: "[1, 2, 3]", json: false)])
        let size = Self.spec(meta: "[1, 2, 3]", json: false).utf8.count
        let at = BatchChecker.check([.file(dir.path("a.yaml"))], options: CheckOptions(limits: Limits(maxFileSize: size)), jobs: 1)
        #expect(at.reports.first?.errorCount == 0)
        let past = BatchChecker.check([.file(dir.path("a.yaml"))], options: CheckOptions(limits: Limits(maxFileSize: size - 1)), jobs: 1)
        let report = try #require(past.reports.first)
        #expect(report.diagnostics.map(\.rule) == [.limitExceeded])
        #expect(report.diagnostics.first?.message.contains("\(size - 1)") == true)
    }

    @Test("file size, the real default: 64 MiB is the limit, 64 MiB + 1 byte is rejected before parsing")
    func defaultFileSize() throws {
        #expect(Limits.default.maxFileSize == 64 << 20)
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: (64 << 20) + 1)
        bytes.replaceSubrange(0..<9, with: Array("[1, 2, 3]".utf8))
        let clock = ContinuousClock()
        var report: FileReport?
        let elapsed = clock.measure { report = SpecChecker.check(SourceFile(path: "big.yaml", bytes: bytes)) }
        let error = try #require(report.flatMap(Self.limitError))
        #expect(error.message == "file is \(bytes.count) bytes, more than the limit of \(64 << 20)")
        #expect(elapsed < .seconds(1))
    }

    // MARK: Depth

    /// A spec's own nesting: the top mapping, sections, a section, rows, a row, meta: 6
    /// levels before meta's value.
    static let specDepth = 6

    @Test("depth: meta nested to exactly the limit is fine; one level more is limit-exceeded", arguments: [false, true])
    func depth(json: Bool) throws {
        let levels = 10
        let nested = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        let text = Self.spec(meta: nested, json: json)
        let limit = Self.specDepth + levels - 1
        let at = Self.check(text, as: json ? "d.json" : "d.yaml", Limits(maxDepth: limit))
        #expect(at.errorCount == 0, "\(at.diagnostics.map(\.message))")
        let past = Self.check(text, as: json ? "d.json" : "d.yaml", Limits(maxDepth: limit - 1))
        let error = try #require(Self.limitError(past))
        #expect(error.message == "nesting is deeper than the limit of \(limit - 1) levels")
        #expect(error.pointer == "/sections/0/rows/0/meta" + String(repeating: "/0", count: levels - 1))
        #expect(error.hint?.contains("--max-depth") == true)
    }

    @Test("depth, the real default: 256 levels load, 257 do not", arguments: [false, true])
    func defaultDepth(json: Bool) throws {
        #expect(Limits.default.maxDepth == 256)
        func nested(_ levels: Int) -> String { String(repeating: "[", count: levels) + String(repeating: "]", count: levels) }
        let name = json ? "d.json" : "d.yaml"
        let at = SpecChecker.check(SourceFile(path: name, text: nested(256)))
        #expect(at.diagnostics.allSatisfy { $0.rule != .limitExceeded })
        let past = SpecChecker.check(SourceFile(path: name, text: nested(257)))
        #expect(Self.limitError(past)?.start.column == 257)
    }

    // MARK: Nodes

    @Test("nodes: a document of exactly the limit loads; one node more is limit-exceeded", arguments: [false, true])
    func nodes(json: Bool) throws {
        let text = Self.spec(meta: "[1, 2, 3]", json: json)
        let nodes = try Self.nodeCount(text, json: json)
        let at = Self.check(text, as: json ? "n.json" : "n.yaml", Limits(maxNodes: nodes))
        #expect(at.errorCount == 0, "\(at.diagnostics.map(\.message))")
        let past = Self.check(text, as: json ? "n.json" : "n.yaml", Limits(maxNodes: nodes - 1))
        let error = try #require(Self.limitError(past))
        #expect(error.message.hasPrefix("the document has more than \(nodes - 1) nodes"))
        #expect(error.hint?.contains("--max-nodes") == true)
    }

    @Test("nodes by alias expansion: counted before expanding, at and past the limit")
    func nodesByAliases() throws {
        let text = "tablespec: 1\nid: t\nsections: []\nx-a: &a [1, 2, 3]\nx-b: [*a, *a]\n"
        let nodes = try Self.nodeCount(text, json: false)
        #expect(Self.check(text, as: "a.yaml", Limits(maxNodes: nodes)).errorCount == 0)
        let error = try #require(Self.limitError(Self.check(text, as: "a.yaml", Limits(maxNodes: nodes - 1))))
        #expect(error.message == "alias '*a' expands to 4 nodes, taking the document past the limit of \(nodes - 1) nodes")
        #expect(error.start.line == 5 && error.start.column == 11)
    }

    /// The number of nodes in `text`'s tree (keys included): the smallest node limit it loads with.
    static func nodeCount(_ text: String, json: Bool) throws -> Int {
        let source = SourceFile(path: json ? "n.json" : "n.yaml", text: text)
        var low = 1, high = 1_000
        while low < high {
            let middle = (low + high) / 2
            if (try? Loader.load(source, limits: Limits(maxNodes: middle))) != nil { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: Aliases

    @Test("aliases: exactly the limit is fine; one more is limit-exceeded at that alias")
    func aliases() throws {
        let text = "tablespec: 1\nid: t\nx-a: &a 1\nx-b: [*a, *a, *a]\nsections: []\n"
        #expect(Self.check(text, as: "a.yaml", Limits(maxAliases: 3)).errorCount == 0)
        let error = try #require(Self.limitError(Self.check(text, as: "a.yaml", Limits(maxAliases: 2))))
        #expect(error.message == "more than 2 aliases in the file")
        #expect(error.start.line == 4 && error.start.column == 15)
        #expect(error.hint?.contains("--max-aliases") == true)
    }

    @Test("aliases, the real default: 100,000 aliases are fine, 100,001 are not")
    func defaultAliases() throws {
        #expect(Limits.default.maxAliases == 100_000)
        func text(_ count: Int) -> String {
            "tablespec: 1\nid: t\nx-a: &a 1\nx-b: [" + Array(repeating: "*a", count: count).joined(separator: ",") + "]\nsections: []\n"
        }
        #expect(SpecChecker.check(SourceFile(path: "a.yaml", text: text(100_000))).errorCount == 0)
        let past = SpecChecker.check(SourceFile(path: "a.yaml", text: text(100_001)))
        #expect(Self.limitError(past)?.message == "more than 100000 aliases in the file")
    }

    @Test("the defaults are the documented ones")
    func defaults() {
        #expect(Limits() == Limits(maxFileSize: 67_108_864, maxDepth: 256, maxNodes: 5_000_000, maxAliases: 100_000))
        #expect(CheckOptions().limits == .default)
    }
}
