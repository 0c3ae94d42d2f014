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

    public init(
        canEdit: Bool = false, style: EditingStyle = .delete, deleteTitle: String? = nil,
        canMove: Bool = false, indentWhileEditing: Bool = true
    ) {
        self.canEdit = canEdit
        self.style = style
        self.deleteTitle = deleteTitle
        self.canMove = canMove
        self.indentWhileEditing = indentWhileEditing
    }
}

/// `UITableViewCell.EditingStyle`.
public enum EditingStyle: String, Hashable, Sendable, CaseIterable {
    case none, delete, insert
}

/// Swipe actions of a row (`swipe:`), as `UISwipeActionsConfiguration`.
public struct Swipe: Hashable, Sendable {
    public var leading: [SwipeAction]
    public var trailing: [SwipeAction]
    /// `performsFirstActionWithFullSwipe`; default true.
    public var fullSwipe: Bool

    public init(leading: [SwipeAction] = [], trailing: [SwipeAction] = [], fullSwipe: Bool = true) {
        self.leading = leading
        self.trailing = trailing
        self.fullSwipe = fullSwipe
    }
}

/// One swipe action (`UIContextualAction`).
public struct SwipeAction: Hashable, Sendable {
    /// Unique among the row's swipe actions.
    public var id: String
    public var title: String
    public var style: SwipeActionStyle
    public var image: String?
    public var action: Action?

    public init(
        id: String, title: String, style: SwipeActionStyle = .normal, image: String? = nil,
        action: Action? = nil
    ) {
        self.id = id
        self.title = title
        self.style = style
        self.image = image
        self.action = action
    }
}

/// `UIContextualAction.Style`.
public enum SwipeActionStyle: String, Hashable, Sendable, CaseIterable {
    case normal, destructive
}
