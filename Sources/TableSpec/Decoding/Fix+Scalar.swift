extension Fix {
    /// The fix that writes `word` in place of the scalar `node` (a key or a value), keeping
    /// its quoting: plain stays plain, `'acessory'` becomes `'accessory'`, `"acessory"`
    /// becomes `"accessory"`. Titled "replace 'old' with 'word'".
    ///
    /// Nil — no safe edit — unless the node is a plain, single- or double-quoted scalar with
    /// no tag, whose span is exactly its text (plus the two quotes), and `word` is a plain
    /// name (letters, digits, `_`, `-`, `.`, `?`, not starting with `-`, `.` or `?`). The span
    /// check keeps the edit off anything else the text holds: an escape (`"acc\u0065ssory"`),
    /// an anchor or tag before the scalar, a multi-line plain scalar. O(length of the text).
    ///
    /// ```swift
    /// // `accesory: checkmark`, the key at offsets 0..<8
    /// Fix.replacing(keyNode, with: "accessory")   // [TextEdit(start: 0, end: 8, replacement: "accessory")]
    /// ```
    static func replacing(_ node: Node, with word: String) -> Fix? {
        guard case .scalar(let scalar) = node.content, scalar.tag == nil, isPlainName(word) else { return nil }
        let quote: String
        switch scalar.style {
        case .plain: quote = ""
        case .singleQuoted: quote = "'"
        case .doubleQuoted: quote = "\""
        case .literal, .folded: return nil
        }
        let length = node.span.end.offset - node.span.start.offset
        guard length == scalar.text.utf8.count + 2 * quote.utf8.count, isPlainName(scalar.text) || !quote.isEmpty else { return nil }
        return Fix(
            title: "replace '\(scalar.text)' with '\(word)'",
            edits: [TextEdit(start: node.span.start.offset, end: node.span.end.offset, replacement: quote + word + quote)])
    }

    /// Whether `text` can be written as a plain scalar of the same meaning in YAML and,
    /// quoted, in JSON: ASCII letters, digits, `_`, `-`, `.`, `?`, starting with a letter,
    /// a digit or `_`. O(length).
    static func isPlainName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first != UInt8(ascii: "-"), first != UInt8(ascii: "."), first != UInt8(ascii: "?")
        else { return false }
        return text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "?"):
                return true
            default:
                return false
            }
        }
    }
}

extension Fix {
    /// The fix that writes the plain boolean `value` in place of the scalar `node`, which
    /// must be one YAML 1.1 read as a boolean (`yes`, `No`, `on`, `OFF`, `y`, `True`…) or a
    /// quoted `"true"`/`"false"`: the value the author evidently meant. Nil for anything
    /// else, for a tagged or block scalar, or when the span is not exactly the scalar's text
    /// (see ``replacing(_:with:)``). O(length of the text).
    static func boolean(_ node: Node, truthy: Set<String>, falsy: Set<String>) -> Fix? {
        guard case .scalar(let scalar) = node.content, scalar.tag == nil else { return nil }
        let value: Bool
        if truthy.contains(scalar.text) || (scalar.style != .plain && scalar.text == "true") {
            value = true
        } else if falsy.contains(scalar.text) || (scalar.style != .plain && scalar.text == "false") {
            value = false
        } else {
            return nil
        }
        let quotes: Int
        switch scalar.style {
        case .plain: quotes = 0
        case .singleQuoted, .doubleQuoted: quotes = 2
        case .literal, .folded: return nil
        }
        guard node.span.end.offset - node.span.start.offset == scalar.text.utf8.count + quotes else { return nil }
        return Fix(
            title: "replace \(quotes == 0 ? "'\(scalar.text)'" : "the quoted '\(scalar.text)'") with \(value)",
            edits: [TextEdit(start: node.span.start.offset, end: node.span.end.offset, replacement: String(value))])
    }
}
