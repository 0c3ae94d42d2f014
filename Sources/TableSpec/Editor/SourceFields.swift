/// The fields of a spec's sources where a field goes (docs/dynamic.md): a `{field}` in a
/// template's string, a template's `when` (a `bool` field), a source's `key`. Read from the
/// document's tree: the fields of the source of the section that holds the cursor, or of
/// every source when that section names none. While the text does not load (a string
/// still open), there is no tree and nothing is offered.
///
/// ```swift
/// // template: {title: "Hello {na|"}
/// SourceFields.offers(context, path: path, mapping: .template, in: document, at: offset)?.map(\.label)   // ["name", …]
/// ```
enum SourceFields {
    /// One declared field: its name, its type as written (`string?`), its source.
    struct Field: Equatable {
        var name: String
        var type: String
        var source: String
    }

    /// The offers at the cursor when a field goes there; nil when none does (the caller
    /// offers what a key or value takes). O(document) for the tree.
    static func offers(
        _ context: CursorContext, path: [String], mapping: SpecSchema.Mapping, in document: EditorDocument, at offset: Int?
    ) -> [CompletionOffer]? {
        guard case .value(let key, let prefix) = context.place else { return nil }
        // 1. A source's `key`: that source's fields.
        if mapping == .source, key == "key", path.count == 2 {
            return fields(of: path[1], in: document).map { offer($0, insert: context.insertion(ofValue: $0.name, in: document.bytes)) }
        }
        guard mapping == .template || mapping == .templateSwipe || mapping == .templateSwipeAction, let offset else { return nil }
        // 2. A template's `when`: the bool fields.
        if key == "when", mapping == .template {
            return fields(at: offset, in: document).filter { $0.type == "bool" }.map { offer($0, insert: context.insertion(ofValue: $0.name, in: document.bytes)) }
        }
        // 3. After an open `{` in a string: the fields, replacing what is typed after it.
        guard let open = placeholder(prefix) else { return nil }
        let bytes = document.bytes
        var end = offset
        while end < bytes.count, isFieldByte(bytes[end]) { end += 1 }
        let closes = end < bytes.count && bytes[end] == UInt8(ascii: "}")
        return fields(at: offset, in: document).map {
            offer($0, insert: $0.name + (closes ? "" : "}"), replacing: (offset - open.utf8.count)..<end)
        }
    }

    /// What is typed after the last `{` of `prefix` that opens a placeholder (not `{{`,
    /// not closed), or nil when the cursor is not in one.
    static func placeholder(_ prefix: String) -> String? {
        let bytes = Array(prefix.utf8)
        guard let open = bytes.lastIndex(of: UInt8(ascii: "{")), !bytes[(open + 1)...].contains(UInt8(ascii: "}")) else { return nil }
        var braces = 0
        var i = open
        while i >= 0, bytes[i] == UInt8(ascii: "{") { braces += 1; i -= 1 }
        guard braces % 2 == 1, bytes[(open + 1)...].allSatisfy(isFieldByte) else { return nil }
        return String(decoding: bytes[(open + 1)...], as: UTF8.self)
    }

    /// A byte of a field's name.
    private static func isFieldByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func offer(_ field: Field, insert: String, replacing: Range<Int>? = nil) -> CompletionOffer {
        CompletionOffer(
            label: field.name, kind: .variable, detail: "\(field.type), a field of \(field.source)", insert: insert,
            replacing: replacing)
    }

    /// The fields of the source named by the section whose span holds `offset`, or of
    /// every source when no section there names one.
    static func fields(at offset: Int, in document: EditorDocument) -> [Field] {
        guard let tree = SpecOutline.tree(of: document) else { return [] }
        let section = tree["sections"]?.sequence?.first { $0.span.start.offset <= offset && offset <= $0.span.end.offset }
        if let name = section?["source"]?.scalar?.text { return fields(of: name, in: tree) }
        let sources = (tree["sources"]?.mapping ?? []).compactMap(\.keyText).filter { !$0.hasPrefix("x-") }
        return sources.flatMap { fields(of: $0, in: tree) }
    }

    /// The fields source `name` declares in `document`, in order.
    static func fields(of name: String, in document: EditorDocument) -> [Field] {
        SpecOutline.tree(of: document).map { fields(of: name, in: $0) } ?? []
    }

    /// The fields source `name` declares in the spec `tree`, in order.
    private static func fields(of name: String, in tree: Node) -> [Field] {
        (tree["sources"]?[name]?["fields"]?.mapping ?? []).compactMap { pair in
            pair.keyText.map { Field(name: $0, type: pair.value.scalar?.text ?? "", source: name) }
        }
    }
}
