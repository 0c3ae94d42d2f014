/// The generated `DataSource`'s swipe actions, context menus, display and prefetching (see
/// `SwiftSource+UIKitActions.swift`): each button's handler sends its action to the
/// reducer; a swipe action's completion is told whether it was accepted. O(1) of text.
extension SwiftSource {
    mutating func dataSourceGestures() {
        let o = access.isEmpty ? "" : "open "
        append("""
                    // MARK: Swipe actions and context menus

                    \(o)func tableView(
                        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
                    ) -> UISwipeActionsConfiguration? {
                        let swiped = row(at: indexPath)
                        return swipeConfiguration(swiped.leadingSwipeActions, fullSwipe: swiped.swipe?.fullSwipe ?? true, row: swiped)
                    }

                    /// The row's trailing actions, exactly: they replace UIKit's Delete button (in
                    /// editing mode too), and one with `role: delete` deletes the row. A row without
                    /// trailing actions gets nil: UIKit's own Delete button when it can be deleted.
                    \(o)func tableView(
                        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
                    ) -> UISwipeActionsConfiguration? {
                        let swiped = row(at: indexPath)
                        return swipeConfiguration(swiped.trailingSwipeActions, fullSwipe: swiped.swipe?.fullSwipe ?? true, row: swiped)
                    }

                    /// The configuration of `actions` (nil when there are none); each button sends
                    /// `.swipe` (which deletes the row for an action with `role: delete`) and completes
                    /// with whether it was accepted.
                    private func swipeConfiguration(
                        _ actions: [TableSpecRuntime.SwipeAction], fullSwipe: Bool, row: Row
                    ) -> UISwipeActionsConfiguration? {
                        guard !actions.isEmpty else { return nil }
                        let contextual = actions.map { action -> UIContextualAction in
                            let style: UIContextualAction.Style = action.isDestructive ? .destructive : .normal
                            let item = UIContextualAction(style: style, title: action.title) { [weak self] _, _, completion in
                                // A destructive action completed with true is animated away: only when the row went.
                                let step = self?.send(.swipe(row.id, action: action.id))
                                completion((step?.accepted ?? false) && (style != .destructive || step?.changes.deleted.isEmpty == false))
                            }
                            item.image = Self.image(action.image)
                            return item
                        }
                        let configuration = UISwipeActionsConfiguration(actions: contextual)
                        configuration.performsFirstActionWithFullSwipe = fullSwipe
                        return configuration
                    }

                    /// The row's `menu` as a context menu (none without `showsMenu` or items); each item
                    /// sends `.menu`.
                    \(o)func tableView(
                        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
                    ) -> UIContextMenuConfiguration? {
                        let pressed = row(at: indexPath)
                        guard !pressed.contextMenu.isEmpty else { return nil }
                        return UIContextMenuConfiguration(identifier: pressed.id as NSString, previewProvider: nil) { [weak self] _ in
                            UIMenu(title: "", children: pressed.contextMenu.map { item in
                                UIAction(
                                    title: item.title, image: Self.image(item.image), identifier: UIAction.Identifier(item.id),
                                    attributes: item.isDestructive ? .destructive : []
                                ) { [weak self] _ in
                                    self?.send(.menu(pressed.id, item: item.id))
                                }
                            })
                        }
                    }

                    /// An SF Symbol, else an image asset, of that name.
                    private static func image(_ name: String?) -> UIImage? {
                        name.flatMap { UIImage(systemName: $0) ?? UIImage(named: $0) }
                    }

                    // MARK: Display and prefetching

                    \(o)func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                        guard let id = rowID(at: indexPath) else { return }
                        displayed[ObjectIdentifier(cell)] = id
                        send(.display(id))
                    }

                    \(o)func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                        guard let id = displayed.removeValue(forKey: ObjectIdentifier(cell)) else { return }
                        send(.endDisplay(id))
                    }

                    \(o)func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                        let ids = indexPaths.compactMap(rowID(at:))
                        if !ids.isEmpty { send(.prefetch(ids)) }
                    }

                    \(o)func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                        let ids = indexPaths.compactMap(rowID(at:))
                        if !ids.isEmpty { send(.cancelPrefetch(ids)) }
                    }

            """)
    }
}
