
/// `--format stat`: the counts only, one aligned line per kind of change, headed by the
/// path when run by git.
///
/// ```
/// table:    1 field changed
/// sections: 1 deleted, 0 inserted, 2 moved, 0 updated
/// rows:     3 deleted, 5 inserted, 1 moved, 2 updated
/// renames:  1
/// stages:   3
/// ```
public enum DiffStatFormat: DiffFormat {
    public static let identifier = "stat"
    public static let summary = "counts only"

    /// The counts. O(1) beyond counting.
    public static func format(_ report: DiffReport, color: Bool, width: Int = 80) -> String {
        let counts = DiffCounts(report.changes)
        var out = report.gitPath.map { TerminalText.escaped($0) + "\n" } ?? ""
        let fields = counts.tableFields == 1 ? "field" : "fields"
        out += "table:    \(counts.tableFields) \(fields) changed\n"
        out += "sections: " + counts.sections.map { "\($0.count) \($0.verb)" }.joined(separator: ", ") + "\n"
        out += "rows:     " + counts.rows.map { "\($0.count) \($0.verb)" }.joined(separator: ", ") + "\n"
        out += "renames:  \(report.changes.renames.count)\n"
        out += "stages:   \(report.changes.stages.count)\n"
        return out
    }
}
