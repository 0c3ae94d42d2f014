#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `# tablectl: …` comment of a YAML spec.
struct SuppressionDirective: Hashable, Sendable {
    enum Kind: String, Hashable, Sendable, CaseIterable {
        case disableNextLine = "disable-next-line"
        case disableFile = "disable-file"
    }

    /// A word of the comment, where it was written.
    struct Word: Hashable, Sendable {
        var text: String
        var span: Span
    }

    /// The directive word (`disable-next-line`), as written.
    var word: Word
    /// Nil when ``word`` is not a known directive.
    var kind: Kind?
    /// The rule ids named, in written order.
    var rules: [Word]
    /// The line the comment is on.
    var line: Int
    /// For `disable-next-line`: the next line that is neither blank nor only a comment
    /// (nil when there is none).
    var targetLine: Int?
}

/// Finds `# tablectl:` comments in the raw bytes of a YAML file (libyaml drops comments).
///
/// A comment starts at a `#` at the start of a line or after a space or tab, outside a
/// single- or double-quoted scalar that starts on that line. The text after `#` (spaces
/// skipped) must start with `tablectl:`, then a directive word, then rule ids separated by
/// commas or spaces; `--` ends the list (what follows is a free reason). Lines inside
/// block scalars (`|`, `>`) or multi-line quoted scalars are not told apart from comments:
/// such a line that reads like a directive is taken as one.
enum SuppressionScanner {
    static let prefix = Array("tablectl:".utf8)

    /// Every directive in `bytes`, in order. O(file size): one pass looks for `#` followed
    /// by `tablectl:`; lines are only examined where that occurs, so a file without
    /// directives costs one `memchr` scan. No byte is walked more than a bounded number
    /// of times, however many `# tablectl:` a line holds or however many directive lines
    /// share one target (a fuzzed 1 MB line of them took 100 s before).
    static func scan(_ bytes: [UInt8]) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        var line = 1
        var counted = 0          // bytes before `counted` are counted in `line`
        var lastLineStart = -1
        var walkedBackTo = 0     // no line feed in lastLineStart..<walkedBackTo
        var targets = TargetCache()
        let prefix = Self.prefix // a local: a static read per byte costs a lazy-init check
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let n = buffer.count
            var i = 0
            while i < n {
                // 1. The next `#`, then the `tablectl:` after it (spaces allowed between).
                // `memchr` looks at many bytes per step; a byte loop cost about 6
                // instructions per byte of the file, more than a tenth of libyaml's scan.
                guard let hash = memchr(base + i, 0x23, n - i) else { break }
                i = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hash))
                var j = i + 1
                while j < n, buffer[j] == 0x20 || buffer[j] == 0x09 { j += 1 }
                guard j + prefix.count <= n, buffer[j..<(j + prefix.count)].elementsEqual(prefix) else {
                    i += 1
                    continue
                }
                // 2. Its line: counted once, and read as a whole by `directive`.
                var start = i
                while start > walkedBackTo, buffer[start - 1] != 0x0A { start -= 1 }
                if start == walkedBackTo, lastLineStart >= 0 { start = lastLineStart }
                walkedBackTo = i
                if start != lastLineStart {
                    lastLineStart = start
                    for k in counted..<start where buffer[k] == 0x0A { line += 1 }
                    counted = start
                    if let directive = directive(in: bytes, lineStart: start, line: line, targets: &targets) {
                        directives.append(directive)
                    }
                }
                i = j + prefix.count
            }
        }
        return directives
    }

    /// The directive on the line starting at `lineStart`, if its comment holds one.
    private static func directive(
        in bytes: [UInt8], lineStart: Int, line: Int, targets: inout TargetCache
    ) -> SuppressionDirective? {
        var end = lineStart
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        guard let hash = commentStart(bytes, from: lineStart, to: end) else { return nil }
        var i = hash + 1
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard end - i >= prefix.count, bytes[i..<(i + prefix.count)].elementsEqual(prefix) else { return nil }
        i += prefix.count
        var words: [SuppressionDirective.Word] = []
        var columns = ColumnCounter(lineStart: lineStart, line: line)
        while true {
            while i < end, [0x20, 0x09, 0x2C, 0x0D].contains(bytes[i]) { i += 1 }
            guard i < end else { break }
            let wordStart = i
            while i < end, ![0x20, 0x09, 0x2C, 0x0D].contains(bytes[i]) { i += 1 }
            let text = String(decoding: bytes[wordStart..<i], as: UTF8.self)
            if text == "--" { break }
            let span = Span(start: columns.mark(bytes, at: wordStart), end: columns.mark(bytes, at: i))
            words.append(.init(text: text, span: span))
        }
        var hashColumns = ColumnCounter(lineStart: lineStart, line: line)
        let word = words.first ?? .init(text: "", span: Span(at: hashColumns.mark(bytes, at: hash)))
        let kind = SuppressionDirective.Kind(rawValue: word.text)
        let target = kind == .disableNextLine ? targets.nextContentLine(bytes, after: end, line: line) : nil
        return SuppressionDirective(
            word: word, kind: kind, rules: Array(words.dropFirst()), line: line, targetLine: target)
    }

    /// The offset of the `#` that starts the line's comment, if any.
    private static func commentStart(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var quote: UInt8?
        var i = start
        while i < end {
            let byte = bytes[i]
            let afterSpace = i == start || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09
            if let open = quote {
                if open == 0x22, byte == 0x5C {          // \ escapes in "…"
                    i += 2
                    continue
                }
                if byte == open {
                    if open == 0x27, i + 1 < end, bytes[i + 1] == 0x27 {   // '' in '…'
                        i += 2
                        continue
                    }
                    quote = nil
                }
            } else if byte == 0x23, afterSpace {
                return i
            } else if byte == 0x22 || byte == 0x27, i == start || [0x20, 0x09, 0x5B, 0x7B, 0x2C].contains(bytes[i - 1]) {
                quote = byte
            }
            i += 1
        }
        return nil
    }

    /// The first line after a directive's line that is neither blank nor only a comment,
    /// remembered: directive lines in a row share their target, so each is found by one
    /// forward walk in all (O(file size) for the file, not per directive).
    struct TargetCache {
        /// The last walk's result (nil: no such line) and the offset where it stopped.
        private var last: (number: Int?, offset: Int)?

        /// The number of the first line after the line ending at `end` (line `line`)
        /// that is neither blank nor only a comment.
        mutating func nextContentLine(_ bytes: [UInt8], after end: Int, line: Int) -> Int? {
            if let last, end < last.offset { return last.number }
            var number = line
            var i = end
            while i < bytes.count {
                i += 1                               // past the line break
                number += 1
                var first = i
                while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D {
                    first += 1
                }
                guard first < bytes.count else { break }
                if bytes[first] != 0x0A, bytes[first] != 0x23 {
                    last = (number, first)
                    return number
                }
                i = first
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            }
            last = (nil, bytes.count + 1)            // none: nor for any later directive
            return nil
        }
    }

    /// Marks on one line, left to right: columns count Unicode scalars (UTF-8 lead
    /// bytes) from the last mark, so a line's marks cost O(line length) together.
    struct ColumnCounter {
        private var offset: Int
        private var column = 1
        private let line: Int

        init(lineStart: Int, line: Int) {
            self.offset = lineStart
            self.line = line
        }

        /// The mark of `target`, at or after the previous mark's offset.
        mutating func mark(_ bytes: [UInt8], at target: Int) -> Mark {
            for k in offset..<max(offset, target) where bytes[k] & 0xC0 != 0x80 { column += 1 }
            offset = max(offset, target)
            return Mark(line: line, column: column, offset: target)
        }
    }
}
