/// One row (cell) of a section.
public struct Row: Hashable, Sendable {
    /// Unique across the whole table, so a row can be followed when it moves section.
    public var id: String
    /// The cell's kind: a built-in kind or a declared cell type; default `standard`.
    public var kind: CellKind
    /// The title text.
    public var title: String
    /// Detail text, for kinds that show one (`standard`, `subtitle`, `value2`).
    public var detail: String?
    /// An image or SF Symbol name.
    public var image: String?
    /// The accessory view; default ``Accessory/none``.
    public var accessory: Accessory
    /// What selecting the row does, if anything.
    public var action: Action?
    /// What tapping the info button of a ``Accessory/detailButton`` or
    /// ``Accessory/detailDisclosureButton`` does (`accessoryButtonTappedForRowWith`).
    public var accessoryAction: Action?
    /// `shouldHighlightRowAt`; default true.
    public var selectable: Bool
    /// The row's height; nil means ``TableDefaults/rowHeight``.
    public var height: Height?
    /// `indentationLevel`, 0 or more.
    public var indentation: Int
    /// Behaviour in editing mode; nil means UIKit's defaults (not editable).
    public var editing: Editing?
    /// Swipe actions; nil means none.
    public var swipe: Swipe?
    /// Whether a long press shows a context menu (``menu``'s items); true when a `menu` is
    /// written and `showsMenu` is not.
    public var showsMenu: Bool
    /// The context menu's items, in order (`contextMenuConfigurationForRowAt`).
    public var menu: [MenuItem]
    /// `shouldBeginMultipleSelectionInteraction`.
    public var multipleSelection: Bool
    /// Passed through to the app, never interpreted.
    public var meta: SpecValue?
    /// When the row exists (`when:`, over the table's flags); nil: always.
    public var when: Condition?
    /// A ``Accessory/switch`` row's state (`on:`): its initial value in a spec, the current
    /// one in a ``TableState``; default false.
    public var isOn: Bool
    /// What a switch row binds to in the app (`setting:`), carried by its changes.
    public var setting: String?
    /// The one-of-many group the row belongs to (`choice:`): the row of the group with
    /// ``Accessory/checkmark`` is the chosen one.
    public var choice: String?
    /// The colour of the row's icon and of a button row's title (`tint:`); nil means the
    /// system tint (blue), or red for a destructive button.
    public var tint: Tint?
    /// A button row's role (`role:`); nil for a plain button.
    public var role: ButtonRole?

    /// A row with the given fields; each default is the spec format's default for the key.
    public init(
        id: String, kind: CellKind = .standard, title: String, detail: String? = nil,
        image: String? = nil, accessory: Accessory = .none, action: Action? = nil,
        accessoryAction: Action? = nil, selectable: Bool = true, height: Height? = nil,
        indentation: Int = 0, editing: Editing? = nil, swipe: Swipe? = nil, showsMenu: Bool = false,
        menu: [MenuItem] = [], multipleSelection: Bool = false, meta: SpecValue? = nil, when: Condition? = nil,
        isOn: Bool = false, setting: String? = nil, choice: String? = nil, tint: Tint? = nil, role: ButtonRole? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.detail = detail
        self.image = image
        self.accessory = accessory
        self.action = action
        self.accessoryAction = accessoryAction
        self.selectable = selectable
        self.height = height
        self.indentation = indentation
        self.editing = editing
        self.swipe = swipe
        self.showsMenu = showsMenu
        self.menu = menu
        self.multipleSelection = multipleSelection
        self.meta = meta
        self.when = when
        self.isOn = isOn
        self.setting = setting
        self.choice = choice
        self.tint = tint
        self.role = role
    }
}

// The questions the rules and the reducer ask of every row are `@inlinable`: called across
// modules, a computed property needs its row copied out of the array first (312 bytes and a
// retain per reference), which was most of what four rules cost.
extension Row {
    /// Whether the user can delete the row: `editing.canEdit` with the style `delete`.
    @inlinable public var isDeletable: Bool { editing.map { $0.canEdit && $0.style == .delete } ?? false }

    /// Whether the user can swipe the row to its swipe actions: `editing.canEdit`.
    @inlinable public var isSwipeable: Bool { editing?.canEdit ?? false }

    /// The buttons a swipe from the trailing edge shows, as UIKit shows them: the row's
    /// trailing swipe actions when it has some (they replace UIKit's Delete button; one with
    /// ``SwipeActionRole/delete`` is the row's delete), else UIKit's own Delete button when
    /// the row can be deleted (`nil` here: no actions of the spec's), else nothing. Empty
    /// when the row cannot be swiped. O(1).
    @inlinable public var trailingSwipeActions: [SwipeAction] { isSwipeable ? swipe?.trailing ?? [] : [] }

    /// The buttons a swipe from the leading edge shows: the row's leading swipe actions
    /// when it can be swiped. O(1).
    @inlinable public var leadingSwipeActions: [SwipeAction] { isSwipeable ? swipe?.leading ?? [] : [] }

    /// The trailing swipe action that is the row's delete (``SwipeActionRole/delete``), when
    /// the row can be deleted and has one: what deleting the row presses, so deleting it
    /// has that action's effect too. O(trailing actions).
    @inlinable public var swipeDeleteAction: SwipeAction? {
        isDeletable ? trailingSwipeActions.first { $0.role == .delete } : nil
    }

    /// Whether a trailing swipe can delete the row: it can be deleted, and either it has no
    /// trailing swipe actions (UIKit's Delete button shows) or one of them has the
    /// ``SwipeActionRole/delete`` role. O(trailing actions).
    @inlinable public var swipeDeletes: Bool {
        guard isDeletable else { return false }
        let trailing = trailingSwipeActions
        return trailing.isEmpty || trailing.contains { $0.role == .delete }
    }

    /// Whether the row is a switch (``Accessory/switch``).
    @inlinable public var isSwitch: Bool { accessory == .switch }

    /// Whether the row is the chosen one of a choice group: in a group, with a checkmark.
    @inlinable public var isChosen: Bool { choice != nil && accessory == .checkmark }

    /// Whether the row is drawn and announced as destructive (red, `Button(role:
    /// .destructive)`).
    @inlinable public var isDestructive: Bool { role == .destructive }

    /// The context menu a long press shows: ``menu`` when ``showsMenu``, else none.
    @inlinable public var contextMenu: [MenuItem] { showsMenu ? menu : [] }

    /// Whether a tap leaves the row selected: a ``multipleSelection`` row, a row without an
    /// ``action`` (a choice), and a row that navigates (selected while the screen it pushed
    /// shows; `clearsSelectionOnViewWillAppear` deselects it on the way back). A row that
    /// opens a URL or emits an event is a button: it is deselected right after the tap.
    /// A row of a choice group is deselected right after the tap too (the checkmark shows
    /// the choice), as is a selectable switch row (its switch shows its state), as in
    /// Settings.
    public var keepsSelection: Bool {
        if choice != nil || isSwitch, !multipleSelection { return false }
        guard !multipleSelection, let action else { return true }
        if case .navigate = action { return true }
        return false
    }
}

/// `UITableViewCell.AccessoryType`.
public enum Accessory: String, Hashable, Sendable, CaseIterable {
    /// No accessory.
    case none
    /// A chevron: selecting the row shows more.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button.
    case detailButton

    /// A `UISwitch` (`accessoryView`): ``Row/isOn`` is its state, ``Row/setting`` what it
    /// binds to; the row is not selectable unless it says so, as in Settings.
    case `switch`

    /// Whether the accessory has an info button, which ``Row/accessoryAction`` answers.
    public var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
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
