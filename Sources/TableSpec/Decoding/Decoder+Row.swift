/// Reading one row mapping into a ``Row``, and an `action:` into an ``Action``.
extension TreeDecoder {
    static let rowKeys = [
        "id", "kind", "title", "detail", "image", "accessory", "action", "selectable", "height",
        "indentation", "editing", "swipe", "showsMenu", "multipleSelection", "meta",
    ]
    static let actionKeys = ["navigate", "url", "emit"]

    /// One row, with its index on the path. This is the hot loop of a large spec: one
    /// switch per key, no allocation unless something is reported.
    mutating func row(_ node: Node, pairs: [Pair]) -> Row {
        var row = Row(id: "", title: "")
        var (sawID, sawTitle) = (false, false)
        for pair in pairs {
            guard let key = keyText(pair) else { continue }
            let value = pair.value
            switch key {
            case "id":
                sawID = true
                if let id = requiredString(value, key: key) {
                    row.id = id
                    checkID(id, node: value, key: key, what: "row id")
                }
            case "title":
                sawTitle = true
                if let title = requiredString(value, key: key) { row.title = title }
            case "kind":
                if let name = optionalString(value, key: key) { row.kind = CellKind(name: name) }
            case "detail":
                row.detail = optionalString(value, key: key)
            case "image":
                row.image = optionalString(value, key: key)
            case "accessory":
                row.accessory = enumeration(value, key: key, what: "accessory") ?? .none
            case "action":
                row.action = action(value, key: key)
            case "selectable":
                row.selectable = bool(value, key: key) ?? true
            case "height":
                row.height = height(value, key: key)
            case "indentation":
                row.indentation = integer(value, key: key, minimum: 0) ?? 0
            case "editing":
                row.editing = editing(value, key: key)
            case "swipe":
                row.swipe = swipe(value, key: key)
            case "showsMenu":
                row.showsMenu = bool(value, key: key) ?? false
            case "multipleSelection":
                row.multipleSelection = bool(value, key: key) ?? false
            case "meta":
                row.meta = MetaReader.value(value)
            default:
                unknownKey(key, of: pair, in: "a row", allowed: Self.rowKeys)
            }
        }
        if !sawID { missingKey("id", in: node, pairs: pairs, place: "a row") }
        if !sawTitle { missingKey("title", in: node, pairs: pairs, place: "a row") }
        return row
    }

    /// An `action:` at `key`: a mapping with exactly one of navigate, url or emit. Null
    /// means none.
    mutating func action(_ node: Node, key: String) -> Action? {
        if node.scalar?.isNull == true { return nil }
        guard case .mapping(let pairs) = node.content else {
            report(WrongTypeRule.diagnostic(
                expected: "a mapping with one of navigate, url or emit", found: node,
                pointer: pointer(key),
                hint: node.scalar.map { "write {navigate: \($0.text)}, {url: …} or {emit: …}" }))
            return nil
        }
        return within(.key(key)) { decoder in
            var (count, sawUnknown) = (0, false)
            var result: Action?
            for pair in pairs {
                guard let key = decoder.keyText(pair) else { continue }
                let make: (String) -> Action
                switch key {
                case "navigate": make = Action.navigate
                case "url": make = Action.url
                case "emit": make = Action.emit
                default:
                    if !key.utf8.starts(with: "x-".utf8) { sawUnknown = true }
                    decoder.unknownKey(key, of: pair, in: "an action", allowed: Self.actionKeys)
                    continue
                }
                count += 1
                result = decoder.requiredString(pair.value, key: key).map(make)
            }
            // An unknown key alone already says what is wrong; do not report it twice.
            if count > 1 || (count == 0 && !sawUnknown) {
                decoder.report(InvalidValueRule.actionShape(
                    count: count, span: node.span, pointer: decoder.pointer()))
            }
            return count == 1 ? result : nil
        }
    }
}
