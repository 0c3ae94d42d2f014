/// The cursor inside a flow collection: a whole JSON document, or a YAML `{…}` or `[…]`
/// that begins on a block line (`- {id: a, title: A}`, `rows: [ … ]`, over any number of
/// lines).
extension CursorContext {
    /// The context at `offset` when it is inside a YAML flow collection, else nil. Reads
    /// the block lines from the top, following each flow collection to its end, and skips
    /// block scalars (`|`, `>`), so brackets in them or in comments start nothing.
    /// O(bytes before the cursor).
    static func flowContext(_ offset: Int, in bytes: [UInt8], lines: LineIndex) -> CursorContext? {
        let last = lines.line(ofOffset: offset)
        var number = 0
        var scalarIndent: Int?   // inside a block scalar whose key (or `-`) is at this column
        while number <= last {
            defer { number += 1 }
            let range = lines.lineRange(number)
            let indent = bytes[range].prefix { $0 == 32 }.count
            if let header = scalarIndent {
                // Its lines: blank ones (spaces, tabs, a CR) and those indented past its key.
                if bytes[range].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) || indent > header { continue }
                scalarIndent = nil
            }
            guard let start = FlowCursor.blockValue(bytes, range) else { continue }
            switch bytes[start] {
            case UInt8(ascii: "|"), UInt8(ascii: ">"):
                let line = Line(bytes, range)
                scalarIndent = line?.key != nil ? line?.indent ?? indent : line?.dash ?? indent
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard start < offset else { return nil }
                switch FlowCursor.scan(bytes, from: start, to: offset, json: false, base: []) {
                case .open?:
                    // 2. The block path to the collection, then the path inside it.
                    let outside = block(start, in: bytes, lines: lines)
                    var base = outside.path
                    if case .value(let key, _) = outside.place { base.append(key) }
                    guard case .open(let context)? = FlowCursor.scan(bytes, from: start, to: offset, json: false, base: base)
                    else { return nil }
                    return context
                case .closed(let end)?:
                    number = max(number, lines.line(ofOffset: max(start, end - 1)))
                case nil:
                    continue
                }
            default:
                continue
            }
        }
        return nil
    }
}

/// A tolerant reader of a flow collection up to the cursor: brackets open and close
/// mappings and lists, `:` and `,` move between keys and values, strings (double-quoted,
/// YAML's single-quoted) and plain scalars are words. What is half-typed is read as far as
/// it goes: an unclosed string ends at its line's end in JSON, a missing `:` leaves the
/// word a key. O(bytes from `start` to the cursor).
enum FlowCursor {
    enum Outcome {
        /// The cursor is inside the collection, here.
        case open(CursorContext)
        /// The collection ends at byte offset `at` (exclusive), before the cursor.
        case closed(at: Int)
    }

    /// Where one collection stands while it is read.
    private struct Frame {
        enum State { case key, afterKey, value, afterValue }
        var isMapping: Bool
        /// The step of the path into it: the key it is the value of, `-` in a list, nil
        /// for the collection read from.
        var entry: String?
        /// A mapping's key last read.
        var key: String?
        var state: State
    }

    /// Reads the collection that opens at `start` (`{` or `[`; nil otherwise) up to byte
    /// `cursor`; `base` is the path to it. JSON (`json`) has no comments, single quotes or
    /// plain scalars.
    static func scan(_ bytes: [UInt8], from start: Int, to cursor: Int, json: Bool, base: [String]) -> Outcome? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") else { return nil }
        let style: CursorContext.Style = json ? .json : .flow
        var frames: [Frame] = []
        var i = start
        while true {
            // 1. Blanks and comments.
            while i < bytes.count {
                let byte = bytes[i]
                if byte == 32 || byte == 9 || byte == 10 || byte == 13 {
                    i += 1
                } else if !json, byte == UInt8(ascii: "#"), i == start || [9, 10, 13, 32].contains(bytes[i - 1]) {
                    while i < bytes.count, bytes[i] != 10 { i += 1 }
                } else {
                    break
                }
            }
            // 2. The cursor in blanks (or at the end): an empty word there.
            if i > cursor || i == bytes.count || (i == cursor && !startsScalar(bytes[i], json: json)) {
                return .open(context(frames, base: base, word: cursor..<cursor, prefix: "", text: "", style: style))
            }
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var entry: String?
                if var top = frames.popLast() {
                    entry = top.isMapping ? (top.state == .value ? top.key ?? "?" : "?") : "-"
                    top.state = .afterValue
                    frames.append(top)
                }
                let mapping = byte == UInt8(ascii: "{")
                frames.append(Frame(isMapping: mapping, entry: entry, key: nil, state: mapping ? .key : .value))
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                frames.removeLast()
                i += 1
                if frames.isEmpty { return .closed(at: i) }
            case UInt8(ascii: ","):
                frames[frames.count - 1].state = frames[frames.count - 1].isMapping ? .key : .value
                frames[frames.count - 1].key = nil
                i += 1
            case UInt8(ascii: ":") where json || isFlowColon(bytes, i):
                if frames[frames.count - 1].isMapping { frames[frames.count - 1].state = .value }
                i += 1
            default:
                // 3. A word: the cursor in it, or it read as a key or a value.
                let (end, text) = scalar(bytes, at: i, json: json)
                if i <= cursor, cursor <= end {
                    // A string still open on the cursor's line is the word to the line's end,
                    // never to a quote further down.
                    let word = i..<(bytes[cursor..<end].firstIndex { $0 == 10 || $0 == 13 } ?? end)
                    let quoted = bytes[i] == 34 || (!json && bytes[i] == 39)
                    let from = min(quoted ? i + 1 : i, cursor)
                    let prefix = String(decoding: bytes[from..<cursor], as: UTF8.self)
                    let shown = word.upperBound < end ? String(decoding: bytes[min(i + 1, word.upperBound)..<word.upperBound], as: UTF8.self) : text
                    return .open(context(frames, base: base, word: word, prefix: prefix, text: shown, style: style))
                }
                var top = frames[frames.count - 1]
                switch (top.isMapping, top.state) {
                // A word after a value with no comma between: read as the next key.
                case (true, .key), (true, .afterValue): (top.key, top.state) = (text, .afterKey)
                case (_, .value): top.state = .afterValue
                default: break
                }
                frames[frames.count - 1] = top
                i = end
            }
        }
    }

    /// The context for the innermost of `frames`, the cursor on `word`.
    private static func context(
        _ frames: [Frame], base: [String], word: Range<Int>, prefix: String, text: String, style: CursorContext.Style
    ) -> CursorContext {
        var path = base + frames.compactMap(\.entry)
        let place: CursorContext.Place
        if let top = frames.last, top.isMapping {
            place = top.state == .value ? .value(key: top.key ?? "", prefix: prefix) : .key(prefix: prefix)
        } else {
            // An item of a list of scalars: a value of the list's key.
            let key = path.last.flatMap { $0 == SpecSchema.item ? nil : $0 }
            if key != nil { path.removeLast() }
            place = .value(key: key ?? "", prefix: prefix)
        }
        return CursorContext(path: path, place: place, word: word, text: text, style: style)
    }

    /// Whether `byte` begins a word (not a bracket, comma or colon).
    private static func startsScalar(_ byte: UInt8, json: Bool) -> Bool {
        !"{}[],:".utf8.contains(byte)
    }

    /// Whether the `:` at `i` ends a key in YAML flow style (followed by a blank, a
    /// bracket or comma, or the end), not a colon inside a plain scalar.
    private static func isFlowColon(_ bytes: [UInt8], _ i: Int) -> Bool {
        i + 1 == bytes.count || " \t\r\n,[]{}".utf8.contains(bytes[i + 1])
    }

    /// The end (exclusive) and the text of the word at `i`: a quoted string to its closing
    /// quote (a JSON string at the latest to its line's end), a plain scalar to a bracket,
    /// comma, key colon, comment or line end, trailing blanks off.
    private static func scalar(_ bytes: [UInt8], at i: Int, json: Bool) -> (end: Int, text: String) {
        let first = bytes[i]
        if first == 34 || (!json && first == 39) {
            var j = i + 1
            var text: [UInt8] = []
            while j < bytes.count {
                let byte = bytes[j]
                if byte == first {
                    if first == 39, j + 1 < bytes.count, bytes[j + 1] == 39 {
                        text.append(39)
                        j += 2
                        continue
                    }
                    return (j + 1, String(decoding: text, as: UTF8.self))
                }
                if json, byte == 10 || byte == 13 { break }
                if first == 34, byte == UInt8(ascii: "\\"), j + 1 < bytes.count, !(json && (bytes[j + 1] == 10 || bytes[j + 1] == 13)) {
                    text.append(bytes[j + 1])
                    j += 2
                    continue
                }
                text.append(byte)
                j += 1
            }
            return (j, String(decoding: text, as: UTF8.self))
        }
        var j = i
        while j < bytes.count {
            let byte = bytes[j]
            if byte == 10 || byte == 13 || "{}[],".utf8.contains(byte) { break }
            if json, byte == 32 || byte == 9 || byte == 34 || byte == UInt8(ascii: ":") { break }
            if !json, byte == UInt8(ascii: ":"), isFlowColon(bytes, j) { break }
            if !json, byte == UInt8(ascii: "#"), j > i, bytes[j - 1] == 32 || bytes[j - 1] == 9 { break }
            j += 1
        }
        var end = max(j, i + 1)
        while end > i + 1, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        return (end, String(decoding: bytes[i..<end], as: UTF8.self))
    }

    /// The spaces that start line `range`.
    private static func indentation(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes[range].prefix { $0 == 32 || $0 == 9 }.count
    }

    /// Where the value of block line `range` begins, when it begins with a flow bracket or
    /// a block scalar indicator (`|`, `>`): after any `- ` markers, after `key: `, after an
    /// anchor or tag. Nil for any other line.
    static func blockValue(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        func skipBlanks() { while i < range.upperBound, bytes[i] == 32 || bytes[i] == 9 { i += 1 } }
        func isBlank(_ at: Int) -> Bool { at >= range.upperBound || [9, 13, 32].contains(bytes[at]) }
        skipBlanks()
        while i < range.upperBound, bytes[i] == UInt8(ascii: "-"), isBlank(i + 1) {
            i += 1
            skipBlanks()
        }
        func opening(_ at: Int) -> Int? {
            var at = at
            // An anchor or a tag before the value: `&a {…}`, `!tag [ … ]`.
            while at < range.upperBound, bytes[at] == UInt8(ascii: "&") || bytes[at] == UInt8(ascii: "!") {
                while at < range.upperBound, !isBlank(at) { at += 1 }
                while at < range.upperBound, bytes[at] == 32 || bytes[at] == 9 { at += 1 }
            }
            guard at < range.upperBound else { return nil }
            return "{[|>".utf8.contains(bytes[at]) ? at : nil
        }
        // A value where the line's content starts: a flow collection, or after `- ` a block
        // scalar (`- |`).
        if let at = opening(i), bytes[at] == UInt8(ascii: "{") || bytes[at] == UInt8(ascii: "[") || i > range.lowerBound + indentation(bytes, range) {
            return at
        }
        guard let line = CursorContext.Line(bytes, range), line.key != nil, let value = line.valueRange else { return nil }
        return opening(value.lowerBound)
    }
}
