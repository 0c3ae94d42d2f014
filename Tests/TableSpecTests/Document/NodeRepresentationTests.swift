import Testing
@testable import TableSpec

/// The compact storage of marks, scalars and nodes behaves like plain stored fields.
@Suite("Document: compact node representation")
struct NodeRepresentationTests {
    @Test func markRoundTripsAndClamps() {
        var mark = Mark(line: 3, column: 7, offset: 42)
        #expect((mark.line, mark.column, mark.offset) == (3, 7, 42))
        mark.line = 10
        mark.column += 1
        mark.offset = 4_000_000_000
        #expect((mark.line, mark.column, mark.offset) == (10, 8, 4_000_000_000))
        #expect(Mark(line: -1, column: 1, offset: Int.max) == Mark(line: 0, column: 1, offset: Int(UInt32.max)))
        #expect(Mark(line: 1, column: 9, offset: 3) < Mark(line: 1, column: 1, offset: 4))
        #expect(MemoryLayout<Mark>.size == 12)
        #expect(MemoryLayout<Span>.size == 24)
    }

    @Test func untaggedScalar() {
        var scalar = Scalar("hello", style: .doubleQuoted)
        #expect(scalar.text == "hello")
        #expect(scalar.tag == nil)
        scalar.text = "bye"
        #expect(scalar == Scalar("bye", style: .doubleQuoted))
        #expect(scalar != Scalar("bye", style: .plain))
    }

    @Test(arguments: [
        ("tag:yaml.org,2002:str", "0755"),
        ("!", ""),
        ("12:x", "34:y"),
        ("tag:example.com,2024:é", "naïve text with 3 digits 123"),
        ("", "text"),
    ])
    func taggedScalarKeepsTagAndTextApart(tag: String, text: String) {
        var scalar = Scalar(text, style: .plain, tag: tag)
        #expect(scalar.tag == tag)
        #expect(scalar.text == text)
        scalar.text = "changed"
        #expect(scalar.tag == tag)
        #expect(scalar.text == "changed")
        scalar.tag = nil
        #expect(scalar == Scalar("changed"))
        scalar.tag = "t"
        #expect(scalar == Scalar("changed", tag: "t"))
    }

    @Test func equalityAndHashingSeeTextStyleAndTag() {
        // The tag and the text share storage; they must not be confused with each other.
        #expect(Scalar("1:ab", tag: nil) != Scalar("b", tag: "a"))
        #expect(Scalar("b", tag: "a") != Scalar("ab", tag: ""))
        #expect(Scalar("b", tag: "a") == Scalar("b", tag: "a"))
        #expect(Set([Scalar("x", tag: "t"), Scalar("x", tag: "t"), Scalar("x")]).count == 2)
    }

    @Test func nullness() {
        #expect(Scalar("").isNull)
        #expect(Scalar("~").isNull)
        #expect(Scalar("NULL").isNull)
        #expect(!Scalar("null", style: .singleQuoted).isNull)
        #expect(!Scalar("null", tag: "tag:yaml.org,2002:str").isNull)
        #expect(Scalar("anything", tag: "tag:yaml.org,2002:null").isNull)
        #expect(!Scalar("nul").isNull)
    }

    @Test func nodesAreSmall() {
        #expect(MemoryLayout<Scalar>.size <= 18)
        #expect(MemoryLayout<Node>.stride <= 48)
        #expect(MemoryLayout<Pair>.stride <= 96)
    }

    @Test func loadedTagsAndMergeKeysThroughAliases() throws {
        let root = try loadYAML("a: !!str 0755\nb: !custom x\n")
        #expect(root["a"]?.scalar == Scalar("0755", tag: "tag:yaml.org,2002:str"))
        #expect(root["b"]?.scalar?.tag == "!custom")
        #expect(root["b"]?.scalar?.text == "x")
        // An alias to a plain `<<` used as a key is a merge key, as a written one is.
        let merged = try loadYAML("k: &m <<\nbase: &b {x: 1}\nc:\n  *m : *b\n  y: 2\n")
        #expect(merged["c"]?.keys == ["x", "y"])
    }
}
