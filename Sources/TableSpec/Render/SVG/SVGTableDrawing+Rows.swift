extension SVGTableDrawing {
    /// The height of a row's first line: 44, 58 for `subtitle`, 64 for `headerLead`.
    func lineHeight(_ kind: BuiltinKind) -> Int {
        switch kind {
        case .subtitle: return 58
        case .headerLead: return 64
        default: return 44
        }
    }

    /// The whole row: its first line, the swipe actions line, and diff notes.
    func rowHeight(_ row: Row) -> Int {
        var height = lineHeight(row.kind.resolved(in: table) ?? .standard)
        if options.editing, SwipeSummary.text(row) != nil { height += 18 }
        if let mark = marks?.rows[row.id] { height += noteLines(mark) * 17 }
        return height
    }

    /// Lines of notes under a marked row or header: the move or rename, then each field.
    func noteLines(_ mark: DiffMark) -> Int {
        (mark.moveNote != nil || mark.note != nil ? 1 : 0) + mark.fields.count
    }

    /// One row, by kind (custom cell types as their base kind, their name faint): the diff
    /// tint and badge, the editing control, the indentation, the content, then the
    /// accessory or reorder handle at the right (a switch as a pill, green when on); swipe
    /// actions and diff notes under it. An `image` is a 29-point rounded square in the
    /// row's tint with its initial, the text after it; a button's title is in the row's
    /// tint, or red when destructive (``RowAppearance``).
    mutating func drawRow(_ row: Row, height: Int, on canvas: inout SVGCanvas) {
        let kind = row.kind.resolved(in: table) ?? .standard
        let look = RowAppearance(row, kind: kind)
        let line = lineHeight(kind)
        let centre = y + line / 2
        var x = cardX + 16
        // 1. The diff mark, the editing control, the indentation.
        if let mark = marks?.rows[row.id] {
            canvas.rect(x: cardX, y: y, width: cardWidth, height: height, cssClass: mark.change.short)
            x += drawBadge(mark, x: x, centre: centre, on: &canvas)
            if let number = mark.moveNumber { moveAnchors[number] = centre }
        }
        let editing = options.editing ? row.editing : nil
        if let editing, editing.canEdit, editing.style != .none {
            canvas.circle(cx: x + 11, cy: centre, r: 11, cssClass: editing.style == .delete ? "red" : "green")
            canvas.text(SVGText(safe: editing.style == .delete ? "−" : "+", size: 17), x: x + 11, y: centre + 6,
                        anchor: "middle", cssClass: "white bb")
            x += 30
        }
        let contentStart = x
        x += min(max(0, row.indentation), 12) * 15
        if let icon = look.icon {
            canvas.rect(x: x, y: centre - 15, width: 29, height: 29, radius: 7, fill: icon.color)
            let letter = icon.initial.map { String($0) } ?? "◆"
            canvas.text(SVGText(spec: letter, size: 15), x: x + 14, y: centre + 5, anchor: "middle", cssClass: "white b")
            x += 29 + 15
        }
        // 2. The accessory or handle, right-aligned; the detail button as a ringed "i".
        var end = cardX + cardWidth - 16
        if !options.editing, let on = look.switchOn {
            canvas.rect(x: end - 51, y: centre - 15, width: 51, height: 31, radius: 15, cssClass: on ? "green" : "swoff")
            canvas.circle(cx: on ? end - 15 : end - 36, cy: centre, r: 13, cssClass: "white")
            end -= 51 + 8
        }
        let info = !options.editing && (row.accessory == .detailButton || row.accessory == .detailDisclosureButton)
        var trailing = options.editing ? (editing?.canMove == true ? "≡" : "") : Self.accessory(row.accessory)
        if info { trailing = row.accessory == .detailDisclosureButton ? "›" : "" }
        if !trailing.isEmpty {
            let glyph = SVGText(safe: trailing, size: 17)
            let check = row.accessory == .checkmark && !options.editing
            canvas.text(glyph, x: end, y: centre + 6, anchor: "end",
                        cssClass: check ? "tint" : "ter", fill: check ? row.tint : nil)
            end -= glyph.width + 8
        }
        if info {
            canvas.circle(cx: end - 10, cy: centre, r: 10, cssClass: "ring")
            canvas.text(SVGText(safe: "i", size: 15), x: end - 10, y: centre + 5, anchor: "middle", cssClass: "tint serif")
            end -= 28
        }
        // 3. The content.
        let budget = max(0, end - x)
        let big = kind == .headerLead
        var spans = [(SVGText(spec: row.title, size: big ? 22 : 17),
                      big ? "lbl bb" : row.isDestructive ? "red" : kind == .button ? "tint" : kind == .footerFinish ? "sec" : "lbl")]
        if case .custom(let name) = row.kind { spans.append((SVGText(spec: "(" + name + ")", size: 13), "ter it")) }
        if options.showIDs { spans.append((SVGText(spec: "#" + row.id, size: 12), "ter mono")) }
        let detail = kind.showsDetail ? row.detail.map { SVGText(spec: $0, size: kind == .subtitle ? 13 : 17) } : nil
        switch kind {
        case .standard, .headerLead:
            var right = 0
            if let detail {
                let leftWidth = Self.width(fitSpans(spans, budget: .max))
                let fitted = detail.fitted(to: min(detail.width, max(budget - 8 - leftWidth, (budget - 8) / 2)))
                canvas.text(fitted, x: end, y: centre + 6, anchor: "end", cssClass: "sec")
                right = fitted.width + 8
            }
            drawSpans(spans, x: x, baseline: centre + (big ? 8 : 6), budget: budget - right, on: &canvas)
        case .subtitle:
            drawSpans(spans, x: x, baseline: y + 25, budget: budget, on: &canvas)
            if let detail { canvas.text(detail.fitted(to: budget), x: x, y: y + 45, cssClass: "sec") }
        case .value2:
            let label = SVGText(spec: row.title, size: 15).fitted(to: budget * 3 / 10)
            canvas.text(label, x: x + budget * 3 / 10, y: centre + 5, anchor: "end", cssClass: "tint")
            var rest = Array(spans.dropFirst())
            if let text = row.detail, detail != nil { rest.insert((SVGText(spec: text, size: 15), "lbl"), at: 0) }
            drawSpans(rest, x: x + budget * 3 / 10 + 8, baseline: centre + 5, budget: budget - budget * 3 / 10 - 8, on: &canvas)
        case .button, .footerFinish:
            let fitted = fitSpans(spans, budget: budget)
            place(fitted, x: x + (budget - Self.width(fitted)) / 2, baseline: centre + 6, on: &canvas,
                  firstFill: row.isDestructive ? nil : row.tint)
        }
        // 4. Under the line: swipe actions, then diff notes.
        var under = y + line
        if options.editing, case let pieces = SwipeSummary.pieces(row), !pieces.isEmpty {
            // A destructive action's title in red, as iOS draws it; the rest secondary.
            var at = contentStart
            for piece in pieces {
                let whole = SVGText(spec: piece.text, size: 12)
                let text = whole.fitted(to: max(0, cardX + cardWidth - 16 - at))
                canvas.text(text, x: at, y: under + 12, cssClass: "sec", fill: piece.destructive ? .destructive : nil)
                at += text.width
                if text.width < whole.width { break }
            }
            under += 18
        }
        if let mark = marks?.rows[row.id] { drawNotes(mark, x: contentStart, top: under, on: &canvas) }
    }

    /// `›`, `✓`, `ⓘ`, `ⓘ ›`, or "" for none.
    static func accessory(_ accessory: Accessory) -> String {
        switch accessory {
        case .none: return ""
        case .disclosureIndicator: return "›"
        case .checkmark: return "✓"
        case .switch: return ""
        case .detailButton: return "ⓘ"
        case .detailDisclosureButton: return "ⓘ ›"
        }
    }

    /// A pill with the mark's badge (`+`, `−`, `~`, `↕2`) centred on `centre`; the width it
    /// takes, with the gap after it.
    mutating func drawBadge(_ mark: DiffMark, x: Int, centre: Int, on canvas: inout SVGCanvas) -> Int {
        let text = SVGText(safe: mark.badge(ascii: false), size: 12)
        let pill = max(20, text.width + 10)
        canvas.rect(x: x, y: centre - 9, width: pill, height: 18, radius: 9, cssClass: mark.change.short + "-fg")
        canvas.text(text, x: x + pill / 2, y: centre + 4, anchor: "middle", cssClass: "cell b")
        return pill + 8
    }

    /// The mark's move or rename note and its changed fields, a line each from `top`.
    mutating func drawNotes(_ mark: DiffMark, x: Int, top: Int, on canvas: inout SVGCanvas) {
        var baseline = top + 12
        let budget = cardX + cardWidth - 16 - x
        let notes = [mark.moveNote, mark.note].compactMap { $0 }
        if !notes.isEmpty {
            canvas.text(SVGText(safe: notes.joined(separator: "; "), size: 12).fitted(to: budget), x: x, y: baseline,
                        cssClass: mark.change.short + "-fg")
            baseline += 17
        }
        for field in mark.fields {
            canvas.text(SVGText(safe: field, size: 12).fitted(to: budget), x: x, y: baseline, cssClass: "upd-fg mono")
            baseline += 17
        }
    }
}
