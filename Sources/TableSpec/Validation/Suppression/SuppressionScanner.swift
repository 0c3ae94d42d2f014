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
    /// directives costs one `memchr` scan.
    static func scan(_ bytes: [UInt8]) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        var line = 1
        var counted = 0          // bytes before `counted` are counted in `line`
        var lastLineStart = -1
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
                while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
                if start != lastLineStart {
                    lastLineStart = start
                    for k in counted..<start where buffer[k] == 0x0A { line += 1 }
                    counted = start
                    if let directive = directive(in: bytes, lineStart: start, line: line) {
                        directives.append(directive)
                    }
                }
                i = j + prefix.count
            }
        }
        return directives
    }

    /// The directive on the line starting at `lineStart`, if its comment holds one.
    private static func directive(in bytes: [UInt8], lineStart: Int, line: Int) -> SuppressionDirective? {
        var end = lineStart
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        guard let hash = commentStart(bytes, from: lineStart, to: end) else { return nil }
        var i = hash + 1
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard end - i >= prefix.count, bytes[i..<(i + prefix.count)].elementsEqual(prefix) else { return nil }
        i += prefix.count
        var words: [SuppressionDirective.Word] = []
        while true {
            while i < end, [0x20, 0x09, 0x2C, 0x0D].contains(bytes[i]) { i += 1 }
            guard i < end else { break }
            let wordStart = i
            while i < end, ![0x20, 0x09, 0x2C, 0x0D].contains(bytes[i]) { i += 1 }
            let text = String(decoding: bytes[wordStart..<i], as: UTF8.self)
            if text == "--" { break }
            let span = Span(
                start: mark(bytes, lineStart: lineStart, line: line, offset: wordStart),
                end: mark(bytes, lineStart: lineStart, line: line, offset: i))
            words.append(.init(text: text, span: span))
        }
        let word = words.first ?? .init(
            text: "", span: Span(at: mark(bytes, lineStart: lineStart, line: line, offset: hash)))
        let kind = SuppressionDirective.Kind(rawValue: word.text)
        let target = kind == .disableNextLine ? nextContentLine(bytes, after: end, line: line) : nil
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

    /// The number of the first line after the line ending at `end` that is neither blank
    /// nor only a comment.
    private static func nextContentLine(_ bytes: [UInt8], after end: Int, line: Int) -> Int? {
        var number = line
        var i = end
        while i < bytes.count {
            i += 1                               // past the line break
            number += 1
            var first = i
            while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D {
                first += 1
            }
            guard first < bytes.count else { return nil }
            if bytes[first] != 0x0A, bytes[first] != 0x23 { return number }
            i = first
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        }
        return nil
    }

    /// The mark of `offset` on the line starting at `lineStart`: columns count Unicode
    /// scalars (UTF-8 lead bytes).
    private static func mark(_ bytes: [UInt8], lineStart: Int, line: Int, offset: Int) -> Mark {
        var column = 1
        for k in lineStart..<offset where bytes[k] & 0xC0 != 0x80 { column += 1 }
        return Mark(line: line, column: column, offset: offset)
    }
}
