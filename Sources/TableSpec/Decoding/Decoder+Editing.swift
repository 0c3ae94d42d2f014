/// Reading a row's `editing:` and `swipe:` mappings. Like ``row(_:pairs:)``, keys go
/// through a ``KeyTable`` and values are read in place as `pairs[index].value`.
extension TreeDecoder {
    enum EditingField: Sendable {
        case canEdit, style, deleteTitle, canMove, indentWhileEditing
    }

    enum SwipeField: Sendable {
        case leading, trailing, fullSwipe
    }

    enum SwipeActionField: Sendable {
        case id, title, style, image, action
    }

    static let editingKeys = KeyTable<EditingField>([
        "canEdit": .canEdit, "style": .style, "deleteTitle": .deleteTitle, "canMove": .canMove,
        "indentWhileEditing": .indentWhileEditing,
    ])
    static let swipeKeys = KeyTable<SwipeField>(["leading": .leading, "trailing": .trailing, "fullSwipe": .fullSwipe])
    static let swipeActionKeys = KeyTable<SwipeActionField>([
        "id": .id, "title": .title, "style": .style, "image": .image, "action": .action,
    ])

    /// `editing:` at `key`. Null means none.
    mutating func editing(_ node: Node, key: String) -> Editing? {
        if node.scalar?.isNull == true { return nil }
        guard let pairs = pairs(of: node, expected: "a mapping", key: key) else { return nil }
        path.append(.key(key))
        defer { path.removeLast() }
        var editing = Editing()
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.editingKeys, place: "editing") else {
                continue
            }
            switch field {
            case .canEdit:
                editing.canEdit = bool(pairs[index].value, key: key) ?? false
            case .style:
                editing.style = enumeration(pairs[index].value, key: key, what: "editing style") ?? .delete
            case .deleteTitle:
                editing.deleteTitle = optionalString(pairs[index].value, key: key)
            case .canMove:
                editing.canMove = bool(pairs[index].value, key: key) ?? false
            case .indentWhileEditing:
                editing.indentWhileEditing = bool(pairs[index].value, key: key) ?? true
            }
        }
        return editing
    }

    /// `swipe:` at `key`. Null means none.
    mutating func swipe(_ node: Node, key: String) -> Swipe? {
        if node.scalar?.isNull == true { return nil }
        guard let pairs = pairs(of: node, expected: "a mapping", key: key) else { return nil }
        path.append(.key(key))
        defer { path.removeLast() }
        var swipe = Swipe()
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.swipeKeys, place: "swipe") else {
                continue
            }
            switch field {
            case .leading:
                swipe.leading = within(.key(key)) { $0.swipeActions(pairs[index].value) }
            case .trailing:
                swipe.trailing = within(.key(key)) { $0.swipeActions(pairs[index].value) }
            case .fullSwipe:
                swipe.fullSwipe = bool(pairs[index].value, key: key) ?? true
            }
        }
        return swipe
    }

    /// A list of swipe actions, with its key on the path. Null means none; an item that
    /// is not a mapping is reported and left out.
    private mutating func swipeActions(_ node: Node) -> [SwipeAction] {
        if node.scalar?.isNull == true { return [] }
        guard case .sequence(let items) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a list of swipe actions", found: node, pointer: pointer()))
            return []
        }
        var actions: [SwipeAction] = []
        actions.reserveCapacity(items.count)
        for index in items.indices {
            path.append(.index(index))
            if case .mapping(let pairs) = items[index].content {
                actions.append(swipeAction(items[index].span, pairs: pairs))
            } else {
                report(WrongTypeRule.diagnostic(
                    expected: "a swipe action (a mapping with id and title)", found: items[index],
                    pointer: pointer()))
            }
            path.removeLast()
        }
        return actions
    }

    /// One swipe action written at `span`, with its index on the path.
    private mutating func swipeAction(_ span: Span, pairs: [Pair]) -> SwipeAction {
        var action = SwipeAction(id: "", title: "")
        var (sawID, sawTitle) = (false, false)
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.swipeActionKeys, place: "a swipe action")
            else { continue }
            switch field {
            case .id:
                sawID = true
                if let id = requiredString(pairs[index].value, key: key) {
                    action.id = id
                    checkID(id, node: pairs[index].value, key: key, what: "swipe action id")
                }
            case .title:
                sawTitle = true
                if let title = requiredString(pairs[index].value, key: key) { action.title = title }
            case .style:
                action.style = enumeration(pairs[index].value, key: key, what: "swipe action style") ?? .normal
            case .image:
                action.image = optionalString(pairs[index].value, key: key)
            case .action:
                action.action = self.action(pairs[index].value, key: key)
            }
        }
        if !sawID { missingKey("id", at: span, pairs: pairs, place: "a swipe action") }
        if !sawTitle { missingKey("title", at: span, pairs: pairs, place: "a swipe action") }
        return action
    }
}
