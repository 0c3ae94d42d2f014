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
                        return swipeConfiguration(swiped.swipe?.leading ?? [], fullSwipe: swiped.swipe?.fullSwipe ?? true, row: swiped)
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
                    ) -> UISwipeActionsConfiguration? {
                        let swiped = row(at: indexPath)
                        return swipeConfiguration(
                            swiped.swipe?.trailing ?? [], fullSwipe: swiped.swipe?.fullSwipe ?? true, row: swiped, deletes: true)
                    }

                    /// The configuration of `actions` (nil when there are none or the row cannot be
                    /// edited); each button sends `.swipe` and completes with whether it was accepted.
                    /// With `deletes` (the trailing edge) a row that can be deleted gets a Delete button
                    /// after them, sending `.delete`: UIKit shows a row's own trailing actions instead
                    /// of its Delete button, in editing mode too.
                    private func swipeConfiguration(
                        _ actions: [TableSpecRuntime.SwipeAction], fullSwipe: Bool, row: Row, deletes: Bool = false
                    ) -> UISwipeActionsConfiguration? {
                        guard !actions.isEmpty, row.isSwipeable else { return nil }
                        var contextual = actions.map { action -> UIContextualAction in
                            let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                            let item = UIContextualAction(style: style, title: action.title) { [weak self] _, _, completion in
                                // A destructive action completed with true is animated away: only when the row went.
                                let step = self?.send(.swipe(row.id, action: action.id))
                                completion((step?.accepted ?? false) && (style != .destructive || step?.changes.deleted.isEmpty == false))
                            }
                            item.image = Self.image(action.image)
                            return item
                        }
                        if deletes, row.isDeletable {
                            contextual.append(UIContextualAction(style: .destructive, title: row.editing?.deleteTitle ?? "Delete") { [weak self] _, _, completion in
                                completion(self?.send(.delete(row.id)).accepted ?? false)
                            })
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
                                    attributes: item.style == .destructive ? .destructive : []
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
