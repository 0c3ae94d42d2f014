/// Outline, hover, completion and go-to-definition over one open document.
extension LanguageServer {
    /// `textDocument/documentSymbol`: the sections (by id, or `include: PATH`) with their
    /// rows as children, from the document's tree; empty while the text does not load.
    /// O(document).
    func symbols(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        guard var document = try featureDocument(params) else { return .array([]) }
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
        guard var document = try featureDocument(params) else { return .null }
        let offset = try offset(params, in: &document)
        var sections: [String] = []
        for diagnostic in document.report?.diagnostics ?? []
        where diagnostic.span.start.offset <= offset && offset <= diagnostic.span.end.offset {
            guard let rule = RuleRegistry.description(of: diagnostic.rule) else { continue }
            let text = "```text\n" + RuleCatalogue.text(for: rule) + "```"
            if !sections.contains(text) { sections.append(text) }
        }
        let context = document.cursor(at: offset)
        if SimulationFiles.isScript(document.path) {
            if let text = ScriptOffers.hover(context, table: document.script?.table) { sections.insert(text, at: 0) }
        } else if let mapping = SpecSchema.mapping(at: context.path) {
            switch context.place {
            case .key:
                if let text = SpecSchema.description(of: context.text, in: mapping) {
                    sections.insert("**\(context.text)** (\(mapping.rawValue)): \(text)", at: 0)
                }
            case .value(let key, _):
                if key == "kind", mapping == .row || mapping == .template,
                   let declaration = SpecOutline.cellType(named: context.text, in: document) {
                    let lines = document.lines()
                    let start = lines.line(ofOffset: declaration.start.offset)
                    let end = lines.line(ofOffset: max(declaration.start.offset, declaration.end.offset - 1))
                    let text = String(decoding: document.bytes[lines.lineRange(start).lowerBound..<lines.lineRange(end).upperBound], as: UTF8.self)
                    let language = document.isJSON ? "json" : "yaml"
                    sections.insert("cell type **\(context.text)**, declared under `cellTypes`:\n```\(language)\n\(text)\n```", at: 0)
                } else if let text = SpecSchema.description(of: key, in: mapping) {
                    sections.insert("**\(key)** (\(mapping.rawValue)): \(text)", at: 0)
                }
            }
        }
        guard !sections.isEmpty else { return .null }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(sections.joined(separator: "\n\n---\n\n")))]))])
    }

    /// `textDocument/completion`: in a spec, ``specOffers(_:path:in:)``; in a script,
    /// ``ScriptOffers``. Each replaces the word under the cursor.
    func completion(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        guard var document = try featureDocument(params) else { return .array([]) }
        let offset = try offset(params, in: &document)
        let context = document.cursor(at: offset)
        let range = document.range(context.word.lowerBound, context.word.upperBound, in: encoding)
        let offers: [CompletionOffer]
        if SimulationFiles.isScript(document.path) {
            // An inserted row's cell types come from the spec the script plays on.
            let spec = document.script?.specPath.flatMap { path in
                (openBuffers()[path] ?? SpecFileReader.bytes(path: path, limit: Limits.default.maxFileSize)).map {
                    EditorDocument(uri: DocumentURI.uri(of: path), path: path, bytes: $0, version: 0)
                }
            }
            offers = ScriptOffers.offers(context, table: document.script?.table, in: document, spec: spec)
        } else {
            offers = Self.specOffers(context, path: context.path, in: document, at: offset)
        }
        return .array(offers.map { offer in
            offer.json(replacing: offer.replacing.map { document.range($0.lowerBound, $0.upperBound, in: encoding) } ?? range)
        })
    }

    /// What completes a spec's key or value at `path` (the cursor at byte `offset`): on a
    /// key, the keys the mapping allows with their documentation; on a value, the values
    /// its key enumerates, and for `kind` the table's cell types, for a section's `source`
    /// its sources, for `when` its flags (in a template, its source's `bool` fields), for a
    /// source's `key` its fields; after a `{` in a template's string, its source's fields.
    /// The names a spec declares (cell types, sources, flags) are read from `declarations`
    /// when given (a script's spec), else from `document`.
    static func specOffers(
        _ context: CursorContext, path: [String], in document: EditorDocument, at offset: Int? = nil,
        declarations: EditorDocument? = nil
    ) -> [CompletionOffer] {
        guard let mapping = SpecSchema.mapping(at: path) else { return [] }
        if declarations == nil, let fields = SourceFields.offers(context, path: path, mapping: mapping, in: document, at: offset) {
            return fields
        }
        switch context.place {
        case .key:
            return SpecSchema.keys(of: mapping).map {
                CompletionOffer(
                    label: $0.name, kind: .property, detail: mapping.rawValue, documentation: $0.description,
                    insert: context.insertion(ofKey: $0.name, in: document.bytes))
            }
        case .value(let key, _):
            var offers = SpecSchema.values(of: key, in: mapping).map {
                CompletionOffer(label: $0, kind: .enumMember, detail: key, insert: context.insertion(ofValue: $0, in: document.bytes))
            }
            let declared: (key: String, kind: CompletionOffer.Kind)? = switch (key, mapping) {
            case ("kind", .row), ("kind", .template): ("cellTypes", .class)
            case ("source", .section): ("sources", .variable)
            case ("when", _): ("flags", .variable)
            default: nil
            }
            if let declared {
                offers += SpecOutline.names(declaredUnder: declared.key, in: declarations ?? document).map {
                    CompletionOffer(label: $0, kind: declared.kind, detail: declared.key, insert: context.insertion(ofValue: $0, in: document.bytes))
                }
            }
            return offers
        }
    }

    /// `textDocument/definition`: a `kind:` naming a cell type → its `cellTypes` entry; an
    /// `include:` → the file it names; in a script, a row, section, swipe action or menu
    /// item id → its `id` in the spec (or the part that declares it). Null elsewhere.
    func definition(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        guard var document = try featureDocument(params) else { return .null }
        let offset = try offset(params, in: &document)
        let context = document.cursor(at: offset)
        if SimulationFiles.isScript(document.path) {
            guard let kind = ScriptOffers.reference(at: context), let spec = document.script?.specPath else { return .null }
            let buffers = openBuffers()
            let read = { (path: String) in buffers[path] ?? SpecFileReader.bytes(path: path, limit: Limits.default.maxFileSize) }
            guard let found = ScriptOffers.declaration(of: context.text, kind: kind, spec: spec, read: read) else { return .null }
            var others = OtherFiles(buffers: buffers)
            return others.location(found.path, found.span, encoding: encoding)
        }
        guard case .value(let key, _) = context.place, !context.text.isEmpty else { return .null }
        if key == "include" {
            let path = FilePath.absolute(context.text, from: FilePath.parent(document.path))
            let origin: JSONValue = .object([("line", .int(0)), ("character", .int(0))])
            return .object([("uri", .string(DocumentURI.uri(of: path))), ("range", .object([("start", origin), ("end", origin)]))])
        }
        guard key == "kind", let declaration = SpecOutline.cellType(named: context.text, in: document) else { return .null }
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
