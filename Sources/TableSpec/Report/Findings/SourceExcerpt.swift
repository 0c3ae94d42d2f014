
/// The source line under a finding and the caret line that marks its span:
///
/// ```
///     kind: standrad
///           ^~~~~~~~
/// ```
/// Tabs are expanded to the next multiple of four columns and unsafe characters are
/// escaped (``TerminalText``), with the caret moved to match; every other character takes the
/// columns ``DisplayWidth`` gives its grapheme cluster, the measure `tablectl render` uses
/// too (two for 👍🏽, a ZWJ family or ❤️, none for a combining accent). Marks count
/// scalars, so a cluster's later scalars take no column of their own. A line wider than
/// ``maxWidth`` is cut to a window around the caret, marked with `...`.
struct SourceExcerpt {
    /// Widest source line printed before it is cut.
    static let maxWidth = 160

    private let source: SourceFile
    private let lines = Lines()

    /// An excerpt maker for `source`. O(1): the first findings' lines are found from their
    /// marks (a count of the line feeds before each); from the ninth on, through a table of
    /// line starts built once, so a file with a hundred thousand findings costs O(file
    /// size + output), not O(findings × file size).
    init(_ source: SourceFile) {
        self.source = source
    }

    /// The line table, built on first need, and the last line's layout (a reference, so a
    /// `let` excerpt can fill them).
    private final class Lines {
        var lookups = 0
        var starts: [Int]?
        var layout: (start: Int, layout: Layout)?
    }

    /// What a line's excerpts need, found once per line: findings come in order, so the
    /// many findings one long line can hold each cost O(``maxWidth``), not O(line length).
    private enum Layout {
        /// Printable ASCII only (no tab, no control character): bytes are columns. `end`
        /// is the length without trailing spaces.
        case ascii(count: Int, end: Int)
        case scalars(ScalarLayout)
    }

    private func layout(of range: Range<Int>) -> Layout {
        if let cached = lines.layout, cached.start == range.lowerBound { return cached.layout }
        let line = source.bytes[range]
        let layout: Layout
        if line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var end = range.upperBound
            while end > range.lowerBound, source.bytes[end - 1] == 0x20 { end -= 1 }
            layout = .ascii(count: line.count, end: end - range.lowerBound)
        } else {
            layout = .scalars(ScalarLayout(String(decoding: line, as: UTF8.self)))
        }
        lines.layout = (range.lowerBound, layout)
        return layout
    }

    /// The byte range of 1-based line `number`; `offset` is a byte offset on it if known.
    private func lineRange(_ number: Int, near offset: Int) -> Range<Int>? {
        lines.lookups += 1
        if lines.starts == nil, lines.lookups <= 8 { return source.lineRange(number, near: offset) }
        if lines.starts == nil { lines.starts = source.lineStarts() }
        return source.lineRange(number, lineStarts: lines.starts ?? [])
    }

    /// A rendered excerpt: the printable line, then a caret line of `pad` spaces, `^` and
    /// `length - 1` tildes.
    struct Rendered: Equatable {
        var line: String
        var pad: Int
        var length: Int

        /// The caret line as text.
        var caret: String {
            String(repeating: " ", count: pad) + "^" + String(repeating: "~", count: length - 1)
        }
    }

    /// The text of 1-based line `number`, without its line break; nil past the end.
    /// O(line length + offset), `offset` being a byte offset on the line if known.
    func text(ofLine number: Int, near offset: Int = 0) -> String? {
        lineRange(number, near: offset).map { String(decoding: source.bytes[$0], as: UTF8.self) }
    }

    /// The printable source line and caret line for `span`, or nil when its line does not
    /// exist or is empty (an empty file, the end of a file). The caret covers the span
    /// when it ends on the same line, else the rest of the line. O(line length) for the
    /// first span on a line, O(log(line length) + ``maxWidth``) for each later one in a
    /// row, plus finding the line (see ``init(_:)``).
    func render(_ span: Span) -> (line: String, caret: String)? {
        rendered(span).map { ($0.line, $0.caret) }
    }

    /// ``render(_:)`` as its parts. A line of printable ASCII only (no tab, no control
    /// character, the common case) is rendered from its bytes as they are; any other line
    /// by ``renderedScalars(_:span:)``, which gives the same result for ASCII lines.
    func rendered(_ span: Span) -> Rendered? {
        guard let range = lineRange(span.start.line, near: span.start.offset), !range.isEmpty else {
            return nil
        }
        let count: Int
        let end: Int
        switch layout(of: range) {
        case .scalars(let layout): return Self.rendered(layout, span: span)
        case .ascii(let length, let trimmed): (count, end) = (length, trimmed)
        }
        // Every byte is one scalar of one column, so scalar indexes are columns.
        let line = source.bytes[range]
        let first = max(0, span.start.column - 1)
        var last: Int
        if span.end.line == span.start.line, span.end.column > span.start.column {
            last = span.end.column - 1
        } else if span.end.line > span.start.line {
            last = end
        } else {
            last = first + 1
        }
        last = max(last, first + 1)
        var low = 0
        var high = count
        if count > Self.maxWidth {
            low = min(count, max(0, first - Self.maxWidth / 4))
            high = min(count, low + Self.maxWidth)
        }
        let prefix = low > 0 ? "..." : ""
        let suffix = high < count ? "..." : ""
        let text = prefix + String(decoding: line[(range.lowerBound + low)..<(range.lowerBound + high)], as: UTF8.self) + suffix
        let pad = first - low + prefix.count
        let visibleEnd = high < count ? min(last, high) : last
        return Rendered(line: text, pad: max(0, pad), length: max(1, visibleEnd - first))
    }

    /// The general rendering of `text` (one line) for `span`: tabs expanded, unsafe
    /// scalars escaped, wide characters counted twice, a window around the caret when the
    /// line is too wide. O(line length).
    static func renderedScalars(_ text: String, span: Span) -> Rendered {
        rendered(ScalarLayout(text), span: span)
    }

    /// A line as display pieces (one per scalar) and the display column where each starts.
    ///
    /// A grapheme cluster's first scalar carries the whole cluster and its width
    /// (``DisplayWidth/columns(of:)``); its other scalars are empty pieces of width 0, so a
    /// mark on any scalar of the line still has a piece, and the caret under a cluster sits
    /// at its first column. A cluster holding a tab or an unsafe scalar (`\r\n`) is laid out
    /// scalar by scalar, each escape as wide as its text.
    struct ScalarLayout {
        var pieces: [String] = []
        var columns: [Int] = [0]
        /// The number of pieces up to the last one that is not all white space.
        var end = 0

        /// The layout of `text`: O(its length), one pass of grapheme breaking.
        init(_ text: String) {
            // 1. Display pieces and the display column where each scalar starts.
            for character in text {
                let scalars = character.unicodeScalars
                if scalars.contains(where: { $0 == "\t" || TerminalText.isUnsafe($0) }) {
                    for scalar in scalars { append(scalar) }
                    continue
                }
                append(String(character), width: DisplayWidth.columns(of: character))
                for _ in scalars.dropFirst() { append("", width: 0) }
            }
        }

        /// A scalar of a cluster laid out on its own: a tab, an escape, or its own width.
        private mutating func append(_ scalar: Unicode.Scalar) {
            if scalar == "\t" {
                let width = 4 - columns[columns.count - 1] % 4
                append(String(repeating: " ", count: width), width: width)
            } else if TerminalText.isUnsafe(scalar) {
                let piece = TerminalText.escape(scalar)
                append(piece, width: piece.unicodeScalars.count)
            } else {
                append(String(scalar), width: DisplayWidth.columns(of: Character(scalar)))
            }
        }

        private mutating func append(_ piece: String, width: Int) {
            pieces.append(piece)
            columns.append(columns[columns.count - 1] + width)
            if !piece.isEmpty, !piece.allSatisfy(\.isWhitespace) { end = pieces.count }
        }
    }

    /// The excerpt of a laid-out line for `span`: O(log(line length) + ``maxWidth``).
    private static func rendered(_ layout: ScalarLayout, span: Span) -> Rendered {
        let pieces = layout.pieces
        let columns = layout.columns
        // 2. The span as scalar indexes on this line.
        let first = max(0, span.start.column - 1)
        var last: Int
        if span.end.line == span.start.line, span.end.column > span.start.column {
            last = span.end.column - 1
        } else if span.end.line > span.start.line {
            last = layout.end
        } else {
            last = first + 1
        }
        last = max(last, first + 1)
        func column(_ index: Int) -> Int {
            index < columns.count ? columns[index] : columns[columns.count - 1] + (index - columns.count + 1)
        }
        // 3. A window around the caret when the line is too wide.
        var low = 0
        var high = pieces.count
        if column(high) > Self.maxWidth {
            // Columns never decrease, so both ends are binary searches.
            low = firstIndex(in: low..<pieces.count) { column($0) >= column(first) - Self.maxWidth / 4 }
            high = firstIndex(in: low..<pieces.count) { column($0 + 1) - column(low) > Self.maxWidth }
        }
        let prefix = low > 0 ? "..." : ""
        let suffix = high < pieces.count ? "..." : ""
        let line = prefix + pieces[low..<high].joined() + suffix
        let pad = column(first) - column(low) + prefix.count
        let visibleEnd = high < pieces.count ? min(column(last), column(high)) : column(last)
        return Rendered(line: line, pad: max(0, pad), length: max(1, visibleEnd - column(first)))
    }

    /// The first index of `range` where `isPast` holds, or its upper bound: `isPast`
    /// must hold from some index on. O(log(range length)).
    private static func firstIndex(in range: Range<Int>, where isPast: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
