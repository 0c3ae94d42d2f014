import TableSpec

/// The source line under a finding and the caret line that marks its span:
///
/// ```
///     kind: standrad
///           ^~~~~~~~
/// ```
/// Tabs are expanded to the next multiple of four columns and unsafe characters are
/// escaped (``SafeText``), with the caret moved to match; wide (East Asian, emoji)
/// characters count two columns. A line wider than ``maxWidth`` is cut to a window around
/// the caret, marked with `...`.
struct SourceExcerpt {
    /// Widest source line printed before it is cut.
    static let maxWidth = 160

    private let source: SourceFile
    /// Line feeds per 4 KiB of the file, so finding each finding's line costs O(4 KiB),
    /// not O(offset): a report of many findings in a large file stays linear.
    private let index: SourceFile.LineIndex

    /// An excerpt maker for `source`. O(file size), once: lines are then found per
    /// finding, from its mark.
    init(_ source: SourceFile) {
        self.source = source
        self.index = SourceFile.LineIndex(source.bytes)
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
        source.lineRange(number, near: offset, index: index).map { String(decoding: source.bytes[$0], as: UTF8.self) }
    }

    /// The printable source line and caret line for `span`, or nil when its line does not
    /// exist or is empty (an empty file, the end of a file). The caret covers the span
    /// when it ends on the same line, else the rest of the line. O(line length) plus a
    /// count of the line feeds before the span.
    func render(_ span: Span) -> (line: String, caret: String)? {
        rendered(span).map { ($0.line, $0.caret) }
    }

    /// ``render(_:)`` as its parts. A line of printable ASCII only (no tab, no control
    /// character, the common case) is rendered from its bytes as they are; any other line
    /// by ``renderedScalars(_:span:)``, which gives the same result for ASCII lines.
    func rendered(_ span: Span) -> Rendered? {
        guard let range = source.lineRange(span.start.line, near: span.start.offset, index: index), !range.isEmpty else {
            return nil
        }
        let line = source.bytes[range]
        guard line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
            return Self.renderedScalars(String(decoding: line, as: UTF8.self), span: span)
        }
        // Every byte is one scalar of one column, so scalar indexes are columns.
        let count = line.count
        let first = max(0, span.start.column - 1)
        var last: Int
        if span.end.line == span.start.line, span.end.column > span.start.column {
            last = span.end.column - 1
        } else if span.end.line > span.start.line {
            last = count
            while last > first + 1, last - 1 < count, line[range.lowerBound + last - 1] == 0x20 { last -= 1 }
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
        // 1. Display pieces and the display column where each scalar starts.
        var pieces: [String] = []
        var columns: [Int] = [0]
        for scalar in text.unicodeScalars {
            let width = columns[columns.count - 1]
            let piece: String
            let pieceWidth: Int
            if scalar == "\t" {
                pieceWidth = 4 - width % 4
                piece = String(repeating: " ", count: pieceWidth)
            } else if SafeText.isUnsafe(scalar) {
                piece = SafeText.escape(scalar)
                pieceWidth = piece.unicodeScalars.count
            } else {
                piece = String(scalar)
                pieceWidth = Self.width(of: scalar)
            }
            pieces.append(piece)
            columns.append(width + pieceWidth)
        }
        // 2. The span as scalar indexes on this line.
        let first = max(0, span.start.column - 1)
        var last: Int
        if span.end.line == span.start.line, span.end.column > span.start.column {
            last = span.end.column - 1
        } else if span.end.line > span.start.line {
            last = text.unicodeScalars.count
            while last > first + 1, pieces.indices.contains(last - 1), pieces[last - 1].allSatisfy(\.isWhitespace) {
                last -= 1
            }
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
            while low < pieces.count, column(low) < column(first) - Self.maxWidth / 4 { low += 1 }
            high = low
            while high < pieces.count, column(high + 1) - column(low) <= Self.maxWidth { high += 1 }
        }
        let prefix = low > 0 ? "..." : ""
        let suffix = high < pieces.count ? "..." : ""
        let line = prefix + pieces[low..<high].joined() + suffix
        let pad = column(first) - column(low) + prefix.count
        let visibleEnd = high < pieces.count ? min(column(last), column(high)) : column(last)
        return Rendered(line: line, pad: max(0, pad), length: max(1, visibleEnd - column(first)))
    }

    /// Terminal columns a scalar takes: 0 for combining marks, 2 for wide characters.
    static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200D, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
