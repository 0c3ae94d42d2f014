/// A `tablectl simulate` script, decoded: a list of actions naming rows by id
/// (`docs/simulate.md`). Every problem is a located diagnostic in the script; a script
/// with an error is not played (warnings, such as `ambiguous-scalar`, are only shown).
///
/// ```swift
/// let script = ActionScript.decode(root, in: source, for: table)
/// guard script.diagnostics.isEmpty else { … }
/// for step in script.steps { state.send(step.action) }
/// ```
public struct ActionScript: Sendable {
    /// One action of the script, where it was written.
    public struct Step: Sendable {
        /// The action to send.
        public var action: TableState.Action
        /// The item's span in the script.
        public var span: Span
    }

    /// The script file.
    public var source: SourceFile
    /// The actions, in order.
    public var steps: [Step]
    /// Every problem found, sorted by place.
    public var diagnostics: [Diagnostic]

    /// How many of ``diagnostics`` are errors: a script with any is not played.
    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

    /// The script written in `source` (its tree `root`) against `table`: its verbs, values,
    /// row, section, swipe action and menu item ids (each must be in `table` or inserted by
    /// the script), and each inserted row, checked as a spec's row (``ScriptRows``).
    /// O(script size + rows of `table`).
    public static func decode(_ root: Node, in source: SourceFile, for table: Table) -> ActionScript {
        var decoder = TreeDecoder(checksAmbiguousScalars: !source.isJSON, readsJSON: source.isJSON)
        var reader = ScriptReader()
        var steps: [Step] = []
        if case .sequence(let items) = root.content {
            for index in items.indices {
                decoder.path = [.index(index)]
                if let action = reader.action(items[index], decoder: &decoder) {
                    steps.append(Step(action: action, span: items[index].span))
                }
            }
        } else {
            decoder.report(WrongTypeRule.diagnostic(
                expected: "a list of actions, such as '- select: wifi'", found: root, pointer: ""))
        }
        var diagnostics = decoder.diagnostics
        diagnostics += reader.checkReferences(against: table)
        diagnostics += ScriptRows.check(reader.inserts, table: table, rejected: decoder.rejected)
        diagnostics.sort { ($0.span.start.offset, $0.rule.rawValue) < ($1.span.start.offset, $1.rule.rawValue) }
        return ActionScript(source: source, steps: steps, diagnostics: diagnostics)
    }
}
