/// The rows a script inserts, checked as rows of a spec: each is decoded by the spec
/// decoder (structure findings located in the script), then the validation rules run on
/// the spec's table with the row placed where the insert puts it, before its `at` row (a
/// row of the spec, or one the script inserts, placed so in turn), and the findings about
/// that row are kept, located in the script. A row id already in the spec, or inserted
/// earlier in the script, is `duplicate-row-id`.
enum ScriptRows {
    /// Rules about the table as a whole (a section's rows, index titles): not a row's.
    static let tableRules: Set<RuleID> = [
        .duplicateRowID, .duplicateSectionID, .emptySection, .indexTitlesMismatch, .indexTitlesConflict,
        .unusedCellType, .headerSectionPosition, .footerSectionPosition,
    ]

    /// The findings about `inserts` (whose script's rejected values are `rejected`) against
    /// `table`. O(rows of `table` + rejected values + inserts × the rules on three rows).
    static func check(_ inserts: [ScriptReader.Insert], table: Table, rejected: RejectedValues) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: [String: Span] = [:]
        var specRows: [String: (section: Int, row: Int)] = [:]
        var placed: [String: (section: Int, row: Int)] = [:]
        for (s, section) in table.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where specRows[row.id] == nil { specRows[row.id] = (s, r) }
        }
        let rejectedInside = rejectedByInsert(rejected)
        for insert in inserts {
            let idPointer = insert.pointer.appending("id")
            let idSpan = insert.node.node(at: Pointer([.key("id")]))?.span ?? insert.node.span
            if specRows[insert.row.id] != nil {
                diagnostics.append(Diagnostic(
                    rule: .duplicateRowID, severity: .error,
                    message: "duplicate row id '\(insert.row.id)': the spec has a row with this id",
                    span: idSpan, pointer: idPointer.description, hint: "give the inserted row a new id"))
            } else if let first = seen[insert.row.id] {
                diagnostics.append(Diagnostic(
                    rule: .duplicateRowID, severity: .error,
                    message: "duplicate row id '\(insert.row.id)': an earlier insert of the script adds it",
                    span: idSpan, pointer: idPointer.description,
                    related: [RelatedLocation(span: first, message: "'\(insert.row.id)' is first inserted here")]))
            } else {
                seen[insert.row.id] = idSpan
            }
            // Before a row of the spec, or before a row the script inserts, and so where that one goes.
            guard let place = specRows[insert.before] ?? placed[insert.before] else { continue }
            if placed[insert.row.id] == nil { placed[insert.row.id] = place }
            diagnostics += ruleFindings(insert, at: place, in: table, rejected: rejectedInside[insert.pointer.description] ?? [])
        }
        return diagnostics
    }

    /// The rejected values inside each inserted row (`/3/insert/row`), by the row's
    /// pointer: the rest of each pointer below it, as ``RejectedValues/inside(_:)`` gives
    /// it. O(rejected values), once, rather than a scan of them all for every insert.
    private static func rejectedByInsert(_ rejected: RejectedValues) -> [String: [[String]]] {
        var found: [String: [[String]]] = [:]
        for rest in rejected.inside(.root) where rest.count >= 3 && rest[1] == "insert" && rest[2] == "row" {
            found[Pointer(rest.prefix(3).map { .key($0) }).description, default: []].append(Array(rest.dropFirst(3)))
        }
        return found
    }

    /// The validation rules' findings about `insert`'s row, placed in its section of
    /// `table` at `place` (the `at` row's position), located in the script; `rejected`: the
    /// script's rejected values inside the row. O(1) in the size of the table, but for the
    /// cell types.
    private static func ruleFindings(
        _ insert: ScriptReader.Insert, at place: (section: Int, row: Int), in table: Table, rejected: [[String]]
    ) -> [Diagnostic] {
        // The row between its neighbours (the one before it, if any, and its `at` row): what
        // the row rules see of a section (is it first? last?) is the same, at O(1) a row.
        let original = table.sections[place.section]
        var section = original
        section.rows = (place.row > 0 ? [original.rows[place.row - 1]] : []) + [insert.row] + [original.rows[place.row]]
        let index = place.row > 0 ? 1 : 0
        let blank = Node(.mapping([]), span: insert.node.span)
        func scalar(_ text: String) -> Node { Node(.scalar(Scalar(text)), span: insert.node.span) }
        var written = [Node](repeating: blank, count: section.rows.count)
        written[index] = insert.node
        let sectionNode = Node(.mapping([
            Pair(key: scalar("id"), value: scalar(section.id)), Pair(key: scalar("kind"), value: scalar(section.kind.rawValue)),
            Pair(key: scalar("rows"), value: Node(.sequence(written), span: insert.node.span)),
        ]), span: insert.node.span)
        let root = Node(.mapping([Pair(key: scalar("sections"), value: Node(.sequence([sectionNode]), span: insert.node.span))]),
                        span: insert.node.span)
        let rowPath = "/sections/0/rows/\(index)"
        var moved = RejectedValues()
        for rest in rejected {
            moved.insert(rowPath + rest.map { Pointer([.key($0)]).description }.joined())
        }
        var single = table
        single.sections = [section]
        let decoded = DecodedSpec(
            table: single, root: root, diagnostics: [], sectionPositions: [0],
            rowPositions: [Array(section.rows.indices)], rejected: moved)
        return RuleRegistry.runAll(on: decoded).compactMap { finding -> Diagnostic? in
            guard !tableRules.contains(finding.rule),
                  finding.pointer == rowPath || finding.pointer.hasPrefix(rowPath + "/") else { return nil }
            var located = finding
            located.pointer = insert.pointer.description + finding.pointer.dropFirst(rowPath.count)
            located.related = finding.related.filter { $0.span != insert.node.span }
            return located
        }
    }
}
