/// One row (cell) of a section.
public struct Row: Hashable, Sendable {
    /// Unique across the whole table, so a row can be followed when it moves section.
    public var id: String
    public var kind: CellKind
    public var title: String
    /// Detail text, for kinds that show one (`standard`, `subtitle`, `value2`).
    public var detail: String?
    /// An image or SF Symbol name.
    public var image: String?
    public var accessory: Accessory
    public var action: Action?
    /// `shouldHighlightRowAt`; default true.
    public var selectable: Bool
    public var height: Height?
    /// `indentationLevel`, 0 or more.
    public var indentation: Int
    public var editing: Editing?
    public var swipe: Swipe?
    /// Whether a long press shows a context menu.
    public var showsMenu: Bool
    /// `shouldBeginMultipleSelectionInteraction`.
    public var multipleSelection: Bool
    /// Passed through to the app, never interpreted.
    public var meta: SpecValue?

    public init(
        id: String, kind: CellKind = .standard, title: String, detail: String? = nil,
        image: String? = nil, accessory: Accessory = .none, action: Action? = nil,
        selectable: Bool = true, height: Height? = nil, indentation: Int = 0,
        editing: Editing? = nil, swipe: Swipe? = nil, showsMenu: Bool = false,
        multipleSelection: Bool = false, meta: SpecValue? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.detail = detail
        self.image = image
        self.accessory = accessory
        self.action = action
        self.selectable = selectable
        self.height = height
        self.indentation = indentation
        self.editing = editing
        self.swipe = swipe
        self.showsMenu = showsMenu
        self.multipleSelection = multipleSelection
        self.meta = meta
    }
}

/// `UITableViewCell.AccessoryType`.
public enum Accessory: String, Hashable, Sendable, CaseIterable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

/// What selecting a row does: exactly one of navigate, url or emit.
public enum Action: Hashable, Sendable {
    /// Push the screen with this identifier.
    case navigate(String)
    /// Open this URL.
    case url(String)
    /// Send this event name to the app.
    case emit(String)
}
