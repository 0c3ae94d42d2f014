/// A readable description of the table for design reviews and docs: a heading with the
/// screen title, a table of the table-wide settings (id, style, default heights, section
/// index, cell types), then each section as a heading with its kind, header and footer,
/// and a table of its rows: kind, title, detail, accessory, action, editing, swipe actions
/// and the rest (selectable, height, indentation, image, menu, multiple selection, meta).
///
/// Every text from the spec goes through ``MarkdownText`` so it shows as written; ids are
/// inline code. Output depends only on the table. O(size of the table).
public enum MarkdownExporter: Exporter {
    public static let identifier = "markdown"
    /// `--format md` too.
    public static let aliases = ["md"]
    public static let summary = "a description for reviews and docs: sections and rows as Markdown tables"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        let table = try spec(table)
        var out = "# " + (table.title.map(MarkdownText.inline) ?? "Table \(MarkdownText.identifier(table.id))") + "\n\n"
        out += overview(table)
        let cellTypes = table.cellTypesByName()
        for (index, section) in table.sections.enumerated() {
            out += "\n" + Self.section(section, number: index + 1, cellTypes: cellTypes)
        }
        return out
    }

    /// The table-wide settings as a two-column table.
    static func overview(_ table: Table) -> String {
        let rowCount = table.sections.reduce(0) { $0 + $1.rows.count }
        var rows: [(String, String)] = [
            ("Id", MarkdownText.identifier(table.id)),
            ("Style", table.style.rawValue),
            ("Size", "\(count(table.sections.count, "section")), \(count(rowCount, "row"))"),
        ]
        if let height = table.defaults.rowHeight { rows.append(("Row height", describe(height))) }
        if let height = table.defaults.headerHeight { rows.append(("Header height", describe(height))) }
        if let height = table.defaults.footerHeight { rows.append(("Footer height", describe(height))) }
        if let titles = table.sectionIndexTitles {
            rows.append(("Section index", titles.map(MarkdownText.inline).joined(separator: " · ")))
        }
        for type in table.cellTypes {
            var text = "like \(type.base.rawValue)"
            if type.reuseIdentifier != type.name {
                text += ", reuse identifier \(MarkdownText.inline(type.reuseIdentifier))"
            }
            rows.append(("Cell type \(MarkdownText.identifier(type.name))", text))
        }
        return "| Table | |\n|---|---|\n" + rows.map { "| \($0.0) | \($0.1) |\n" }.joined()
    }

    /// One section: heading, its settings as a list, then its rows as a table.
    static func section(_ section: Section, number: Int, cellTypes: [String: CellType]) -> String {
        let name = section.header.map(MarkdownText.inline) ?? MarkdownText.identifier(section.id)
        var out = "## \(number). \(name)\n\n"
        out += "- Id: \(MarkdownText.identifier(section.id)) · kind: \(section.kind.rawValue)\n"
        if let header = section.header { out += "- Header: \(MarkdownText.inline(header))\n" }
        if let footer = section.footer { out += "- Footer: \(MarkdownText.inline(footer))\n" }
        if let height = section.headerHeight { out += "- Header height: \(describe(height))\n" }
        if let height = section.footerHeight { out += "- Footer height: \(describe(height))\n" }
        if let title = section.indexTitle { out += "- Index title: \(MarkdownText.inline(title))\n" }
        guard !section.rows.isEmpty else { return out + "\nNo rows.\n" }
        out += "\n| # | Row | Kind | Title | Detail | Accessory | Action | Editing | Swipe | Other |\n"
        out += "|---|---|---|---|---|---|---|---|---|---|\n"
        for (index, row) in section.rows.enumerated() {
            let cells = [
                String(index + 1), MarkdownText.identifier(row.id), kind(row.kind, cellTypes: cellTypes),
                MarkdownText.inline(row.title), row.detail.map(MarkdownText.inline) ?? "—",
                accessory(row), row.action.map(describe) ?? "—",
                row.editing.map(describe) ?? "—", row.swipe.map(describe) ?? "—", other(row),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    // MARK: Cells

    static func kind(_ kind: CellKind, cellTypes: [String: CellType]) -> String {
        switch kind {
        case .builtin(let builtin): return builtin.rawValue
        case .custom(let name):
            let base = cellTypes[name].map { " (like \($0.base.rawValue))" } ?? " (undeclared)"
            return MarkdownText.identifier(name) + base
        }
    }

    /// `—`, `checkmark`, `switch (on, setting wifi)`, `checkmark (choice units)`.
    static func accessory(_ row: Row) -> String {
        var details: [String] = []
        if row.isSwitch { details.append(row.isOn ? "on" : "off") }
        if let setting = row.setting { details.append("setting \(MarkdownText.inline(setting))") }
        if let group = row.choice { details.append("choice \(MarkdownText.inline(group))") }
        let name = row.accessory == .none ? (details.isEmpty ? "—" : "none") : row.accessory.rawValue
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }

    static func describe(_ height: Height) -> String {
        switch height {
        case .auto: return "auto"
        case .fixed(let points): return "\(Height.text(of: points)) pt"
        case .estimated(let points): return "auto, estimated \(Height.text(of: points)) pt"
        }
    }

    static func describe(_ action: Action) -> String {
        switch action {
        case .navigate(let screen): return "navigate to \(MarkdownText.inline(screen))"
        case .url(let url): return "open \(MarkdownText.inline(url))"
        case .emit(let event): return "emit \(MarkdownText.inline(event))"
        }
    }

    static func describe(_ editing: Editing) -> String {
        guard editing.canEdit || editing.canMove else { return "not editable" }
        var parts: [String] = []
        if editing.canEdit {
            parts.append(editing.style == .none ? "editable, no editing control" : "\(editing.style.rawValue) when editing")
            if let title = editing.deleteTitle, editing.style == .delete { parts.append("button “\(MarkdownText.inline(title))”") }
        } else {
            parts.append("not editable")
        }
        if editing.canMove { parts.append(editing.moveWithin == .section ? "movable within its section" : "movable") }
        if !editing.indentWhileEditing { parts.append("no indent while editing") }
        return parts.joined(separator: ", ")
    }

    static func describe(_ swipe: Swipe) -> String {
        var parts: [String] = []
        for (side, actions) in [("leading", swipe.leading), ("trailing", swipe.trailing)] where !actions.isEmpty {
            parts.append("\(side): " + actions.map(describe).joined(separator: ", "))
        }
        if parts.isEmpty { parts.append("no actions") }
        if !swipe.fullSwipe { parts.append("no full swipe") }
        return parts.joined(separator: "<br>")
    }

    static func describe(_ action: SwipeAction) -> String {
        var details = [MarkdownText.identifier(action.id)]
        if action.isDestructive { details.append("destructive") }
        if let image = action.image { details.append("image \(MarkdownText.inline(image))") }
        if let act = action.action { details.append(describe(act)) }
        return "\(MarkdownText.inline(action.title)) (\(details.joined(separator: ", ")))"
    }

    /// Selectable, height, indentation, image, menu, info button, multiple selection and meta.
    static func other(_ row: Row) -> String {
        var parts: [String] = []
        if !row.selectable, !row.isSwitch { parts.append("not selectable") }
        if row.selectable, row.isSwitch { parts.append("selectable") }
        if let height = row.height { parts.append("height \(describe(height))") }
        if row.indentation != 0 { parts.append("indentation \(row.indentation)") }
        if let image = row.image { parts.append("image \(MarkdownText.inline(image))") }
        if let tint = row.tint { parts.append("tint \(tint)") }
        if let role = row.role { parts.append(role.rawValue) }
        if row.showsMenu {
            parts.append(row.menu.isEmpty ? "context menu" : "context menu: " + row.menu.map(describe).joined(separator: ", "))
        }
        if let action = row.accessoryAction { parts.append("info button: \(describe(action))") }
        if row.multipleSelection { parts.append("multiple selection") }
        if let meta = row.meta {
            if case .object(let pairs) = meta, !pairs.isEmpty {
                parts.append("meta: " + pairs.map { MarkdownText.inline($0.key) }.joined(separator: ", "))
            } else {
                parts.append("meta")
            }
        }
        return parts.isEmpty ? "—" : parts.joined(separator: "; ")
    }

    static func count(_ count: Int, _ noun: String) -> String {
        Plural.count(count, noun)
    }
}
