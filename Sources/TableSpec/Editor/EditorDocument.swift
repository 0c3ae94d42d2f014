/// One document the editor has open: its text as bytes (what is checked, and what
/// ``Mark/offset``s and ``Fix`` edits count), its version, and the last report on it.
struct EditorDocument {
    /// The document's URI, as the client sent it (answers use it verbatim).
    let uri: String
    /// The absolute path the document is checked as (its file's, or a name in the working
    /// directory for a buffer not yet saved).
    let path: String
    /// The text, UTF-8.
    private(set) var bytes: [UInt8]
    /// The client's version of the text.
    var version: Int
    /// The text's line starts, built on first use after a change.
    private var cachedLines: LineIndex?
    /// The last check of the text (nil until the first, and after a change until the next).
    var report: FileReport?
    /// For a script, its last check: the spec it plays on and that spec's table.
    var script: ScriptCheck?
    /// Whether the last check found the file one `validate` skips (excluded, or not a
    /// spec): it then gets no diagnostics, completion, hover or outline.
    var skipped = false

    init(uri: String, path: String, text: String, version: Int) {
        self.init(uri: uri, path: path, bytes: Array(text.utf8), version: version)
    }

    init(uri: String, path: String, bytes: [UInt8], version: Int) {
        self.uri = uri
        self.path = path
        self.bytes = bytes
        self.version = version
    }

    /// The line index of the current text. O(bytes) after a change, then O(1).
    mutating func lines() -> LineIndex {
        if let cachedLines { return cachedLines }
        let index = LineIndex(bytes)
        cachedLines = index
        return index
    }

    /// Whether the text is read as JSON (by its name, or its content: ``SpecFormat``).
    var isJSON: Bool { SpecFormat(path: path, bytes: bytes) == .json }

    /// Where byte `offset` is in the text (``CursorContext``). O(bytes before it).
    mutating func cursor(at offset: Int) -> CursorContext {
        CursorContext.at(offset, in: bytes, lines: lines(), json: isJSON)
    }

    /// Applies one `TextDocumentContentChangeEvent`: with a `range`, the text between its
    /// positions (in `encoding`) is replaced; without one, the whole text is. Throws a
    /// message when the change is not one. O(bytes).
    mutating func apply(_ change: JSONValue, encoding: PositionEncoding) throws(JSONRPC.Rejection) {
        guard let text = change["text"]?.string else {
            throw JSONRPC.Rejection(code: .invalidParams, message: "a content change needs 'text'")
        }
        defer {
            cachedLines = nil
            report = nil
        }
        guard let range = change["range"] else {
            bytes = Array(text.utf8)
            return
        }
        guard let start = EditorPosition(range["start"]), let end = EditorPosition(range["end"]) else {
            throw JSONRPC.Rejection(code: .invalidParams, message: "a content change's 'range' needs 'start' and 'end' positions")
        }
        let index = lines()
        let from = index.offset(of: start, in: encoding)
        let to = max(from, index.offset(of: end, in: encoding))
        bytes.replaceSubrange(from..<to, with: text.utf8)
    }

    /// The LSP range of the bytes `start..<end`.
    mutating func range(_ start: Int, _ end: Int, in encoding: PositionEncoding) -> JSONValue {
        let index = lines()
        return .object([
            ("start", index.position(ofOffset: start, in: encoding).json),
            ("end", index.position(ofOffset: max(start, end), in: encoding).json),
        ])
    }
}

extension FileReport {
    /// Whether this composite's check reported on the file at absolute `path` (one of its
    /// ``components``). O(components).
    func includes(_ path: String) -> Bool {
        dependencies.prefix(components.count).contains(path)
    }
}

extension EditorPosition {
    /// A `Position` object's line and character; nil when it is not one.
    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.int, let character = value?["character"]?.int else { return nil }
        self.init(line: line, character: character)
    }

    /// As a `Position` object.
    var json: JSONValue { .object([("line", .int(line)), ("character", .int(character))]) }
}

/// `file://` URIs and paths.
enum DocumentURI {
    /// The path of a `file://` URI (percent-escapes decoded); for another scheme
    /// (`untitled:`), its last component in `directory`. O(length).
    static func path(of uri: String, directory: String) -> String {
        if uri.hasPrefix("file://") {
            var rest = Substring(uri.dropFirst("file://".count))
            // `file://host/path`: the host is dropped (`localhost` or empty in practice).
            if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
            return FilePath.absolute(decoded(rest), from: directory)
        }
        let name = uri.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "untitled.yaml"
        return FilePath.joined(directory, decoded(Substring(name)))
    }

    /// The URI of an absolute path.
    static func uri(of path: String) -> String { FilePath.uri(path) }

    /// `text` with `%XX` escapes decoded (a malformed escape stays as written).
    private static func decoded(_ text: Substring) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
               let high = hex(bytes[i + 1]), let low = hex(bytes[i + 2]) {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }
}
