/// Reading a row's `editing:` and `swipe:` mappings. Like ``row(_:pairs:)``, keys go
/// through a ``KeyTable`` and values are read in place; ``mapping(_:key:keys:place:into:_:)``
/// is the walk both share.
extension TreeDecoder {
    enum EditingField: Sendable {
        case canEdit, style, deleteTitle, canMove, indentWhileEditing, moveWithin
    }

    enum SwipeField: Sendable {
        case leading, trailing, fullSwipe
    }

    enum SwipeActionField: Sendable {
        case id, title, style, image, action, role
    }

    static let editingKeys = KeyTable<EditingField>([
        "canEdit": .canEdit, "style": .style, "deleteTitle": .deleteTitle, "canMove": .canMove,
        "indentWhileEditing": .indentWhileEditing, "moveWithin": .moveWithin,
    ])
    static let swipeKeys = KeyTable<SwipeField>(["leading": .leading, "trailing": .trailing, "fullSwipe": .fullSwipe])
    static let swipeActionKeys = KeyTable<SwipeActionField>([
        "id": .id, "title": .title, "style": .style, "image": .image, "action": .action, "role": .role,
    ])

    /// A mapping at `key` read field by field into `initial`: nil for null, and for a
    /// value that is not a mapping (reported); unknown keys are reported by
    /// ``field(ofKeyAt:in:keys:place:)`` and skipped; `read` gets each known field with its
    /// key and value, the key on the path. O(pairs).
    private mutating func mapping<Value, Field>(
        _ node: Node, key: String, keys: KeyTable<Field>, place: String, into initial: Value,
        _ read: (inout Self, inout Value, Field, String, Node) -> Void
    ) -> Value? {
        if node.scalar?.isNull == true { return nil }
        guard let pairs = pairs(of: node, expected: "a mapping", key: key) else { return nil }
        path.append(.key(key))
        defer { path.removeLast() }
        var value = initial
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: keys, place: place) else { continue }
            read(&self, &value, field, key, pairs[index].value)
        }
        return value
    }

    /// `editing:` at `key`. Null means none.
    mutating func editing(_ node: Node, key: String) -> Editing? {
        mapping(node, key: key, keys: Self.editingKeys, place: "editing", into: Editing()) { decoder, editing, field, key, value in
            switch field {
            case .canEdit:
                editing.canEdit = decoder.bool(value, key: key) ?? false
            case .style:
                editing.style = decoder.enumeration(value, key: key, what: "editing style") ?? .delete
            case .deleteTitle:
                editing.deleteTitle = decoder.pendingText(value, key: key, field: .deleteTitle, required: false)
            case .canMove:
                editing.canMove = decoder.bool(value, key: key) ?? false
            case .indentWhileEditing:
                editing.indentWhileEditing = decoder.bool(value, key: key) ?? true
            case .moveWithin:
                editing.moveWithin = decoder.enumeration(value, key: key, what: "move scope") ?? .table
            }
        }
    }

    /// `swipe:` at `key`. Null means none.
    mutating func swipe(_ node: Node, key: String) -> Swipe? {
        mapping(node, key: key, keys: Self.swipeKeys, place: "swipe", into: Swipe()) { decoder, swipe, field, key, value in
            switch field {
            case .leading:
                swipe.leading = decoder.within(.key(key)) { $0.buttons(value, what: "swipe action") }
            case .trailing:
                swipe.trailing = decoder.within(.key(key)) { $0.buttons(value, what: "swipe action") }
            case .fullSwipe:
                swipe.fullSwipe = decoder.bool(value, key: key) ?? true
            }
        }
    }

    /// A list of swipe actions or menu items (`what`), with its key on the path. Null means
    /// none; an item that is not a mapping is reported and left out.
    mutating func buttons(_ node: Node, what: String) -> [SwipeAction] {
        if node.scalar?.isNull == true { return [] }
        guard case .sequence(let items) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a list of \(what)s", found: node, pointer: pointer()))
            return []
        }
        var actions: [SwipeAction] = []
        actions.reserveCapacity(items.count)
        for index in items.indices {
            path.append(.index(index))
            if case .mapping(let pairs) = items[index].content {
                actions.append(button(items[index].span, pairs: pairs, what: what))
            } else {
                report(WrongTypeRule.diagnostic(
                    expected: "a \(what) (a mapping with id and title)", found: items[index],
                    pointer: pointer()))
            }
            path.removeLast()
        }
        return actions
    }

    /// One swipe action or menu item (`what`) written at `span`, with its index on the path.
    private mutating func button(_ span: Span, pairs: [Pair], what: String) -> SwipeAction {
        var action = SwipeAction(id: "", title: "")
        var (sawID, sawTitle) = (false, false)
        var explicit: LocalizedKey?
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.swipeActionKeys, place: "a \(what)")
            else { continue }
            switch field {
            case .id:
                sawID = true
                if let id = requiredString(pairs[index].value, key: key) {
                    action.id = id
                    if !readingTemplate { checkID(id, node: pairs[index].value, key: key, what: "\(what) id") }
                }
            case .title:
                sawTitle = true
                let (title, key) = text(pairs[index].value, key: key, required: true)
                if let title { action.title = title }
                explicit = key
            case .style:
                action.style = enumeration(pairs[index].value, key: key, what: "\(what) style") ?? .normal
            case .image:
                action.image = optionalString(pairs[index].value, key: key)
            case .action:
                action.action = self.action(pairs[index].value, key: key)
            case .role:
                action.role = enumeration(pairs[index].value, key: key, what: "\(what) role")
            }
        }
        if !sawID { missingKey("id", at: span, pairs: pairs, place: "a \(what)") }
        if !sawTitle { missingKey("title", at: span, pairs: pairs, place: "a \(what)") }
        if let explicit, !readingTemplate { pendingKeys.append((.button(menu: what == "menu item", id: action.id), explicit)) }
        return action
    }
}
