import Foundation
@testable import TableSpec
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

    /// The caret sits under the target and the underline is as wide as it looks: widths
    /// are per grapheme cluster (``DisplayWidth``), while marks count scalars.
    @Test(arguments: [
        // line, the target's 1-based scalar column and scalar count, caret pad and length
        ("k: \"👍🏽\" x", 5, 2, 4, 2),
        ("k: \"👍🏽\" x", 9, 1, 8, 1),
        ("k: 👨\u{200D}👩\u{200D}👧\u{200D}👦 x", 4, 7, 3, 2),
        ("k: 👨\u{200D}👩\u{200D}👧\u{200D}👦 x", 12, 1, 6, 1),
        ("k: \u{2764}\u{FE0F} x", 4, 2, 3, 2),
        ("k: \u{2764}\u{FE0F} x", 7, 1, 6, 1),
        ("k: 日本 x", 4, 2, 3, 4),
        ("k: 日本 x", 7, 1, 8, 1),
        ("k: e\u{301}e\u{301} x", 4, 4, 3, 2),
        ("k: e\u{301}e\u{301} x", 9, 1, 6, 1),
        ("k: a\u{200B}b x", 8, 1, 6, 1),
        ("k: 1\u{FE0F}\u{20E3} 🇯🇵 x", 8, 2, 6, 2),
        ("k: 1\u{FE0F}\u{20E3} 🇯🇵 x", 11, 1, 9, 1),
        ("k:\t👍🏽 x", 7, 1, 7, 1),
    ])
    func caretSitsUnderTheTarget(_ line: String, column: Int, count: Int, pad: Int, length: Int) throws {
        let file = SourceFile(path: "a.yaml", text: "a: 1\n" + line + "\n")
        let span = Span(start: Mark(line: 2, column: column, offset: 5), end: Mark(line: 2, column: column + count, offset: 5))
        let rendered = try #require(SourceExcerpt(file).rendered(span))
        #expect(rendered.pad == pad, "\(line.debugDescription) column \(column)")
        #expect(rendered.length == length, "\(line.debugDescription) column \(column)")
        // What the caret points at: the text before it is exactly `pad` columns wide.
        let scalars = Array(rendered.line.unicodeScalars)
        let before = String(String.UnicodeScalarView(scalars[..<(column - 1 + (line.contains("\t") ? 1 : 0))]))
        #expect(DisplayWidth.columns(before) == pad, "\(before.debugDescription)")
    }

    /// The excerpt and `tablectl render` measure with the same function: a drawn table with
    /// these strings in it has every line as wide as its border, measured by the excerpt.
    @Test(arguments: ["👍🏽", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "\u{2764}\u{FE0F}", "日本語", "e\u{301}", "🇯🇵 1\u{FE0F}\u{20E3}", "ｶﾀｶﾅ", "a\u{200B}b"])
    func excerptAndRendererAgreeOnWidths(_ text: String) {
        let whole = Span(start: Mark(line: 1, column: 1, offset: 0),
                         end: Mark(line: 1, column: text.unicodeScalars.count + 1, offset: 0))
        #expect(SourceExcerpt.renderedScalars(text, span: whole).length == DisplayWidth.columns(text))
        let table = Table(id: "t", style: .insetGrouped, sections: [
            Section(id: "s", header: text, rows: [Row(id: "r", title: text + " title", detail: text, accessory: .checkmark)]),
        ])
        let drawing = TextRenderer.render(table, options: RenderOptions(width: 40))
        let boxed = drawing.split(separator: "\n").map(String.init).filter { $0.contains(where: { "╭│╰".contains($0) }) }
        #expect(boxed.count >= 3, "\(drawing)")
        func excerptWidth(_ line: String) -> Int {
            let span = Span(start: Mark(line: 1, column: 1, offset: 0),
                            end: Mark(line: 1, column: line.unicodeScalars.count + 1, offset: 0))
            return SourceExcerpt.renderedScalars(line, span: span).length
        }
        let border = excerptWidth(boxed[0])
        #expect(border == boxed[0].count && border >= 30, "\(boxed[0])")
        for line in boxed {
            #expect(excerptWidth(line) == border, "\(line)")
        }
    }
}
