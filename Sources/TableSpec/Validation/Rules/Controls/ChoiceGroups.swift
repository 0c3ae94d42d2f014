/// The choice groups of a table (rows sharing `choice: NAME`), for the rules about them.
struct ChoiceGroups {
    /// One group: its name and its rows' places, in table order.
    struct Group {
        var name: String
        var rows: [(section: Int, row: Int)]
    }

    /// The groups, in the order their first rows appear.
    let groups: [Group]

    /// The groups of `context`'s table. O(rows).
    init(_ context: RuleContext) {
        var order: [String: Int] = [:]
        var groups: [Group] = []
        context.forEachRowIndex { s, r, rows in
            guard let name = rows[r].choice else { return }
            if let index = order[name] {
                groups[index].rows.append((s, r))
            } else {
                order[name] = groups.count
                groups.append(Group(name: name, rows: [(s, r)]))
            }
        }
        self.groups = groups
    }
}
