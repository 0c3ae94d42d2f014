/// A script played on a table through the runtime's reducer
/// (``TableState/reduce(into:action:)``), the one implementation apps run too.
///
/// ```swift
/// let simulation = Simulation.run(script, on: TableState(table: table))
/// simulation.refusedCount   // 0: every action was accepted
/// simulation.final.table    // the table after the last action
/// ```
public struct Simulation: Sendable {
    /// One action played, and what it did.
    public struct Played: Sendable {
        /// The line of the script the action is written on (1-based).
        public var line: Int
        /// The action sent.
        public var action: TableState.Action
        /// What the reducer answered (a refusal naming a row an earlier step deleted says
        /// which step).
        public var step: TableState.Step
        /// The selected rows after it, in the order they were selected.
        public var selection: [String]
    }

    /// Every action, in order.
    public var played: [Played]
    /// The state after the last action.
    public var final: TableState

    /// How many actions were refused.
    public var refusedCount: Int { played.filter { !$0.step.accepted }.count }

    /// `tablectl simulate`'s exit status: 0 when every action was accepted, 1 when one
    /// was refused.
    public var exitStatus: Int32 { refusedCount == 0 ? ExitStatus.success : ExitStatus.findings }

    /// Plays every step of `script` on `state`. O(steps × rows of the sections each
    /// touches).
    public static func run(_ script: ActionScript, on state: TableState) -> Simulation {
        var state = state
        var played: [Played] = []
        played.reserveCapacity(script.steps.count)
        var deletedBy: [String: Int] = [:]
        for (number, scripted) in script.steps.enumerated() {
            var step = state.send(scripted.action)
            if !step.accepted, let id = scripted.action.rowID, let deleter = deletedBy[id], state.indexPath(ofRow: id) == nil {
                step.reason = "row '\(id)' was deleted by step \(deleter + 1)"
            }
            for deleted in step.changes.deleted { deletedBy[deleted.id] = number }
            for inserted in step.changes.inserted { deletedBy[inserted.id] = nil }
            played.append(Played(line: scripted.span.start.line, action: scripted.action, step: step, selection: state.selection))
        }
        return Simulation(played: played, final: state)
    }
}
