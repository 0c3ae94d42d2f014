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
    /// Byte offset where each line starts (index 0 is line 1).
    private let lineStarts: [Int]

    /// Indexes the lines of `source`. O(file size), once per file with findings.
    init(_ source: SourceFile) {
        self.source = source
        var starts = [0]
        for (offset, byte) in source.bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The text of 1-based line `number`, without its line break; nil past the end.
    func text(ofLine number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : source.bytes.count
        if end > start, source.bytes[end - 1] == 0x0D { end -= 1 }
        guard start <= end else { return nil }
        return String(decoding: source.bytes[start..<end], as: UTF8.self)
    }

    /// The printable source line and caret line for `span`, or nil when its line does not
    /// exist or is empty (an empty file, the end of a file). The caret covers the span
    /// when it ends on the same line, else the rest of the line. O(line length).
    func render(_ span: Span) -> (line: String, caret: String)? {
        guard let text = text(ofLine: span.start.line), !text.isEmpty else { return nil }
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
        let length = max(1, visibleEnd - column(first))
        let caret = String(repeating: " ", count: max(0, pad)) + "^" + String(repeating: "~", count: length - 1)
        return (line, caret)
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
