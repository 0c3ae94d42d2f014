@testable import TableSpec
import Testing

/// The cursor's place inside YAML flow collections and JSON documents.
@Suite struct CursorContextFlowTests {
    private func context(_ text: String, json: Bool = false) -> (CursorContext, word: String) {
        var bytes = Array(text.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "|"))!
        bytes.remove(at: at)
        let found = CursorContext.at(at, in: bytes, lines: LineIndex(bytes), json: json)
        return (found, String(decoding: bytes[found.word], as: UTF8.self))
    }

    @Test func aKeyInAOneLineFlowRow() {
        let (found, word) = context("sections:\n  - id: a\n    rows:\n      - {id: wifi, acc|}\n")
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(found.place == .key(prefix: "acc"))
        #expect(word == "acc")
        #expect(found.style == .flow)
    }

    @Test func aValueInAFlowRowAndTheWholeWord() {
        let (found, word) = context("sections:\n  - id: a\n    rows:\n      - {id: wifi, accessory: disc|losure, title: W}\n")
        #expect(found.place == .value(key: "accessory", prefix: "disc"))
        #expect(word == "disclosure")
        #expect(found.text == "disclosure")
    }

    @Test func aFlowListOverSeveralLinesWithCommentsAndQuotes() {
        let text = """
            sections:
              - id: a
                rows: [  # the rows
                  {id: "r1", title: 'It''s [one]'},
                  {id: r2, kind: |}
                ]
            """
        let (found, _) = context(text)
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(found.place == .value(key: "kind", prefix: ""))
    }

    @Test func aClosedFlowCollectionLeavesTheBlockContext() {
        let (found, _) = context("sections:\n  - {id: a, rows: []}\n  - id: b\n    he|\n")
        #expect(found.path == ["sections", "-"])
        #expect(found.place == .key(prefix: "he"))
        #expect(found.style == .block)
    }

    @Test func bracketsInBlockScalarsAndCommentsStartNothing() {
        let text = "title: >-\n  a { b [\n# not [ here\nsections:\n  - id: a\n    fo|\n"
        let (found, _) = context(text)
        #expect(found.path == ["sections", "-"])
        #expect(found.place == .key(prefix: "fo"))
    }

    @Test func aBlockScalarEndsAtItsKeysColumnAndKeepsItsBlankLines() {
        // `- footer: |`: the scalar's lines are those indented past `footer`, not past `-`.
        let sibling = "sections:\n  - footer: |\n      text [\n    rows: [{id: a, kind: }]\n"
        let cursor = sibling.utf8.count - 3
        let bytes = Array(sibling.utf8)
        let found = CursorContext.at(cursor, in: bytes, lines: LineIndex(bytes))
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(found.place == .value(key: "kind", prefix: ""))
        // CRLF lines, a blank line with a CR inside the scalar, and `- |` items.
        let crlf = "title: |\r\n  a\r\n\r\n  [not a list\r\nsections:\r\n  - |\r\n    { nor this\r\n  - id: a\r\n    he"
        let crlfBytes = Array(crlf.utf8)
        let inCRLF = CursorContext.at(crlfBytes.count, in: crlfBytes, lines: LineIndex(crlfBytes))
        #expect(inCRLF.style == .block)
        #expect(inCRLF.path == ["sections", "-"])
        #expect(inCRLF.place == .key(prefix: "he"))
    }

    @Test func anOpenQuoteEndsTheWordAtItsLine() {
        let (found, word) = context("rows: [{id: a, kind: 'sub|\n  {id: b, title: 'B'}]\n")
        #expect(found.place == .value(key: "kind", prefix: "sub"))
        #expect(word == "'sub")
        #expect(found.text == "sub")
        let (json, jsonWord) = context("{\"kind\": \"sub|\\\n\"x\": 1}", json: true)
        #expect(json.place == .value(key: "kind", prefix: "sub"))
        #expect(!jsonWord.contains("\n"))
    }

    @Test func valuesAreWrittenSoYAMLReadsThemAsStrings() {
        let text = "rows:\n  - kind:|\n"
        var bytes = Array(text.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "|"))!
        bytes.remove(at: at)
        let found = CursorContext.at(at, in: bytes, lines: LineIndex(bytes))
        #expect(found.insertion(ofValue: "subtitle", in: bytes) == " subtitle", "after a bare colon")
        let spaced = context("rows:\n  - id: |\n").0
        #expect(spaced.insertion(ofValue: "123", in: []) == "\"123\"")
        #expect(spaced.insertion(ofValue: "yes", in: []) == "\"yes\"")
        #expect(spaced.insertion(ofValue: "wifi-2", in: []) == "wifi-2")
    }

    @Test func aNestedFlowMappingAndAListOfScalars() {
        let (swipe, _) = context("- move: {row: a, to: {section: se|, index: 0}}\n")
        #expect(swipe.path == ["-", "move", "to"])
        #expect(swipe.place == .value(key: "section", prefix: "se"))
        let (list, word) = context("- prefetch: [a, b|c]\n")
        #expect(list.path == ["-"])
        #expect(list.place == .value(key: "prefetch", prefix: "b"))
        #expect(word == "bc")
    }

    @Test func jsonKeysAndValuesWithQuotes() {
        let text = #"{"tablespec": 1, "sections": [{"id": "a", "rows": [{"id": "r", "acc|"}]}]}"#
        let (found, word) = context(text, json: true)
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(found.place == .key(prefix: "acc"))
        #expect(word == #""acc""#)
        #expect(found.style == .json)
        #expect(found.insertion(ofKey: "accessory", in: Array(text.utf8)) == #""accessory": "#)
        let value = #"{"sections": [{"rows": [{"kind": "sub|"#
        let (kind, kindWord) = context(value, json: true)
        #expect(kind.place == .value(key: "kind", prefix: "sub"))
        #expect(kindWord == #""sub"#)
        #expect(kind.insertion(ofValue: "subtitle", in: []) == #""subtitle""#)
    }

    @Test func jsonAcrossLinesAnUnclosedStringEndsAtItsLine() {
        let text = "{\n  \"title\": \"Sett\n  \"sections\": [\n    {\"id\": \"a\",\n     \"|\n"
        let (found, word) = context(text, json: true)
        #expect(found.path == ["sections", "-"])
        #expect(found.place == .key(prefix: ""))
        #expect(word == "\"")
    }

    @Test func jsonBetweenTokensIsAnEmptyWord() {
        let (found, word) = context("{\"sections\": [{\"rows\": [{\"id\": \"r\", |}]}]}", json: true)
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(found.place == .key(prefix: ""))
        #expect(word == "")
        let (value, _) = context("{\"style\": |}", json: true)
        #expect(value.place == .value(key: "style", prefix: ""))
        #expect(value.path == [])
    }

    @Test func aKeyAlreadyFollowedByAColonIsNotGivenASecond() {
        let text = "- {acc|: none}\n"
        var bytes = Array(text.utf8)
        bytes.remove(at: bytes.firstIndex(of: UInt8(ascii: "|"))!)
        let (found, _) = context(text)
        #expect(found.insertion(ofKey: "accessory", in: bytes) == "accessory")
        let block = "rows:\n  - acc|: none\n"
        var blockBytes = Array(block.utf8)
        blockBytes.remove(at: blockBytes.firstIndex(of: UInt8(ascii: "|"))!)
        #expect(context(block).0.insertion(ofKey: "accessory", in: blockBytes) == "accessory")
    }

    @Test func aBlockValueWordLeavesTheCommentOut() {
        let (found, word) = context("rows:\n  - accessory: dis|  # note\n")
        #expect(word == "dis")
        #expect(found.text == "dis")
    }
}
