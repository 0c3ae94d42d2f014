/// The counts of a changeset and the summary line built from them, shared by every diff
/// format.
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
    /// counts in the order table, sections, rows; "no differences" when there are none.
    var line: String {
        var parts: [String] = []
        if tableFields > 0 { parts.append(Plural.count(tableFields, "table field") + " changed") }
        for (verb, count) in sections where count > 0 { parts.append(Plural.count(count, "section") + " " + verb) }
        for (verb, count) in rows where count > 0 { parts.append(Plural.count(count, "row") + " " + verb) }
        return parts.isEmpty ? "no differences" : parts.joined(separator: ", ")
    }
}
