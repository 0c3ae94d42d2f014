/// The line a drawing shows under a row in editing mode: its swipe actions and its delete
/// confirmation title, `leading: Pin; trailing: Skip (destructive); delete: Remove`. The
/// text drawing and the SVG drawing both show it.
enum SwipeSummary {
    /// The summary of `row`, or nil when it has no swipe actions and no delete title that
    /// editing shows. O(swipe actions).
    static func text(_ row: Row) -> String? {
        var parts: [String] = []
        func list(_ actions: [SwipeAction]) -> String {
            actions.map { $0.isDestructive ? $0.title + " (destructive)" : $0.title }.joined(separator: ", ")
        }
        if let swipe = row.swipe {
            if !swipe.leading.isEmpty { parts.append("leading: " + list(swipe.leading)) }
            if !swipe.trailing.isEmpty { parts.append("trailing: " + list(swipe.trailing)) }
        }
        if let editing = row.editing, editing.canEdit, editing.style == .delete, let title = editing.deleteTitle {
            parts.append("delete: " + title)
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
