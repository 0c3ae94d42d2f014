/// Draws a table in the terminal the way an iPhone shows it.
///
/// - `plain` tables: full-width rows, each followed by a separator; section headers in
///   bold above their rows.
/// - `grouped` and `insetGrouped`: each section's header title in capitals, its rows in a
///   rounded box (inset by 2 columns for `insetGrouped`), its footer wrapped under it.
/// - Rows by kind (custom cell types as their base kind, their name shown faintly):
///   ``TextDrawing/drawRow(_:)``. Accessories `›` `✓` `ⓘ` `ⓘ ›`; indentation 2 columns a
///   level; with `editing`, the delete ⊖ and insert ⊕ controls, reorder handles ≡ and the
///   swipe actions; the section index down the right edge; ids with `showIDs`.
///
/// Fits `options.width` columns (clamped to 20…1000), measuring text with
/// ``DisplayWidth`` and cutting it with `…`; every string from the spec is neutralised by
/// ``TerminalText`` first, so the only escape sequences in the output are the renderer's
/// own SGR codes, and those only with `options.color`. With `options.ascii` the output is
/// printable ASCII and newlines only. `appearance` does not apply to text.
///
/// Cost: O(size of the table), written into one string.
///
/// ```swift
/// let text = TextRenderer.render(table, options: RenderOptions(width: 60))
/// ```
public enum TextRenderer: Renderer {
    public static let identifier = "text"
    public static let summary = "the table drawn with box characters for a terminal (the default)"

    /// Narrowest and widest drawings; `options.width` is clamped to these.
    public static let widthRange = 20...1000

    public static func render(_ table: Table, options: RenderOptions) -> String {
        var drawing = TextDrawing(table: table, options: options)
        drawing.drawTable()
        return drawing.canvas.finish()
    }
}

/// One drawing in progress: the geometry for the table's style, and the canvas.
struct TextDrawing {
    let table: Table
    /// The table's ``Table/cellTypesByName()``, taken once for every row.
    let cellTypes: [String: CellType]
    let options: RenderOptions
    let glyphs: TextGlyphs
    var canvas: TextCanvas
    /// Columns left of a box (2 for insetGrouped).
    let inset: Int
    /// Whether rows sit in boxes (grouped styles).
    let boxed: Bool
    /// Where row content, headers and footers start, and how wide they are.
    let contentStart: Int
    let contentWidth: Int

    init(table: Table, options: RenderOptions) {
        self.table = table
        self.cellTypes = table.cellTypesByName()
        self.options = options
        glyphs = options.ascii ? .ascii : .unicode
        let width = min(max(options.width, TextRenderer.widthRange.lowerBound), TextRenderer.widthRange.upperBound)
        // 1. The section index: the table's titles, else those given per section; each
        //    cut to 3 columns, in a column of their widest plus a space.
        let written = SectionIndex.titles(of: table) ?? []
        let titles = written.map { TextRun(spec: $0, ascii: options.ascii).truncated(to: 3, ascii: options.ascii) }
        let indexColumns = titles.isEmpty ? 0 : 1 + max(1, titles.map(\.columns).max() ?? 1)
        let bodyWidth = width - indexColumns
        // 2. The frame for the style.
        boxed = table.style != .plain
        inset = table.style == .insetGrouped ? 2 : 0
        contentStart = boxed ? inset + 2 : 0
        contentWidth = bodyWidth - 2 * contentStart
        let rows = table.sections.reduce(0) { $0 + $1.rows.count }
        canvas = TextCanvas(bodyWidth: bodyWidth, color: options.color, indexTitles: titles, capacity: (rows + 8) * (width + 8))
    }

    /// The title, then every section.
    mutating func drawTable() {
        var title: [TextRun] = []
        if let text = table.title { title.append(TextRun(spec: text, style: .bold, ascii: options.ascii)) }
        if options.showIDs { title.append(idSpan(table.id, leadingSpace: !title.isEmpty)) }
        if !title.isEmpty {
            let fitted = TextRun.fitted(title, to: canvas.bodyWidth, ascii: options.ascii)
            canvas.pad(to: (canvas.bodyWidth - TextRun.columns(fitted)) / 2)
            canvas.write(fitted)
            canvas.endLine()
            canvas.endLine()
        }
        canvas.startIndex()
        for (number, section) in table.sections.enumerated() {
            if boxed, number > 0 { canvas.endLine() }
            drawSection(section)
        }
    }

    /// Header, rows (boxed or with separators), footer.
    mutating func drawSection(_ section: Section) {
        // 1. The header title: capitals and dimmed above a box, bold in a plain table.
        var header: [TextRun] = []
        if let text = section.header {
            header.append(TextRun(spec: boxed ? text.uppercased() : text, style: boxed ? .dim : .bold, ascii: options.ascii))
        }
        if options.showIDs { header.append(idSpan(section.id, leadingSpace: !header.isEmpty)) }
        if !header.isEmpty {
            canvas.pad(to: contentStart)
            canvas.write(TextRun.fitted(header, to: contentWidth, ascii: options.ascii))
            canvas.endLine()
        }
        // 2. The rows.
        if boxed, !section.rows.isEmpty { drawBorder(top: true) }
        for row in section.rows {
            drawRow(row)
            if !boxed { drawSeparator() }
        }
        if boxed, !section.rows.isEmpty { drawBorder(top: false) }
        // 3. The footer, wrapped; its own line breaks kept.
        if let footer = section.footer {
            for paragraph in footer.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let text = TerminalText.neutralised(String(paragraph), ascii: options.ascii)
                let lines = DisplayWidth.wrapped(text, to: contentWidth)
                if lines.isEmpty { canvas.endLine() }
                for line in lines {
                    canvas.pad(to: contentStart)
                    canvas.write(TextRun(safe: line, style: .dim))
                    canvas.endLine()
                }
            }
        }
    }

    /// `╭──╮` or `╰──╯` around a section's rows.
    private mutating func drawBorder(top: Bool) {
        canvas.pad(to: inset)
        let line = (top ? glyphs.topLeft : glyphs.bottomLeft) + glyphs.line(contentWidth + 2)
            + (top ? glyphs.topRight : glyphs.bottomRight)
        canvas.write(safe: line, columns: contentWidth + 4)
        canvas.endLine()
    }

    /// The separator under a plain row.
    private mutating func drawSeparator() {
        canvas.write(safe: glyphs.line(contentWidth), columns: contentWidth)
        canvas.endLine()
    }

    /// Opens a line inside the frame: the box's left edge, or nothing in a plain table.
    mutating func openLine() {
        guard boxed else { return }
        canvas.pad(to: inset)
        canvas.write(safe: glyphs.vertical, columns: 1)
        canvas.pad(to: contentStart)
    }

    /// Closes a line inside the frame: pads to the box's right edge and draws it.
    mutating func closeLine() {
        if boxed {
            canvas.pad(to: contentStart + contentWidth + 1)
            canvas.write(safe: glyphs.vertical, columns: 1)
        }
        canvas.endLine()
    }

    /// ` #id`, faint.
    func idSpan(_ id: String, leadingSpace: Bool) -> TextRun {
        TextRun(spec: (leadingSpace ? " #" : "#") + id, style: .faint, ascii: options.ascii)
    }
}
