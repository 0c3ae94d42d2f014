/// The questions UIKit asks the generated `DataSource` (see `SwiftSource+UIKit.swift`):
/// counts, cells, titles, the section index, editing and moving; then, as delegate,
/// heights, highlighting and selection, indentation, multiple selection and swipe actions;
/// and the mapping of the spec's values to UIKit's. O(1).
extension SwiftSource {
    mutating func dataSourceQuestions(typeName t: String) {
        let o = access.isEmpty ? "" : "open "
        append("""
                    // MARK: UITableViewDataSource

                    \(o)func numberOfSections(in tableView: UITableView) -> Int {
                        sections.count
                    }

                    \(o)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        sections[section].rows.count
                    }

                    \(o)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        cell(for: row(at: indexPath), in: tableView, at: indexPath)
                    }

                    \(o)func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                        sections[section].header
                    }

                    \(o)func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                        sections[section].footer
                    }

                    /// The table's titles, else each section's own (the runtime's `SectionIndex`).
                    \(o)func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                        indexTitles()
                    }

                    /// The section index shown: none without sections.
                    private func indexTitles() -> [String]? {
                        guard !sections.isEmpty else { return nil }
                        return TableSpecRuntime.SectionIndex.titles(of: table)
                    }

                    /// The table's titles map in order onto the body sections (the header and footer
                    /// sections have none), a title past them onto the last one; per-section titles
                    /// onto their own sections.
                    \(o)func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                        TableSpecRuntime.SectionIndex.section(forTitleAt: index, in: table) ?? 0
                    }

                    \(o)func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).editing?.canEdit ?? false
                    }

                    \(o)func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).editing?.canMove ?? false
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
                    ) {
                        let moved = table.sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
                        table.sections[destinationIndexPath.section].rows.insert(moved, at: destinationIndexPath.row)
                        onMove?(moved, sourceIndexPath, destinationIndexPath)
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath
                    ) {
                        let committed = row(at: indexPath)
                        switch editingStyle {
                        case .delete: onCommitEditing?(.delete, committed)
                        case .insert: onCommitEditing?(.insert, committed)
                        default: break
                        }
                    }

                    // MARK: UITableViewDelegate: heights

                    \(o)func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        Self.dimension(row(at: indexPath).height ?? table.defaults.rowHeight) ?? tableView.rowHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                        Self.estimate(row(at: indexPath).height ?? table.defaults.rowHeight) ?? tableView.estimatedRowHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                        Self.dimension(sections[section].headerHeight ?? table.defaults.headerHeight) ?? tableView.sectionHeaderHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
                        Self.estimate(sections[section].headerHeight ?? table.defaults.headerHeight) ?? tableView.estimatedSectionHeaderHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                        Self.dimension(sections[section].footerHeight ?? table.defaults.footerHeight) ?? tableView.sectionFooterHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
                        Self.estimate(sections[section].footerHeight ?? table.defaults.footerHeight) ?? tableView.estimatedSectionFooterHeight
                    }

                    // MARK: UITableViewDelegate: selection

                    \(o)func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).selectable
                    }

                    \(o)func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                        row(at: indexPath).selectable ? indexPath : nil
                    }

                    \(o)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        let selected = row(at: indexPath)
                        if !tableView.isEditing { tableView.deselectRow(at: indexPath, animated: true) }
                        if let action = selected.action { onAction?(action, selected) }
                    }

                    \(o)func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                        onAccessoryTap?(row(at: indexPath))
                    }

                    \(o)func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
                        row(at: indexPath).indentation
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
                    ) -> Bool {
                        row(at: indexPath).multipleSelection
                    }

                    // MARK: UITableViewDelegate: editing and swipe actions

                    \(o)func tableView(
                        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
                    ) -> UITableViewCell.EditingStyle {
                        guard let editing = row(at: indexPath).editing, editing.canEdit else { return .none }
                        return Self.editingStyle(editing.style)
                    }

                    \(o)func tableView(
                        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
                    ) -> String? {
                        row(at: indexPath).editing?.deleteTitle
                    }

                    \(o)func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
                        row(at: indexPath).editing?.indentWhileEditing ?? true
                    }

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
                        return swipeConfiguration(swiped.swipe?.trailing ?? [], fullSwipe: swiped.swipe?.fullSwipe ?? true, row: swiped)
                    }

                    /// The configuration of `actions` (nil when there are none), each calling ``onSwipeAction``.
                    private func swipeConfiguration(
                        _ actions: [TableSpecRuntime.SwipeAction], fullSwipe: Bool, row: Row
                    ) -> UISwipeActionsConfiguration? {
                        guard !actions.isEmpty else { return nil }
                        let contextual = actions.map { action -> UIContextualAction in
                            let style: UIContextualAction.Style = action.style == .destructive ? .destructive : .normal
                            let item = UIContextualAction(style: style, title: action.title) { [weak self] _, _, completion in
                                guard let handler = self?.onSwipeAction else { return completion(false) }
                                handler(action, row, completion)
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
                    private static func dimension(_ height: TableSpecRuntime.Height?) -> CGFloat? {
                        guard let height else { return nil }
                        switch height {
                        case .auto, .estimated: return UITableView.automaticDimension
                        case .fixed(let points): return CGFloat(points)
                        }
                    }

                    /// The estimate UIKit sizes with before layout (nil: the table's own).
                    private static func estimate(_ height: TableSpecRuntime.Height?) -> CGFloat? {
                        guard let height else { return nil }
                        switch height {
                        case .auto: return nil
                        case .fixed(let points), .estimated(let points): return CGFloat(points)
                        }
                    }
            \(composedMembers(typeName: t))\(uiKitMappings())
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
        mapping("accessoryType", "TableSpecRuntime.Accessory", "UITableViewCell.AccessoryType", Accessory.allCases.map { ($0.rawValue, $0.rawValue) })
        mapping("editingStyle", "TableSpecRuntime.EditingStyle", "UITableViewCell.EditingStyle", EditingStyle.allCases.map { ($0.rawValue, $0.rawValue) })
        // One cell class per style, so `defaultContentConfiguration()` gives that style's layout.
        var classes = ["private static func cellClass(_ kind: TableSpecRuntime.BuiltinKind) -> UITableViewCell.Type {", "    switch kind {"]
        for kind in BuiltinKind.allCases {
            let style = Self.uiKitCellStyle(kind)
            classes.append("    case .\(kind.rawValue): return \(style == "default" ? "UITableViewCell" : Self.cellClassName(style)).self")
        }
        classes += ["    }", "}"]
        functions.append(classes.map { indent + $0 }.joined(separator: "\n"))
        for style in Set(BuiltinKind.allCases.map(Self.uiKitCellStyle)).sorted() where style != "default" {
            functions.append([
                "/// A cell made with style `.\(style)`, whatever style it is dequeued with.",
                "private final class \(Self.cellClassName(style)): UITableViewCell {",
                "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
                "        super.init(style: .\(style), reuseIdentifier: reuseIdentifier)",
                "    }",
                "",
                "    required init?(coder: NSCoder) {",
                "        super.init(coder: coder)",
                "    }",
                "}",
            ].map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n"))
        }
        return "\n" + functions.joined(separator: "\n\n")
    }

    private var indent: String { String(repeating: " ", count: 8) }

    /// `Value1Cell` for `value1`.
    static func cellClassName(_ style: String) -> String {
        style.prefix(1).uppercased() + style.dropFirst() + "Cell"
    }

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
