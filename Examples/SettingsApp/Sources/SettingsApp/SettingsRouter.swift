import TableSpecRuntime

/// Where a tap on a row of the Settings screen leads: the app's logic, written against the
/// types TableSpecPlugin generates from `Specs/settings.yaml` (`SettingsScreen`) at every
/// build. A renamed or removed row id in the spec is a compile error here.
public enum SettingsRoute: Hashable, Sendable {
    /// Push the screen with this identifier.
    case push(String)
    /// Handle this event (sign out, show storage).
    case event(String)
    /// Open this URL.
    case open(String)
}

/// The Settings screen's model, from the generated code.
public enum SettingsRouter {
    /// The route of a tap on the row `id`, nil when the row does nothing or is not there.
    /// O(1): the generated lookup is a switch.
    public static func route(for id: SettingsScreen.RowID) -> SettingsRoute? {
        guard let row = SettingsScreen.row(id), row.selectable, let action = row.action else { return nil }
        switch action {
        case .navigate(let screen): return .push(screen)
        case .emit(let event): return .event(event)
        case .url(let url): return .open(url)
        }
    }

    /// The rows that lead to another screen, in screen order.
    public static var navigatingRows: [SettingsScreen.RowID] {
        SettingsScreen.RowID.inSpec.filter {
            if case .push = route(for: $0) { return true }
            return false
        }
    }

    /// The Settings table without the rows the app hides (a device without Bluetooth),
    /// ready for the generated data source's `update(to:)` or a diff.
    public static func sections(hiding hidden: Set<SettingsScreen.RowID>) -> [Section] {
        SettingsScreen.sections.map { section in
            var section = section
            section.rows.removeAll { hidden.contains(SettingsScreen.RowID(rawValue: $0.id)) }
            return section
        }
    }

    /// The About screen's rows that show a value (`value2` rows), as (title, value).
    public static var deviceFacts: [(title: String, value: String)] {
        (AboutTable.section(.device)?.rows ?? []).compactMap { row in
            row.kind == .builtin(.value2) ? row.detail.map { (row.title, $0) } : nil
        }
    }
}
