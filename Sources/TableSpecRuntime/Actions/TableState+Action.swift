extension TableState {
    /// Everything a user (through UIKit's data source and delegate callbacks) can do to a
    /// table, naming rows and sections by id rather than index path. ``reduce(into:action:)``
    /// decides what each does; the questions UIKit asks (can this row be edited, moved,
    /// highlighted…) are answered from the ``Row`` itself.
    public enum Action: Hashable, Sendable {
        /// `didSelectRowAt`: accepted when the row is `selectable`; fires its `action`. The row
        /// joins the selection (`multipleSelection`) or becomes it, unless it does not keep a
        /// selection (``Row/keepsSelection``: a row that opens a URL or emits an event), which
        /// clears the selection instead.
        case select(String)
        /// `didDeselectRowAt`: accepted when the row is selected.
        case deselect(String)
        /// `accessoryButtonTappedForRowWith`: accepted when the accessory has an info
        /// button; fires the row's `accessoryAction`.
        case accessory(String)
        /// `commit .delete`: accepted when the row can be edited with style `delete`; a row
        /// whose delete is a trailing swipe action (`role: delete`) gets that action's effect.
        case delete(String)
        /// `commit .insert` on row `at`: accepted when it can be edited with style `insert`;
        /// `row` goes immediately before it.
        case insert(at: String, row: Row)
        /// `moveRowAt:to:`: accepted when the row can be moved; the destination is
        /// retargeted as ``target(forMoving:to:)`` says.
        case move(String, to: Destination)
        /// A swipe action's handler: accepted when the row can be edited and has that action;
        /// an action with `role: delete` deletes the row (refused when it cannot be deleted).
        case swipe(String, action: String)
        /// A context-menu item's handler: accepted when the row shows a menu with that item;
        /// an item with `role: delete` deletes the row (refused when it cannot be deleted).
        case menu(String, item: String)
        /// `didHighlightRowAt`: accepted when the row is `selectable`.
        case highlight(String)
        /// `didUnhighlightRowAt`: accepted when the row is highlighted.
        case unhighlight(String)
        /// `willDisplay`: the row comes on screen.
        case display(String)
        /// `didEndDisplaying`: the row leaves the screen.
        case endDisplay(String)
        /// `prefetchRowsAt`.
        case prefetch([String])
        /// `cancelPrefetchingForRowsAt`.
        case cancelPrefetch([String])
        /// `setEditing(_:animated:)`.
        case setEditing(Bool)
        /// `willBeginEditingRowAt` (a swipe shows the row's actions): accepted when the
        /// row can be edited.
        case beginSwipe(String)
        /// `didEndEditingRowAt`.
        case endSwipe
        /// `didBeginMultipleSelectionInteractionAt`: accepted when the row allows it.
        case beginMultipleSelection(String)
        /// `didEndMultipleSelectionInteraction`.
        case endMultipleSelection
        /// A switch's value changed (`UIControl.Event.valueChanged`): accepted when the row's
        /// accessory is `switch`; flips its ``Row/isOn``, fires its `action`.
        case toggle(String)
        /// A row of a choice group chosen: accepted when the row has a `choice:` group; the
        /// checkmark moves to it from the group's chosen row, and its `action` fires.
        /// Selecting a row of a group chooses it too.
        case choose(String)

        /// The row the action is about (for `insert`, the row it goes before); nil for the
        /// actions about several rows or none.
        public var rowID: String? {
            switch self {
            case .select(let id), .deselect(let id), .accessory(let id), .delete(let id), .highlight(let id),
                 .unhighlight(let id), .display(let id), .endDisplay(let id), .beginSwipe(let id),
                 .beginMultipleSelection(let id), .move(let id, _), .swipe(let id, _), .menu(let id, _),
                 .insert(let id, _), .toggle(let id), .choose(let id):
                return id
            case .prefetch, .cancelPrefetch, .setEditing, .endSwipe, .endMultipleSelection:
                return nil
            }
        }
    }

    /// A place in the table: a section by id and an index among its rows.
    public struct Destination: Hashable, Sendable {
        /// The section's id.
        public var section: String
        /// The row's index in that section.
        public var index: Int

        /// Index `index` of section `section`.
        public init(section: String, index: Int) {
            self.section = section
            self.index = index
        }
    }

    /// What one action did.
    public struct Step: Hashable, Sendable {
        /// Whether the action was accepted; a refused action changes nothing.
        public var accepted: Bool
        /// Why it was refused; nil when accepted.
        public var reason: String?
        /// For a move: where it was asked to go.
        public var proposed: Destination?
        /// For an accepted move: where the row went after retargeting.
        public var destination: Destination?
        /// The rows deleted, inserted and moved, as ``TableDiff`` reports them between the
        /// tables before and after (global index paths).
        public var changes: RowChanges
        /// What the app should do: the fired `action`s, in order.
        public var effects: [Effect]
        /// For an accepted `toggle` or `choose` that changed something: the setting (a
        /// switch's `setting:`, a choice's group) and its new value.
        public var control: ControlChange? = nil

        /// An accepted step.
        public static func accepted(changes: RowChanges = RowChanges(), effects: [Effect] = []) -> Step {
            Step(accepted: true, reason: nil, proposed: nil, destination: nil, changes: changes, effects: effects)
        }

        /// A refused step.
        public static func refused(_ reason: String, proposed: Destination? = nil) -> Step {
            Step(accepted: false, reason: reason, proposed: proposed, destination: nil, changes: RowChanges(), effects: [])
        }
    }
}
