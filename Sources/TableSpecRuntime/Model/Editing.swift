/// How a row behaves in editing mode (`editing:`).
public struct Editing: Hashable, Sendable {
    /// `canEditRowAt`; default false.
    public var canEdit: Bool
    /// `editingStyleForRowAt`; default delete.
    public var style: EditingStyle
    /// `titleForDeleteConfirmationButtonForRowAt`.
    public var deleteTitle: String?
    /// `canMoveRowAt`; default false.
    public var canMove: Bool
    /// `shouldIndentWhileEditingRowAt`; default true.
    public var indentWhileEditing: Bool
    /// Where a move may take the row (`targetIndexPathForMoveFromRowAt`); default
    /// ``MoveScope/table``.
    public var moveWithin: MoveScope

    /// Editing behaviour with the given fields; each default is the spec format's default.
    public init(
        canEdit: Bool = false, style: EditingStyle = .delete, deleteTitle: String? = nil,
        canMove: Bool = false, indentWhileEditing: Bool = true, moveWithin: MoveScope = .table
    ) {
        self.canEdit = canEdit
        self.style = style
        self.deleteTitle = deleteTitle
        self.canMove = canMove
        self.indentWhileEditing = indentWhileEditing
        self.moveWithin = moveWithin
    }
}

/// How far a row may be moved (`editing.moveWithin`).
public enum MoveScope: String, Hashable, Sendable, CaseIterable {
    /// Only within its own section.
    case section
    /// Into any section; the default.
    case table
}

/// `UITableViewCell.EditingStyle`.
public enum EditingStyle: String, Hashable, Sendable, CaseIterable {
    /// No editing control.
    case none
    /// A delete control; the default.
    case delete
    /// An insert control.
    case insert
}

/// Swipe actions of a row (`swipe:`), as `UISwipeActionsConfiguration`.
public struct Swipe: Hashable, Sendable {
    /// Actions revealed by swiping right (`leadingSwipeActionsConfigurationForRowAt`).
    public var leading: [SwipeAction]
    /// Actions revealed by swiping left (`trailingSwipeActionsConfigurationForRowAt`).
    public var trailing: [SwipeAction]
    /// `performsFirstActionWithFullSwipe`; default true.
    public var fullSwipe: Bool

    /// Swipe actions with the given fields; each default is the spec format's default.
    public init(leading: [SwipeAction] = [], trailing: [SwipeAction] = [], fullSwipe: Bool = true) {
        self.leading = leading
        self.trailing = trailing
        self.fullSwipe = fullSwipe
    }
}

/// One item of a row's context menu (`menu:`, a `UIAction`): the same fields as a swipe
/// action, an id unique among the row's items, a title, a look, an image and what it does.
public typealias MenuItem = SwipeAction

/// One swipe action (`UIContextualAction`), or one context-menu item (``MenuItem``).
public struct SwipeAction: Hashable, Sendable {
    /// Unique among the row's swipe actions.
    public var id: String
    /// The button title.
    public var title: String
    /// The button's look; default ``SwipeActionStyle/normal``.
    public var style: SwipeActionStyle
    /// An image or SF Symbol name.
    public var image: String?
    /// What the button does, if anything.
    public var action: Action?
    /// What the button is to the row, if anything special: ``SwipeActionRole/delete`` makes
    /// it the row's delete (it deletes the row, as the Delete button would); default none.
    public var role: SwipeActionRole?

    /// A swipe action with the given fields; each default is the spec format's default.
    public init(
        id: String, title: String, style: SwipeActionStyle = .normal, image: String? = nil,
        action: Action? = nil, role: SwipeActionRole? = nil
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.image = image
        self.action = action
        self.role = role
    }

    /// Whether the button is drawn red: its style is ``SwipeActionStyle/destructive`` or it
    /// deletes the row (``SwipeActionRole/delete``). O(1).
    public var isDestructive: Bool { style == .destructive || role == .delete }
}

/// What a swipe action or menu item is to its row (`role:`).
public enum SwipeActionRole: String, Hashable, Sendable, CaseIterable {
    /// The row's delete: the button deletes the row (the reducer's `.delete`); a row's
    /// trailing actions with one need no other Delete button.
    case delete
}

/// `UIContextualAction.Style`.
public enum SwipeActionStyle: String, Hashable, Sendable, CaseIterable {
    /// A neutral button; the default.
    case normal
    /// A red button for an action that deletes or discards.
    case destructive
}
