/// Draws a table as a standalone SVG picture, for pull-request comments and docs: the same
/// drawing as the HTML page (iOS styles, kinds, accessories, editing controls, the section
/// index), 390 points wide (an iPhone's width) and as high as its content.
///
/// - **Valid XML**: every string from the spec is neutralised and escaped
///   (``MarkupText``), so markup, `]]>` and control characters come out as text.
/// - **Text as text**: `<text>` elements in the system font stack, never paths; long text
///   is cut with `…` by an estimated width (``SVGText``: 0.6 em per display column, East
///   Asian wide characters and emoji counting two), footers are wrapped.
/// - **Deterministic**: whole-point coordinates, no random ids; the same model and
///   options give the same bytes.
/// - **Light** unless `options.appearance` is `.dark`.
///
/// `width`, `color` and `ascii` do not apply. Cost: O(size of the table), into one string.
///
/// ```swift
/// let picture = SVGRenderer.render(table, options: RenderOptions(appearance: .dark))
/// ```
public enum SVGRenderer: Renderer {
    public static let identifier = "svg"
    public static let summary = "a standalone SVG picture of the table, light or dark"

    /// The drawing's width in points.
    public static let width = 390

    public static func render(_ table: Table, options: RenderOptions) -> String {
        let rows = table.sections.reduce(0) { $0 + $1.rows.count }
        var canvas = SVGCanvas(capacity: rows * 400 + 2048)
        var drawing = SVGTableDrawing(table: table, options: options, marks: nil, left: 0, top: 0, width: width)
        drawing.draw(on: &canvas)
        return document(width: width, height: drawing.y, title: table.title ?? table.id, options: options,
                        background: table.style == .plain ? "cell" : "bg", body: canvas.out)
    }

    /// The `<svg>` element around `body`: namespace, size and viewBox, an escaped
    /// `<title>`, the style sheet and a background.
    static func document(width: Int, height: Int, title: String, options: RenderOptions, background: String,
                         body: String, defs: String = "") -> String {
        var out = ""
        out.reserveCapacity(body.utf8.count + 2048)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\">\n<title>"
        MarkupText.append(MarkupText.neutralised(title), to: &out)
        out += "</title>\n"
        out += SVGStyle.element(SVGStyle.palette(options.appearance))
        out += defs
        out += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" class=\"" + background + "\"/>\n"
        out += body
        out += "</svg>\n"
        return out
    }
}
