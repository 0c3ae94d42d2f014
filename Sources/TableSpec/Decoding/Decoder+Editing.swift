/// Reading a row's `editing:` and `swipe:` mappings.
extension TreeDecoder {
    static let editingKeys = ["canEdit", "style", "deleteTitle", "canMove", "indentWhileEditing"]
    static let swipeKeys = ["leading", "trailing", "fullSwipe"]
    static let swipeActionKeys = ["id", "title", "style", "image", "action"]

    /// `editing:` at `key`. Null means none.
    mutating func editing(_ node: Node, key: String) -> Editing? {
        if node.scalar?.isNull == true { return nil }
        guard let pairs = pairs(of: node, expected: "a mapping", key: key) else { return nil }
        return within(.key(key)) { decoder in
            var editing = Editing()
            for pair in pairs {
                guard let key = decoder.keyText(pair) else { continue }
                let value = pair.value
                switch key {
                case "canEdit": editing.canEdit = decoder.bool(value, key: key) ?? false
                case "style":
                    editing.style = decoder.enumeration(value, key: key, what: "editing style") ?? .delete
                case "deleteTitle": editing.deleteTitle = decoder.optionalString(value, key: key)
                case "canMove": editing.canMove = decoder.bool(value, key: key) ?? false
                case "indentWhileEditing": editing.indentWhileEditing = decoder.bool(value, key: key) ?? true
                default: decoder.unknownKey(key, of: pair, in: "editing", allowed: Self.editingKeys)
                }
            }
            return editing
        }
    }

    /// `swipe:` at `key`. Null means none.
    mutating func swipe(_ node: Node, key: String) -> Swipe? {
        if node.scalar?.isNull == true { return nil }
        guard let pairs = pairs(of: node, expected: "a mapping", key: key) else { return nil }
        return within(.key(key)) { decoder in
            var swipe = Swipe()
            for pair in pairs {
                guard let key = decoder.keyText(pair) else { continue }
                let value = pair.value
                switch key {
                case "leading": swipe.leading = decoder.within(.key(key)) { $0.swipeActions(value) }
                case "trailing": swipe.trailing = decoder.within(.key(key)) { $0.swipeActions(value) }
                case "fullSwipe": swipe.fullSwipe = decoder.bool(value, key: key) ?? true
                default: decoder.unknownKey(key, of: pair, in: "swipe", allowed: Self.swipeKeys)
                }
            }
            return swipe
        }
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
        for (index, item) in items.enumerated() {
            path.append(.index(index))
            if case .mapping(let pairs) = item.content {
                actions.append(swipeAction(item, pairs: pairs))
            } else {
                report(WrongTypeRule.diagnostic(
                    expected: "a swipe action (a mapping with id and title)", found: item, pointer: pointer()))
            }
            path.removeLast()
        }
        return actions
    }

    /// One swipe action, with its index on the path.
    private mutating func swipeAction(_ node: Node, pairs: [Pair]) -> SwipeAction {
        var action = SwipeAction(id: "", title: "")
        var (sawID, sawTitle) = (false, false)
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            let value = pair.value
            switch key {
            case "id":
                sawID = true
                if let id = requiredString(value, key: key) {
                    action.id = id
                    checkID(id, node: value, key: key, what: "swipe action id")
                }
            case "title":
                sawTitle = true
                if let title = requiredString(value, key: key) { action.title = title }
            case "style":
                action.style = enumeration(value, key: key, what: "swipe action style") ?? .normal
            case "image":
                action.image = optionalString(value, key: key)
            case "action":
                action.action = self.action(value, key: key)
            default:
                unknownKey(key, of: pair, in: "a swipe action", allowed: Self.swipeActionKeys)
            }
        }
        if !sawID { missingKey("id", in: node, pairs: pairs, place: "a swipe action") }
        if !sawTitle { missingKey("title", in: node, pairs: pairs, place: "a swipe action") }
        return action
    }
}
