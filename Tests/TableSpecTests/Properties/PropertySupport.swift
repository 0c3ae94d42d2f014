import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Shared pieces of the property tests: the seeds, loading text back, and the check that
/// a diagnostic is fully located.
enum Properties {
    /// The seeds of a property, cut into `chunks` parallel test cases of `perChunk` seeds.
    static func seeds(chunk: Int, perChunk: Int, offset: UInt64) -> [UInt64] {
        (0..<perChunk).map { offset + UInt64(chunk * perChunk + $0) }
    }

    /// The generated table for `seed`.
    static func table(_ seed: UInt64) -> Table {
        var generator = SpecGenerator(seed: seed)
        return generator.table()
    }

    /// Checks `text` as validate does, as a file named `name`.
    static func check(_ text: String, as name: String) -> FileReport {
        SpecChecker.check(SourceFile(path: name, text: text))
    }

    /// The spec tree as JSON, as the JSON exporter would write it (any tree, not only a table's).
    static func json(_ value: SpecValue) -> String {
        JSONValue(value).pretty()
    }

    /// Everything wrong with where `diagnostic` points in `source`; empty when it has a rule
    /// the registry knows, a message, and spans inside the file (1-based line and column,
    /// end not before start), for itself and its related locations.
    static func locationProblems(_ diagnostic: Diagnostic, in source: SourceFile) -> [String] {
        var problems: [String] = []
        let lines = source.bytes.reduce(1) { $1 == 10 ? $0 + 1 : $0 }
        func check(_ span: Span, _ what: String) {
            for mark in [span.start, span.end] {
                if mark.line < 1 || mark.column < 1 || mark.line > lines || mark.offset < 0 || mark.offset > source.bytes.count {
                    problems.append("\(what) mark \(mark) (offset \(mark.offset)) is outside the file of \(lines) lines, \(source.bytes.count) bytes")
                }
            }
            if span.end < span.start { problems.append("\(what) span \(span) ends before it starts") }
        }
        if RuleRegistry.description(of: diagnostic.rule) == nil { problems.append("unknown rule '\(diagnostic.rule)'") }
        if diagnostic.message.isEmpty { problems.append("empty message") }
        check(diagnostic.span, "\(diagnostic.rule)")
        for related in diagnostic.related { check(related.span, "related of \(diagnostic.rule)") }
        return problems
    }
}
