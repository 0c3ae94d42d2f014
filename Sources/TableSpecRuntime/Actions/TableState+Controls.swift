/// The controls on rows: a switch (``Accessory/switch``) turned on or off, and a row of a
/// choice group (``Row/choice``) chosen. The state lives in ``TableState/table`` itself, as
/// a spec would write it (a switch row's ``Row/isOn``, the chosen row's checkmark), so the
/// rows the app draws, a simulation's final spec and a diff all show it.
extension TableState {
    /// What a control's change means to the app: the setting and its new value.
    public enum ControlChange: Hashable, Sendable {
        /// Switch `row` (bound to `setting`, if it names one) is now `isOn`.
        case switched(row: String, setting: String?, isOn: Bool)
        /// Row `row` is now the chosen one of `group`, instead of `previous` (nil when no
        /// row of the group was chosen).
        case chosen(group: String, row: String, previous: String?)
    }

    /// Whether switch `id` is on; nil when it is not a switch row of the table. O(rows of
    /// its section).
    public func isOn(_ id: String) -> Bool? {
        guard let row = row(id), row.isSwitch else { return nil }
        return row.isOn
    }

    /// The id of the chosen row of choice group `group` (the first with a checkmark), if
    /// any. O(rows).
    public func chosenRow(inGroup group: String) -> String? {
        for section in table.sections {
            if let row = section.rows.first(where: { $0.choice == group && $0.isChosen }) { return row.id }
        }
        return nil
    }

    /// `.toggle`: flips switch `id`; its `action` is the effect. Refused for a row that is
    /// not a switch. O(rows of its section).
    mutating func toggle(_ id: String) -> Step {
        guard let path = indexPath(ofRow: id) else { return .refused(Self.missing(id)) }
        let before = table.sections[path.section].rows[path.row]
        guard before.isSwitch else {
            return .refused("row '\(id)' is not a switch (its accessory is \(before.accessory.rawValue)); toggle a row with accessory: switch")
        }
        var changes = RowChanges()
        changes.updated = [update(path) { $0.isOn.toggle() }]
        var step = Step.accepted(changes: changes, effects: before.action.map { [$0] } ?? [])
        step.control = .switched(row: id, setting: before.setting, isOn: !before.isOn)
        return step
    }

    /// `.choose`: makes row `id` the chosen one of its group: the checkmark moves to it
    /// from the rows of the group that had one. Choosing the chosen row changes nothing.
    /// Refused for a row in no group. The row's `action` is the effect. O(rows).
    mutating func choose(_ id: String) -> Step {
        guard let path = indexPath(ofRow: id) else { return .refused(Self.missing(id)) }
        let chosen = table.sections[path.section].rows[path.row]
        guard let group = chosen.choice else {
            return .refused("row '\(id)' is in no choice group; give the rows of a one-of-many choice the same choice: name")
        }
        var changes = RowChanges()
        var previous: String?
        for (s, section) in table.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.choice == group && row.isChosen && row.id != id {
                previous = previous ?? row.id
                changes.updated.append(update(TableIndexPath(section: s, row: r)) { $0.accessory = .none })
            }
        }
        if !chosen.isChosen {
            changes.updated.append(update(path) { $0.accessory = .checkmark })
        }
        changes.updated.sort { $0.at < $1.at }
        guard !changes.updated.isEmpty else { return .accepted() }
        var step = Step.accepted(changes: changes, effects: chosen.action.map { [$0] } ?? [])
        step.control = .chosen(group: group, row: id, previous: previous)
        return step
    }

    /// Changes the row at `path` by `change` and says how, as ``TableDiff`` reports a row
    /// whose content differs. O(size of the row).
    private mutating func update(_ path: TableIndexPath, _ change: (inout Row) -> Void) -> RowUpdate {
        let before = table.sections[path.section].rows[path.row]
        change(&table.sections[path.section].rows[path.row])
        let after = table.sections[path.section].rows[path.row]
        return RowUpdate(
            id: before.id, sectionID: table.sections[path.section].id, at: path, newAt: path,
            changes: FieldDiff.changes(
                from: before.canonicalValue(explicitDefaults: true), to: after.canonicalValue(explicitDefaults: true)))
    }
}
