/// Draws a diff as one self-contained HTML page: a summary and the table-level changes on
/// top, then the old and new tables side by side (one above the other on a phone), each
/// drawn as ``HTMLRenderer`` draws a table.
///
/// Marks: inserted rows and sections green with `+`, deleted red with `−`, updated yellow
/// with `~` and their changed fields listed (`title: "Wi-Fi" → "WLAN"`), moved ones with a
/// numbered badge `↕3` on both sides and where they went or came from (`moved to 1.2`);
/// probable renames are noted on both rows. Each badge's title attribute describes the
/// change. Same guarantees as the HTML page: no script, nothing that loads, every spec
/// string escaped. Cost: O(size of both tables + changes).
///
/// ```swift
/// let changes = try TableDiff.diff(from: old, to: new)
/// let page = HTMLDiffRenderer.render(old: old, new: new, changes: changes, options: RenderOptions())
/// ```
public enum HTMLDiffRenderer: DiffFormat {
    public static let identifier = "html"
    public static let summary = "the old and new tables side by side as a web page, changes marked"

    /// The drawing of `report`, its sides named `OLD → NEW` (the repository path when run
    /// by git). O(size of both tables + changes).
    public static func format(_ report: DiffReport, color: Bool, width: Int) -> String {
        render(old: report.old, new: report.new, changes: report.changes, options: report.drawingOptions())
    }

    /// The drawing of `changes` from `old` to `new`, as ``format(_:color:width:)`` draws
    /// it but with every ``RenderOptions`` setting (ascii, appearance, the name shown).
    public static func render(old: Table, new: Table, changes: Changeset, options: RenderOptions) -> String {
        HTMLRenderer.document(title: "Diff: " + (options.sourceName ?? new.title ?? new.id),
                              appearance: options.appearance,
                              css: HTMLRenderer.styleSheet(options.appearance) + css,
                              body: body(old: old, new: new, changes: changes, options: options))
    }

    /// The page's body alone (the summary and both sides), for a page around it that
    /// brings the table's style sheet and ``css`` its own way (`tablectl preview`).
    /// O(size of both tables + changes).
    public static func body(old: Table, new: Table, changes: Changeset, options: RenderOptions) -> String {
        let marks = DiffMarks(changes, old: old, new: new)
        var body = ""
        body.reserveCapacity((old.sections.count + new.sections.count) * 64 * 160 + 2048)
        // 1. The summary: names, counts, table-level fields.
        body += "<header class=\"diff-head\">\n<h1>"
        MarkupText.append(MarkupText.neutralised(options.sourceName ?? "Table diff"), to: &body)
        body += "</h1>\n<p class=\"summary\">"
        MarkupText.append(marks.summary, to: &body)
        body += "</p>\n"
        if !marks.tableFields.isEmpty {
            body += "<ul class=\"table-fields\">"
            MarkupText.append(each: marks.tableFields, between: "<li>", and: "</li>", to: &body)
            body += "</ul>\n"
        }
        body += "</header>\n<div class=\"diff\">\n"
        // 2. The two sides.
        HTMLTableWriter(table: old, options: options, marks: marks.old)
            .write(into: &body, element: "div", caption: "Old")
        HTMLTableWriter(table: new, options: options, marks: marks.new)
            .write(into: &body, element: "div", caption: "New")
        body += "</div>\n"
        return body
    }

    /// The diff's additions to the style sheet: the two-column grid, change tints, badges
    /// and notes.
    public static let css = """
        .diff-head{max-width:1480px;margin:0 auto;padding:14px 16px 4px}
        .diff-head h1{font-size:20px;font-weight:700;margin:0 0 2px;overflow-wrap:anywhere}
        .summary{margin:0;font-size:15px;color:var(--secondary)}
        .table-fields{margin:6px 0 0;padding-left:20px;font:13px/1.4 ui-monospace,Menlo,monospace;color:var(--upd-fg);overflow-wrap:anywhere}
        .diff{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px;max-width:1480px;margin:0 auto;padding:0 4px}
        @media (max-width:760px){.diff{grid-template-columns:minmax(0,1fr)}}
        .diff .table{max-width:none;margin:0}
        .diff .index{position:absolute;top:60px;transform:none}
        .side{margin:0;padding:12px 16px 4px;font-size:13px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--secondary)}
        .row.chg-ins,.chg-ins>h2{background:var(--ins)}
        .row.chg-del,.chg-del>h2{background:var(--del)}
        .row.chg-upd,.chg-upd>h2{background:var(--upd)}
        .row.chg-mov,.chg-mov>h2{background:var(--mov)}
        .chg>h2{display:flex;flex-wrap:wrap;align-items:center;column-gap:6px;border-radius:8px}
        .s-insetGrouped .chg>h2{margin:0 16px 4px;padding-left:20px;padding-right:20px}
        .badge{flex:none;display:inline-block;min-width:22px;padding:1px 6px;border-radius:9px;font-size:12px;font-weight:600;line-height:16px;text-align:center;text-transform:none;color:var(--cell)}
        .chg-ins>.badge,.chg-ins>h2>.badge{background:var(--ins-fg)}
        .chg-del>.badge,.chg-del>h2>.badge{background:var(--del-fg)}
        .chg-upd>.badge,.chg-upd>h2>.badge{background:var(--upd-fg)}
        .chg-mov>.badge,.chg-mov>h2>.badge{background:var(--mov-fg)}
        .note,.fields{order:10;flex:1 0 100%;font-size:12px;text-transform:none;letter-spacing:0;overflow-wrap:anywhere}
        .note{padding-left:30px}
        .chg-ins>.note,.chg-ins>h2>.note{color:var(--ins-fg)}
        .chg-del>.note,.chg-del>h2>.note{color:var(--del-fg)}
        .chg-upd>.note,.chg-upd>h2>.note{color:var(--upd-fg)}
        .chg-mov>.note,.chg-mov>h2>.note{color:var(--mov-fg)}
        .fields{display:flex;flex-direction:column;padding-left:30px;font-family:ui-monospace,Menlo,monospace;color:var(--upd-fg)}
        .row.chg-del .title{text-decoration:line-through;text-decoration-color:var(--del-fg)}

        """
}
