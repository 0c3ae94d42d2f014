/// The bytes of one spec file and the name it is reported under.
///
/// Holds the raw bytes (the loaders work on bytes, never on a decoded `String`) and
/// finds lines for caret displays on demand.
public struct SourceFile: Sendable {
    /// The path (or `--stdin-name`) shown in diagnostics.
    public var path: String
    /// The file's contents, exactly as read.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Whether the file is read as JSON: a `.json` name, or content whose first
    /// non-blank byte is `{`.
    public var isJSON: Bool {
        if path.lowercased().hasSuffix(".json") { return true }
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "{")
    }

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
        lineRange(number, near: hint, index: nil)
    }

    /// ``lineRange(_:near:)`` with the line feeds counted through `index` (built once
    /// for this file's bytes), so each look-up costs O(line length + 4 KiB) however far
    /// into the file it is: what a report of many findings in a large file needs, where
    /// counting from the start for each finding costs O(findings × file size).
    public func lineRange(_ number: Int, near hint: Int, index: LineIndex?) -> Range<Int>? {
        guard number >= 1 else { return nil }
        return bytes.withUnsafeBufferPointer { b -> Range<Int>? in
            var start: Int?
            if hint > 0, hint <= b.count {
                var s = hint
                while s > 0, b[s - 1] != 0x0A { s -= 1 }
                let before = index?.lineFeeds(in: b, upTo: s) ?? Self.lineFeeds(in: b, upTo: s)
                if before == number - 1 { start = s }
            }
            if start == nil { start = index?.start(ofLine: number, in: b) ?? Self.start(ofLine: number, in: b) }
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

extension SourceFile {
    /// The number of line feeds before every 4 KiB boundary of a file, so the line of any
    /// offset is counted from the nearest boundary instead of from the start. Built in one
    /// pass, O(file size); holds one integer per 4 KiB (16 K for a 64 MiB file).
    public struct LineIndex: Sendable {
        static let block = 4_096
        /// `feeds[k]`: line feeds in `bytes[0 ..< k × block]`.
        let feeds: [Int]

        public init(_ bytes: [UInt8]) {
            var feeds = [0]
            feeds.reserveCapacity(bytes.count / Self.block + 1)
            var count = 0
            bytes.withUnsafeBufferPointer { b in
                var blockStart = 0
                while blockStart + Self.block <= b.count {
                    count += SourceFile.lineFeeds(in: UnsafeBufferPointer(rebasing: b[blockStart..<(blockStart + Self.block)]),
                                                  upTo: Self.block)
                    feeds.append(count)
                    blockStart += Self.block
                }
            }
            self.feeds = feeds
        }

        /// Line feeds in `b[0 ..< end]`. O(4 KiB).
        func lineFeeds(in b: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
            let end = min(max(0, end), b.count)
            let k = min(end / Self.block, feeds.count - 1)
            let from = k * Self.block
            return feeds[k] + SourceFile.lineFeeds(in: UnsafeBufferPointer(rebasing: b[from..<end]), upTo: end - from)
        }

        /// Where 1-based line `number` starts, or nil past the end: from the last boundary
        /// with fewer line feeds before it. O(log(file size) + 4 KiB), unless a line is longer.
        func start(ofLine number: Int, in b: UnsafeBufferPointer<UInt8>) -> Int? {
            guard number >= 1 else { return nil }
            // The last k with feeds[k] <= number - 1 (feeds[0] = 0 always qualifies).
            var low = 0, high = feeds.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if feeds[middle] <= number - 1 { low = middle } else { high = middle - 1 }
            }
            var line = feeds[low] + 1
            var i = low * Self.block
            if line == number, i > 0, b[i - 1] != 0x0A {
                // Line `number` started before this boundary: step back to its start.
                while i > 0, b[i - 1] != 0x0A { i -= 1 }
                return i
            }
            // Skip to the start of the next line once, unless i already starts a line.
            if i > 0, b[i - 1] != 0x0A, line <= number {
                while i < b.count, b[i] != 0x0A { i += 1 }
                guard i < b.count else { return nil }
                i += 1
                line += 1
                if line > number { return nil }
            }
            while line < number {
                while i < b.count, b[i] != 0x0A { i += 1 }
                guard i < b.count else { return nil }
                i += 1
                line += 1
            }
            return i
        }
    }
}
