/// Reading one row mapping into a ``Row``, and an `action:` into an ``Action``.
extension TreeDecoder {
    /// The keys of a row.
    enum RowField: Sendable {
        case id, kind, title, detail, image, accessory, action, accessoryAction, selectable, height
        case indentation, editing, swipe, showsMenu, menu, multipleSelection, meta, when
        case on, setting, choice, tint, role
    }

    static let rowKeys = KeyTable<RowField>([
        "id": .id, "kind": .kind, "title": .title, "detail": .detail, "image": .image,
        "accessory": .accessory, "action": .action, "accessoryAction": .accessoryAction,
        "selectable": .selectable, "height": .height, "indentation": .indentation, "editing": .editing,
        "swipe": .swipe, "showsMenu": .showsMenu, "menu": .menu, "multipleSelection": .multipleSelection,
        "meta": .meta, "when": .when, "on": .on, "setting": .setting, "choice": .choice, "tint": .tint,
        "role": .role,
    ])
    /// The keys of an action.
    enum ActionField: Sendable {
        case navigate, url, emit
    }

    static let actionKeys = KeyTable<ActionField>(["navigate": .navigate, "url": .url, "emit": .emit])

    /// One row written at `span`, with its index on the path. This is the hot loop of a large spec: one
    /// table lookup per key (``KeyTable``), the fields kept in locals (assigning into a
    /// `Row` variable copied the whole row several times per row), no allocation unless
    /// something is reported.
    ///
    /// Values are passed as `pairs[index].value` at each use: binding one to a `let` that
    /// several calls read makes the compiler copy the node (retain and release) for each
    /// pair, about a tenth of decoding time.
    mutating func row(_ span: Span, pairs: [Pair]) -> Row {
        var (id, title, kind) = ("", "", CellKind.standard)
        var (detail, image, action): (String?, String?, Action?) = (nil, nil, nil)
        var (accessoryAction, menu, showsMenuWritten): (Action?, [MenuItem], Bool?) = (nil, [], nil)
        var (accessory, height, indentation) = (Accessory.none, Height?.none, 0)
        var (selectableWritten, multipleSelection): (Bool?, Bool) = (nil, false)
        var (isOn, setting, choice): (Bool, String?, String?) = (false, nil, nil)
        var (tint, role): (Tint?, ButtonRole?) = (nil, nil)
        var (editing, swipe, meta): (Editing?, Swipe?, SpecValue?) = (nil, nil, nil)
        var when: Condition?
        var (sawID, sawTitle) = (false, false)
        let outerKeys = beginKeys()
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.rowKeys, place: "a row") else {
                continue
            }
            switch field {
            case .id:
                sawID = true
                if let text = requiredString(pairs[index].value, key: key) {
                    id = text
                    if !readingTemplate { checkID(text, node: pairs[index].value, key: key, what: "row id") }
                }
            case .title:
                sawTitle = true
                if let text = pendingText(pairs[index].value, key: key, field: .title, required: true) { title = text }
            case .kind:
                if let name = optionalString(pairs[index].value, key: key) { kind = CellKind.decoded(name) }
            case .detail:
                detail = pendingText(pairs[index].value, key: key, field: .detail, required: false)
            case .image:
                image = optionalString(pairs[index].value, key: key)
            case .accessory:
                accessory = enumeration(pairs[index].value, key: key, what: "accessory") ?? .none
            case .action:
                action = self.action(pairs[index].value, key: key)
            case .accessoryAction:
                accessoryAction = self.action(pairs[index].value, key: key)
            case .menu:
                menu = within(.key(key)) { $0.buttons(pairs[index].value, what: "menu item") }
            case .selectable:
                selectableWritten = bool(pairs[index].value, key: key)
            case .height:
                height = self.height(pairs[index].value, key: key)
            case .indentation:
                indentation = integer(pairs[index].value, key: key, minimum: 0) ?? 0
            case .editing:
                editing = self.editing(pairs[index].value, key: key)
            case .swipe:
                swipe = self.swipe(pairs[index].value, key: key)
            case .showsMenu:
                showsMenuWritten = bool(pairs[index].value, key: key)
            case .multipleSelection:
                multipleSelection = bool(pairs[index].value, key: key) ?? false
            case .meta:
                meta = MetaReader.value(pairs[index].value)
            case .when:
                when = condition(pairs[index].value, key: key)
            case .on:
                isOn = bool(pairs[index].value, key: key) ?? false
            case .setting:
                setting = optionalString(pairs[index].value, key: key)
            case .choice:
                choice = optionalString(pairs[index].value, key: key)
            case .tint:
                tint = self.tint(pairs[index].value, key: key)
            case .role:
                role = enumeration(pairs[index].value, key: key, what: "button role")
            }
        }
        if !sawID { missingKey("id", at: span, pairs: pairs, place: "a row") }
        if !sawTitle { missingKey("title", at: span, pairs: pairs, place: "a row") }
        if !pendingKeys.isEmpty { claimRowKeys(id: id, restoring: outerKeys) } else { pendingKeys = outerKeys }
        return Row(
            id: id, kind: kind, title: title, detail: detail, image: image, accessory: accessory,
            action: action, accessoryAction: accessoryAction,
            // A switch row is not selectable unless it says so, as in Settings: the switch takes the tap.
            selectable: selectableWritten ?? (accessory != .switch), height: height,
            indentation: indentation, editing: editing, swipe: swipe,
            showsMenu: showsMenuWritten ?? !menu.isEmpty, menu: menu, multipleSelection: multipleSelection,
            meta: meta, when: when, isOn: isOn, setting: setting, choice: choice, tint: tint, role: role)
    }

    /// A `tint:` at `key`: a system colour's name or `#RRGGBB` (``Tint/init(spec:)``). Null
    /// means none.
    mutating func tint(_ node: Node, key: String) -> Tint? {
        guard let text = optionalString(node, key: key) else { return nil }
        if let tint = Tint(spec: text) { return tint }
        report(InvalidValueRule.tint(text, node: node, pointer: pointer(key)))
        return nil
    }

    /// Files the explicit keys of the row `id`'s strings (``claimKeys(restoring:_:)``).
    private mutating func claimRowKeys(id: String, restoring outer: [(PendingField, LocalizedKey)]) {
        claimKeys(restoring: outer) { field in
            switch field {
            case .title: return .title(row: id)
            case .detail: return .detail(row: id)
            case .deleteTitle: return .deleteTitle(row: id)
            case .button(let menu, let item): return menu ? .menu(row: id, item: item) : .swipe(row: id, action: item)
            case .header, .footer, .sectionIndexTitle: return nil
            }
        }
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
            for index in pairs.indices {
                guard let key = decoder.keyText(at: index, in: pairs) else { continue }
                guard let field = Self.actionKeys.field(key) else {
                    if !key.utf8.starts(with: "x-".utf8) { sawUnknown = true }
                    decoder.unknownKey(key, at: pairs[index].key, in: "an action", allowed: Self.actionKeys.names, siblings: pairs)
                    continue
                }
                count += 1
                let make: (String) -> Action
                switch field {
                case .navigate: make = Action.navigate
                case .url: make = Action.url
                case .emit: make = Action.emit
                }
                result = decoder.requiredString(pairs[index].value, key: key).map(make)
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
