/// Text measured for an SVG drawing, already safe to write: neutralised, cut to fit, and
/// with its approximate width in points.
///
/// **The metric.** SVG has no text layout to ask, so widths are estimated: a display
/// column (``DisplayWidth``: 1 for most characters, 2 for East Asian wide characters and
/// emoji, 0 for combining marks) is taken as 0.6 em, a little over the average advance of
/// the common sans-serif fonts over mixed text (SF, Helvetica, DejaVu Sans), so estimates
/// err long. A 17pt line of 40 columns is thus 408pt. Text is cut
/// with `…` at the last cluster that fits, so wide-character text fits as well as Latin;
/// fonts with wider glyphs may run a few points over, never a whole word.
struct SVGText {
    /// Neutralised text, not yet escaped for XML.
    var text: String
    /// The estimated width in points.
    var width: Int
    var size: Int

    /// Hundredths of an em per display column.
    static let columnEm = 60

    /// Points taken by `columns` display columns at `size`.
    static func points(columns: Int, size: Int) -> Int {
        (columns * size * columnEm + 99) / 100
    }

    /// Columns that fit in `points` at `size`.
    static func columns(points: Int, size: Int) -> Int {
        max(0, points * 100 / max(1, size * columnEm))
    }

    /// Text from the spec at `size` points: neutralised, measured.
    init(spec: String, size: Int) {
        self.init(safe: MarkupText.neutralised(spec), size: size)
    }

    /// Text the renderer made or already neutralised.
    init(safe: String, size: Int) {
        text = safe
        self.size = size
        width = Self.points(columns: DisplayWidth.columns(safe), size: size)
    }

    /// This text cut with `…` to at most `points`. O(columns kept).
    func fitted(to points: Int) -> SVGText {
        guard width > points else { return self }
        let fit = DisplayWidth.fit(text, to: Self.columns(points: points, size: size), ascii: false)
        var copy = self
        copy.text = fit.text
        copy.width = Self.points(columns: fit.columns, size: size)
        return copy
    }
}

/// The SVG being written: shapes and text appended to one string, coordinates in whole
/// points, so the same drawing gives the same bytes.
struct SVGCanvas {
    var out = ""

    init(capacity: Int) {
        out.reserveCapacity(capacity)
    }

    /// `<rect>` with a class and optional corner radius.
    mutating func rect(x: Int, y: Int, width: Int, height: Int, radius: Int = 0, cssClass: String) {
        guard width > 0, height > 0 else { return }
        out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\""
        if radius > 0 { out += " rx=\"\(radius)\"" }
        out += " class=\"" + cssClass + "\"/>\n"
    }

    /// `<rect>` filled with a colour of the spec's (`#RRGGBB`), rounded by `radius`: a
    /// row's icon in its tint.
    mutating func rect(x: Int, y: Int, width: Int, height: Int, radius: Int, fill: Tint) {
        guard width > 0, height > 0 else { return }
        out += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\" fill=\""
            + fill.cssColor + "\"/>\n"
    }

    /// `<line>` (a separator).
    mutating func line(x1: Int, y1: Int, x2: Int, y2: Int, cssClass: String) {
        guard x2 > x1 || y2 > y1 else { return }
        out += "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" class=\"" + cssClass + "\"/>\n"
    }

    /// `<circle>`.
    mutating func circle(cx: Int, cy: Int, r: Int, cssClass: String) {
        out += "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(r)\" class=\"" + cssClass + "\"/>\n"
    }

    /// `<text>` at a baseline; `anchor` is `start`, `middle` or `end`. Nothing for empty
    /// text. `fill` (a button's tint, a checkmark's) overrides the class's colour.
    mutating func text(_ text: SVGText, x: Int, y: Int, anchor: String = "start", cssClass: String, fill: Tint? = nil) {
        guard !text.text.isEmpty else { return }
        out += "<text x=\"\(x)\" y=\"\(y)\""
        if anchor != "start" { out += " text-anchor=\"" + anchor + "\"" }
        // A style, not a `fill` attribute: the class's rule would win over an attribute.
        if let fill { out += " style=\"fill:" + fill.cssColor + "\"" }
        out += " class=\"" + cssClass + " f\(text.size)\">"
        MarkupText.append(text.text, to: &out)
        out += "</text>\n"
    }

    /// A cubic curve from one point to another (a moved row's link in a diff).
    mutating func link(from: (x: Int, y: Int), to: (x: Int, y: Int), cssClass: String) {
        let middle = (from.x + to.x) / 2
        out += "<path d=\"M\(from.x) \(from.y) C\(middle) \(from.y) \(middle) \(to.y) \(to.x) \(to.y)\" class=\""
            + cssClass + "\" marker-end=\"url(#arrow)\"/>\n"
    }
}
