/// Draws a diff for the terminal: a summary line and the table-level changes, then the old
/// and new tables in two columns separated by `│`, each row behind a badge (`+` inserted,
/// `−` deleted, `~` updated, `↕n` moved, the same number on both sides) and updated rows
/// followed by their changed fields.
///
/// Fits `options.width` columns (clamped to 40…1000), measured with ``DisplayWidth`` and
/// cut with `…`; spec text is neutralised by ``TerminalText`` (`ascii` too: then the output
/// is printable ASCII). With `options.color`, inserted lines are green, deleted red,
/// updated yellow, moved cyan, headers dim and titles bold; without it there is no escape
/// sequence at all. Cost: O(size of both tables + changes).
///
/// ```
/// OLD                                   │ NEW
///   CONNECTIVITY                        │ ↕1 ABOUT  moved from 2
/// ↕2 Airplane Mode    moved to 1.1      │   NETWORK
/// ```
public enum SideDiffRenderer: DiffFormat {
    public static let identifier = "side"
    public static let summary = "the old and new tables side by side in the terminal, changes coloured"

    /// The widths the drawing fits; `options.width` is clamped to this range.
    public static let widthRange = 40...1000

    /// The drawing of `report`, its sides named `OLD → NEW` (the repository path when run
    /// by git). O(size of both tables + changes).
    public static func format(_ report: DiffReport, color: Bool, width: Int) -> String {
        render(old: report.old, new: report.new, changes: report.changes,
               options: report.drawingOptions(color: color, width: width))
    }

    /// The drawing of `changes` from `old` to `new`, as ``format(_:color:width:)`` draws
    /// it but with every ``RenderOptions`` setting (ascii, appearance, the name shown).
    public static func render(old: Table, new: Table, changes: Changeset, options: RenderOptions) -> String {
        let marks = DiffMarks(changes, old: old, new: new)
        let width = min(max(options.width, widthRange.lowerBound), widthRange.upperBound)
        let column = (width - 3) / 2
        var out = ""
        // 1. The summary and the table-level fields, across the whole width.
        var top: [SideLine] = []
        if let name = options.sourceName { top.append(SideLine(name, width: width, ascii: options.ascii, sgr: "1")) }
        for line in DisplayWidth.wrapped(marks.summary, to: width) {
            top.append(SideLine(line, width: width, ascii: options.ascii, sgr: nil))
        }
        for field in marks.tableFields { top.append(SideLine("~ " + field, width: width, ascii: options.ascii, sgr: "33")) }
        for line in top { out += line.rendered(color: options.color) + "\n" }
        out += "\n"
        // 2. The two columns, line by line.
        let badge = max(2, ([marks.old, marks.new].flatMap { $0.rows.values.map { DisplayWidth.columns($0.badge(ascii: options.ascii)) } }.max() ?? 0)) + 1
        let left = SideColumn(table: old, marks: marks.old, width: column, badge: badge, label: "OLD", options: options).lines
        let right = SideColumn(table: new, marks: marks.new, width: column, badge: badge, label: "NEW", options: options).lines
        let divider = options.ascii ? " | " : " │ "
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : SideLine.empty
            let b = index < right.count ? right[index] : SideLine.empty
            var line = a.rendered(color: options.color)
            if b.columns > 0 {
                line += String(repeating: " ", count: max(0, column - a.columns)) + divider + b.rendered(color: options.color)
            } else {
                line += String(repeating: " ", count: max(0, column - a.columns)) + (options.ascii ? " |" : " │")
            }
            out += line + "\n"
        }
        return out
    }
}

/// One line of one column: text already safe and fitted, its columns, and its SGR colour.
struct SideLine {
    var text: String
    var columns: Int
    var sgr: String?

    static let empty = SideLine(text: "", columns: 0, sgr: nil)

    init(text: String, columns: Int, sgr: String?) {
        self.text = text
        self.columns = columns
        self.sgr = sgr
    }

    /// Spec or diff text: neutralised and cut to `width`.
    init(_ text: String, width: Int, ascii: Bool, sgr: String?) {
        let arrows = ascii ? text.replacing("→", with: "->") : text
        let fit = DisplayWidth.fit(TerminalText.neutralised(arrows, ascii: ascii), to: width, ascii: ascii)
        self.init(text: fit.text, columns: fit.columns, sgr: sgr)
    }

    func rendered(color: Bool) -> String {
        guard color, let sgr, !text.isEmpty else { return text }
        return "\u{1B}[" + sgr + "m" + text + "\u{1B}[0m"
    }
}

/// The lines of one side: the label, the title, and per section its header line and one
/// line per row (badge, indentation, title, detail, accessory), marked rows' notes under
/// them.
struct SideColumn {
    private(set) var lines: [SideLine] = []

    init(table: Table, marks: DiffSideMarks, width: Int, badge: Int, label: String, options: RenderOptions) {
        let ascii = options.ascii
        let glyphs = ascii ? TextGlyphs.ascii : TextGlyphs.unicode
        func colour(_ mark: DiffMark?) -> String? {
            switch mark?.change {
            case .inserted: return "32"
            case .deleted: return "31"
            case .updated: return "33"
            case .moved: return "36"
            case nil: return nil
            }
        }
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, badge - DisplayWidth.columns(text))) }
        lines.append(SideLine(label, width: width, ascii: ascii, sgr: "1"))
        lines.append(SideLine(table.title ?? "#" + table.id, width: width, ascii: ascii, sgr: "1"))
        for section in table.sections {
            let mark = marks.sections[section.id]
            // 1. The header: badge, capitals (or the id), the move note.
            lines.append(.empty)
            var header = pad(mark?.badge(ascii: ascii) ?? "") + (section.header?.uppercased() ?? "#" + section.id)
            if let mark, mark.moveNote != nil || mark.note != nil { header += "  " + [mark.moveNote, mark.note].compactMap { $0 }.joined(separator: "; ") }
            lines.append(SideLine(header, width: width, ascii: ascii, sgr: colour(mark) ?? "2"))
            for field in mark?.fields ?? [] {
                lines.append(SideLine(String(repeating: " ", count: badge + 2) + field, width: width, ascii: ascii, sgr: "33"))
            }
            // 2. The rows.
            for row in section.rows {
                let rowMark = marks.rows[row.id]
                let kind = row.kind.resolved(in: table) ?? .standard
                let prefix = pad(rowMark?.badge(ascii: ascii) ?? "") + String(repeating: " ", count: min(max(0, row.indentation), 8))
                let accessory = String(glyphs.accessory(row.accessory, isOn: row.isOn).dropFirst())
                let detail = kind.showsDetail ? row.detail.map { TerminalText.neutralised($0, ascii: ascii) } : nil
                let room = width - DisplayWidth.columns(prefix) - (accessory.isEmpty ? 0 : DisplayWidth.columns(accessory) + 1)
                var right = detail.map { DisplayWidth.fit($0, to: max(0, room / 2), ascii: ascii) }
                if right?.columns == 0 { right = nil }
                let title = DisplayWidth.fit(TerminalText.neutralised(row.title, ascii: ascii),
                                             to: max(0, room - (right.map { $0.columns + 1 } ?? 0)), ascii: ascii)
                var text = prefix + title.text
                var columns = DisplayWidth.columns(prefix) + title.columns
                let tail = [right?.text, accessory.isEmpty ? nil : accessory].compactMap { $0 }.joined(separator: " ")
                if !tail.isEmpty {
                    let tailColumns = DisplayWidth.columns(tail)
                    text += String(repeating: " ", count: max(1, width - columns - tailColumns)) + tail
                    columns += max(1, width - columns - tailColumns) + tailColumns
                }
                lines.append(SideLine(text: text, columns: columns, sgr: colour(rowMark)))
                // 3. The notes: move or rename, then the changed fields.
                guard let rowMark else { continue }
                let indent = String(repeating: " ", count: badge + 2)
                if rowMark.moveNote != nil || rowMark.note != nil {
                    let note = [rowMark.moveNote, rowMark.note].compactMap { $0 }.joined(separator: "; ")
                    lines.append(SideLine(indent + note, width: width, ascii: ascii, sgr: colour(rowMark)))
                }
                for field in rowMark.fields { lines.append(SideLine(indent + field, width: width, ascii: ascii, sgr: "33")) }
            }
        }
    }
}
