/// What `tablectl simulate` prints: each step as text or as the JSON of
/// `docs/simulate.md`, written as the steps are played (nothing is built whole but one
/// step), and the final table as a spec (`--final`).
public enum SimulationReport {
    /// `simulate --format`.
    public enum Format: String, CaseIterable, Sendable {
        /// One line per step, its changes and effects below it (``textStep(_:)``), then a
        /// summary line.
        case text
        /// `{"steps": [...], "selection": [...], "final": {...}}` (``jsonStep(_:)``).
        case json
    }

    /// Plays `script` on `state` (``Simulation``) and hands what `format` writes about it
    /// to `write`, a step at a time, as it is played: text ends with the summary line,
    /// JSON with the selection after the last step and the final table. The pieces
    /// together are the whole output, the same bytes on every run. O(steps + changes +
    /// final table + selection), plus the reducer's cost; memory O(one step + the state).
    public static func play<E: Error>(
        _ script: ActionScript, on state: TableState, format: Format, write: (String) throws(E) -> Void
    ) throws(E) -> Simulation {
        switch format {
        case .text:
            let simulation = try Simulation.run(script, on: state) { (played) throws(E) in try write(textStep(played)) }
            try write(textSummary(simulation))
            return simulation
        case .json:
            try write("{\n  \"steps\": [")
            let simulation = try Simulation.run(script, on: state) { (played) throws(E) in
                try write((played.number == 1 ? "\n    " : ",\n    ") + indented(jsonStep(played).text, by: "    "))
            }
            try write(simulation.count == 0 ? "],\n" : "\n  ],\n")
            try write("  \"selection\": " + indented(JSONValue.array(simulation.final.selection.map(JSONValue.string)).text, by: "  "))
            try write(",\n  \"final\": " + indented(JSONValue(simulation.final.table.canonicalValue()).text, by: "  ") + "\n}\n")
            return simulation
        }
    }

    /// ``play(_:on:format:write:)`` into the file `path`, written atomically as it is
    /// produced (``StreamedOutput``), or to standard output when `path` is nil.
    public static func play(
        _ script: ActionScript, on state: TableState, format: Format, to path: String?
    ) throws(AtomicFile.WriteError) -> Simulation {
        let output = try StreamedOutput(path: path)
        let simulation = try play(script, on: state, format: format, write: output.write)
        try output.finish()
        return simulation
    }

    /// The whole output of ``play(_:on:format:write:)`` as one string, with the simulation
    /// (for tests and tools; `tablectl simulate` streams it instead). O(output size).
    public static func output(_ script: ActionScript, on state: TableState, format: Format) -> (text: String, simulation: Simulation) {
        var text = ""
        let simulation = play(script, on: state, format: format) { text += $0 }
        return (text, simulation)
    }

    /// One step as text: its number, action and answer on one line, its changes and
    /// effects indented below it. Ids and reasons are escaped for the terminal.
    ///
    /// ```text
    /// 1 delete wifi: accepted
    ///     deleted wifi at 1.0 (network)
    /// 2 select about: refused: row 'about' is not selectable
    /// ```
    ///
    /// O(changes and effects of the step).
    public static func textStep(_ played: Simulation.Played) -> String {
        let step = played.step
        var out = "\(played.number) \(TerminalText.escaped(describe(played.action))): "
        if let reason = step.reason { return out + "refused: \(TerminalText.escaped(reason))\n" }
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
        for change in rows.updated {
            let fields = change.changes.map { "\($0.field) \(value($0.old)) → \(value($0.new))" }.joined(separator: ", ")
            out += "    updated \(name(change.id)) at \(change.at) (\(name(change.sectionID))): \(TerminalText.escaped(fields))\n"
        }
        if let control = step.control { out += "    \(TerminalText.escaped(describe(control)))\n" }
        for effect in step.effects { out += "    effect: \(TerminalText.escaped(describe(effect)))\n" }
        return out
    }

    /// `2 actions: 1 accepted, 1 refused`.
    public static func textSummary(_ simulation: Simulation) -> String {
        let refused = simulation.refusedCount
        return "\(Plural.count(simulation.count, "action")): \(simulation.count - refused) accepted, \(refused) refused\n"
    }

    /// One step of the JSON document: its line in the script, its action as the script
    /// writes it, `accepted`, `reason`, `proposed`, `destination`, `changes` (the rows part
    /// of `diff --format json`), `effects`, and what it did to the selection: `selected`
    /// and `deselected` (``SelectionChange``; the selection itself is written once, after
    /// the last step). O(changes, effects and selection change of the step).
    public static func jsonStep(_ played: Simulation.Played) -> JSONValue {
        let step = played.step
        var fields: [(String, JSONValue)] = [
            ("line", .int(played.line)),
            ("action", JSONValue(scriptValue(played.action))),
            ("accepted", .bool(step.accepted)),
            ("reason", step.reason.map(JSONValue.string) ?? .null),
            ("proposed", step.proposed.map(destination) ?? .null),
            ("destination", step.destination.map(destination) ?? .null),
            ("changes", DiffJSONFormat.rows(step.changes)),
            ("effects", .array(step.effects.map { JSONValue($0.canonicalValue) })),
            ("selected", .array(played.selection.selected.map(JSONValue.string))),
            ("deselected", .array(played.selection.deselected.map(JSONValue.string))),
        ]
        // Only a toggle or choose that changed something has one; other steps are as before.
        if let control = step.control { fields.append(("control", json(control))) }
        return .object(fields)
    }

    /// A field's value in a step's text: `true`, `checkmark`, `-` when absent.
    private static func value(_ value: SpecValue?) -> String {
        switch value {
        case nil: return "-"
        case .string(let text)?: return text
        case .bool(let on)?: return on ? "true" : "false"
        case .number(let text)?: return text
        default: return value.map { JSONValue($0).text } ?? "-"
        }
    }

    /// `text` (``JSONValue/text``) with its lines after the first indented by `indent`, to
    /// sit inside a document at that depth (a JSON string never holds a raw line break).
    private static func indented(_ text: String, by indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
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

    /// `{"section": "general", "index": 2}`.
    private static func destination(_ place: TableState.Destination) -> JSONValue {
        .object([("section", .string(place.section)), ("index", .int(place.index))])
    }

    /// `general 2`.
    private static func place(_ place: TableState.Destination) -> String {
        "\(name(place.section)) \(place.index)"
    }

    private static func name(_ id: String) -> String { TerminalText.escaped(id) }
}
