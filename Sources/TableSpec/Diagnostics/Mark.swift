/// A position in a spec file: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars (code points) from the start of the line, which is what
/// editors, SARIF's `unicodeCodePoints` and libyaml report. Every node of a ``Node`` tree
/// and every ``Diagnostic`` carries marks.
///
/// A mark is 12 bytes: each number is stored in 32 bits (a spec file is far below 4 GiB;
/// see ``Limits/maxFileSize``). A value set outside `0...UInt32.max` is clamped to that
/// range, never trapped on.
///
/// ```swift
/// let mark = Mark(line: 3, column: 7, offset: 42)
/// print(mark)   // 3:7
/// ```
public struct Mark: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Self.clamped(newValue) }
    }

    /// 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.clamped(newValue) }
    }

    /// 0-based byte offset into the file's UTF-8 bytes.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Self.clamped(newValue) }
    }

    /// A mark at `line`:`column`, `offset` bytes into the file. O(1).
    @inline(__always)
    public init(line: Int, column: Int, offset: Int) {
        storedLine = Self.clamped(line)
        storedColumn = Self.clamped(column)
        storedOffset = Self.clamped(offset)
    }

    /// A mark from numbers already known to fit (the YAML loader's fast path).
    @inline(__always)
    init(line: UInt32, column: UInt32, offset: UInt32) {
        storedLine = line
        storedColumn = column
        storedOffset = offset
    }

    /// `value` in 32 bits: negative values become 0, values past `UInt32.max` become it.
    @inline(__always)
    static func clamped(_ value: Int) -> UInt32 {
        UInt32(clamping: value)
    }

    /// The first position of a file.
    public static let start = Mark(line: 1, column: 1, offset: 0)

    /// Whether `lhs` comes before `rhs` in the file (by byte offset).
    public static func < (lhs: Mark, rhs: Mark) -> Bool { lhs.storedOffset < rhs.storedOffset }

    /// `line:column`, e.g. `3:7`.
    public var description: String { "\(line):\(column)" }
}

/// A range of a spec file from `start` (inclusive) to `end` (exclusive). 24 bytes.
public struct Span: Hashable, Sendable, CustomStringConvertible {
    /// Where the range begins.
    public var start: Mark
    /// Where the range ends (the first position after it).
    public var end: Mark

    /// The range from `start` to `end`. O(1).
    public init(start: Mark, end: Mark) {
        self.start = start
        self.end = end
    }

    /// An empty span at one mark.
    public init(at mark: Mark) {
        self.init(start: mark, end: mark)
    }

    /// `start-end`, e.g. `3:7-3:12`.
    public var description: String { "\(start)-\(end)" }
}
