
/// `--format markdown`: a summary for a pull-request comment — a heading, the summary line,
/// then one table row per change (at most ``rowLimit``), then rename hints.
///
/// ```
/// ### Table changes in `settings.yaml`
///
/// **1 row moved, 1 row updated**
///
/// | change | section | row | position | details |
/// |---|---|---|---|---|
/// | row moved | `connectivity` | `wifi` | 0.1 → 0.2 | |
/// | row updated | `connectivity` | `bluetooth` | 0.2 | `title`: `"Bluetooth"` → `"BT"` |
/// ```
/// Text from the specs is escaped for Markdown and HTML (``MarkdownText``).
public enum DiffMarkdownFormat: DiffFormat {
    public static let identifier = "markdown"
    public static let summary = "a summary for a pull-request comment"
    /// Changes listed at most; comments have a size limit, and a reviewer reads the rest
    /// locally.
    static let rowLimit = 200

    /// The comment. O(changes listed).
    public static func format(_ report: DiffReport, color: Bool, width: Int = 80) -> String {
        let changes = report.changes
        var out = "### Table changes in " + code(report.gitPath ?? report.newName)
        if report.gitPath == nil, report.oldName != report.newName { out += " (from " + code(report.oldName) + ")" }
        out += "\n\n"
        guard !changes.isIdentical else { return out + "No table changes.\n" }
        out += "**" + DiffCounts(changes).line + "**\n\n"
        if changes.requiresReload {
            out += "The table style changed: UIKit cannot change it on a live table view, so the table must be rebuilt.\n\n"
        }
        let rows = tableRows(report)
        out += "| change | section | row | position | details |\n|---|---|---|---|---|\n"
        for row in rows.prefix(rowLimit) { out += "| " + row.joined(separator: " | ") + " |\n" }
        if rows.count > rowLimit {
            out += "\n\(rows.count - rowLimit) more changes not listed; run `tablectl diff` locally to see them all.\n"
        }
        if !changes.renames.isEmpty {
            out += "\n**Renamed ids?** These rows were deleted and inserted with the same content; "
                + "if an id was renamed, apps animate a delete and an insert instead of nothing:\n\n"
            for hint in changes.renames {
                out += "- " + code(hint.oldID) + " (\(hint.from)) → " + code(hint.newID) + " (\(hint.to))\n"
            }
        }
        return out
    }

    /// The cells of every change: table fields, then sections, then rows, each by kind.
    static func tableRows(_ report: DiffReport) -> [[String]] {
        let changes = report.changes
        var rows: [[String]] = changes.table.map { ["table field", "", "", "", field($0)] }
        rows += changes.sections.deleted.map { ["section deleted", code($0.id), "", "\($0.index)", ""] }
        rows += changes.sections.inserted.map { ["section inserted", code($0.id), "", "\($0.index)", ""] }
        rows += changes.sections.moved.map { ["section moved", code($0.id), "", "\($0.from) → \($0.to)", ""] }
        rows += changes.sections.updated.map {
            ["section updated", code($0.id), "", "\($0.index)", $0.changes.map(field).joined(separator: "<br>")]
        }
        rows += changes.rows.deleted.map { ["row deleted", code($0.sectionID), code($0.id), "\($0.at)", ""] }
        rows += changes.rows.inserted.map { ["row inserted", code($0.sectionID), code($0.id), "\($0.at)", ""] }
        rows += changes.rows.moved.map {
            let from = $0.fromSectionID == $0.toSectionID ? "" : "from " + code($0.fromSectionID)
            return ["row moved", code($0.toSectionID), code($0.id), "\($0.from) → \($0.to)", from]
        }
        rows += changes.rows.updated.map {
            ["row updated", code(report.newSectionID($0.newAt.section)), code($0.id), "\($0.at)",
             $0.changes.map(field).joined(separator: "<br>")]
        }
        return rows
    }

    /// `` `title`: `"Wi-Fi"` → `"WLAN"` ``.
    static func field(_ change: FieldChange) -> String {
        code(change.field) + ": " + code(DiffValue.inline(change.old)) + " → " + code(DiffValue.inline(change.new))
    }

    private static func code(_ text: String) -> String { MarkdownText.code(text) }
}
