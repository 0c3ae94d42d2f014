import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Helpers for the decoding tests: load YAML through the real loader, read fixtures, and
/// compare models with a readable diff.
enum Decoding {
    /// `Tests/TableSpecTests/Fixtures/Decoding/`.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Decoding")

    /// Loads `text` as a file named `path` (YAML for the default name) and decodes it.
    static func decode(_ text: String, path: String = "test.yaml") throws -> DecodedSpec {
        let root = try Loader.load(SourceFile(path: path, text: text))
        return SpecDecoder.decode(root)
    }

    /// Loads and decodes a fixture file.
    static func decodeFixture(_ name: String) throws -> DecodedSpec {
        let url = fixtures.appendingPathComponent(name)
        let bytes = try [UInt8](Data(contentsOf: url))
        return SpecDecoder.decode(try Loader.load(SourceFile(path: name, bytes: bytes)))
    }

    /// The minimal valid spec with `rowLines` (indented as row keys) added to its one row.
    static func row(_ rowLines: String) -> String {
        let body = rowLines.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "        " + $0 }.joined(separator: "\n")
        return "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - id: r\n\(body)\n"
    }

    /// Decodes a spec whose one row has `rowLines`, and returns that row.
    static func decodeRow(_ rowLines: String) throws -> (row: Row?, diagnostics: [Diagnostic]) {
        let decoded = try decode(row(rowLines))
        return (decoded.table?.sections.first?.rows.first, decoded.diagnostics)
    }

    /// "rule@line:column pointer" for each diagnostic, in source order: compact to compare.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sorted(by: Diagnostic.sourceOrder).map {
            "\($0.rule)@\($0.start.line):\($0.start.column) \($0.pointer)"
        }
    }
}

/// Expects two values to be equal, printing a line diff of their dumps when not.
func expectEqualModels<T: Equatable>(
    _ actual: T, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        actual == expected,
        "\(LineDiff.diff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// A tiny builder of located trees by hand, for shapes the loaders never produce (non-scalar
/// keys, tagged scalars). Every node gets its own line so spans can be told apart.
final class TreeBuilder {
    private var line = 0

    private func span() -> Span {
        line += 1
        return Span(start: Mark(line: line, column: 1, offset: line * 100), end: Mark(line: line, column: 9, offset: line * 100 + 8))
    }

    func scalar(_ text: String, _ style: Scalar.Style = .plain, tag: String? = nil) -> Node {
        Node(.scalar(Scalar(text, style: style, tag: tag)), span: span())
    }

    func list(_ items: [Node]) -> Node {
        Node(.sequence(items), span: span())
    }

    func map(_ pairs: [(String, Node)]) -> Node {
        let start = span()
        return Node(.mapping(pairs.map { Pair(key: scalar($0.0), value: $0.1) }), span: start)
    }

    func map(pairs: [Pair]) -> Node {
        Node(.mapping(pairs), span: span())
    }
}
