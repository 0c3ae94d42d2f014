import TableSpec

/// One output format of `tablectl diff`: turns a ``DiffReport`` into one text, written to
/// standard output or to the `-o` file.
protocol DiffFormat: Sendable {
    /// The `--format` value, kebab-case.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The complete output. Depends only on `report` and `color` (and `side` on the terminal
    /// width, as `tablectl render` does), never on anything else in the environment.
    static func format(_ report: DiffReport, color: Bool) -> String
}

/// Everything a diff format prints: the two tables as named to the user, and their changes.
struct DiffReport {
    /// How each side is named in headers (`specs/a.yaml`, `HEAD:specs/a.yaml`, `a/specs/a.yaml`).
    var oldName: String
    var newName: String
    /// Whether a side did not exist (git's `/dev/null` for an added or deleted file); its
    /// table is then empty.
    var oldMissing = false
    var newMissing = false
    var old: Table
    var new: Table
    var changes: Changeset
    /// The repository path, when run by git as an external diff driver.
    var gitPath: String?

    /// The id of the section at `index` of the old table, or "" when out of range.
    func oldSectionID(_ index: Int) -> String {
        old.sections.indices.contains(index) ? old.sections[index].id : ""
    }

    /// The id of the section at `index` of the new table, or "" when out of range.
    func newSectionID(_ index: Int) -> String {
        new.sections.indices.contains(index) ? new.sections[index].id : ""
    }
}

/// Every diff format, in one explicit list sorted by identifier.
enum DiffFormatList {
    static let all: [any DiffFormat.Type] = [
        DiffHTMLFormat.self,
        DiffJSONFormat.self,
        DiffMarkdownFormat.self,
        DiffSideFormat.self,
        DiffStatFormat.self,
        DiffSVGFormat.self,
        DiffTextFormat.self,
    ]

    /// The format whose identifier is `name`, if any. O(formats).
    static func format(named name: String) -> (any DiffFormat.Type)? {
        all.first { $0.identifier == name }
    }

    /// "json (…), markdown (…), stat (…), text (…)" for `--help`.
    static var helpText: String {
        all.map { "\($0.identifier) (\($0.summary))" }.joined(separator: ", ")
    }
}

/// The counts of a changeset and the summary line built from them, shared by the formats.
struct DiffCounts {
    var tableFields: Int
    var sections: [(verb: String, count: Int)]
    var rows: [(verb: String, count: Int)]

    init(_ changes: Changeset) {
        tableFields = changes.table.count
        let s = changes.sections
        let r = changes.rows
        sections = [("deleted", s.deleted.count), ("inserted", s.inserted.count),
                    ("moved", s.moved.count), ("updated", s.updated.count)]
        rows = [("deleted", r.deleted.count), ("inserted", r.inserted.count),
                ("moved", r.moved.count), ("updated", r.updated.count)]
    }

    /// "1 table field changed, 2 sections moved, 5 rows inserted", only the non-zero
    /// counts; "no differences" when there are none.
    var line: String {
        var parts: [String] = []
        if tableFields > 0 { parts.append(Summary.count(tableFields, "table field") + " changed") }
        for (verb, count) in sections where count > 0 { parts.append(Summary.count(count, "section") + " " + verb) }
        for (verb, count) in rows where count > 0 { parts.append(Summary.count(count, "row") + " " + verb) }
        return parts.isEmpty ? "no differences" : parts.joined(separator: ", ")
    }
}
