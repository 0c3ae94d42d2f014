import Testing
import TableSpec

@Suite struct PointerTests {
    @Test func escapesPerRFC6901() {
        let pointer = Pointer.root.appending("a/b").appending("m~n").appending(3)
        #expect(pointer.description == "/a~1b/m~0n/3")
        #expect(Pointer.root.description == "")
    }

    @Test func findsNodesAndKeys() {
        func scalar(_ text: String, _ line: Int) -> Node {
            Node(.scalar(Scalar(text)), span: Span(at: Mark(line: line, column: 1, offset: line * 10)))
        }
        let rows = Node(.sequence([scalar("x", 3), scalar("y", 4)]), span: Span(at: Mark(line: 3, column: 1, offset: 30)))
        let root = Node(.mapping([Pair(key: scalar("rows", 2), value: rows)]), span: Span(at: .start))
        #expect(root.node(at: Pointer([.key("rows"), .index(1)]))?.scalar?.text == "y")
        #expect(root.node(at: Pointer([.key("rows"), .index(2)])) == nil)
        #expect(root.node(at: Pointer([.key("nope")])) == nil)
        #expect(root.keyNode(at: Pointer([.key("rows")]))?.start.line == 2)
    }
}

@Suite struct SourceFileTests {
    @Test func findsLines() {
        let file = SourceFile(path: "a.yaml", text: "one\r\ntwo\nthree")
        #expect(file.line(1) == "one")
        #expect(file.line(2) == "two")
        #expect(file.line(3) == "three")
        #expect(file.line(4) == nil)
        #expect(file.line(0) == nil)
    }

    /// The line found from any hint, right or wrong, is the line counted from the start.
    @Test func lineRangeDoesNotDependOnTheHint() {
        let texts = ["", "\n", "a\n", "one\r\ntwo\nthree", "\n\nx\r\n\ry\n", "k: v\n  - a\n  - b\n\nz"]
        for text in texts {
            let file = SourceFile(path: "a.yaml", text: text)
            for number in -1...8 {
                let expected = file.line(number)
                for hint in -2...(file.bytes.count + 2) {
                    let range = file.lineRange(number, near: hint)
                    #expect(range.map { String(decoding: file.bytes[$0], as: UTF8.self) } == expected,
                            "\(text.debugDescription) line \(number) hint \(hint)")
                }
            }
        }
    }
}
