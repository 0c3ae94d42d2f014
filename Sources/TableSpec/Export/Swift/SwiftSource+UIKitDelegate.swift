/// The delegate half of the generated `DataSource` (see `SwiftSource+UIKit.swift`):
/// heights, highlighting and selection, editing, indentation, multiple selection, swipe
/// actions, and the mapping of the spec's values to UIKit's. O(1).
extension SwiftSource {
    mutating func dataSourceDelegate(typeName t: String) {
        let o = access.isEmpty ? "" : "open "
        append("""
                    // MARK: UITableViewDelegate: heights

                    \(o)func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        Self.dimension(rowEntry(at: indexPath).height ?? \(t).rowHeight) ?? tableView.rowHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                        Self.estimate(rowEntry(at: indexPath).height ?? \(t).rowHeight) ?? tableView.estimatedRowHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                        Self.dimension(sections[section].headerHeight ?? \(t).headerHeight) ?? tableView.sectionHeaderHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
                        Self.estimate(sections[section].headerHeight ?? \(t).headerHeight) ?? tableView.estimatedSectionHeaderHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                        Self.dimension(sections[section].footerHeight ?? \(t).footerHeight) ?? tableView.sectionFooterHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
                        Self.estimate(sections[section].footerHeight ?? \(t).footerHeight) ?? tableView.estimatedSectionFooterHeight
                    }

                    // MARK: UITableViewDelegate: selection

                    \(o)func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                        rowEntry(at: indexPath).selectable
                    }

                    \(o)func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                        rowEntry(at: indexPath).selectable ? indexPath : nil
                    }

                    \(o)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let entry = rowEntry(at: indexPath)
                        if !tableView.isEditing { tableView.deselectRow(at: indexPath, animated: true) }
                        if let action = entry.action { onAction?(action, entry) }
                    }

                    \(o)func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
                        rowEntry(at: indexPath).indentation
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
                    ) -> Bool {
                        rowEntry(at: indexPath).multipleSelection
                    }

                    // MARK: UITableViewDelegate: editing and swipe actions

                    \(o)func tableView(
                        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
                    ) -> UITableViewCell.EditingStyle {
                        guard let editing = rowEntry(at: indexPath).editing, editing.canEdit else { return .none }
                        return Self.editingStyle(editing.style)
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
                    ) -> String? {
                        rowEntry(at: indexPath).editing?.deleteTitle
                    }

                    \(o)func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
                        rowEntry(at: indexPath).editing?.indentWhileEditing ?? true
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
                    ) -> UISwipeActionsConfiguration? {
                        let entry = rowEntry(at: indexPath)
                        return swipeConfiguration(entry.swipe?.leading ?? [], fullSwipe: entry.swipe?.fullSwipe ?? true, entry: entry)
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
                    ) -> UISwipeActionsConfiguration? {
                        let entry = rowEntry(at: indexPath)
                        return swipeConfiguration(entry.swipe?.trailing ?? [], fullSwipe: entry.swipe?.fullSwipe ?? true, entry: entry)
                    }

                    /// The configuration of `actions` (nil when there are none), each calling ``onSwipeAction``.
                    private func swipeConfiguration(
                        _ actions: [SwipeAction], fullSwipe: Bool, entry: RowEntry
                    ) -> UISwipeActionsConfiguration? {
                        guard !actions.isEmpty else { return nil }
                        let contextual = actions.map { action -> UIContextualAction in
                            let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                            let item = UIContextualAction(style: style, title: action.title) { [weak self] _, _, completion in
                                guard let handler = self?.onSwipeAction else { return completion(false) }
                                handler(action, entry, completion)
                            }
                            item.image = action.image.flatMap { UIImage(systemName: $0) ?? UIImage(named: $0) }
                            return item
                        }
                        let configuration = UISwipeActionsConfiguration(actions: contextual)
                        configuration.performsFirstActionWithFullSwipe = fullSwipe
                        return configuration
                    }

                    // MARK: The spec's values in UIKit's terms

                    /// The height UIKit lays out with: points, or `automaticDimension` (nil: the table's own).
                    private static func dimension(_ height: Height?) -> CGFloat? {
                        guard let height else { return nil }
                        switch height {
                        case .automatic, .estimated: return UITableView.automaticDimension
                        case .fixed(let points): return CGFloat(points)
                        }
                    }

                    /// The estimate UIKit sizes with before layout (nil: the table's own).
                    private static func estimate(_ height: Height?) -> CGFloat? {
                        guard let height else { return nil }
                        switch height {
                        case .automatic: return nil
                        case .fixed(let points), .estimated(let points): return CGFloat(points)
                        }
                    }
            \(uiKitMappings())
                }
            }
            #endif

            """)
    }

    /// The switches from the spec's enums to UIKit's, one case per model case (so a new
    /// case in the model cannot be forgotten here).
    private func uiKitMappings() -> String {
        var functions: [String] = []
        func mapping(_ name: String, _ from: String, _ to: String, _ cases: [(String, String)]) {
            var lines = ["private static func \(name)(_ value: \(from)) -> \(to) {", "    switch value {"]
            for (ours, theirs) in cases { lines.append("    case .\(ours): return .\(theirs)") }
            lines += ["    }", "}"]
            functions.append(lines.map { indent + $0 }.joined(separator: "\n"))
        }
        mapping("cellStyle", "BaseKind", "UITableViewCell.CellStyle", BuiltinKind.allCases.map { ($0.rawValue, Self.uiKitCellStyle($0)) })
        mapping("accessoryType", "Accessory", "UITableViewCell.AccessoryType", Accessory.allCases.map { ($0.rawValue, $0.rawValue) })
        mapping("editingStyle", "EditingStyle", "UITableViewCell.EditingStyle", EditingStyle.allCases.map { ($0.rawValue, $0.rawValue) })
        return "\n" + functions.joined(separator: "\n\n")
    }

    private var indent: String { String(repeating: " ", count: 8) }

    /// The `UITableViewCell.CellStyle` a built-in kind is drawn with.
    static func uiKitCellStyle(_ kind: BuiltinKind) -> String {
        switch kind {
        case .standard: return "value1"
        case .subtitle: return "subtitle"
        case .value2: return "value2"
        case .button, .headerLead, .footerFinish: return "default"
        }
    }
}
