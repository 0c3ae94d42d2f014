import Foundation
@testable import tablectl
import TableSpec
import Testing

/// The text reporter's source excerpts: the byte-wise rendering of plain ASCII lines must
/// match the general scalar-by-scalar rendering for every span.
@Suite struct SourceExcerptTests {
    @Test(arguments: [
        "    kind: standrad",
        "a",
        "x: y   ",
        String(repeating: "abcdefghij", count: 30),
        "key: " + String(repeating: "v ", count: 120) + "   ",
    ])
    func asciiFastPathMatchesTheGeneralRendering(_ line: String) {
        let file = SourceFile(path: "a.yaml", text: "first: 1\n" + line + "\nlast: 2\n")
        let excerpt = SourceExcerpt(file)
        let offset = 9
        let count = line.utf8.count
        for startColumn in [1, 2, 5, count / 2 + 1, count, count + 1, count + 3] {
            for (endLine, endColumn) in [(2, startColumn), (2, startColumn + 1), (2, startColumn + 7), (2, count + 1),
                                         (2, count + 9), (3, 1), (4, 3), (1, 1)] {
                let span = Span(
                    start: Mark(line: 2, column: startColumn, offset: offset + startColumn - 1),
                    end: Mark(line: endLine, column: endColumn, offset: 0))
                let fast = excerpt.rendered(span)
                let general = SourceExcerpt.renderedScalars(line, span: span)
                #expect(fast == general, "column \(startColumn), end \(endLine):\(endColumn)")
            }
        }
    }

    @Test func nonASCIILinesTakeTheGeneralPath() {
        let file = SourceFile(path: "a.yaml", text: "a:\n\tkind: \u{1B}[31mx 表\n")
        let span = Span(start: Mark(line: 2, column: 2, offset: 4), end: Mark(line: 2, column: 6, offset: 8))
        let rendered = SourceExcerpt(file).rendered(span)
        #expect(rendered == SourceExcerpt.renderedScalars("\tkind: \u{1B}[31mx 表", span: span))
        #expect(rendered?.line == "    kind: \\u{1b}[31mx 表")
    }

    @Test func aWrongOffsetStillFindsTheNumberedLine() {
        let file = SourceFile(path: "a.yaml", text: "one: 1\ntwo: 2\n")
        let span = Span(start: Mark(line: 2, column: 1, offset: 0), end: Mark(line: 2, column: 4, offset: 0))
        #expect(SourceExcerpt(file).render(span)?.line == "two: 2")
        #expect(SourceExcerpt(file).render(span)?.caret == "^~~")
    }

    /// A line is laid out once for all its findings (found by fuzzing: a long comment line
    /// of suppressions, hundreds of findings each laid out the whole line). Each excerpt
    /// is still the general rendering of the line alone, a window no wider than the limit.
    @Test(arguments: ["ascii", "wide", "tabs"])
    func manyFindingsOnOneLongLine(_ kind: String) {
        let unit = ["ascii": "word, ", "wide": "表é x\u{7}", "tabs": "\tk: v "][kind] ?? ""
        let line = String(repeating: unit, count: 40_000)
        let scalars = line.unicodeScalars.count
        let file = SourceFile(path: "a.yaml", text: "a: 1\n" + line + "\nb: 2\n")
        let excerpt = SourceExcerpt(file)
        let clock = ContinuousClock()
        var rendered: [SourceExcerpt.Rendered?] = []
        let columns = stride(from: 1, through: scalars + 1, by: 13).map { $0 }
        let elapsed = clock.measure {
            rendered = columns.map { column in
                excerpt.rendered(Span(
                    start: Mark(line: 2, column: column, offset: 5),
                    end: Mark(line: column % 2 == 0 ? 2 : 3, column: column + 3, offset: 5)))
            }
        }
        // A hang guard (18,000 × 200,000 steps before), five times longer under ASan.
        let sanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        #expect(elapsed < .seconds(sanitized ? 150 : 30), "\(elapsed)")
        #expect(rendered.allSatisfy { ($0?.line.count ?? .max) <= SourceExcerpt.maxWidth + 6 })
        for index in stride(from: 0, to: columns.count, by: 997) {
            let column = columns[index]
            let span = Span(
                start: Mark(line: 2, column: column, offset: 5),
                end: Mark(line: column % 2 == 0 ? 2 : 3, column: column + 3, offset: 5))
            #expect(rendered[index] == SourceExcerpt.renderedScalars(line, span: span), "column \(column)")
        }
    }
}
