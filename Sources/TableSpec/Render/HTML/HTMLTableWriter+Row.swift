extension HTMLTableWriter {
    /// Indentation levels drawn (15px each); deeper levels draw as this one.
    static let maxIndentation = 12

    /// One row as `<li class="row k-<kind>" data-id="…">`: the editing control, the content
    /// (title, a custom cell type's name, the id, the detail), then the accessory or the
    /// reorder handle, and the swipe actions with `editing`. The kind's look is the style
    /// sheet's (`k-subtitle` puts the detail under the title, `k-value2` makes the title a
    /// right-aligned label, `k-button` centres it in the tint colour…). A row's `tint` is
    /// its `--tint` (its icon, a button's title, a checkmark), `destructive` makes a button
    /// red, an `image` is a rounded-square icon with its initial before the content and a
    /// switch a pill (``RowAppearance``). O(row's text).
    func writeRow(_ row: Row, into out: inout String) {
        let kind = row.kind.resolved(in: table) ?? .standard
        let look = RowAppearance(row, kind: kind)
        let mark = marks?.rows[row.id]
        // 1. The element: kind, change, indentation, id.
        out += "<li class=\"row k-" + kind.rawValue
        if case .custom = row.kind { out += " custom" }
        if row.isDestructive { out += " destructive" }
        if let mark { out += " chg chg-" + mark.change.short }
        out += "\" data-id=\""
        text(row.id, into: &out)
        out += "\""
        let indentation = min(max(0, row.indentation), Self.maxIndentation)
        var style: [String] = []
        if indentation > 0 { style.append("--i:" + String(indentation)) }
        if let tint = row.tint { style.append("--tint:" + tint.cssColor) }
        if !style.isEmpty { out += " style=\"" + style.joined(separator: ";") + "\"" }
        out += ">"
        if let mark { badge(mark, into: &out) }
        // 2. The editing control.
        let editing = options.editing ? row.editing : nil
        if let editing, editing.canEdit {
            switch editing.style {
            case .delete: out += "<span class=\"ctl ctl-delete\" role=\"img\" aria-label=\"delete\">−</span>"
            case .insert: out += "<span class=\"ctl ctl-insert\" role=\"img\" aria-label=\"insert\">+</span>"
            case .none: break
            }
        }
        // 3. The icon and the content.
        if let icon = look.icon {
            out += "<span class=\"icon\" aria-hidden=\"true\">"
            text(icon.initial.map { String($0) } ?? "◆", into: &out)
            out += "</span>"
        }
        out += "<span class=\"content\">"
        span("title", row.title, into: &out)
        if case .custom(let name) = row.kind { span("type", "(" + name + ")", into: &out) }
        if options.showIDs { span("id", "#" + row.id, into: &out) }
        if kind.showsDetail, let detail = row.detail { span("detail", detail, into: &out) }
        out += "</span>"
        // 4. The accessory, or the reorder handle when editing.
        if options.editing {
            if editing?.canMove == true { out += "<span class=\"handle\" role=\"img\" aria-label=\"reorder\">≡</span>" }
        } else {
            out += Self.accessory(row.accessory, isOn: row.isOn)
        }
        // 5. Swipe actions and the delete confirmation title, with editing.
        if options.editing { writeSwipes(row, into: &out) }
        if let mark { changeNotes(mark, into: &out) }
        out += "</li>\n"
    }

    /// The accessory's markup: `›` disclosure, `✓` checkmark, `ⓘ` detail button (a circled
    /// i drawn with CSS, so it needs no glyph), `ⓘ ›` detail disclosure, a switch drawn with
    /// CSS (`role="switch"`, `aria-checked` its state `isOn`), nothing for none.
    static func accessory(_ accessory: Accessory, isOn: Bool = false) -> String {
        switch accessory {
        case .none: return ""
        case .switch:
            return "<span class=\"acc switch" + (isOn ? " on" : "") + "\" role=\"switch\" aria-checked=\""
                + (isOn ? "true" : "false") + "\"></span>"
        case .disclosureIndicator:
            return "<span class=\"acc acc-disclosure\" role=\"img\" aria-label=\"disclosure indicator\">›</span>"
        case .checkmark:
            return "<span class=\"acc acc-check\" role=\"img\" aria-label=\"checkmark\">✓</span>"
        case .detailButton:
            return "<span class=\"acc acc-info\" role=\"img\" aria-label=\"detail button\">i</span>"
        case .detailDisclosureButton:
            return "<span class=\"acc acc-info\" role=\"img\" aria-label=\"detail disclosure button\">i</span>"
                + "<span class=\"acc acc-disclosure\" aria-hidden=\"true\">›</span>"
        }
    }

    /// `<span class="swipes">`: leading and trailing actions and the context menu's items as
    /// pills (destructive ones red), and the delete confirmation title; nothing when the row
    /// has none.
    private func writeSwipes(_ row: Row, into out: inout String) {
        let leading = row.swipe?.leading ?? []
        let trailing = row.swipe?.trailing ?? []
        var deleteTitle: String?
        if let editing = row.editing, editing.canEdit, editing.style == .delete { deleteTitle = editing.deleteTitle }
        guard !leading.isEmpty || !trailing.isEmpty || !row.menu.isEmpty || deleteTitle != nil else { return }
        out += "<span class=\"swipes\">"
        func list(_ label: String, _ actions: [SwipeAction]) {
            guard !actions.isEmpty else { return }
            out += "<span class=\"swipe-side\">" + label + ":</span>"
            for action in actions {
                span(action.isDestructive ? "swipe destructive" : "swipe", action.title, into: &out)
            }
        }
        list("leading", leading)
        list("trailing", trailing)
        list("menu", row.menu)
        if let deleteTitle {
            out += "<span class=\"swipe-side\">delete:</span>"
            span("swipe destructive", deleteTitle, into: &out)
        }
        out += "</span>"
    }
}
