import Testing
@testable import TableSpec

@Suite("YAML loader: duplicate keys, encoding and syntax errors")
struct YAMLErrorTests {
    // MARK: Keys

    @Test func duplicateKeyPointsAtTheSecondWithTheFirstRelated() throws {
        let error = try #require(yamlError("a: 1\nb:\n  c: 1\n  c: 2\n"))
        #expect(error.rule == .duplicateKey)
        #expect(error.message == "duplicate key 'c'; it is already defined at 3:3")
        #expect(error.span == Span(start: m(4, 3, 17), end: m(4, 4, 18)))
        #expect(error.pointer == "/b/c")
        #expect(error.related == [RelatedLocation(span: Span(start: m(3, 3, 10), end: m(3, 4, 11)), message: "first defined here")])
    }

    @Test func duplicateKeyPointerThroughListsAndEscapes() throws {
        let inList = try #require(yamlError("rows:\n  - id: a\n    id: b\n"))
        #expect(inList.pointer == "/rows/0/id")
        let nested = try #require(yamlError("a:\n  - x\n  - - p\n    - {k: 1, k: 2}\n"))
        #expect(nested.pointer == "/a/1/1/k")
        let escaped = try #require(yamlError("m: {a/b~c: 1, 'a/b~c': 2}\n"))
        #expect(escaped.rule == .duplicateKey)
        #expect(escaped.pointer == "/m/a~1b~0c")
    }

    @Test func duplicateKeyInALargeMapping() throws {
        let text = (0..<40).map { "k\($0): \($0)\n" }.joined() + "k7: again\n"
        let error = try #require(yamlError(text))
        #expect(error.rule == .duplicateKey)
        #expect(error.start.line == 41)
        #expect(error.related.first?.span.start.line == 8)
    }

    @Test func keysComparedByTextNotStyle() throws {
        let error = try #require(yamlError("a: 1\n\"a\": 2\n"))
        #expect(error.rule == .duplicateKey)
        #expect(try loadYAML("1: a\n01: b\n").keys == ["1", "01"])
    }

    @Test func nonScalarKeys() throws {
        let mapping = try #require(yamlError("? {a: 1}\n: x\n"))
        #expect(mapping.rule == .syntax)
        #expect(mapping.message == "keys must be scalars; this key is a mapping")
        #expect(mapping.start == m(1, 3, 2))

        let alias = try #require(yamlError("a: &m {x: 1}\n*m : 2\n"))
        #expect(alias.rule == .syntax)
        #expect(alias.start == m(2, 1, 13))

        #expect(try loadYAML("a: &k key\n*k : 2\n").keys == ["a", "key"])
    }

    // MARK: Encoding

    @Test func invalidUTF8IsLocatedAtTheByte() throws {
        let error = try #require(yamlError(Array("a: é\nb: ".utf8) + [0xFF, 0x41]))
        #expect(error.rule == .encoding)
        #expect(error.start == m(2, 4, 9))
        #expect(error.message == "invalid UTF-8 starting at byte 0xFF")

        let truncated = try #require(yamlError(Array("é: ".utf8) + [0xC3, 0x28]))
        #expect(truncated.start == m(1, 4, 4))
        let overlong = try #require(yamlError([0x61, 0x3A, 0x20, 0xC0, 0xAF]))
        #expect(overlong.start == m(1, 4, 3))
        let surrogate = try #require(yamlError([0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80]))
        #expect(surrogate.rule == .encoding)
        let cut = try #require(yamlError([0x61, 0x3A, 0x20, 0xE2, 0x82]))
        #expect(cut.message == "the file ends in the middle of a UTF-8 character")
    }

    @Test func nulAndControlCharacters() throws {
        let nul = try #require(yamlError(Array("a: b".utf8) + [0x00] + Array("c".utf8)))
        #expect(nul.rule == .encoding)
        #expect(nul.start == m(1, 5, 4))
        #expect(nul.message.contains("NUL byte"))

        let bell = try #require(yamlError("a: 1\nb: x\u{07}\n"))
        #expect(bell.rule == .encoding)
        #expect(bell.start == m(2, 5, 9))
        #expect(bell.message == "control character U+0007 is not allowed in YAML")

        let c1 = try #require(yamlError("a: \u{90}\n"))
        #expect(c1.rule == .encoding)
        #expect(try loadYAML("a: \"tab\there\"\n")["a"]?.text == "tab\there")
    }

    @Test func utf16AndUTF32AreRejected() throws {
        let utf16 = try #require(yamlError([0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00]))
        #expect(utf16.rule == .encoding)
        #expect(utf16.message.contains("UTF-16"))
        #expect(utf16.hint == "save the file as UTF-8")
        let utf32 = try #require(yamlError([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61]))
        #expect(utf32.message.contains("UTF-32"))
    }

    // MARK: Syntax

    @Test func badIndentation() throws {
        let error = try #require(yamlError("a:\n  b: 1\n c: 2\n"))
        #expect(error.rule == .syntax)
        #expect(error.message == "did not find expected key while parsing the block mapping that starts at 1:1")
        #expect(error.start == m(3, 2, 11))
        #expect(error.related.first?.span.start == m(1, 1, 0))
        #expect(error.hint?.contains("indentation") == true)
    }

    @Test func tabIndentation() throws {
        for text in ["a:\n\tb: 1\n", "a: 1\n\tb: 1\n"] {
            let error = try #require(yamlError(text))
            #expect(error.rule == .syntax)
            #expect(error.start.line == 2)
            #expect(error.hint == "tabs are not allowed for indentation in YAML; use spaces")
        }
    }

    @Test func unclosedQuote() throws {
        let error = try #require(yamlError("a: 'unclosed\nb: 2\n"))
        #expect(error.rule == .syntax)
        #expect(error.message == "found unexpected end of stream while scanning the quoted scalar that starts at 1:4")
        #expect(error.start == m(3, 1, 18))
        #expect(error.related.first?.span.start == m(1, 4, 3))
        #expect(error.hint == "the quote opened at 1:4 is never closed; add the closing quote")
    }

    @Test func unclosedBracketAndUnquotedColon() throws {
        let bracket = try #require(yamlError("a: [1, 2\nb: 3\n"))
        #expect(bracket.rule == .syntax)
        #expect(bracket.hint?.hasPrefix("the '[' opened at 1:4 is never closed") == true)

        let colon = try #require(yamlError("title: note: this\n"))
        #expect(colon.message == "mapping values are not allowed in this context")
        #expect(colon.start == m(1, 12, 11))
        #expect(colon.hint?.contains("quote") == true)
    }

    @Test func reservedIndicator() throws {
        let error = try #require(yamlError("a: @home\n"))
        #expect(error.rule == .syntax)
        #expect(error.start == m(1, 4, 3))
        #expect(error.hint == "'@' is reserved in YAML; quote the value")
    }
}
