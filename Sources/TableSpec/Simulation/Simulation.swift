/// A script played on a table through the runtime's reducer
/// (``TableState/reduce(into:action:)``), the one implementation apps run too, one step at
/// a time: nothing is kept per step, so a long script on a large selection costs memory
/// for the state alone (``SimulationReport`` writes each step as it is played).
///
/// ```swift
/// var simulation = Simulation(state: TableState(table: table))
/// for step in script.steps { print(simulation.play(step).step.accepted) }
/// simulation.refusedCount   // 0: every action was accepted
/// simulation.final.table    // the table after the last action
/// ```
public struct Simulation: Sendable {
    /// One action played, and what it did.
    public struct Played: Sendable {
        /// The action's number in the script (1-based).
        public var number: Int
        /// The line of the script the action is written on (1-based).
        public var line: Int
        /// The action sent.
        public var action: TableState.Action
        /// What the reducer answered (a refusal naming a row an earlier step deleted says
        /// which step).
        public var step: TableState.Step
        /// What the step did to the selection (``SelectionChange``).
        public var selection: SelectionChange
    }

    /// The state after the last action played.
    public private(set) var final: TableState
    /// How many actions were played.
    public private(set) var count = 0
    /// How many of them were refused.
    public private(set) var refusedCount = 0
    /// The step that deleted each row no longer in the table, for the reason of a refusal.
    private var deletedBy: [String: Int] = [:]

    /// A simulation starting from `state`.
    public init(state: TableState) {
        final = state
    }

    /// `tablectl simulate`'s exit status: 0 when every action was accepted, 1 when one
    /// was refused.
    public var exitStatus: Int32 { refusedCount == 0 ? ExitStatus.success : ExitStatus.findings }

    /// Plays `scripted` on the state. O(rows of the sections it touches + selection), as
    /// the reducer.
    public mutating func play(_ scripted: ActionScript.Step) -> Played {
        count += 1
        let before = final.selection
        var step = final.send(scripted.action)
        if !step.accepted, let id = scripted.action.rowID, let deleter = deletedBy[id], final.indexPath(ofRow: id) == nil {
            step.reason = "row '\(id)' was deleted by step \(deleter)"
        }
        if !step.accepted { refusedCount += 1 }
        for deleted in step.changes.deleted { deletedBy[deleted.id] = count }
        for inserted in step.changes.inserted { deletedBy[inserted.id] = nil }
        return Played(
            number: count, line: scripted.span.start.line, action: scripted.action, step: step,
            selection: SelectionChange(from: before, to: final.selection))
    }

    /// Plays every step of `script` on `state`. O(steps × (selection + rows of the sections
    /// each touches)).
    public static func run(_ script: ActionScript, on state: TableState) -> Simulation {
        run(script, on: state) { (_: Played) throws(Never) in }
    }

    /// Plays every step of `script` on `state`, handing each to `each` as it is played.
    /// O(steps × (rows of the sections each touches + selection)).
    public static func run<E: Error>(
        _ script: ActionScript, on state: TableState, each: (Played) throws(E) -> Void
    ) throws(E) -> Simulation {
        var simulation = Simulation(state: state)
        for scripted in script.steps { try each(simulation.play(scripted)) }
        return simulation
    }
}

/// What one step did to the selection, as two lists: the selection after it is the one
/// before with the ``deselected`` rows taken out (the others keep their order) and the
/// ``selected`` rows appended, in order.
///
/// ```swift
/// let change = SelectionChange(from: ["a", "b", "c"], to: ["a", "c", "d"])
/// change.deselected   // ["b"]
/// change.selected     // ["d"]
/// change.applied(to: ["a", "b", "c"])   // ["a", "c", "d"]
/// ```
///
/// A step that selects one row of thousands lists that row, not the thousands: a script's
/// output grows with what its steps change, not with steps × selection.
public struct SelectionChange: Hashable, Sendable {
    /// The rows that joined the selection, in the order they were selected.
    public var selected: [String] = []
    /// The rows that left it, in the order they were in it.
    public var deselected: [String] = []

    /// A change that selects `selected` and deselects `deselected`.
    public init(selected: [String] = [], deselected: [String] = []) {
        self.selected = selected
        self.deselected = deselected
    }

    /// Whether the selection did not change.
    public var isEmpty: Bool { selected.isEmpty && deselected.isEmpty }

    /// The change from `before` to `after` (selections: ids, each at most once).
    /// O(1) when they are the same array (the usual step: nothing changed, no copy was
    /// made); otherwise O(their common prefix + the rest of both).
    public init(from before: [String], to after: [String]) {
        // 1. Unchanged: the same buffer, or equal.
        guard before != after else { return }
        // 2. Past the common prefix, the rows of `before` kept must be the start of the
        //    rest of `after` (always so for the reducer's appends, removals and
        //    replacements); else all of the rest leaves and comes back, in its new order.
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        let rest = Set(after[start...])
        let kept = before[start...].filter { rest.contains($0) }
        if after[start...].starts(with: kept) {
            deselected = before[start...].filter { !rest.contains($0) }
            selected = Array(after[(start + kept.count)...])
        } else {
            deselected = Array(before[start...])
            selected = Array(after[start...])
        }
    }

    /// `selection` with this change made: the selection after the step when `selection` is
    /// the one before it. O(selection + change).
    public func applied(to selection: [String]) -> [String] {
        guard !deselected.isEmpty else { return selection + selected }
        let leaving = Set(deselected)
        return selection.filter { !leaving.contains($0) } + selected
    }
}
