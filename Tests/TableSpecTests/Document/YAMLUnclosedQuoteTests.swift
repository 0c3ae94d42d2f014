import Foundation
import Testing
@testable import TableSpec

/// A syntax error caused by a quote left open is blamed on the quote (YAMLLoader+Quotes):
/// only when the quoted value right before the error spans lines in block context and
/// swallowed lines that look like YAML.
@Suite("YAML loader: unclosed quotes")
struct YAMLUnclosedQuoteTests {
    /// The quote opens on line 3; libyaml fails on line 27, after the next '"'.
    static let orderSummary: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tablectlTests/Fixtures/syntax/unclosed-quote.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    @Test func doubleQuoteOpenForManyLinesIsBlamed() throws {
        let error = try #require(yamlError(Self.orderSummary))
        #expect(error.rule == .syntax)
        #expect(error.message == "did not find expected key after a double-quoted value that runs from line 3 to line 27; "
            + "its opening quote at 3:8 is probably never closed")
        #expect((error.start.line, error.start.column) == (27, 20))
        #expect(error.hint == "add the closing \" at the end of the value on line 3 (a \" inside the value is written \\\")")
        #expect(error.related.count == 1)
        #expect(error.related.first?.message == "the double quote opens here and is not closed on its line")
        #expect(error.related.first?.span == Span(at: m(3, 8, 31)))
    }

    @Test func singleQuoteIsBlamedWithItsOwnEscape() throws {
        let error = try #require(yamlError("tablespec: 1\nid: t\ntitle: 'abc\nx: 1\ny: 'x' z\n"))
        #expect(error.message == "did not find expected key after a single-quoted value that runs from line 3 to line 5; "
            + "its opening quote at 3:8 is probably never closed")
        #expect((error.start.line, error.start.column) == (5, 5))
        #expect(error.hint == "add the closing ' at the end of the value on line 3 (a ' inside the value is written '')")
        #expect(error.related == [RelatedLocation(span: Span(at: m(3, 8, 26)), message: "the single quote opens here and is not closed on its line")])
    }

    @Test func aListItemAKeyAndARootValueAreBlamedToo() throws {
        let item = try #require(yamlError("rows:\n  - \"abc\n  - id: x\n    title: \"t\"\n"))
        #expect(item.message.hasPrefix("did not find expected '-' indicator after a double-quoted value that runs from line 2 to line 4"))
        #expect(item.related.first?.span.start == m(2, 5, 10))
        // libyaml drops a quoted key that runs over lines before it becomes an event.
        let key = try #require(yamlError("a: 1\n\"b: 2\nc: 3\nd: \"e\"\n"))
        #expect(key.message == "could not find expected ':' after a double-quoted value that runs on from line 2; "
            + "its opening quote at 2:1 is probably never closed")
        // A root scalar is followed by an implicit document end before the error.
        let root = try #require(yamlError("\"abc: 1\nx: 2\ny: \"z\"\n"))
        #expect(root.related.first?.span.start == m(1, 1, 0))
        // The next pair's second quote runs to the end: the first quote is still the cause.
        let end = try #require(yamlError("a: \"abc\nb: 1\nc: \"\"\n"))
        #expect(end.message.hasPrefix("found unexpected end of stream after a double-quoted value"))
        #expect(end.related.first?.span.start == m(1, 4, 3))
    }

    @Test(arguments: [
        // Prose over two lines, then a wrongly indented key right after it.
        "tablespec: 1\nid: t\ntitle: \"a long\n  title\"\n  subtitle: x\n",
        // Inside brackets: libyaml names the bracket.
        "tags: [\"a,\n  b: c]\nnext: \"x\"\n",
        // A key-like value over lines, but something parses between it and the error.
        "a: \"x\n  b: c\"\nd: 1\ne: [\n",
        // A quoted key over two lines without YAML in it.
        "a: 1\n\"b\nc\": 3\n",
        // On one line.
        "a: 'it\\'s\nb: 1\nc: 'x'\n",
    ])
    func otherErrorsAreLeftAlone(_ text: String) throws {
        let error = try #require(yamlError(text))
        #expect(!error.message.contains("never closed"), "\(error.message)")
        #expect(!error.related.contains { $0.message.contains("quote") })
    }

    @Test(arguments: [
        ("first\n  - item", true), ("first\nkey: value", true), ("first\n  key:", true), ("first\n# note", true),
        ("key: on the first line only", false), ("first\nsecond line: with a space before the colon", false),
        ("first\nhttp://example.com", false), ("first\n-dash", false), ("first\n\"quoted\": x", false),
    ])
    func yamlLookingLines(_ text: String, _ expected: Bool) {
        #expect(YAMLLoader.Builder.holdsYAMLLines(Array(text.utf8)[...]) == expected)
    }
}
