/// One item of a completion list: what it shows (label, kind, detail, documentation) and
/// the text it writes over the word under the cursor.
struct CompletionOffer: Equatable {
    /// LSP's `CompletionItemKind`s the server uses.
    enum Kind: Int {
        case function = 3, variable = 6, `class` = 7, property = 10, value = 12, keyword = 14, enumMember = 20
        case reference = 18
    }

    var label: String
    var kind: Kind
    var detail: String?
    var documentation: String?
    var insert: String
    /// The bytes it replaces, when not the word under the cursor (a `{field}` inside a
    /// string replaces only what is typed after its `{`).
    var replacing: Range<Int>?

    init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insert: String,
        replacing: Range<Int>? = nil
    ) {
        (self.label, self.kind, self.detail, self.documentation, self.insert) = (label, kind, detail, documentation, insert)
        self.replacing = replacing
    }

    /// The `CompletionItem`, its `textEdit` over `range` (an LSP range).
    func json(replacing range: JSONValue) -> JSONValue {
        var fields: [(String, JSONValue)] = [("label", .string(label)), ("kind", .int(kind.rawValue))]
        if let detail { fields.append(("detail", .string(detail))) }
        if let documentation, !documentation.isEmpty {
            fields.append(("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))])))
        }
        fields.append(("textEdit", .object([("range", range), ("newText", .string(insert))])))
        return .object(fields)
    }
}
