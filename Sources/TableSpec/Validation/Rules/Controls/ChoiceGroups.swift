/// The choice groups of a table (rows sharing `choice: NAME`), for the rules about them.
struct ChoiceGroups {
    /// One group: its name and its rows' places, in table order.
    struct Group {
        var name: String
        var rows: [(section: Int, row: Int)]
        /// The rows with a checkmark: the chosen one, or the several that claim it.
        var chosen: [(section: Int, row: Int)] = []
    }

    /// The groups, in the order their first rows appear.
    let groups: [Group]

    /// The groups of `context`'s table. O(rows).
    init(_ context: RuleContext) {
        var order: [String: Int] = [:]
        var groups: [Group] = []
        context.forEachRowIndex { s, r, rows in
            guard let name = rows[r].choice else { return }
            let index = order[name] ?? groups.count
            if index == groups.count {
                order[name] = index
                groups.append(Group(name: name, rows: []))
            }
            groups[index].rows.append((s, r))
            if rows[r].isChosen { groups[index].chosen.append((s, r)) }
        }
        self.groups = groups
    }

    /// A finding of `rule` at the key `key` of the row at `place`, with a note at the same
    /// key of the row at `first`. O(1).
    static func finding(
        _ rule: RuleDescription, _ message: String, _ context: RuleContext, at place: (section: Int, row: Int),
        key: String, note: String, at first: (section: Int, row: Int)
    ) -> Diagnostic {
        context.diagnostic(
            rule, message, at: context.rowPointer(place.section, place.row).appending(key),
            related: [context.related(at: context.rowPointer(first.section, first.row).appending(key), note)])
    }
}
