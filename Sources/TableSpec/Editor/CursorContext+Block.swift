/// Block YAML read by its indentation: each less indented key above the cursor's line is a
/// parent, each `- ` an item. A block scalar's lines are read as keys would be.
/// O(lines above the cursor).
extension CursorContext {
    /// One line of block YAML: its `- ` markers, where its key starts, the key.
    struct Line {
        /// Column of the last `- ` marker, when there is one.
        var dash: Int?
        /// Column where the line's content starts (after any `- `).
        var indent: Int
        /// The key, when the content is `key:` or `key: value`.
        var key: String?
        /// Byte offsets of the key and of the value (after `: `).
        var keyRange: Range<Int>
        var valueRange: Range<Int>?

        /// Reads the bytes `range` of `bytes`; nil for a blank or comment line.
        init?(_ bytes: [UInt8], _ range: Range<Int>) {
            var i = range.lowerBound
            func skipSpaces() { while i < range.upperBound, bytes[i] == 32 { i += 1 } }
            skipSpaces()
            while i < range.upperBound, bytes[i] == UInt8(ascii: "-"),
                  i + 1 == range.upperBound || bytes[i + 1] == 32 || bytes[i + 1] == 13 {
                dash = i - range.lowerBound
                i += 1
                skipSpaces()
            }
            indent = i - range.lowerBound
            var end = range.upperBound > range.lowerBound && bytes[range.upperBound - 1] == 13
                ? range.upperBound - 1 : range.upperBound
            // A one-line flow mapping, `{include: x.yaml}`: its first pair.
            if i < end, bytes[i] == UInt8(ascii: "{"), let close = bytes[i..<end].lastIndex(of: UInt8(ascii: "}")) {
                i += 1
                end = bytes[i..<close].firstIndex(of: UInt8(ascii: ",")) ?? close
                while i < end, bytes[i] == 32 { i += 1 }
            }
            if i == end, dash == nil { return nil }
            if i < end, bytes[i] == UInt8(ascii: "#") { return nil }
            // The key: up to a `:` followed by a space or the end of the line.
            var j = i
            var quote: UInt8?
            while j < end {
                let byte = bytes[j]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if j == i, byte == 34 || byte == 39 {
                    quote = byte
                } else if byte == UInt8(ascii: ":"), j + 1 == end || bytes[j + 1] == 32 {
                    break
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "#") {
                    j = end
                    break
                }
                j += 1
            }
            keyRange = i..<j
            if j < end {
                key = Self.unquoted(String(decoding: bytes[i..<j], as: UTF8.self))
                var v = j + 1
                while v < end, bytes[v] == 32 { v += 1 }
                valueRange = v..<end
            }
        }

        /// `text` without surrounding quotes.
        static func unquoted(_ text: String) -> String {
            if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
                return String(text.dropFirst().dropLast())
            }
            return text
        }
    }

    /// The context at byte `offset` of a block YAML text.
    static func block(_ offset: Int, in bytes: [UInt8], lines: LineIndex) -> CursorContext {
        let number = lines.line(ofOffset: offset)
        let range = lines.lineRange(number)
        let line = Line(bytes, range)
        // 1. The cursor's own line: on its key, or on its value.
        var path: [String] = []
        var target: Int
        var allowEqual = false
        let place: Place
        let word: Range<Int>
        var text = ""
        if let line, let key = line.key, let values = line.valueRange, offset >= values.lowerBound {
            place = .value(key: key, prefix: String(decoding: bytes[values.lowerBound..<min(offset, values.upperBound)], as: UTF8.self))
            word = Self.valueWord(bytes, values)
            text = Self.valueText(bytes, values)
        } else if let line, offset >= line.keyRange.lowerBound {
            let end = line.key == nil ? max(offset, line.keyRange.lowerBound) : line.keyRange.upperBound
            place = .key(prefix: String(decoding: bytes[line.keyRange.lowerBound..<min(offset, max(end, line.keyRange.lowerBound))], as: UTF8.self))
            word = line.keyRange.lowerBound..<max(line.keyRange.upperBound, min(offset, range.upperBound))
            text = line.key ?? Line.unquoted(String(decoding: bytes[word], as: UTF8.self))
        } else {
            place = .key(prefix: "")
            word = offset..<offset
        }
        if let line, offset >= range.lowerBound + line.indent || line.key != nil {
            target = line.indent
            if let dash = line.dash {
                path.append(SpecSchema.item)
                target = dash
                allowEqual = true
            }
        } else {
            target = offset - range.lowerBound
        }
        // 2. The lines above: each less indented key is a parent, each `- ` an item.
        var above = number - 1
        while above >= 0, target > 0 || allowEqual {
            defer { above -= 1 }
            guard let parent = Line(bytes, lines.lineRange(above)) else { continue }
            if let key = parent.key, parent.indent < target || (allowEqual && parent.indent <= target) {
                path.append(key)
                target = parent.indent
                allowEqual = false
                if let dash = parent.dash {
                    path.append(SpecSchema.item)
                    target = dash
                    allowEqual = true
                }
            } else if !allowEqual, parent.indent == target, let dash = parent.dash {
                path.append(SpecSchema.item)
                target = dash
                allowEqual = true
            }
            if target == 0, !allowEqual { break }
        }
        return CursorContext(path: path.reversed(), place: place, word: word, text: text)
    }

    /// The bytes of a value as written, quotes kept, a trailing ` #` comment and blanks off.
    static func valueWord(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        var i = range.lowerBound
        while i + 1 < range.upperBound {
            if bytes[i] == 32, bytes[i + 1] == UInt8(ascii: "#") { end = i; break }
            i += 1
        }
        while end > range.lowerBound, bytes[end - 1] == 32 || bytes[end - 1] == 13 { end -= 1 }
        return range.lowerBound..<end
    }

    /// A value as written, without quotes or a trailing ` #` comment.
    static func valueText(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        Line.unquoted(String(decoding: bytes[valueWord(bytes, range)], as: UTF8.self))
    }
}
