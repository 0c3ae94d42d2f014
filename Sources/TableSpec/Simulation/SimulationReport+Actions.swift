/// Actions and effects as `tablectl simulate` writes them: as a script item (JSON) and in
/// words (text).
extension SimulationReport {
    /// An action as a script item writes it: `{"delete": "wifi"}`,
    /// `{"move": {"row": "wifi", "to": {"section": "s", "index": 2}}}`.
    public static func scriptValue(_ action: TableState.Action) -> SpecValue {
        func one(_ verb: String, _ value: SpecValue) -> SpecValue { .object([(verb, value)]) }
        func pair(_ verb: String, _ row: String, _ key: String, _ id: String) -> SpecValue {
            one(verb, .object([("row", .string(row)), (key, .string(id))]))
        }
        switch action {
        case .select(let id): return one("select", .string(id))
        case .deselect(let id): return one("deselect", .string(id))
        case .accessory(let id): return one("accessory", .string(id))
        case .delete(let id): return one("delete", .string(id))
        case .highlight(let id): return one("highlight", .string(id))
        case .unhighlight(let id): return one("unhighlight", .string(id))
        case .display(let id): return one("display", .string(id))
        case .endDisplay(let id): return one("endDisplay", .string(id))
        case .beginSwipe(let id): return one("beginSwipe", .string(id))
        case .beginMultipleSelection(let id): return one("beginMultipleSelection", .string(id))
        case .toggle(let id): return one("toggle", .string(id))
        case .choose(let id): return one("choose", .string(id))
        case .prefetch(let ids): return one("prefetch", .list(ids.map(SpecValue.string)))
        case .cancelPrefetch(let ids): return one("cancelPrefetch", .list(ids.map(SpecValue.string)))
        case .setEditing(let on): return one("editing", .bool(on))
        case .endSwipe: return one("endSwipe", .null)
        case .endMultipleSelection: return one("endMultipleSelection", .null)
        case .insert(let at, let row): return one("insert", .object([("at", .string(at)), ("row", row.canonicalValue())]))
        case .move(let id, let to):
            return one("move", .object([
                ("row", .string(id)),
                ("to", .object([("section", .string(to.section)), ("index", .number(String(to.index)))])),
            ]))
        case .swipe(let id, let action): return pair("swipe", id, "action", action)
        case .menu(let id, let item): return pair("menu", id, "item", item)
        }
    }

    /// `delete wifi`, `move wifi to general 2`, `swipe mail archive`.
    static func describe(_ action: TableState.Action) -> String {
        switch action {
        case .insert(let at, let row): return "insert \(row.id) before \(at)"
        case .move(let id, let to): return "move \(id) to \(to.section) \(to.index)"
        case .swipe(let id, let action): return "swipe \(id) \(action)"
        case .menu(let id, let item): return "menu \(id) \(item)"
        case .prefetch(let ids): return "prefetch \(ids.joined(separator: " "))"
        case .cancelPrefetch(let ids): return "cancelPrefetch \(ids.joined(separator: " "))"
        case .setEditing(let on): return "editing \(on)"
        case .endSwipe: return "endSwipe"
        case .endMultipleSelection: return "endMultipleSelection"
        default:
            guard case .object(let pairs) = scriptValue(action), let (verb, value) = pairs.first, case .string(let id) = value
            else { return "" }
            return "\(verb) \(id)"
        }
    }

    /// `setting airplaneMode on` (a switch bound to a setting), `switch wifi off` (one that
    /// is not), `choice units imperial (was metric)`.
    static func describe(_ control: TableState.ControlChange) -> String {
        switch control {
        case .switched(let row, let setting, let isOn):
            return (setting.map { "setting \($0)" } ?? "switch \(row)") + (isOn ? " on" : " off")
        case .chosen(let group, let row, let previous):
            return "choice \(group) \(row)" + (previous.map { " (was \($0))" } ?? "")
        }
    }

    /// A control's change as JSON: `{"row": "airplane", "setting": "airplaneMode", "on": true}`
    /// or `{"group": "units", "row": "imperial", "previous": "metric"}`.
    static func json(_ control: TableState.ControlChange) -> JSONValue {
        switch control {
        case .switched(let row, let setting, let isOn):
            return .object([("row", .string(row)), ("setting", setting.map(JSONValue.string) ?? .null), ("on", .bool(isOn))])
        case .chosen(let group, let row, let previous):
            return .object([
                ("group", .string(group)), ("row", .string(row)), ("previous", previous.map(JSONValue.string) ?? .null),
            ])
        }
    }

    /// `navigate wifi-settings`.
    static func describe(_ effect: TableState.Effect) -> String {
        switch effect {
        case .navigate(let screen): return "navigate \(screen)"
        case .url(let url): return "url \(url)"
        case .emit(let event): return "emit \(event)"
        }
    }
}
