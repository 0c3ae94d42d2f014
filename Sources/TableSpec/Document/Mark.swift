/// A position in a spec file: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars (code points) from the start of the line, which is what
/// editors, SARIF's `unicodeCodePoints` and libyaml report. Every node of a ``Node`` tree
/// and every ``Diagnostic`` carries marks.
///
/// ```swift
/// let mark = Mark(line: 3, column: 7, offset: 42)
/// print(mark)   // 3:7
/// ```
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 0-based byte offset into the file's UTF-8 bytes.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The first position of a file.
    public static let start = Mark(line: 1, column: 1, offset: 0)

    public static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}

/// A range of a spec file from `start` (inclusive) to `end` (exclusive).
public struct Span: Hashable, Sendable, CustomStringConvertible {
    public var start: Mark
    public var end: Mark

    public init(start: Mark, end: Mark) {
        self.start = start
        self.end = end
    }

    /// An empty span at one mark.
    public init(at mark: Mark) {
        self.init(start: mark, end: mark)
    }

    public var description: String { "\(start)-\(end)" }
}
