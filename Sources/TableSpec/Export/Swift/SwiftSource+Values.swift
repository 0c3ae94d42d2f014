/// Spec values as Swift expressions of the runtime model (`TableSpecRuntime`): rows,
/// kinds, heights, actions, editing, swipe actions, string lists and `meta`. Every string
/// goes through ``SwiftLiteral``; an argument equal to its initializer's default (read from
/// a value made with the defaults, so the two cannot disagree) is left out, so a plain row
/// reads `Row(id: "wifi", title: "Wi-Fi")`. Types other than `Table`,
/// `Section` and `Row` (the generated enum's aliases) are written with their module, so a
/// type of the app's own with the same name cannot capture them. O(size of the value).
extension SwiftSource {
    /// `Row(…)` with the arguments that differ from the defaults, in the initializer's order.
    func row(_ row: Row) -> String {
        let plain = Row(id: row.id, title: row.title)
        var arguments = ["id: \(SwiftLiteral.string(row.id))"]
        if row.kind != plain.kind { arguments.append("kind: \(kind(row.kind))") }
        arguments.append("title: \(text(row.title, .title(row: row.id)))")
        if let detail = row.detail { arguments.append("detail: \(text(detail, .detail(row: row.id)))") }
        if let image = row.image { arguments.append("image: \(SwiftLiteral.string(image))") }
        if row.accessory != plain.accessory { arguments.append("accessory: .\(row.accessory.rawValue)") }
        if let action = row.action { arguments.append("action: \(self.action(action))") }
        if let action = row.accessoryAction { arguments.append("accessoryAction: \(self.action(action))") }
        if row.selectable != plain.selectable { arguments.append("selectable: \(row.selectable)") }
        if let height = row.height { arguments.append("height: \(self.height(height))") }
        if row.indentation != plain.indentation { arguments.append("indentation: \(row.indentation)") }
        if let editing = row.editing { arguments.append("editing: \(self.editing(editing, row: row.id))") }
        if let swipe = row.swipe { arguments.append("swipe: \(self.swipe(swipe, row: row.id))") }
        if row.showsMenu != plain.showsMenu { arguments.append("showsMenu: \(row.showsMenu)") }
        if !row.menu.isEmpty {
            arguments.append("menu: [" + row.menu.map { swipeAction($0, place: .menu(row: row.id, item: $0.id)) }.joined(separator: ", ") + "]")
        }
        if row.multipleSelection != plain.multipleSelection { arguments.append("multipleSelection: \(row.multipleSelection)") }
        if let meta = row.meta { arguments.append("meta: \(value(meta))") }
        if let when = row.when { arguments.append("when: \(condition(when))") }
        if row.isOn != plain.isOn { arguments.append("isOn: \(row.isOn)") }
        if let setting = row.setting { arguments.append("setting: \(SwiftLiteral.string(setting))") }
        if let choice = row.choice { arguments.append("choice: \(SwiftLiteral.string(choice))") }
        if let tint = row.tint { arguments.append("tint: \(self.tint(tint))") }
        if let role = row.role { arguments.append("role: .\(role.rawValue)") }
        return "Row(" + arguments.joined(separator: ", ") + ")"
    }

    /// `.system(.orange)` or `.rgb(0xAF52DE)`.
    func tint(_ tint: Tint) -> String {
        switch tint {
        case .system(let color): return ".system(.\(color.rawValue))"
        case .rgb(let value): return ".rgb(0x\(Tint.hex(value)))"
        }
    }

    /// `.standard`, `.builtin(.subtitle)` or `.custom("toggle")`.
    func kind(_ kind: CellKind) -> String {
        switch kind {
        case .builtin(.standard): return ".standard"
        case .builtin(.headerLead): return ".headerLead"
        case .builtin(.footerFinish): return ".footerFinish"
        case .builtin(let builtin): return ".builtin(.\(builtin.rawValue))"
        case .custom(let name): return ".custom(\(SwiftLiteral.string(name)))"
        }
    }

    func height(_ height: Height?) -> String {
        switch height {
        case nil: return "nil"
        case .auto: return ".auto"
        case .fixed(let points): return ".fixed(\(SwiftLiteral.double(points)))"
        case .estimated(let points): return ".estimated(\(SwiftLiteral.double(points)))"
        }
    }

    func action(_ action: Action?) -> String {
        switch action {
        case nil: return "nil"
        case .navigate(let screen): return ".navigate(\(SwiftLiteral.string(screen)))"
        case .url(let url): return ".url(\(SwiftLiteral.string(url)))"
        case .emit(let event): return ".emit(\(SwiftLiteral.string(event)))"
        }
    }

    /// `TableSpecRuntime.Editing(…)`; the delete title localized as row `row`'s, when given.
    func editing(_ editing: Editing, row: String? = nil) -> String {
        let plain = Editing()
        var arguments: [String] = []
        if editing.canEdit != plain.canEdit { arguments.append("canEdit: \(editing.canEdit)") }
        if editing.style != plain.style { arguments.append("style: .\(editing.style.rawValue)") }
        if let title = editing.deleteTitle { arguments.append("deleteTitle: \(text(title, row.map { .deleteTitle(row: $0) }))") }
        if editing.canMove != plain.canMove { arguments.append("canMove: \(editing.canMove)") }
        if editing.indentWhileEditing != plain.indentWhileEditing {
            arguments.append("indentWhileEditing: \(editing.indentWhileEditing)")
        }
        if editing.moveWithin != plain.moveWithin { arguments.append("moveWithin: .\(editing.moveWithin.rawValue)") }
        return "TableSpecRuntime.Editing(" + arguments.joined(separator: ", ") + ")"
    }

    /// `TableSpecRuntime.Swipe(…)`; the titles localized as row `row`'s, when given.
    func swipe(_ swipe: Swipe, row: String? = nil) -> String {
        var arguments: [String] = []
        func actions(_ list: [SwipeAction]) -> String {
            "[" + list.map { item in swipeAction(item, place: row.map { .swipe(row: $0, action: item.id) }) }.joined(separator: ", ") + "]"
        }
        if !swipe.leading.isEmpty { arguments.append("leading: " + actions(swipe.leading)) }
        if !swipe.trailing.isEmpty { arguments.append("trailing: " + actions(swipe.trailing)) }
        if swipe.fullSwipe != Swipe().fullSwipe { arguments.append("fullSwipe: \(swipe.fullSwipe)") }
        return "TableSpecRuntime.Swipe(" + arguments.joined(separator: ", ") + ")"
    }

    /// A swipe action or menu item, its title localized as the string at `place`.
    private func swipeAction(_ item: SwipeAction, place: TextPlace?) -> String {
        var arguments = ["id: \(SwiftLiteral.string(item.id))", "title: \(text(item.title, place))"]
        if item.style != SwipeAction(id: item.id, title: item.title).style { arguments.append("style: .\(item.style.rawValue)") }
        if let image = item.image { arguments.append("image: \(SwiftLiteral.string(image))") }
        if let action = item.action { arguments.append("action: \(self.action(action))") }
        if let role = item.role { arguments.append("role: .\(role.rawValue)") }
        return "TableSpecRuntime.SwipeAction(" + arguments.joined(separator: ", ") + ")"
    }

    /// A ``SpecValue`` literal: `meta` exactly as written (numbers keep their text).
    func value(_ value: SpecValue) -> String {
        switch value {
        case .null: return ".null"
        case .bool(let flag): return ".bool(\(flag))"
        case .number(let text): return ".number(\(SwiftLiteral.string(text)))"
        case .string(let text): return ".string(\(SwiftLiteral.string(text)))"
        case .list(let items): return ".list([" + items.map(self.value).joined(separator: ", ") + "])"
        case .object(let pairs):
            guard !pairs.isEmpty else { return ".object([])" }
            return ".object([" + pairs.map { "(\(SwiftLiteral.string($0.key)), \(self.value($0.value)))" }.joined(separator: ", ") + "])"
        }
    }
}
