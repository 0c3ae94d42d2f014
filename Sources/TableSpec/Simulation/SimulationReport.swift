/// What `tablectl simulate` prints: each step as text or as the JSON of
/// `docs/simulate.md`, and the final table as a spec (`--final`).
public enum SimulationReport {
    /// One line per step, its changes and effects indented below it, then a summary line:
    ///
    /// ```text
    /// 1 delete wifi: accepted
    ///     deleted wifi at 1.0 (network)
    /// 2 select about: refused: row 'about' is not selectable
    /// 2 actions: 1 accepted, 1 refused
    /// ```
    ///
    /// Ids and reasons are escaped for the terminal. O(steps + changes).
    public static func text(_ simulation: Simulation) -> String {
        var out = ""
        for (index, played) in simulation.played.enumerated() {
            let step = played.step
            out += "\(index + 1) \(TerminalText.escaped(describe(played.action))): "
            if let reason = step.reason {
                out += "refused: \(TerminalText.escaped(reason))\n"
                continue
            }
            out += "accepted"
            if let proposed = step.proposed, let destination = step.destination, proposed != destination {
                out += " (retargeted from \(place(proposed)) to \(place(destination)))"
            }
            out += "\n"
            let rows = step.changes
            for change in rows.deleted { out += "    deleted \(name(change.id)) at \(change.at) (\(name(change.sectionID)))\n" }
            for change in rows.inserted { out += "    inserted \(name(change.id)) at \(change.at) (\(name(change.sectionID)))\n" }
            for change in rows.moved {
                out += "    moved \(name(change.id)) from \(change.from) (\(name(change.fromSectionID))) to \(change.to) (\(name(change.toSectionID)))\n"
            }
            for effect in step.effects { out += "    effect: \(TerminalText.escaped(describe(effect)))\n" }
        }
        let refused = simulation.refusedCount
        let count = simulation.played.count
        out += "\(Plural.count(count, "action")): \(count - refused) accepted, \(refused) refused\n"
        return out
    }

    /// `{"steps": [...], "final": {...}}`, pretty-printed: each step's line in the script,
    /// its action as the script writes it, `accepted`, `reason`, `proposed`, `destination`, `changes` (the
    /// rows part of `diff --format json`), `effects` and `selection` (after the step);
    /// `final` the table as
    /// `export --format json` writes it. O(steps + changes + final table).
    public static func json(_ simulation: Simulation) -> String {
        let steps = simulation.played.map { played -> JSONValue in
            let step = played.step
            return .object([
                ("line", .int(played.line)),
                ("action", JSONValue(scriptValue(played.action))),
                ("accepted", .bool(step.accepted)),
                ("reason", step.reason.map(JSONValue.string) ?? .null),
                ("proposed", step.proposed.map(destination) ?? .null),
                ("destination", step.destination.map(destination) ?? .null),
                ("changes", DiffJSONFormat.rows(step.changes)),
                ("effects", .array(step.effects.map { JSONValue($0.canonicalValue) })),
                ("selection", .array(played.selection.map(JSONValue.string))),
            ])
        }
        let final = JSONValue(simulation.final.table.canonicalValue())
        return JSONValue.object([("steps", .array(steps)), ("final", final)]).pretty()
    }

    /// The final table as a spec for the file `path`: canonical JSON for `.json`, YAML for
    /// `.yaml` and `.yml`, checked as validate checks a file. `text` is nil when the
    /// extension is neither, or when the spec would not validate: `report` then holds its
    /// errors, located in the text that was not written (a row the script inserted can end
    /// where the rules do not allow it, after a row it was inserted before moved).
    /// O(size of the table).
    public static func finalSpec(_ simulation: Simulation, path: String) -> (text: String?, report: FileReport?) {
        let exporter: any Exporter.Type
        switch SpecFormat(extensionOf: path) {
        case .json?: exporter = JSONExporter.self
        case .yaml?: exporter = YAMLExporter.self
        case nil: return (nil, nil)
        }
        guard let text = try? exporter.export(simulation.final.table, options: ExportOptions()) else { return (nil, nil) }
        let report = SpecChecker.check(SourceFile(path: path, text: text))
        return report.errorCount == 0 ? (text, nil) : (nil, report)
    }

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

    /// `{"section": "general", "index": 2}`.
    private static func destination(_ place: TableState.Destination) -> JSONValue {
        .object([("section", .string(place.section)), ("index", .int(place.index))])
    }

    /// `general 2`.
    private static func place(_ place: TableState.Destination) -> String {
        "\(name(place.section)) \(place.index)"
    }

    private static func name(_ id: String) -> String { TerminalText.escaped(id) }

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

    /// `navigate wifi-settings`.
    static func describe(_ effect: TableState.Effect) -> String {
        switch effect {
        case .navigate(let screen): return "navigate \(screen)"
        case .url(let url): return "url \(url)"
        case .emit(let event): return "emit \(event)"
        }
    }
}
