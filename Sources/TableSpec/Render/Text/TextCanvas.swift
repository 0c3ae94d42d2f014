/// A piece of text already safe for the terminal, with its width in columns and its
/// emphasis.
struct TextRun {
    var text: String
    var columns: Int
    var style: TextStyle

    /// Text from the spec: neutralised (``TerminalText``), then measured.
    init(spec text: String, style: TextStyle = .plain, ascii: Bool) {
        let safe = TerminalText.neutralised(text, ascii: ascii)
        self.init(safe: safe, style: style)
    }

    /// Text the renderer made itself (glyphs, punctuation), measured.
    init(safe text: String, style: TextStyle = .plain) {
        self.text = text
        self.columns = DisplayWidth.columns(text)
        self.style = style
    }

    private init(text: String, columns: Int, style: TextStyle) {
        self.text = text
        self.columns = columns
        self.style = style
    }

    /// This span cut to `width` columns with an ellipsis.
    func truncated(to width: Int, ascii: Bool) -> TextRun {
        guard columns > width else { return self }
        let fit = DisplayWidth.fit(text, to: width, ascii: ascii)
        return TextRun(text: fit.text, columns: fit.columns, style: style)
    }

    /// `spans` cut to `budget` columns in all. The first span gives way first, so short
    /// spans after it (a cell type's name, an id) stay whole while it can still show an
    /// ellipsis; otherwise they are cut in order. O(columns kept).
    static func fitted(_ spans: [TextRun], to budget: Int, ascii: Bool) -> [TextRun] {
        let total = spans.reduce(0) { $0 + $1.columns }
        guard total > budget, let first = spans.first else { return spans }
        let rest = total - first.columns
        if spans.count > 1, rest < budget {
            return [first.truncated(to: budget - rest, ascii: ascii)] + spans.dropFirst()
        }
        return cut(spans, to: budget, ascii: ascii)
    }

    /// `spans` cut to `budget` columns in all, in order, as one text would be cut at its
    /// end (the span cut ends in an ellipsis). O(columns kept).
    static func cut(_ spans: [TextRun], to budget: Int, ascii: Bool) -> [TextRun] {
        var remaining = max(0, budget)
        var result: [TextRun] = []
        for span in spans {
            guard remaining > 0 else { break }
            let cut = span.truncated(to: remaining, ascii: ascii)
            result.append(cut)
            remaining -= cut.columns
            if cut.columns < span.columns { break }
        }
        return result
    }

    static func columns(_ spans: [TextRun]) -> Int {
        spans.reduce(0) { $0 + $1.columns }
    }
}

/// The output being written, one line at a time, with the section index down the right
/// edge. Tracks the column of the current line so callers can align and pad; never pads
/// the end of a line (no trailing spaces) unless something follows. Appends to one
/// string, so drawing a table is linear in its size.
struct TextCanvas {
    private(set) var output = ""
    /// The column the next text goes to.
    private(set) var column = 0
    let color: Bool
    /// The width of everything left of the section index.
    let bodyWidth: Int
    /// Index titles, each already fitted to the index column.
    private let indexTitles: [TextRun]
    /// The next index title to draw; nil until the index starts.
    private var nextIndex: Int?

    init(bodyWidth: Int, color: Bool, indexTitles: [TextRun], capacity: Int) {
        self.bodyWidth = bodyWidth
        self.color = color
        self.indexTitles = indexTitles
        output.reserveCapacity(capacity)
    }

    /// Writes `span` (styled when colour is on).
    mutating func write(_ span: TextRun) {
        guard !span.text.isEmpty else { return }
        if color, let code = span.style.code {
            output += "\u{1B}[" + code + "m" + span.text + "\u{1B}[0m"
        } else {
            output += span.text
        }
        column += span.columns
    }

    mutating func write(_ spans: [TextRun]) {
        for span in spans { write(span) }
    }

    /// Writes renderer-made text of known width, unstyled.
    mutating func write(safe text: String, columns: Int) {
        output += text
        column += columns
    }

    /// Spaces up to `target` (nothing when already there or past it).
    mutating func pad(to target: Int) {
        guard target > column else { return }
        output += String(repeating: " ", count: target - column)
        column = target
    }

    /// Starts drawing index titles, one per line from the next line on.
    mutating func startIndex() {
        if nextIndex == nil { nextIndex = 0 }
    }

    /// Ends the line, with its index title when one is due.
    mutating func endLine() {
        if let next = nextIndex, next < indexTitles.count {
            if indexTitles[next].columns > 0 {
                pad(to: bodyWidth + 1)
                write(indexTitles[next])
            }
            nextIndex = next + 1
        }
        output += "\n"
        column = 0
    }

    /// The drawing, with lines added for index titles left over.
    mutating func finish() -> String {
        if let next = nextIndex {
            for _ in next..<max(next, indexTitles.count) { endLine() }
        }
        return output
    }
}
