/// What completes and explains a word of an action script (docs/simulate.md): the verbs,
/// the keys of a verb's mapping, and the ids of the table it plays on where an id goes
/// (rows, sections, a row's swipe actions and menu items); an inserted row's keys and
/// values as a spec's row's.
///
/// ```swift
/// // - move: {row: wifi, to: {section: |}}
/// ScriptOffers.offers(context, table: table, in: document).map(\.label)   // the section ids
/// ```
enum ScriptOffers {
    /// The path of a spec's row, for an inserted row's keys.
    private static let rowPath = ["sections", SpecSchema.item, "rows", SpecSchema.item]

    /// The offers at `context` in a script playing on `table` (nil: no ids are offered),
    /// the spec `spec` (for an inserted row's cell types). O(verbs + the table's rows).
    static func offers(_ context: CursorContext, table: Table?, in document: EditorDocument, spec: EditorDocument?) -> [CompletionOffer] {
        let path = context.path
        guard path.first == SpecSchema.item else { return [] }
        if let kind = reference(at: context) { return ids(kind, table, context, document.bytes) }
        let verb = path.count > 1 ? ScriptReader.verbs.field(path[1]) : nil
        func keys(_ keys: [(name: String, value: String)]) -> [CompletionOffer] {
            keys.map { CompletionOffer(label: $0.name, kind: .property, detail: $0.value, insert: context.insertion(ofKey: $0.name, in: document.bytes)) }
        }
        switch (path.count, context.place) {
        case (1, .key):
            return ScriptReader.verbs.names.compactMap { name in
                ScriptReader.verbs.field(name).map { verb in
                    CompletionOffer(
                        label: name, kind: .function, detail: verb.value, documentation: documentation(of: verb),
                        insert: context.insertion(ofKey: name, in: document.bytes))
                }
            }
        case (1, .value("editing", _)):
            return ["true", "false"].map { CompletionOffer(label: $0, kind: .value, detail: "editing", insert: $0) }
        case (2, .key):
            return keys((verb?.keys ?? []).map { ($0.name, $0.value) })
        case (3, .key) where verb == .move && path[2] == "to":
            return keys([("section", "SECTION"), ("index", "N")])
        default:
            // Inside an inserted row: a spec's row.
            guard verb == .insert, path.count > 2, path[2] == "row" else { return [] }
            return LanguageServer.specOffers(
                context, path: rowPath + path.dropFirst(3), in: document,
                declarations: spec ?? EditorDocument(uri: "", path: "", bytes: [], version: 0))
        }
    }

    /// What the id under the cursor names, when it is where a script names one: a verb's
    /// row, a row in a list of them, a key of a verb's mapping that names one, a move's
    /// section. Nil elsewhere.
    static func reference(at context: CursorContext) -> ScriptReader.Reference.Kind? {
        let path = context.path
        guard path.first == SpecSchema.item else { return nil }
        let verb = path.count > 1 ? ScriptReader.verbs.field(path[1]) : nil
        switch (path.count, context.place) {
        case (1, .value(let key, _)):
            return ScriptReader.verbs.field(key)?.takesRow == true ? .row : nil
        case (3, .key) where path[2] == SpecSchema.item && verb?.takesRow == true:
            return .row   // a block list of rows: `prefetch:\n  - |`
        case (2, .value(let key, _)):
            return verb?.keys.first { $0.name == key }?.names
        case (3, .value("section", _)) where verb == .move && path[2] == "to":
            return .section
        default:
            return nil
        }
    }

    /// Where the id `id` of `kind` is declared: in the spec at `spec` or a file it includes
    /// (through `include:`, at most 16 files), the span of its `id` value. `read` gives a
    /// file's bytes. O(the files' sizes).
    static func declaration(
        of id: String, kind: ScriptReader.Reference.Kind, spec: String, read: (String) -> [UInt8]?
    ) -> (path: String, span: Span)? {
        var queue = [spec]
        var seen: Set<String> = []
        while let path = queue.first, seen.count < 16 {
            queue.removeFirst()
            guard seen.insert(path).inserted, let bytes = read(path),
                  let sections = (try? Loader.load(SourceFile(path: path, bytes: bytes)))?["sections"]?.sequence else { continue }
            for section in sections {
                if let include = section["include"]?.scalar?.text {
                    queue.append(FilePath.absolute(include, from: FilePath.parent(path)))
                    continue
                }
                var candidates: [Node] = []
                switch kind {
                case .section: candidates = [section]
                case .row: candidates = section["rows"]?.sequence ?? []
                case .swipeAction, .menuItem:
                    for row in section["rows"]?.sequence ?? [] {
                        if case .menuItem = kind { candidates += row["menu"]?.sequence ?? [] }
                        else { candidates += (row["swipe"]?["leading"]?.sequence ?? []) + (row["swipe"]?["trailing"]?.sequence ?? []) }
                    }
                }
                if let found = candidates.lazy.compactMap({ $0["id"] }).first(where: { $0.scalar?.text == id }) {
                    return (path, found.span)
                }
            }
        }
        return nil
    }

    /// A verb explained: its value and the UIKit callback it stands for.
    static func documentation(of verb: ScriptReader.Verb) -> String {
        "`\(verb.name)`: \(verb.value). UIKit: \(verb.callback). (docs/simulate.md: The script.)"
    }

    /// The hover text of `context` in a script: a verb explained, or what a row or section
    /// id names in `table`. Nil when there is nothing to say.
    static func hover(_ context: CursorContext, table: Table?) -> String? {
        let path = context.path
        guard path.first == SpecSchema.item else { return nil }
        if path.count == 1, case .key = context.place, let verb = ScriptReader.verbs.field(context.text) {
            return "**\(verb.name)** (an action): \(verb.value). UIKit: \(verb.callback)."
        }
        guard let table, let kind = reference(at: context) else { return nil }
        for section in table.sections {
            switch kind {
            case .section where section.id == context.text:
                return "section **\(section.id)**" + (section.header.map { ": \($0)" } ?? "")
            case .row:
                if let row = section.rows.first(where: { $0.id == context.text }) {
                    return "row **\(row.id)** (\(row.kind.name)) in section **\(section.id)**: \(row.title)"
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The ids of `kind` in `table`: rows, sections, or every row's swipe actions or menu
    /// items (each with the row it is on).
    private static func ids(
        _ kind: ScriptReader.Reference.Kind, _ table: Table?, _ context: CursorContext, _ bytes: [UInt8]
    ) -> [CompletionOffer] {
        guard let table else { return [] }
        var offers: [CompletionOffer] = []
        var seen: Set<String> = []
        func add(_ id: String, _ detail: String) {
            guard seen.insert(id).inserted else { return }
            offers.append(CompletionOffer(label: id, kind: .reference, detail: detail, insert: context.insertion(ofValue: id, in: bytes)))
        }
        for section in table.sections {
            switch kind {
            case .section: add(section.id, section.header ?? "section")
            case .row: for row in section.rows { add(row.id, "\(section.id): \(row.title)") }
            case .swipeAction:
                for row in section.rows {
                    for action in (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? []) { add(action.id, "on row \(row.id): \(action.title)") }
                }
            case .menuItem:
                for row in section.rows { for item in row.menu { add(item.id, "on row \(row.id): \(item.title)") } }
            }
        }
        return offers
    }
}
