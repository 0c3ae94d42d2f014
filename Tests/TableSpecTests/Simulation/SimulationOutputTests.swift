import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The simulation's output and its script's reading (issue 29): selection changes that
/// rebuild the selection after every step, JSON streamed exactly as the whole document
/// would be written, a script's findings capped with true counts, unknown ids suggested a
/// bounded number of times.
@Suite struct SimulationOutputTests {
    static func table(_ yaml: String) throws -> Table {
        try #require(SpecChecker.check(SourceFile(path: "t.yaml", text: yaml)).table)
    }

    static func script(_ yaml: String, for table: Table) throws -> ActionScript {
        let source = SourceFile(path: "s.actions.yaml", text: yaml)
        return ActionScript.decode(try Loader.load(source, limits: .default), in: source, for: table)
    }

    static var onboarding: (Table, ActionScript) {
        get throws {
            let root = BinaryRunner.packageRoot
            let spec = try String(contentsOf: root.appendingPathComponent("specs/onboarding.yaml"), encoding: .utf8)
            let table = try Self.table(spec)
            let script = try String(contentsOf: root.appendingPathComponent("specs/onboarding.actions.yaml"), encoding: .utf8)
            return (table, try Self.script(script, for: table))
        }
    }

    /// Every pair of selections of up to three of four ids: the change made to the one
    /// before gives the one after.
    @Test func aSelectionChangeRebuildsTheSelection() {
        let ids = ["a", "b", "c", "d"]
        var selections: [[String]] = [[]]
        for _ in 0..<3 {
            selections += selections.flatMap { s in ids.filter { !s.contains($0) }.map { s + [$0] } }
        }
        selections = Array(Set(selections.map { $0.joined(separator: ",") })).sorted().map {
            $0.isEmpty ? [] : $0.split(separator: ",").map(String.init)
        }
        for before in selections {
            for after in selections {
                let change = SelectionChange(from: before, to: after)
                #expect(change.applied(to: before) == after, "\(before) → \(after): \(change)")
                #expect(change.isEmpty == (before == after))
            }
        }
        // An append or a removal lists that row alone.
        #expect(SelectionChange(from: ["a", "b"], to: ["a", "b", "c"]) == SelectionChange(selected: ["c"]))
        #expect(SelectionChange(from: ["a", "b", "c"], to: ["a", "c"]) == SelectionChange(deselected: ["b"]))
    }

    /// The streamed JSON is the document written whole, and the selection rebuilt from
    /// the changes after each step is the state's.
    @Test func theStreamedJSONIsTheWholeDocument() throws {
        let (table, script) = try Self.onboarding
        let streamed = SimulationReport.output(script, on: TableState(table: table), format: .json)
        var state = TableState(table: table)
        var selection: [String] = []
        var steps: [JSONValue] = []
        var simulation = Simulation(state: TableState(table: table))
        for scripted in script.steps {
            let played = simulation.play(scripted)
            _ = state.send(scripted.action)
            selection = played.selection.applied(to: selection)
            #expect(selection == state.selection, "after step \(played.number)")
            steps.append(SimulationReport.jsonStep(played))
        }
        let whole = JSONValue.object([
            ("steps", .array(steps)), ("selection", .array(selection.map(JSONValue.string))),
            ("final", JSONValue(state.table.canonicalValue())),
        ]).pretty()
        #expect(streamed.text == whole)
        #expect(streamed.simulation.count == script.steps.count && streamed.simulation.refusedCount == 0)
        let none = SimulationReport.output(try Self.script("[]", for: table), on: TableState(table: table), format: .json)
        #expect(none.text.hasPrefix("{\n  \"steps\": [],\n  \"selection\": [],\n  \"final\": {\n"))
    }

    /// 1,500 warnings: 1,000 kept and one `too-many-findings`; the count is of all.
    @Test func aScriptsFindingsAreCapped() throws {
        let table = try Self.table("tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - {id: r, title: R, editing: {canEdit: true, style: insert}}\n")
        let yaml = (0..<1_500).map { "- insert: {at: r, row: {id: n\($0), title: no}}\n" }.joined()
        let script = try Self.script(yaml, for: table)
        #expect(script.diagnostics.count == 1_001)
        #expect(script.diagnostics.last?.rule == .tooManyFindings)
        #expect(script.warningCount == 1_500 && script.errorCount == 0 && script.omitted.warnings == 500)
        #expect(script.steps.count == 1_500, "warnings do not stop the script")
        let all = try Self.script(yaml, for: table)   // the cap off
        #expect(ActionScript.decode(try Loader.load(all.source, limits: .default), in: all.source, for: table, maxFindings: 0)
            .diagnostics.count == 1_500)
    }

    /// 1,000 unknown ids in a 5,000-row spec (before: every one looked up in an array of
    /// all ids, then all ids sorted for its suggestion: quadratic). Only the first 20
    /// distinct unknown ids get a "did you mean"; each is an error, located.
    @Test(.timeLimit(.minutes(1))) func unknownIDsAreReadInLinearTime() throws {
        var spec = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n"
        for r in 0..<5_000 { spec += "      - {id: row-\(r), title: R}\n" }
        let table = try Self.table(spec)
        var yaml = ""
        for n in 0..<1_000 { yaml += "- select: rwo-\(n)\n" }
        for n in 0..<4_000 { yaml += "- select: row-\(n)\n" }
        let script = try Self.script(yaml, for: table)
        #expect(script.errorCount == 1_000)
        let suggested = script.diagnostics.filter { $0.message.contains("did you mean") }
        #expect(suggested.count == ScriptReader.maxSuggested)
        #expect(script.diagnostics.first?.message == "no row 'rwo-0' in the spec or inserted by the script; did you mean 'row-0'?")
        #expect(script.diagnostics.first?.span.start.line == 1)
    }
}
