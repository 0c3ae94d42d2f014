/// The row each item of a section's source gives (`template:`): a row whose strings may
/// interpolate the item's fields (`"contact-{id}"`), and which items get one.
///
/// Every string a row has is a template: the id, title, detail, image, setting, choice group, the targets of its
/// action and accessory action, its delete title, and the ids, titles, images and action
/// targets of its swipe actions and menu items. A string that uses an optional field an
/// item leaves out is left out of that item's row (no empty detail); an id or title that
/// does is empty.
public struct RowTemplate: Hashable, Sendable {
    /// The row, each string as written.
    public var row: Row
    /// Which items get a row (`when:`, over the items' `bool` fields); nil: every item.
    public var when: Condition?

    /// A template of `row` for the items `when` holds for.
    public init(row: Row, when: Condition? = nil) {
        (self.row, self.when) = (row, when)
    }
}

/// A row template with each string parsed once, so that making a row of an item costs
/// O(size of the row) and no parsing. A string that does not parse (validate reports it
/// as `template-syntax`) is used as written.
struct CompiledTemplate {
    private let template: Row
    private let when: Condition?
    private let id, title: TemplateText
    private let detail, image, deleteTitle, setting, choice: TemplateText?
    private let action, accessoryAction: CompiledAction?
    private let leading, trailing, menu: [CompiledItem]

    init(_ template: RowTemplate) {
        let row = template.row
        self.template = row
        self.when = template.when
        id = Self.text(row.id)
        title = Self.text(row.title)
        detail = row.detail.map(Self.text)
        image = row.image.map(Self.text)
        setting = row.setting.map(Self.text)
        choice = row.choice.map(Self.text)
        deleteTitle = row.editing?.deleteTitle.map(Self.text)
        action = row.action.map(CompiledAction.init)
        accessoryAction = row.accessoryAction.map(CompiledAction.init)
        leading = (row.swipe?.leading ?? []).map(CompiledItem.init)
        trailing = (row.swipe?.trailing ?? []).map(CompiledItem.init)
        menu = row.menu.map(CompiledItem.init)
    }

    static func text(_ string: String) -> TemplateText {
        (try? TemplateText(parsing: string)) ?? TemplateText(literal: string)
    }

    /// The row `item` gives, or nil when the template's `when` leaves it out. O(size of
    /// the row).
    func row(for item: DataItem) -> Row? {
        if let when, !when.isTrue({ if case .bool(true)? = item[$0] { return true } else { return false } }) {
            return nil
        }
        let value: (String) -> DataValue? = { item[$0] }
        var row = template
        row.when = nil
        row.id = id.rendered(value) ?? ""
        row.title = title.rendered(value) ?? ""
        row.detail = detail.flatMap { $0.rendered(value) }
        row.image = image.flatMap { $0.rendered(value) }
        row.setting = setting.flatMap { $0.rendered(value) }
        row.choice = choice.flatMap { $0.rendered(value) }
        row.action = action.flatMap { $0.rendered(value) }
        row.accessoryAction = accessoryAction.flatMap { $0.rendered(value) }
        row.editing?.deleteTitle = deleteTitle.flatMap { $0.rendered(value) }
        if row.swipe != nil {
            row.swipe?.leading = leading.compactMap { $0.rendered(value) }
            row.swipe?.trailing = trailing.compactMap { $0.rendered(value) }
        }
        row.menu = menu.compactMap { $0.rendered(value) }
        return row
    }
}

/// An action whose target is a template.
private struct CompiledAction {
    let action: Action
    let target: TemplateText

    init(_ action: Action) {
        self.action = action
        switch action {
        case .navigate(let text), .url(let text), .emit(let text): target = CompiledTemplate.text(text)
        }
    }

    /// The action with the item's target; nil when it uses an absent field.
    func rendered(_ value: (String) -> DataValue?) -> Action? {
        guard let text = target.rendered(value) else { return nil }
        switch action {
        case .navigate: return .navigate(text)
        case .url: return .url(text)
        case .emit: return .emit(text)
        }
    }
}

/// A swipe action or menu item whose strings are templates.
private struct CompiledItem {
    let item: SwipeAction
    let id, title: TemplateText
    let image: TemplateText?
    let action: CompiledAction?

    init(_ item: SwipeAction) {
        self.item = item
        id = CompiledTemplate.text(item.id)
        title = CompiledTemplate.text(item.title)
        image = item.image.map(CompiledTemplate.text)
        action = item.action.map(CompiledAction.init)
    }

    /// The item with the item's values; nil (left out) when its id, title or action target
    /// uses an absent field; its image is then left out alone.
    func rendered(_ value: (String) -> DataValue?) -> SwipeAction? {
        guard let id = id.rendered(value), let title = title.rendered(value) else { return nil }
        var out = item
        out.id = id
        out.title = title
        out.image = image.flatMap { $0.rendered(value) }
        if let action {
            guard let rendered = action.rendered(value) else { return nil }
            out.action = rendered
        }
        return out
    }
}
