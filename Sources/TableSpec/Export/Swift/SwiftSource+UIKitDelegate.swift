/// The questions UIKit asks the generated `DataSource` (see `SwiftSource+UIKit.swift`):
/// counts, cells, titles, the section index; then, as delegate, heights, indentation and
/// editing styles; the user's actions (`SwiftSource+UIKitActions.swift`); and the mapping of
/// the spec's values to UIKit's. O(1).
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

                    /// The table's titles show the sections they mapped onto in the table the data source
                    /// was made with (in order onto the body sections, a title past them onto the last
                    /// one), by id: after an update, the same section wherever it is, or the nearest one
                    /// still shown when it is gone. Per-section titles show their own sections.
                    \(o)func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                        TableSpecRuntime.SectionIndex.section(forTitleAt: index, targets: indexTargets, in: table) ?? 0
                    }

                    // MARK: UITableViewDelegate: heights

                    \(o)func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        Self.dimension(row(at: indexPath).height ?? table.defaults.rowHeight, in: tableView) ?? tableView.rowHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
                        Self.estimate(row(at: indexPath).height ?? table.defaults.rowHeight) ?? tableView.estimatedRowHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                        Self.dimension(sections[section].headerHeight ?? table.defaults.headerHeight, in: tableView) ?? tableView.sectionHeaderHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
                        Self.estimate(sections[section].headerHeight ?? table.defaults.headerHeight) ?? tableView.estimatedSectionHeaderHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                        Self.dimension(sections[section].footerHeight ?? table.defaults.footerHeight, in: tableView) ?? tableView.sectionFooterHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
                        Self.estimate(sections[section].footerHeight ?? table.defaults.footerHeight) ?? tableView.estimatedSectionFooterHeight
                    }

                    \(o)func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
                        row(at: indexPath).indentation
                    }

                    // MARK: UITableViewDelegate: editing styles

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

            """)
        dataSourceActions(typeName: t)
        append("""

                    // MARK: The spec's values in UIKit's terms

                    /// The height UIKit lays out with: points, or `automaticDimension` (nil: the table's own).
                    /// A fixed height is exact at the standard text sizes; at the accessibility sizes it is
                    /// only the estimate and the row grows with its text, which it would clip.
                    private static func dimension(_ height: TableSpecRuntime.Height?, in view: UIView) -> CGFloat? {
                        guard let height else { return nil }
                        switch height {
                        case .auto, .estimated: return UITableView.automaticDimension
                        case .fixed(let points):
                            let large = view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
                            return large ? UITableView.automaticDimension : CGFloat(points)
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
        // A switch is the cell's accessory view (`switchControl(for:reusing:)`), with no accessory type.
        mapping("accessoryType", "TableSpecRuntime.Accessory", "UITableViewCell.AccessoryType", Accessory.allCases.map {
            ($0.rawValue, $0 == .switch ? Accessory.none.rawValue : $0.rawValue)
        })
        var colors = [
            "/// A row's `tint`: the system colour (adapting to dark mode) or the exact one.",
            "private static func color(_ tint: TableSpecRuntime.Tint) -> UIColor {", "    switch tint {",
        ]
        for color in SystemColor.allCases { colors.append("    case .system(.\(color.rawValue)): return .\(color.uiKitName)") }
        colors += [
            "    case .rgb(let value):",
            "        return UIColor(red: CGFloat(value >> 16 & 0xFF) / 255, green: CGFloat(value >> 8 & 0xFF) / 255, blue: CGFloat(value & 0xFF) / 255, alpha: 1)",
            "    }", "}",
        ]
        functions.append(colors.map { indent + $0 }.joined(separator: "\n"))
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
