/// The bytes of one spec file and the name it is reported under.
///
/// Holds the raw bytes (the loaders work on bytes, never on a decoded `String`) and
/// finds lines for caret displays on demand.
public struct SourceFile: Sendable {
    /// The path (or `--stdin-name`) shown in diagnostics.
    public var path: String
    /// The file's contents, exactly as read.
    public var bytes: [UInt8]

    /// The file `path` with contents `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The file `path` with the UTF-8 bytes of `text`. O(text).
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The reader this file goes to, from its name, or its content when the name has no
    /// spec extension (``SpecFormat``). O(1) for a named file.
    public var format: SpecFormat { SpecFormat(path: path, bytes: bytes) }

    /// Whether the file is read as JSON (``format`` is `.json`): a `.json` name, or a name
    /// without a spec extension and content whose first non-blank byte is `{`.
    public var isJSON: Bool { format == .json }

    /// The text of 1-based line `number`, without its line break, with invalid UTF-8
    /// repaired; nil past the end. O(file size) per call (see ``lineRange(_:near:)`` for
    /// the look-up that uses a mark's offset).
    public func line(_ number: Int) -> String? {
        lineRange(number).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The byte range of 1-based line `number` in ``bytes``, without its line break (a CR
    /// before the LF is left out too); nil past the end. Lines are separated by LF only.
    ///
    /// `hint` is a byte offset expected on that line (a ``Mark/offset``). When it is on the
    /// line, the line is found by a scan back from it and a count of the LFs before it:
    /// O(line length + hint / 16) in practice. When it is not, the line is found by
    /// counting from the start. The result never depends on the hint.
    public func lineRange(_ number: Int, near hint: Int = 0) -> Range<Int>? {
        guard number >= 1 else { return nil }
        return bytes.withUnsafeBufferPointer { b -> Range<Int>? in
            var start: Int?
            if hint > 0, hint <= b.count {
                var s = hint
                while s > 0, b[s - 1] != 0x0A { s -= 1 }
                let before = Self.lineFeeds(in: b, upTo: s)
                if before == number - 1 { start = s }
            }
            if start == nil { start = Self.start(ofLine: number, in: b) }
            guard let start else { return nil }
            var end = start
            while end < b.count, b[end] != 0x0A { end += 1 }
            if end > start, b[end - 1] == 0x0D { end -= 1 }
            return start..<end
        }
    }

    /// Where each line starts: element `n - 1` is the offset of line `n` (lines are
    /// separated by LF only). O(file size), once, for a caller that looks up many lines:
    /// see ``lineRange(_:lineStarts:)``.
    public func lineStarts() -> [Int] {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The same range as ``lineRange(_:near:)``, from the file's ``lineStarts()``.
    /// O(line length).
    public func lineRange(_ number: Int, lineStarts: [Int]) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        guard start <= bytes.count else { return nil }
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The number of LF bytes in `b[0..<end]`. O(end), a tight loop the compiler vectorizes.
    static func lineFeeds(in b: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
        var count = 0
        for i in 0..<min(end, b.count) where b[i] == 0x0A { count += 1 }
        return count
    }

    /// The offset where 1-based line `number` starts, or nil past the end. O(offset).
    static func start(ofLine number: Int, in b: UnsafeBufferPointer<UInt8>) -> Int? {
        var line = 1
        var i = 0
        while line < number {
            while i < b.count, b[i] != 0x0A { i += 1 }
            guard i < b.count else { return nil }
            i += 1
            line += 1
        }
        return i
    }
}
