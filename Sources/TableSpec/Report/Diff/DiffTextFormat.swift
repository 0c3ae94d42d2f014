
/// `--format text` (the default): the changes grouped by section, one per line with ids and
/// positions (`section.row`; deletes and updates at old positions, inserts at new ones,
/// moves old → new), coloured like a code diff when colour is on, then rename hints and a
/// summary line.
///
/// ```
/// --- old/settings.yaml
/// +++ new/settings.yaml
/// table settings
///   ~ title: "Settings" → "Preferences"
/// section connectivity
///   - row cellular at 0.3
///   + row hotspot at 0.4
///   > row wifi 0.1 → 0.2
///   ~ row bluetooth at 0.2: title: "Bluetooth" → "BT"
/// 1 table field changed, 1 row deleted, 1 row inserted, 1 row moved, 1 row updated
/// ```
/// Everything taken from the specs (ids, field names, values, file names) goes through
/// ``TerminalText``, so a spec cannot send escape sequences to the terminal.
public enum DiffTextFormat: DiffFormat {
    public static let identifier = "text"
    public static let summary = "the changes grouped by section, one per line, and a summary line"

    /// The whole output. O(changes + sections).
    public static func format(_ report: DiffReport, color: Bool, width: Int = 80) -> String {
        let palette = Palette(enabled: color)
        let changes = report.changes
        var out = header(report, palette: palette)
        guard !changes.isIdentical else {
            let line = report.gitPath == nil ? "no differences" : "no table changes (only formatting or comments differ)"
            return out + palette.green(line) + "\n"
        }
        if !changes.table.isEmpty {
            out += palette.bold("table " + safe(report.new.id)) + "\n"
            for change in changes.table { out += "  " + palette.yellow("~") + " " + field(change) + "\n" }
        }
        let files = report.sectionFiles()
        for (id, lines) in groups(report, palette: palette) {
            let file = files[id].map { " (" + safe($0) + ")" } ?? ""
            out += palette.bold("section " + safe(id) + file) + "\n"
            for line in lines { out += "  " + line + "\n" }
        }
        if changes.requiresReload {
            out += palette.cyan("note:") + " the table style changed; UIKit cannot change the style of a live table view, so it must be rebuilt\n"
        }
        for hint in changes.renames {
            out += palette.cyan("hint:") + " row '\(safe(hint.oldID))' (deleted at \(hint.from)) and row '\(safe(hint.newID))' "
                + "(inserted at \(hint.to)) have the same content; if the id was renamed, keep the old one, "
                + "or apps animate a delete and an insert\n"
        }
        return out + palette.bold(DiffCounts(changes).line) + "\n"
    }

    /// `--- old` and `+++ new` (with git's `diff --tablespec a/… b/…` line before them when
    /// run by git); nothing for identical files outside git, which print one line only.
    static func header(_ report: DiffReport, palette: Palette) -> String {
        if report.gitPath != nil {
            let old = report.oldMissing ? "/dev/null" : report.oldName
            let new = report.newMissing ? "/dev/null" : report.newName
            return palette.bold(safe("diff --tablespec \(report.oldName) \(report.newName)")) + "\n"
                + palette.bold(safe("--- " + old)) + "\n" + palette.bold(safe("+++ " + new)) + "\n"
        }
        guard !report.changes.isIdentical else { return "" }
        return palette.bold(safe("--- " + report.oldName)) + "\n" + palette.bold(safe("+++ " + report.newName)) + "\n"
    }

    /// The lines of each section that has changes, keyed by section id: the new table's
    /// sections in order, then the deleted ones in their old order. A row is listed under
    /// the section it is in after the change (deleted rows: before).
    static func groups(_ report: DiffReport, palette: Palette) -> [(String, [String])] {
        let changes = report.changes
        var lines: [String: [String]] = [:]
        func add(_ id: String, _ marker: String, _ text: String) {
            lines[id, default: []].append(marker + " " + text)
        }
        let (minus, plus, move, tilde) = (palette.red("-"), palette.green("+"), palette.cyan(">"), palette.yellow("~"))
        for section in changes.sections.deleted { add(section.id, minus, "section deleted at \(section.index)") }
        for section in changes.sections.inserted { add(section.id, plus, "section inserted at \(section.index)") }
        for section in changes.sections.moved { add(section.id, move, "section moved \(section.from) → \(section.to)") }
        for section in changes.sections.updated {
            for change in section.changes { add(section.id, tilde, "section at \(section.index): " + field(change)) }
        }
        for row in changes.rows.deleted { add(row.sectionID, minus, "row \(safe(row.id)) at \(row.at)") }
        for row in changes.rows.inserted { add(row.sectionID, plus, "row \(safe(row.id)) at \(row.at)") }
        for row in changes.rows.moved {
            let from = row.fromSectionID == row.toSectionID ? "" : " (from section \(safe(row.fromSectionID)))"
            add(row.toSectionID, move, "row \(safe(row.id)) \(row.from) → \(row.to)" + from)
        }
        for row in changes.rows.updated {
            let section = report.newSectionID(row.newAt.section)
            let prefix = "row \(safe(row.id)) at \(row.at)"
            if row.changes.isEmpty { add(section, tilde, prefix + " updated") }
            for change in row.changes { add(section, tilde, prefix + ": " + field(change)) }
        }
        var order = report.new.sections.map(\.id)
        order += changes.sections.deleted.map(\.id)
        var seen: Set<String> = []
        return order.compactMap { id in
            guard seen.insert(id).inserted, let group = lines[id] else { return nil }
            return (id, group)
        }
    }

    /// `title: "Wi-Fi" → "WLAN"`, terminal-safe.
    static func field(_ change: FieldChange) -> String {
        safe(change.field) + ": " + safe(DiffValue.inline(change.old)) + " → " + safe(DiffValue.inline(change.new))
    }

    private static func safe(_ text: String) -> String { TerminalText.escaped(text) }
}
