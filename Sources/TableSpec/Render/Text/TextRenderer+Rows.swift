extension TextDrawing {
    /// One row, by its kind (a custom cell type draws as its base kind):
    /// - `standard`: title on the left, detail (dimmed) on the right;
    /// - `subtitle`: title, and the detail (dimmed) on a line under it;
    /// - `value2`: the title right-aligned in a label column of 3/10 of the width, then the
    ///   detail;
    /// - `button`: the title centred; `footerFinish`: centred and dimmed;
    /// - `headerLead`: bold, with an empty line after it.
    ///
    /// Around the content: the editing control (⊖ ⊕) and indentation on the left, then the
    /// icon (`[W]`, in the row's tint; ``RowAppearance``); the accessory on the right (a
    /// switch as `(  ●)` on, green, or `(○  )` off), or the reorder handle ≡ when editing;
    /// with `editing`, a faint line listing the swipe actions. A button's title is in its
    /// tint, or red when destructive. O(columns drawn).
    mutating func drawRow(_ row: Row) {
        let ascii = options.ascii
        let kind = row.kind.resolved(in: cellTypes) ?? .standard
        let look = RowAppearance(row, kind: kind)
        // 1. What surrounds the content: control, indentation, accessory or handle.
        let editing = options.editing ? row.editing : nil
        var control = ""
        if let editing, editing.canEdit {
            switch editing.style {
            case .delete: control = glyphs.delete + " "
            case .insert: control = glyphs.insert + " "
            case .none: break
            }
        }
        let trailing: String
        if options.editing {
            trailing = editing?.canMove == true ? " " + glyphs.reorder : ""
        } else {
            trailing = glyphs.accessory(row.accessory, isOn: row.isOn)
        }
        var trailingStyle = TextStyle.plain
        if !options.editing, let on = look.switchOn {
            trailingStyle = on ? .color(SystemColor.green.rgb) : .dim
        } else if !options.editing, row.accessory == .checkmark {
            trailingStyle = .color(look.accentColor.rgb)
        }
        let icon = look.icon.map { icon -> TextRun in
            let letter = icon.initial.map { String($0) } ?? glyphs.iconNeutral
            return TextRun(spec: glyphs.iconOpen + letter + glyphs.iconClose, style: .color(icon.color.rgb), ascii: ascii)
        }
        let iconColumns = icon.map { $0.columns + 1 } ?? 0
        let fixed = DisplayWidth.columns(control) + DisplayWidth.columns(trailing) + iconColumns
        let indent = min(max(0, row.indentation), contentWidth) * 2
        let indentColumns = min(indent, max(0, (contentWidth - fixed) / 2))
        let iconStart = contentStart + DisplayWidth.columns(control) + indentColumns
        let start = iconStart + iconColumns
        let width = max(0, contentWidth - fixed - indentColumns)
        // 2. The title and what is shown faintly after it.
        let titleStyle: TextStyle = look.titleColor.map { .color($0.rgb) }
            ?? (kind == .headerLead ? .bold : (kind == .footerFinish ? .dim : .plain))
        var title = [TextRun(spec: row.title, style: titleStyle, ascii: ascii)]
        if case .custom(let name) = row.kind { title.append(TextRun(spec: " (" + name + ")", style: .faint, ascii: ascii)) }
        if options.showIDs { title.append(idSpan(row.id, leadingSpace: true)) }
        let detail = kind.showsDetail ? row.detail.map { TextRun(spec: $0, style: .dim, ascii: ascii) } : nil
        // 3. The first line.
        openLine()
        canvas.write(safe: control, columns: DisplayWidth.columns(control))
        if let icon {
            canvas.pad(to: iconStart)
            canvas.write(icon)
        }
        canvas.pad(to: start)
        switch kind {
        case .standard, .headerLead:
            layout(left: title, right: detail.map { [$0] } ?? [], from: start, width: width)
        case .subtitle:
            layout(left: title, right: [], from: start, width: width)
        case .value2:
            drawValue2(title: title, detail: detail, from: start, width: width)
        case .button, .footerFinish:
            let fitted = TextRun.fitted(title, to: width, ascii: ascii)
            canvas.pad(to: start + (width - TextRun.columns(fitted)) / 2)
            canvas.write(fitted)
        }
        if !trailing.isEmpty {
            canvas.pad(to: start + width)
            // Every trailing glyph comes after a space, which is not styled.
            canvas.write(safe: " ", columns: 1)
            canvas.write(TextRun(safe: String(trailing.dropFirst()), style: trailingStyle))
        }
        closeLine()
        // 4. The lines under it: the subtitle, the space after a header lead, the swipe
        //    actions.
        if kind == .subtitle, let detail {
            drawUnder([detail], from: start, width: width)
        }
        if kind == .headerLead {
            openLine()
            closeLine()
        }
        if options.editing, case let pieces = SwipeSummary.pieces(row), !pieces.isEmpty {
            let end = contentStart + contentWidth
            // A destructive action's title in red, as iOS draws it; the rest faint.
            let runs = pieces.map { TextRun(spec: $0.text, style: $0.destructive ? .color(Tint.destructive.rgb) : .faint, ascii: ascii) }
            drawUnder(runs, from: start + 2, width: end - start - 2, cuttingFromTheEnd: true)
        }
    }

    /// `left` from `start`, `right` ending at `start + width`, a space at least between
    /// them. When both do not fit, the right side keeps what the left leaves, but at least
    /// half the width; the left side's first span gives way first.
    mutating func layout(left: [TextRun], right: [TextRun], from start: Int, width: Int) {
        let leftColumns = TextRun.columns(left)
        let rightColumns = TextRun.columns(right)
        let gap = leftColumns > 0 && rightColumns > 0 ? 1 : 0
        var leftSpans = left
        var rightSpans = right
        if leftColumns + gap + rightColumns > width {
            let rightBudget = min(rightColumns, max(width - gap - leftColumns, (width - gap) / 2))
            rightSpans = TextRun.fitted(right, to: rightBudget, ascii: options.ascii)
            leftSpans = TextRun.fitted(left, to: max(0, width - gap - TextRun.columns(rightSpans)), ascii: options.ascii)
        }
        canvas.pad(to: start)
        canvas.write(leftSpans)
        guard !rightSpans.isEmpty else { return }
        canvas.pad(to: start + width - TextRun.columns(rightSpans))
        canvas.write(rightSpans)
    }

    /// `value2`: the title right-aligned in its label column, then the detail.
    private mutating func drawValue2(title: [TextRun], detail: TextRun?, from start: Int, width: Int) {
        let labelWidth = max(1, width * 3 / 10)
        let label = title[0].truncated(to: labelWidth, ascii: options.ascii)
        canvas.pad(to: start + labelWidth - label.columns)
        canvas.write(label)
        var rest: [TextRun] = []
        if var detail {
            detail.style = .plain
            rest.append(detail)
        }
        rest += title.dropFirst()
        if rest.first?.text.first == " " { rest[0] = TextRun(safe: String(rest[0].text.dropFirst()), style: rest[0].style) }
        canvas.pad(to: start + labelWidth + 1)
        canvas.write(TextRun.fitted(rest, to: max(0, width - labelWidth - 1), ascii: options.ascii))
    }

    /// A line of `spans` under the row's first line, in the same frame.
    /// `spans` on a line of their own from `start`, fitted to `width`: the first span gives
    /// way first, or, `cuttingFromTheEnd`, the text is cut at its end as one line would be.
    private mutating func drawUnder(_ spans: [TextRun], from start: Int, width: Int, cuttingFromTheEnd: Bool = false) {
        openLine()
        canvas.pad(to: start)
        canvas.write(cuttingFromTheEnd
            ? TextRun.cut(spans, to: max(0, width), ascii: options.ascii)
            : TextRun.fitted(spans, to: max(0, width), ascii: options.ascii))
        closeLine()
    }
}
