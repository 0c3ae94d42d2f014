/// Outline, hover, completion and go-to-definition over one open document.
extension LanguageServer {
    /// `textDocument/documentSymbol`: the sections (by id, or `include: PATH`) with their
    /// rows as children, from the document's tree; empty while the text does not load.
    /// O(document).
    func symbols(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        var document = try document(params)
        guard let tree = SpecOutline.tree(of: document), let sections = tree["sections"]?.sequence else { return .array([]) }
        return .array(sections.map { section in
            let rows = section["rows"]?.sequence ?? []
            let include = section["include"]
            let name = section["id"]?.scalar?.text ?? include.map { "include: " + ($0.scalar?.text ?? "") } ?? "section"
            return symbol(
                name: name, detail: section["header"]?.scalar?.text, kind: include == nil ? 3 : 2, node: section,
                selection: section["id"] ?? include ?? section, in: &document,
                children: rows.map { row in
                    symbol(
                        name: row["id"]?.scalar?.text ?? "row", detail: row["title"]?.scalar?.text, kind: 8, node: row,
                        selection: row["id"] ?? row, in: &document, children: [])
                })
        })
    }

    private func symbol(
        name: String, detail: String?, kind: Int, node: Node, selection: Node, in document: inout EditorDocument,
        children: [JSONValue]
    ) -> JSONValue {
        var fields: [(String, JSONValue)] = [("name", .string(name.isEmpty ? "-" : name))]
        if let detail { fields.append(("detail", .string(detail))) }
        fields += [
            ("kind", .int(kind)),
            ("range", document.range(node.span.start.offset, node.span.end.offset, in: encoding)),
            ("selectionRange", document.range(selection.span.start.offset, selection.span.end.offset, in: encoding)),
        ]
        if !children.isEmpty { fields.append(("children", .array(children))) }
        return .object(fields)
    }

    /// `textDocument/hover`: a finding's rule explained (`tablectl explain`'s text) on its
    /// range; else a key's documentation; else, on a `kind:` naming a cell type, its
    /// declaration. Null when there is nothing to say.
    func hover(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        var document = try document(params)
        let offset = try offset(params, in: &document)
        var sections: [String] = []
        for diagnostic in document.report?.diagnostics ?? []
        where diagnostic.span.start.offset <= offset && offset <= diagnostic.span.end.offset {
            guard let rule = RuleRegistry.description(of: diagnostic.rule) else { continue }
            let text = "```text\n" + RuleCatalogue.text(for: rule) + "```"
            if !sections.contains(text) { sections.append(text) }
        }
        let context = CursorContext.at(offset, in: document.bytes, lines: document.lines())
        if let mapping = SpecSchema.mapping(at: context.path) {
            switch context.place {
            case .key:
                let key = CursorContext.Line(document.bytes, document.lines().lineRange(document.lines().line(ofOffset: offset)))?.key
                if let key, let text = SpecSchema.description(of: key, in: mapping) {
                    sections.insert("**\(key)** (\(mapping.rawValue)): \(text)", at: 0)
                }
            case .value(let key, _):
                if key == "kind", mapping == .row || mapping == .template,
                   let declaration = SpecOutline.cellType(named: context.value, in: document) {
                    let lines = document.lines()
                    let start = lines.line(ofOffset: declaration.start.offset)
                    let end = lines.line(ofOffset: max(declaration.start.offset, declaration.end.offset - 1))
                    let text = String(decoding: document.bytes[lines.lineRange(start).lowerBound..<lines.lineRange(end).upperBound], as: UTF8.self)
                    sections.insert("cell type **\(context.value)**, declared under `cellTypes`:\n```yaml\n\(text)\n```", at: 0)
                } else if let text = SpecSchema.description(of: key, in: mapping) {
                    sections.insert("**\(key)** (\(mapping.rawValue)): \(text)", at: 0)
                }
            }
        }
        guard !sections.isEmpty else { return .null }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(sections.joined(separator: "\n\n---\n\n")))]))])
    }

    /// `textDocument/completion`: on a key, the keys the mapping allows with their
    /// documentation; on a value, the values its key enumerates, and for `kind` the
    /// table's cell types, for a section's `source` its sources, for `when` its flags.
    func completion(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        var document = try document(params)
        let offset = try offset(params, in: &document)
        let context = CursorContext.at(offset, in: document.bytes, lines: document.lines())
        guard let mapping = SpecSchema.mapping(at: context.path) else { return .array([]) }
        let range = document.range(context.word.lowerBound, context.word.upperBound, in: encoding)
        func item(_ label: String, kind: Int, detail: String?, documentation: String?, insert: String) -> JSONValue {
            var fields: [(String, JSONValue)] = [("label", .string(label)), ("kind", .int(kind))]
            if let detail { fields.append(("detail", .string(detail))) }
            if let documentation, !documentation.isEmpty {
                fields.append(("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))])))
            }
            fields.append(("textEdit", .object([("range", range), ("newText", .string(insert))])))
            return .object(fields)
        }
        switch context.place {
        case .key:
            return .array(SpecSchema.keys(of: mapping).map {
                item($0.name, kind: 10, detail: mapping.rawValue, documentation: $0.description, insert: $0.name + ": ")
            })
        case .value(let key, _):
            var items = SpecSchema.values(of: key, in: mapping).map {
                item($0, kind: 20, detail: key, documentation: nil, insert: $0)
            }
            let declared: (key: String, kind: Int)? = switch (key, mapping) {
            case ("kind", .row), ("kind", .template): ("cellTypes", 7)
            case ("source", .section): ("sources", 6)
            case ("when", _): ("flags", 6)
            default: nil
            }
            if let declared {
                items += SpecOutline.names(declaredUnder: declared.key, in: document).map {
                    item($0, kind: declared.kind, detail: declared.key, documentation: nil, insert: $0)
                }
            }
            return .array(items)
        }
    }

    /// `textDocument/definition`: a `kind:` naming a cell type → its `cellTypes` entry; an
    /// `include:` → the file it names. Null elsewhere.
    func definition(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        var document = try document(params)
        let offset = try offset(params, in: &document)
        let context = CursorContext.at(offset, in: document.bytes, lines: document.lines())
        guard case .value(let key, _) = context.place, !context.value.isEmpty else { return .null }
        if key == "include" {
            let path = FilePath.absolute(context.value, from: FilePath.parent(document.path))
            let origin: JSONValue = .object([("line", .int(0)), ("character", .int(0))])
            return .object([("uri", .string(DocumentURI.uri(of: path))), ("range", .object([("start", origin), ("end", origin)]))])
        }
        guard key == "kind", let declaration = SpecOutline.cellType(named: context.value, in: document) else { return .null }
        return .object([
            ("uri", .string(document.uri)),
            ("range", document.range(declaration.start.offset, declaration.end.offset, in: encoding)),
        ])
    }
}

/// What the outline, hover and definition read from a document's tree.
enum SpecOutline {
    /// The document's tree, nil while its text does not load. O(document).
    static func tree(of document: EditorDocument) -> Node? {
        try? Loader.load(SourceFile(path: document.path, bytes: document.bytes))
    }

    /// The span of the key of `name` in the top-level `cellTypes` (nil when not declared there).
    static func cellType(named name: String, in document: EditorDocument) -> Span? {
        tree(of: document)?["cellTypes"]?.mapping?.first { $0.keyText == name }?.key.span
    }

    /// The keys of the top-level mapping `key` (`cellTypes`, `sources`, `flags`), in order,
    /// `x-` keys aside.
    static func names(declaredUnder key: String, in document: EditorDocument) -> [String] {
        (tree(of: document)?[key]?.mapping ?? []).compactMap(\.keyText).filter { !$0.hasPrefix("x-") }
    }
}
