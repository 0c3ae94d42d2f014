import Testing
@testable import TableSpec

/// Escaping for markup, and the HTML and SVG drawings of small tables built in code.
@Suite struct MarkupRendererTests {
    @Test func markupTextEscapesMarkupAndShowsControls() {
        #expect(MarkupText.escaped("plain text") == "plain text")
        #expect(MarkupText.escaped("a & <b> \"c\" 'd' ]]>") == "a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; ]]&gt;")
        #expect(MarkupText.escaped("\u{1B}[31m\u{202E}x\u{0}\u{FFFF}") == "\\u{1b}[31m\\u{202e}x\\u{0}\\u{ffff}")
        #expect(MarkupText.escaped("日本 <é>") == "日本 &lt;é&gt;")
        #expect(MarkupText.escaped("tab\there\nline") == "tab\\there\\nline")
    }

    static let table = Table(id: "t", title: "Settings <1>", style: .insetGrouped, sectionIndexTitles: ["A", "B"],
                             cellTypes: [CellType(name: "toggle", base: .standard)], sections: [
        Section(id: "net", header: "Network", footer: "One\nTwo", rows: [
            Row(id: "wifi", title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator, indentation: 2),
            Row(id: "air", kind: .custom("toggle"), title: "Airplane"),
            Row(id: "go", kind: .builtin(.button), title: "Go", detail: "never shown"),
            Row(id: "x", title: "X", editing: Editing(canEdit: true, canMove: true),
                swipe: Swipe(trailing: [SwipeAction(id: "del", title: "Delete", style: .destructive)])),
        ]),
    ])

    @Test func htmlHasAListPerSectionAndRowsWithIDs() {
        let html = HTMLRenderer.render(Self.table, options: RenderOptions())
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.contains("<title>Settings &lt;1&gt;</title>"))
        #expect(html.contains("<main class=\"table s-insetGrouped has-index\" data-id=\"t\">"))
        #expect(html.contains("<h2>NETWORK</h2>\n<ul class=\"rows\">"))
        #expect(html.contains("<li class=\"row k-standard\" data-id=\"wifi\" style=\"--i:2\"><span class=\"content\"><span class=\"title\">Wi-Fi</span><span class=\"detail\">Home</span></span><span class=\"acc acc-disclosure\""))
        #expect(html.contains("<li class=\"row k-standard custom\" data-id=\"air\"><span class=\"content\"><span class=\"title\">Airplane</span><span class=\"type\">(toggle)</span>"))
        #expect(html.contains("<li class=\"row k-button\" data-id=\"go\">"))
        #expect(!html.contains("never shown"))
        #expect(html.contains("<p class=\"footer\">One<br/>Two</p>"))
        #expect(html.contains("<ol class=\"index\" aria-label=\"Section index\"><li>A</li><li>B</li></ol>"))
        #expect(!html.contains("class=\"ctl ctl-delete\""))
        #expect(html.contains("default-src 'none'; style-src 'unsafe-inline'"))
    }

    @Test func htmlEditingShowsControlsHandlesAndSwipes() {
        let html = HTMLRenderer.render(Self.table, options: RenderOptions(editing: true, showIDs: true))
        #expect(html.contains("<span class=\"ctl ctl-delete\" role=\"img\" aria-label=\"delete\">−</span>"))
        #expect(html.contains("<span class=\"handle\" role=\"img\" aria-label=\"reorder\">≡</span>"))
        #expect(html.contains("<span class=\"swipe destructive\">Delete</span>"))
        #expect(html.contains("<span class=\"id\">#wifi</span>"))
        #expect(!html.contains("class=\"acc acc-disclosure\""))
    }

    @Test func svgIsSizedToItsContentAndDeterministic() {
        let svg = SVGRenderer.render(Self.table, options: RenderOptions())
        #expect(svg == SVGRenderer.render(Self.table, options: RenderOptions()))
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\" height=\""))
        let more = Table(id: "t", sections: [Section(id: "s", rows: (0..<20).map { Row(id: "r\($0)", title: "Row \($0)") })])
        func height(_ text: String) -> Int? {
            guard let range = text.range(of: "height=\"") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }
        let small = height(SVGRenderer.render(Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "R")])]), options: RenderOptions()))
        #expect((height(SVGRenderer.render(more, options: RenderOptions())) ?? 0) == (small ?? 0) + 19 * 44)
        #expect(svg.contains(">Settings &lt;1&gt;</text>"))
        #expect(svg.contains(">NETWORK</text>"))
    }

    @Test func svgCutsLongTextCountingWideCharactersDouble() {
        let latin = SVGText(spec: String(repeating: "a", count: 10_000), size: 17).fitted(to: 200)
        let wide = SVGText(spec: String(repeating: "日", count: 10_000), size: 17).fitted(to: 200)
        #expect(latin.text.hasSuffix("…") && wide.text.hasSuffix("…"))
        #expect(latin.width <= 200 && wide.width <= 200)
        // 200pt at 17pt and 0.6 em a column: 19 columns, so 18 a's or 9 wide characters.
        #expect(latin.text.count == 19 && wide.text.count == 10)
    }
}
