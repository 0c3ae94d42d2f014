import TableSpec

/// A spec text with its `↓` markers taken out, and where each marker stood.
///
/// ```swift
/// let marked = MarkedText("id: ↓x")
/// marked.text      // "id: x"
/// marked.marks     // [1:5]
/// ```
public struct MarkedText: Sendable {
    public static let marker: Unicode.Scalar = "↓"

    public let text: String
    /// Where each marker stood in `text`, in order: 1-based line and column (in Unicode
    /// scalars) and byte offset, as ``Mark`` counts them.
    public let marks: [Mark]

    public init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var marks: [Mark] = []
        var line = 1
        var column = 1
        var offset = 0
        for scalar in marked.unicodeScalars {
            if scalar == Self.marker {
                marks.append(Mark(line: line, column: column, offset: offset))
                continue
            }
            text.append(scalar)
            offset += String(scalar).utf8.count
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = String(text)
        self.marks = marks
    }
}
