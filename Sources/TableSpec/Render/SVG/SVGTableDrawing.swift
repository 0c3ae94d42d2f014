/// Lays out and draws one table into an ``SVGCanvas``, in a column `width` points wide
/// starting at `left`: the title, each section's header title, its rows on a card (rounded
/// and inset for `insetGrouped`), its footer wrapped under it, and the section index down
/// the right edge. With `marks` (a drawn diff), marked rows and sections are tinted and
/// badged, and the vertical centre of each moved one is recorded in ``moveAnchors``.
///
/// Geometry in whole points: rows 44 high (subtitle 58, headerLead 64), plus 18 for a line
/// of swipe actions and 17 per line of diff notes. Cost: O(size of the table).
struct SVGTableDrawing {
    let table: Table
    let options: RenderOptions
    let marks: DiffSideMarks?
    let left: Int
    let width: Int
    /// Where cards start and how wide they are.
    let cardX: Int
    let cardWidth: Int
    /// The section index titles (empty: none).
    let indexTitles: [SVGText]
    var y: Int
    /// Move number → the vertical centre of the moved row or section header on this side.
    var moveAnchors: [Int: Int] = [:]

    init(table: Table, options: RenderOptions, marks: DiffSideMarks?, left: Int, top: Int, width: Int) {
        self.table = table
        self.options = options
        self.marks = marks
        self.left = left
        self.width = width
        y = top
        let written = SectionIndex.titles(of: table) ?? []
        indexTitles = written.map { SVGText(spec: $0, size: 11).fitted(to: 16) }
        let indexRoom = indexTitles.isEmpty ? 0 : 20
        switch table.style {
        case .insetGrouped:
            cardX = left + 16
            cardWidth = width - 32 - indexRoom
        case .grouped, .plain:
            cardX = left
            cardWidth = width - indexRoom
        }
    }

    /// Draws the table from `y` on; `y` ends below it.
    mutating func draw(on canvas: inout SVGCanvas) {
        let top = y
        // 1. The title, centred.
        y += 12
        if table.title != nil || options.showIDs {
            var title = SVGText(spec: table.title ?? "", size: 17)
            let id = options.showIDs ? SVGText(spec: "#" + table.id, size: 12).fitted(to: width / 3) : nil
            title = title.fitted(to: width - 32 - (id.map { $0.width + 6 } ?? 0))
            let total = title.width + (id.map { $0.width + (title.width > 0 ? 6 : 0) } ?? 0)
            let start = left + (width - total) / 2
            canvas.text(title, x: start, y: y + 22, cssClass: "lbl b")
            if let id { canvas.text(id, x: start + total - id.width, y: y + 22, cssClass: "ter mono") }
            y += 40
        }
        // 2. The sections.
        for section in table.sections { drawSection(section, on: &canvas) }
        y += 12
        // 3. The index, from the top of the first section down.
        if !indexTitles.isEmpty {
            let x = left + width - 10
            var line = top + 64
            for title in indexTitles {
                canvas.text(title, x: x, y: line, anchor: "middle", cssClass: "tint b")
                line += 14
            }
            y = max(y, line + 8)
        }
    }

    /// Header title (or the plain style's header bar), the card of rows with inset
    /// separators, the footer.
    private mutating func drawSection(_ section: Section, on canvas: inout SVGCanvas) {
        let mark = marks?.sections[section.id]
        let plain = table.style == .plain
        y += plain ? 0 : 14
        // 1. The header: capitals in the secondary colour, or a bar in a plain table.
        if section.header != nil || options.showIDs || mark != nil {
            let headerHeight = 28 + (mark.map { noteLines($0) * 17 } ?? 0)
            if plain { canvas.rect(x: left, y: y, width: width, height: headerHeight, cssClass: "bg") }
            if let mark { canvas.rect(x: cardX, y: y, width: cardWidth, height: headerHeight, radius: 6, cssClass: mark.change.short) }
            var x = cardX + 16
            if let mark { x += drawBadge(mark, x: x, centre: y + 14, on: &canvas) }
            let text = plain ? (section.header ?? "") : (section.header ?? "").uppercased()
            var spans = [(SVGText(spec: text, size: plain ? 15 : 13), plain ? "lbl b" : "sec")]
            if options.showIDs || (section.header == nil && mark != nil) {
                spans.append((SVGText(spec: "#" + section.id, size: 12), "ter mono"))
            }
            drawSpans(spans, x: x, baseline: y + 19, budget: cardX + cardWidth - 16 - x, on: &canvas)
            if let mark {
                if let number = mark.moveNumber { moveAnchors[number] = y + 14 }
                drawNotes(mark, x: cardX + 16, top: y + 28, on: &canvas)
            }
            y += headerHeight
        }
        // 2. The card and its rows.
        let heights = section.rows.map(rowHeight)
        let total = heights.reduce(0, +)
        if total > 0 {
            canvas.rect(x: cardX, y: y, width: cardWidth, height: total,
                        radius: table.style == .insetGrouped ? 10 : 0, cssClass: "cell")
        }
        for (number, row) in section.rows.enumerated() {
            if number > 0 || plain {
                let indent = min(max(0, row.indentation), 12) * 15
                canvas.line(x1: cardX + 16 + indent, y1: y, x2: cardX + cardWidth, y2: y, cssClass: "sep")
            }
            drawRow(row, height: heights[number], on: &canvas)
            y += heights[number]
        }
        if plain, total > 0 { canvas.line(x1: cardX, y1: y, x2: cardX + cardWidth, y2: y, cssClass: "sep") }
        // 3. The footer, wrapped at spaces; its own line breaks kept.
        if let footer = section.footer {
            y += 6
            let columns = SVGText.columns(points: cardWidth - 32, size: 13)
            for paragraph in footer.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let lines = DisplayWidth.wrapped(MarkupText.neutralised(String(paragraph)), to: columns)
                for line in lines.isEmpty ? [""] : lines {
                    canvas.text(SVGText(safe: line, size: 13), x: cardX + 16, y: y + 13, cssClass: "sec")
                    y += 17
                }
            }
        }
        y += plain ? 0 : 8
    }

    /// Spans in a row, cut so that together they fit `budget`: the first gives way first
    /// while the others (a cell type's name, an id) keep at most a third each.
    func fitSpans(_ spans: [(SVGText, String)], budget: Int) -> [(SVGText, String)] {
        guard let first = spans.first else { return [] }
        var rest = spans.dropFirst().map { ($0.0.fitted(to: max(0, budget / 3)), $0.1) }
        let restWidth = rest.reduce(0) { $0 + $1.0.width + 6 }
        let head = first.0.fitted(to: max(0, budget - restWidth))
        var used = head.width
        for index in rest.indices {
            rest[index].0 = rest[index].0.fitted(to: max(0, budget - used - 6))
            used += rest[index].0.width + 6
        }
        return [(head, first.1)] + rest
    }

    /// The width of fitted spans with 6pt between them.
    static func width(_ spans: [(SVGText, String)]) -> Int {
        spans.reduce(0) { $0 + $1.0.width } + 6 * max(0, spans.filter { $0.0.width > 0 }.count - 1)
    }

    /// Writes fitted spans from `x` on one baseline.
    /// `firstFill` colours the first span (a button's title in the row's tint).
    func place(_ spans: [(SVGText, String)], x: Int, baseline: Int, on canvas: inout SVGCanvas, firstFill: Tint? = nil) {
        var at = x
        for (index, (text, cssClass)) in spans.enumerated() where text.width > 0 {
            canvas.text(text, x: at, y: baseline, cssClass: cssClass, fill: index == 0 ? firstFill : nil)
            at += text.width + 6
        }
    }

    /// ``fitSpans(_:budget:)`` then ``place(_:x:baseline:on:)``.
    func drawSpans(_ spans: [(SVGText, String)], x: Int, baseline: Int, budget: Int, on canvas: inout SVGCanvas) {
        place(fitSpans(spans, budget: budget), x: x, baseline: baseline, on: &canvas)
    }
}
