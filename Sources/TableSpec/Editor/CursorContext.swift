/// Where the cursor is in a spec (or a script) being typed: the path of keys to the mapping
/// that holds it, whether it is on a key or on a key's value, and the word under it.
///
/// Read from the text, not the tree: the buffer being typed is often not valid YAML or
/// JSON. Block YAML is read by its indentation (``block(_:in:lines:)``); a flow collection
/// (`{…}`, `[…]`) in YAML, and a whole JSON document, by their brackets, tolerantly: an
/// unclosed string, a missing comma or a half-typed key still give a place
/// (``FlowCursor``). O(bytes before the cursor).
///
/// ```swift
/// // sections:\n  - id: a\n    rows:\n      - acc|
/// context.path    // ["sections", "-", "rows", "-"]
/// context.place   // .key(prefix: "acc")
/// // {"sections": [{"rows": [{"kind": "sub|"}]}]}
/// context.path    // ["sections", "-", "rows", "-"]
/// context.place   // .value(key: "kind", prefix: "sub")
/// ```
struct CursorContext: Equatable {
    enum Place: Equatable {
        /// On a key (or where one would go), typed up to the cursor.
        case key(prefix: String)
        /// On the value of `key`, typed up to the cursor.
        case value(key: String, prefix: String)
    }

    /// How the text around the cursor is written, which decides how a completion is.
    enum Style: Equatable {
        /// Block YAML: `key: value` on a line.
        case block
        /// A YAML flow collection: `{key: value, …}`.
        case flow
        /// JSON: keys and strings in double quotes.
        case json
    }

    /// Keys from the top to the mapping of the cursor; `-` for a list item.
    var path: [String]
    var place: Place
    /// The bytes of the key or value under the cursor, quotes included (what a completion
    /// replaces).
    var word: Range<Int>
    /// The whole key or value under the cursor, as written, quotes (and a trailing
    /// comment) off.
    var text: String
    var style: Style = .block

    /// The context at byte `offset` of a spec's `bytes`, read as JSON when `json` is true,
    /// else as YAML: in the flow collection that holds the cursor if one does, else by the
    /// block indentation.
    static func at(_ offset: Int, in bytes: [UInt8], lines: LineIndex, json: Bool = false) -> CursorContext {
        let offset = min(max(0, offset), bytes.count)
        if json {
            var start = 0
            while start < bytes.count, [9, 10, 13, 32, 0xEF, 0xBB, 0xBF].contains(bytes[start]) { start += 1 }
            if case .open(let context)? = FlowCursor.scan(bytes, from: start, to: offset, json: true, base: []) { return context }
            return CursorContext(path: [], place: .key(prefix: ""), word: offset..<offset, text: "", style: .json)
        }
        if let flow = flowContext(offset, in: bytes, lines: lines) { return flow }
        return block(offset, in: bytes, lines: lines)
    }

    /// The text a completion of key `name` writes over ``word``: the key, quoted in JSON,
    /// and `: ` unless a `:` already follows the word.
    func insertion(ofKey name: String, in bytes: [UInt8]) -> String {
        let key = style == .json ? JSONText.quoted(name) : name
        var i = word.upperBound
        while i < bytes.count, bytes[i] == 32 { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: ":") ? key : key + ": "
    }

    /// The text a completion of the string value `value` writes over ``word``: quoted in
    /// JSON; in YAML as it is, unless YAML would read it as something else (`123`, `yes`,
    /// `null`: double-quoted), after a space when the word follows its key's `:` directly.
    func insertion(ofValue value: String, in bytes: [UInt8]) -> String {
        if style == .json { return JSONText.quoted(value) }
        let plain = YAML11.misreading(value) == nil && !value.isEmpty && value.first.map { !"!&*|>'\"%@`#,[]{}-?:".contains($0) } != false
        let written = plain ? value : JSONText.quoted(value)
        let afterColon = word.lowerBound > 0 && word.lowerBound <= bytes.count && bytes[word.lowerBound - 1] == UInt8(ascii: ":")
        return afterColon ? " " + written : written
    }
}
