/// Reads a script's items into actions with a ``TreeDecoder`` (so a script's problems are
/// reported as a spec's are: `wrong-type`, `unknown-key` with "did you mean", `missing-key`,
/// `invalid-value`), remembering every row and section id it names and every row it
/// inserts, for the checks that need the whole script. O(item) an item.
struct ScriptReader {
    /// The verbs, one key per item.
    enum Verb: Sendable {
        case select, deselect, accessory, delete, insert, move, swipe, menu
        case highlight, unhighlight, display, endDisplay, prefetch, cancelPrefetch
        case editing, beginSwipe, endSwipe, beginMultipleSelection, endMultipleSelection
        case toggle, choose
    }

    static let verbs = KeyTable<Verb>([
        "select": .select, "deselect": .deselect, "accessory": .accessory, "delete": .delete,
        "insert": .insert, "move": .move, "swipe": .swipe, "menu": .menu, "highlight": .highlight,
        "unhighlight": .unhighlight, "display": .display, "endDisplay": .endDisplay,
        "prefetch": .prefetch, "cancelPrefetch": .cancelPrefetch, "editing": .editing,
        "beginSwipe": .beginSwipe, "endSwipe": .endSwipe, "beginMultipleSelection": .beginMultipleSelection,
        "endMultipleSelection": .endMultipleSelection, "toggle": .toggle, "choose": .choose,
    ])

    /// A row or section id the script names, or a swipe action's or menu item's id (of the
    /// row `of`), where.
    struct Reference {
        enum Kind { case row, section, swipeAction(of: String), menuItem(of: String) }
        var id: String
        var kind: Kind
        var span: Span
        var pointer: String
    }

    /// A row the script inserts: the row, its node, the row it goes before, and its path.
    struct Insert {
        var row: Row
        var node: Node
        var before: String
        var pointer: Pointer
    }

    private(set) var references: [Reference] = []
    private(set) var inserts: [Insert] = []

    /// The action of the item `node` (the decoder's path at the item), or nil when it
    /// cannot be read (reported).
    mutating func action(_ node: Node, decoder: inout TreeDecoder) -> TableState.Action? {
        // A verb that takes no value may be written alone: `- endSwipe`.
        if let scalar = node.scalar, let verb = Self.verbs.field(scalar.text), verb == .endSwipe || verb == .endMultipleSelection {
            return verb == .endSwipe ? .endSwipe : .endMultipleSelection
        }
        guard let all = decoder.pairs(of: node, expected: "an action (a mapping with one key, such as 'select: wifi')", key: nil)
        else { return nil }
        // `x-` keys are notes, as in a spec; the one other key is the verb.
        let pairs = all.filter { $0.keyText.map { !$0.hasPrefix("x-") } ?? true }
        guard pairs.count == 1 else {
            let has = pairs.isEmpty ? (all.isEmpty ? "none" : "only notes (x- keys)") : String(pairs.count)
            decoder.report(Diagnostic(
                rule: .invalidValue, severity: .error,
                message: "an action has exactly one key (its verb); this one has \(has)",
                span: node.span, pointer: decoder.pointer(),
                hint: pairs.isEmpty ? "write the verb, such as 'select: ROW'" : "write one action per list item"))
            return nil
        }
        guard let (verb, key) = decoder.field(ofKeyAt: 0, in: pairs, keys: Self.verbs, place: "an action") else { return nil }
        let value = pairs[0].value
        switch verb {
        case .select: return row(value, key, &decoder).map { .select($0) }
        case .deselect: return row(value, key, &decoder).map { .deselect($0) }
        case .accessory: return row(value, key, &decoder).map { .accessory($0) }
        case .delete: return row(value, key, &decoder).map { .delete($0) }
        case .highlight: return row(value, key, &decoder).map { .highlight($0) }
        case .unhighlight: return row(value, key, &decoder).map { .unhighlight($0) }
        case .display: return row(value, key, &decoder).map { .display($0) }
        case .endDisplay: return row(value, key, &decoder).map { .endDisplay($0) }
        case .beginSwipe: return row(value, key, &decoder).map { .beginSwipe($0) }
        case .beginMultipleSelection: return row(value, key, &decoder).map { .beginMultipleSelection($0) }
        case .toggle: return row(value, key, &decoder).map { .toggle($0) }
        case .choose: return row(value, key, &decoder).map { .choose($0) }
        case .prefetch: return rows(value, key, &decoder).map { .prefetch($0) }
        case .cancelPrefetch: return rows(value, key, &decoder).map { .cancelPrefetch($0) }
        case .editing: return decoder.bool(value, key: key).map { .setEditing($0) }
        case .endSwipe: return .endSwipe
        case .endMultipleSelection: return .endMultipleSelection
        case .insert: return insert(value, key, &decoder)
        case .move: return move(value, key, &decoder)
        case .swipe:
            return pair(value, key, "action", &decoder).map { .swipe($0.row, action: $0.other) }
        case .menu:
            return pair(value, key, "item", &decoder).map { .menu($0.row, item: $0.other) }
        }
    }

    /// A row id at `key`, remembered.
    private mutating func row(_ node: Node, _ key: String, _ decoder: inout TreeDecoder) -> String? {
        guard let id = decoder.requiredString(node, key: key) else { return nil }
        references.append(Reference(id: id, kind: .row, span: node.span, pointer: decoder.pointer(key)))
        return id
    }

    /// A list of row ids (or one) at `key`.
    private mutating func rows(_ node: Node, _ key: String, _ decoder: inout TreeDecoder) -> [String]? {
        guard case .sequence(let items) = node.content else { return row(node, key, &decoder).map { [$0] } }
        return decoder.within(.key(key)) { decoder in
            var ids: [String] = []
            for index in items.indices {
                if let id = row(items[index], String(index), &decoder) { ids.append(id) }
            }
            return ids.count == items.count ? ids : nil
        }
    }

    /// `{row: ROW, <other>: ID}` at `key` (swipe, menu).
    private mutating func pair(
        _ node: Node, _ key: String, _ other: String, _ decoder: inout TreeDecoder
    ) -> (row: String, other: String)? {
        Self.fields(node, key, ["row", other], &decoder) { decoder, values in
            guard let row = self.row(values[0], "row", &decoder), let id = decoder.requiredString(values[1], key: other)
            else { return nil }
            let kind: Reference.Kind = other == "item" ? .menuItem(of: row) : .swipeAction(of: row)
            self.references.append(Reference(id: id, kind: kind, span: values[1].span, pointer: decoder.pointer(other)))
            return (row, id)
        }
    }

    /// `{at: ROW, row: {…}}` at `key`.
    private mutating func insert(_ node: Node, _ key: String, _ decoder: inout TreeDecoder) -> TableState.Action? {
        Self.fields(node, key, ["at", "row"], &decoder) { decoder, values in
            let at = self.row(values[0], "at", &decoder)
            guard case .mapping(let pairs) = values[1].content else {
                decoder.report(WrongTypeRule.diagnostic(
                    expected: "a row (a mapping with id and title)", found: values[1], pointer: decoder.pointer("row")))
                return nil
            }
            let count = decoder.diagnostics.count
            let row = decoder.within(.key("row")) { $0.row(values[1].span, pairs: pairs) }
            let pointer = Pointer(decoder.path + [.key("row")])
            guard let at else { return nil }
            // Checked by the row rules even when it has errors (they skip what was rejected).
            inserts.append(Insert(row: row, node: values[1], before: at, pointer: pointer))
            return decoder.diagnostics[count...].allSatisfy({ $0.severity != .error }) ? .insert(at: at, row: row) : nil
        }
    }

    /// `{row: ROW, to: {section: SID, index: N}}` at `key`.
    private mutating func move(_ node: Node, _ key: String, _ decoder: inout TreeDecoder) -> TableState.Action? {
        Self.fields(node, key, ["row", "to"], &decoder) { decoder, values in
            let row = self.row(values[0], "row", &decoder)
            let to = decoder.within(.key("to")) { decoder -> TableState.Destination? in
                Self.fields(values[1], nil, ["section", "index"], &decoder) { decoder, to -> TableState.Destination? in
                    let section = decoder.requiredString(to[0], key: "section")
                    if let section {
                        self.references.append(Reference(
                            id: section, kind: .section, span: to[0].span, pointer: decoder.pointer("section")))
                    }
                    guard let section, let index = decoder.integer(to[1], key: "index", minimum: 0) else { return nil }
                    return TableState.Destination(section: section, index: index)
                }
            }
            guard let row, let to else { return nil }
            return .move(row, to: to)
        }
    }

    /// The mapping at `key` (nil: the current path) with exactly the keys `names`, all
    /// required, handed to `read` in that order with `key` on the path; nil when it is not
    /// such a mapping (reported).
    private static func fields<T>(
        _ node: Node, _ key: String?, _ names: [String], _ decoder: inout TreeDecoder,
        _ read: (inout TreeDecoder, [Node]) -> T?
    ) -> T? {
        let place = "'\(names.joined(separator: "', '"))'"
        guard let pairs = decoder.pairs(of: node, expected: "a mapping with \(place)", key: key) else { return nil }
        func body(_ decoder: inout TreeDecoder) -> T? {
            var values = [Node?](repeating: nil, count: names.count)
            for index in pairs.indices {
                guard let text = decoder.keyText(at: index, in: pairs) else { continue }
                guard let slot = names.firstIndex(of: text) else {
                    decoder.unknownKey(text, at: pairs[index].key, in: "this action", allowed: names, siblings: pairs)
                    continue
                }
                values[slot] = pairs[index].value
            }
            var missing = false
            for (slot, name) in names.enumerated() where values[slot] == nil {
                decoder.missingKey(name, in: node, pairs: pairs, place: "this action")
                missing = true
            }
            return missing ? nil : read(&decoder, values.compactMap { $0 })
        }
        guard let key else { return body(&decoder) }
        return decoder.within(.key(key)) { body(&$0) }
    }
}
