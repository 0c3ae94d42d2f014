/// What each verb of a script takes and which UIKit callback it stands for: the one home
/// of docs/simulate.md's verb table (`ScriptVerbTests` compares them) and of the editor's
/// completion and hover of verbs.
extension ScriptReader.Verb {
    /// The verb as written.
    var name: String {
        ScriptReader.verbs.names.first { ScriptReader.verbs.field($0) == self } ?? ""
    }

    /// What the verb's value is, as docs/simulate.md writes it.
    var value: String {
        switch self {
        case .select, .deselect, .accessory, .delete, .highlight, .unhighlight, .display, .endDisplay, .toggle, .choose:
            "ROW"
        case .insert: "`{at: ROW, row: {…}}`"
        case .move: "`{row: ROW, to: {section: SECTION, index: N}}`"
        case .swipe: "`{row: ROW, action: ID}`"
        case .menu: "`{row: ROW, item: ID}`"
        case .prefetch, .cancelPrefetch: "ROW or a list of ROWs"
        case .editing: "`true` or `false`"
        case .beginSwipe, .beginMultipleSelection: "ROW"
        case .endSwipe, .endMultipleSelection: "nothing (the verb alone) or any value"
        }
    }

    /// The data source or delegate callback (or control event) the action reports.
    var callback: String {
        switch self {
        case .select: "`didSelectRowAt`"
        case .deselect: "`didDeselectRowAt`"
        case .accessory: "`accessoryButtonTappedForRowWith`"
        case .delete: "`commit(.delete, forRowAt:)`"
        case .insert: "`commit(.insert, forRowAt:)`"
        case .move: "`moveRowAt:to:` (after `targetIndexPathForMoveFromRowAt`)"
        case .swipe: "a swipe action's handler"
        case .menu: "a context-menu item's handler"
        case .highlight: "`didHighlightRowAt`"
        case .unhighlight: "`didUnhighlightRowAt`"
        case .display: "`willDisplay`"
        case .endDisplay: "`didEndDisplaying`"
        case .prefetch: "`prefetchRowsAt`"
        case .cancelPrefetch: "`cancelPrefetchingForRowsAt`"
        case .editing: "`setEditing(_:animated:)`"
        case .beginSwipe: "`willBeginEditingRowAt`"
        case .endSwipe: "`didEndEditingRowAt`"
        case .beginMultipleSelection: "`didBeginMultipleSelectionInteractionAt`"
        case .endMultipleSelection: "`tableViewDidEndMultipleSelectionInteraction`"
        case .toggle: "a switch's `valueChanged` (the user flips it)"
        case .choose: "a row of a choice group chosen"
        }
    }

    /// The keys of the verb's mapping, in order, each with what its value is and what it
    /// names (`row`, a swipe action…; nil for another value); empty for a verb whose value
    /// is not a mapping.
    var keys: [(name: String, value: String, names: ScriptReader.Reference.Kind?)] {
        switch self {
        case .insert: [("at", "ROW", .row), ("row", "{id: ID, title: TITLE, …}", nil)]
        case .move: [("row", "ROW", .row), ("to", "{section: SECTION, index: N}", nil)]
        case .swipe: [("row", "ROW", .row), ("action", "ID", .swipeAction(of: ""))]
        case .menu: [("row", "ROW", .row), ("item", "ID", .menuItem(of: ""))]
        default: []
        }
    }

    /// Whether the verb's value (or each item of its list) is a row id.
    var takesRow: Bool { value.hasPrefix("ROW") }
}
