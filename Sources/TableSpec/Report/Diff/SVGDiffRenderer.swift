/// Draws a diff as one standalone SVG picture: the summary and table-level changes on top,
/// then the old table (left) and the new one (right), each 390 points wide as
/// ``SVGRenderer`` draws it, with the changes tinted and badged like ``HTMLDiffRenderer``'s
/// (green `+` inserted, red `−` deleted, yellow `~` updated with the changed fields listed,
/// blue `↕n` moved) and a dashed arrow from each moved row or section on the left to the
/// same one on the right. Deterministic, valid XML, light unless `appearance` is dark.
/// Cost: O(size of both tables + changes).
public enum SVGDiffRenderer: DiffFormat {
    public static let identifier = "svg"
    public static let summary = "the old and new tables side by side as an SVG picture, moves linked by arrows"

    /// The gap between the two sides, where the move arrows run.
    static let gap = 56

    /// The drawing of `report`, its sides named `OLD → NEW` (the repository path when run
    /// by git). O(size of both tables + changes).
    public static func format(_ report: DiffReport, color: Bool, width: Int) -> String {
        render(old: report.old, new: report.new, changes: report.changes, options: report.drawingOptions())
    }

    /// The drawing of `changes` from `old` to `new`, as ``format(_:color:width:)`` draws
    /// it but with every ``RenderOptions`` setting (ascii, appearance, the name shown).
    public static func render(old: Table, new: Table, changes: Changeset, options: RenderOptions) -> String {
        let marks = DiffMarks(changes, old: old, new: new)
        let side = SVGRenderer.width
        let width = 2 * side + gap
        var canvas = SVGCanvas(capacity: (old.sections.count + new.sections.count) * 64 * 400 + 4096)
        // 1. The summary and the table-level fields.
        var y = 12
        let name = SVGText(spec: options.sourceName ?? "Table diff", size: 17).fitted(to: width - 32)
        canvas.text(name, x: 16, y: y + 18, cssClass: "lbl bb")
        y += 26
        for line in DisplayWidth.wrapped(marks.summary, to: SVGText.columns(points: width - 32, size: 13)) {
            canvas.text(SVGText(safe: line, size: 13), x: 16, y: y + 14, cssClass: "sec")
            y += 18
        }
        y += 2
        for field in marks.tableFields {
            canvas.text(SVGText(safe: field, size: 12).fitted(to: width - 32), x: 16, y: y + 13, cssClass: "upd-fg mono")
            y += 17
        }
        y += 8
        canvas.text(SVGText(safe: "OLD", size: 12), x: 16, y: y + 12, cssClass: "sec b")
        canvas.text(SVGText(safe: "NEW", size: 12), x: side + gap + 16, y: y + 12, cssClass: "sec b")
        y += 16
        // 2. The two tables, each on its own background.
        var sides: [SVGTableDrawing] = []
        for (table, sideMarks, left) in [(old, marks.old, 0), (new, marks.new, side + gap)] {
            var drawing = SVGTableDrawing(table: table, options: options, marks: sideMarks, left: left, top: y, width: side)
            var part = SVGCanvas(capacity: 0)
            drawing.draw(on: &part)
            canvas.rect(x: left, y: y, width: side, height: drawing.y - y, radius: 12,
                        cssClass: table.style == .plain ? "cell" : "bg")
            canvas.out += part.out
            sides.append(drawing)
        }
        // 3. An arrow for each move, old → new, in move order.
        let oldAnchors = sides[0].moveAnchors
        let newAnchors = sides[1].moveAnchors
        for number in oldAnchors.keys.sorted() {
            guard let from = oldAnchors[number], let to = newAnchors[number] else { continue }
            canvas.link(from: (side + 2, from), to: (side + gap - 4, to), cssClass: "link")
        }
        let height = max(sides[0].y, sides[1].y) + 12
        let defs = "<defs><marker id=\"arrow\" viewBox=\"0 0 8 8\" refX=\"7\" refY=\"4\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
            + "<path d=\"M0 0L8 4L0 8z\" class=\"arrowhead\"/></marker></defs>\n"
        return SVGRenderer.document(width: width, height: height, title: "Diff: " + (options.sourceName ?? new.title ?? new.id),
                                    options: options, background: "cell", body: canvas.out, defs: defs)
    }
}
