import Testing
@testable import TableSpec

@Suite("YAML loader: tree, styles and marks")
struct YAMLLoaderTests {
    @Test func scalarStylesAndTags() throws {
        let root = try loadYAML("""
            plain: a
            single: 'b'
            double: "c\\td"
            literal: |
              e
            folded: >
              f
              g
            tagged: !!str 5
            local: !thing x
            nothing:
            """)
        #expect(root.keys == ["plain", "single", "double", "literal", "folded", "tagged", "local", "nothing"])
        #expect(root["plain"]?.scalar == Scalar("a", style: .plain))
        #expect(root["single"]?.scalar == Scalar("b", style: .singleQuoted))
        #expect(root["double"]?.scalar == Scalar("c\td", style: .doubleQuoted))
        #expect(root["literal"]?.scalar == Scalar("e\n", style: .literal))
        #expect(root["folded"]?.scalar == Scalar("f g\n", style: .folded))
        #expect(root["tagged"]?.scalar == Scalar("5", style: .plain, tag: "tag:yaml.org,2002:str"))
        #expect(root["local"]?.scalar == Scalar("x", style: .plain, tag: "!thing"))
        #expect(root["nothing"]?.scalar?.isNull == true)
    }

    @Test func scalarsStayText() throws {
        let root = try loadYAML("detail: no\ntitle: 1.10\nid: 0755\n")
        #expect(root["detail"]?.text == "no")
        #expect(root["title"]?.text == "1.10")
        #expect(root["id"]?.text == "0755")
    }

    @Test func sequencesAndMappingsKeepWrittenOrder() throws {
        let root = try loadYAML("z: 1\na: [3, 1, 2]\nm: {y: 1, b: 2}\nl:\n  - q\n  - {k: v}\n")
        #expect(root.keys == ["z", "a", "m", "l"])
        #expect(root["a"]?.sequence?.map(\.text) == ["3", "1", "2"])
        #expect(root["m"]?.keys == ["y", "b"])
        #expect(root["l"]?.sequence?.count == 2)
        #expect(root["l"]?.sequence?.last?["k"]?.text == "v")
    }

    @Test func marksCountScalarsAndBytes() throws {
        let root = try loadYAML("héé: ü\nx: 1\r\ny: 2😀z\r\n")
        let pairs = try #require(root.mapping)
        #expect(pairs[0].key.span == Span(start: m(1, 1, 0), end: m(1, 4, 5)))
        #expect(pairs[0].value.span == Span(start: m(1, 6, 7), end: m(1, 7, 9)))
        #expect(pairs[1].key.start == m(2, 1, 10))
        #expect(pairs[1].value.start == m(2, 4, 13))
        #expect(pairs[2].key.start == m(3, 1, 16))
        #expect(pairs[2].value.span == Span(start: m(3, 4, 19), end: m(3, 7, 25)))
        #expect(pairs[2].value.text == "2😀z")
    }

    @Test func collectionSpans() throws {
        let root = try loadYAML("a:\n  b: 1\n  c: [x, 'y']\n\n# trailing comment\nd: 2\n")
        #expect(root.span == Span(start: m(1, 1, 0), end: m(6, 5, 48)))
        // A block mapping ends where its last value does, not at the next token.
        #expect(root["a"]?.span == Span(start: m(2, 3, 5), end: m(3, 14, 23)))
        // A flow sequence ends after its bracket.
        #expect(root["a"]?["c"]?.span == Span(start: m(3, 6, 15), end: m(3, 14, 23)))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try YAMLLoader.load([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: é".utf8), limits: .default)
        #expect(root.mapping?.first?.key.start == m(1, 1, 3))
        #expect(root["b"]?.start == m(2, 4, 11))
    }

    @Test func emptyFileHasNoRoot() throws {
        for text in ["", "\n\n", "# just a comment\n"] {
            let error = try #require(yamlError(text))
            #expect(error.rule == .syntax)
            #expect(error.message == "the file is empty; a spec starts with 'tablespec: 1'")
            #expect(error.start == .start)
        }
    }

    @Test func explicitEmptyDocumentIsNull() throws {
        let root = try loadYAML("---\n")
        #expect(root.scalar?.isNull == true)
    }

    @Test func multipleDocuments() throws {
        let error = try #require(yamlError("a: 1\n---\nb: 2\n"))
        #expect(error.rule == .multipleDocuments)
        #expect(error.start == m(2, 1, 5))
        let explicit = try #require(yamlError("---\na: 1\n...\n---\nb: 2\n"))
        #expect(explicit.rule == .multipleDocuments)
        #expect(explicit.start.line == 4)
    }

    @Test func oneDocumentWithMarkersLoads() throws {
        let root = try loadYAML("%YAML 1.1\n---\na: 1\n...\n")
        #expect(root["a"]?.text == "1")
    }

    @Test func eventScanCountsEvents() {
        // stream, document, mapping start, key, value, mapping end, document end, stream end
        #expect(YAMLEventScan.countEvents(Array("a: 1\n".utf8)) == 8)
        #expect(YAMLEventScan.countEvents(Array("a: [1\n".utf8)) == nil)
        #expect(YAMLEventScan.countEvents([]) == 2)
    }
}

@Suite("YAML loader: mark conversion paths")
struct YAMLMarkPathTests {
    /// Every span in a tree, in document order.
    private func spans(_ node: Node) -> [Span] {
        switch node.content {
        case .scalar: return [node.span]
        case .sequence(let items): return [node.span] + items.flatMap(spans)
        case .mapping(let pairs): return [node.span] + pairs.flatMap { spans($0.key) + spans($0.value) }
        }
    }

    /// A plain-ASCII file takes libyaml's marks directly; a trailing non-ASCII comment
    /// forces the walking conversion. Both must give the same marks.
    @Test(arguments: [
        "a: 1\nb: [x, 'y', \"z\"]\nc: {d: e}\n",
        "a:\r\n  - b: |\r\n      text\r\n    c: >\r\n      more\r\n",
        "list:\n- one\n- two:\n    deep: [1, [2, 3]]\n",
        "? complex\n: value\nq: \"multi\n  line\"\n",
    ])
    func fastAndWalkingPathsAgree(text: String) throws {
        let fast = try loadYAML(text)
        let walked = try loadYAML(text + "# é\n")
        #expect(spans(fast) == spans(walked))
    }

    @Test func loneCarriageReturnIsNotALineBreakForMarks() throws {
        // libyaml treats a lone CR as a line break; marks count lines by LF only, like
        // the caret display does.
        let root = try loadYAML("a: 1\rb: 2\n")
        #expect(root.keys == ["a", "b"])
        #expect(root.mapping?.last?.key.start == m(1, 6, 5))
    }

    /// The loader's buffers are reused from load to load on a thread (``YAMLScratch``):
    /// whatever a failed load leaves in them, or a huge load grows them to, must not reach
    /// the next load.
    @Test func aLoadAfterAFailedOrHugeLoadIsUnaffected() throws {
        let clean = "a:\n  b: [1, {c: d}]\n  e: f\n"
        let expected = try loadYAML(clean)
        let failures = [
            "a:\n  b: [1, {c: d\n", "a:\n  - x\n  y: z\n", "a: {b: 1, b: 2}\n", "a: &x [1]\nb: *y\n",
        ]
        for broken in failures {
            #expect(yamlError(broken) != nil, "\(broken)")
            #expect(try loadYAML(clean) == expected, "after \(broken)")
        }
        let rows = (0..<20_000).map { "  - {id: r\($0), title: t}" }.joined(separator: "\n")
        let huge = try loadYAML("rows:\n" + rows + "\n")
        #expect(huge["rows"]?.sequence?.count == 20_000)
        #expect(try loadYAML(clean) == expected)
    }

    /// A load inside a load (a thread's scratch already lent out) makes its own buffers.
    @Test func aNestedLoadGetsItsOwnScratch() throws {
        let outer = try YAMLScratch.borrowing { _ in try loadYAML("a: [1, 2]\n") }
        #expect(outer["a"]?.sequence?.count == 2)
    }
}
