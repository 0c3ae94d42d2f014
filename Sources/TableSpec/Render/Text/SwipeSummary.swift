/// The line a drawing shows under a row in editing mode: its swipe actions, its context
/// menu's items and its delete confirmation title, `leading: Pin; trailing: Skip
/// (destructive); menu: Copy; delete: Remove`. The text drawing and the SVG drawing both
/// show it (HTML draws the same as pills).
enum SwipeSummary {
    /// The summary of `row`, or nil when it has no swipe actions, no menu and no delete
    /// title that editing shows. O(swipe actions + menu items).
    static func text(_ row: Row) -> String? {
        let parts = pieces(row)
        return parts.isEmpty ? nil : parts.map(\.text).joined()
    }

    /// The summary in pieces, in order, each destructive action's title (with its
    /// "(destructive)") a piece of its own, so a drawing can colour it red as iOS draws a
    /// destructive action; empty when there is nothing to show. Joined, the pieces are
    /// ``text(_:)``. O(swipe actions).
    static func pieces(_ row: Row) -> [(text: String, destructive: Bool)] {
        var pieces: [(text: String, destructive: Bool)] = []
        func add(_ text: String, destructive: Bool = false) {
            if !destructive, let last = pieces.last, !last.destructive {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append((text, destructive))
            }
        }
        func list(_ label: String, _ actions: [SwipeAction]) {
            guard !actions.isEmpty else { return }
            add((pieces.isEmpty ? "" : "; ") + label + ": ")
            for (index, action) in actions.enumerated() {
                if index > 0 { add(", ") }
                add(action.isDestructive ? action.title + " (destructive)" : action.title, destructive: action.isDestructive)
            }
        }
        if let swipe = row.swipe {
            list("leading", swipe.leading)
            list("trailing", swipe.trailing)
        }
        list("menu", row.menu)
        if let editing = row.editing, editing.canEdit, editing.style == .delete, let title = editing.deleteTitle {
            add((pieces.isEmpty ? "" : "; ") + "delete: " + title)
        }
        return pieces
    }
}
