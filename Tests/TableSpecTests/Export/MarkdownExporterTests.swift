import Testing
@testable import TableSpec

/// Markdown escaping and the shape of the description. The full output on every spec in
/// `specs/` is checked against goldens by `tablectlTests/ExportOutputTests`.
@Suite struct MarkdownExporterTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("a|b", #"a\|b"#),
        ("`code`", #"\`code\`"#),
        ("<script>&", "&lt;script&gt;&amp;"),
        ("line\nbreak\r\nagain", "line<br>break<br>again"),
        ("*em* _em_ [link](x) ~~s~~ # !", ##"\*em\* \_em\_ \[link\](x) \~\~s\~\~ \# \!"##),
        (#"back\slash"#, #"back\\slash"#),
        ("esc\u{1B}[31m", #"esc\\u{1b}\[31m"#),
        ("é 日本 🚀", "é 日本 🚀"),
        ("$5\tfee\u{202E}", #"\$5\\tfee\\u{202e}"#),
    ])
    func inline(text: String, expected: String) {
        #expect(MarkdownText.inline(text) == expected)
    }

    @Test func idsAreCodeUnlessTheyHoldOtherCharacters() {
        #expect(MarkdownText.identifier("wi-fi") == "`wi-fi`")
        #expect(MarkdownText.identifier("a`b|c") == #"a\`b\|c"#)
        #expect(MarkdownText.identifier("a b") == "a b")
        // Any text without a backtick, pipe or line break can be a code span.
        #expect(MarkdownText.code("specs/a b.yaml:3:1") == "`specs/a b.yaml:3:1`")
        #expect(MarkdownText.code("a`b") == #"a\`b"#)
    }

    @Test func hostileTextCannotBreakTheRowTable() throws {
        let row = Row(id: "r", title: "a | b\n| c", detail: "`x`", action: .emit("<b>|"))
        let table = Table(id: "t", title: "T|itle", sections: [Section(id: "s", header: "# H", rows: [row])])
        let text = try MarkdownExporter.export(table, options: ExportOptions())
        let lines = text.split(separator: "\n")
        let rowLine = try #require(lines.first { $0.hasPrefix("| 1 |") })
        // 10 cells: 11 pipes not escaped with a backslash.
        var (pipes, escaped) = (0, false)
        for character in rowLine {
            if character == "|", !escaped { pipes += 1 }
            escaped = character == "\\" && !escaped
        }
        #expect(pipes == 11, "\(rowLine)")
        #expect(lines.first == #"# T\|itle"#)
        #expect(text.contains(##"## 1. \# H"##))
    }

    @Test func describesEditingAndSwipe() throws {
        let row = Row(
            id: "r", title: "R", editing: Editing(canEdit: true, deleteTitle: "Remove", canMove: true),
            swipe: Swipe(trailing: [SwipeAction(id: "x", title: "Delete", style: .destructive, action: .emit("del"))], fullSwipe: false))
        let text = try MarkdownExporter.export(Table(id: "t", sections: [Section(id: "s", rows: [row])]), options: ExportOptions())
        #expect(text.contains("delete when editing, button “Remove”, movable"))
        #expect(text.contains("trailing: Delete (`x`, destructive, emit del)<br>no full swipe"))
    }
}
