/// A `tablectl simulate` script, decoded: a list of actions naming rows by id
/// (`docs/simulate.md`). Every problem is a located diagnostic in the script; a script
/// with an error is not played (warnings, such as `ambiguous-scalar`, are only shown).
///
/// ```swift
/// let script = ActionScript.decode(root, in: source, for: table)
/// guard script.errorCount == 0 else { … }
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
    /// The problems kept, in source order, capped as a spec's findings are
    /// (``CheckOptions/maxFindings``: errors first, then source order), then, when the cap
    /// left some out, one `too-many-findings` finding that says how many.
    public var diagnostics: [Diagnostic]
    /// The problems the cap left out, counted by severity.
    public var omitted: OmittedFindings

    /// A script of `steps` whose problems are `findings`, capped at `maxFindings` (0: no
    /// cap). O(findings × log `maxFindings`).
    init(source: SourceFile, steps: [Step], findings: [Diagnostic], maxFindings: Int = CheckOptions.defaultMaxFindings) {
        var collector = FindingCollector(options: CheckOptions(maxFindings: maxFindings))
        for finding in findings { collector.add(finding) }
        let report = collector.report(source: source, table: nil)
        self.source = source
        self.steps = steps
        self.diagnostics = report.diagnostics
        self.omitted = report.omitted
    }

    /// How many problems are errors, those the cap left out included: a script with any is
    /// not played. O(problems kept).
    public var errorCount: Int {
        diagnostics.filter { $0.severity == .error && $0.rule != .tooManyFindings }.count + omitted.errors
    }

    /// How many problems are warnings, those the cap left out included. O(problems kept).
    public var warningCount: Int {
        diagnostics.filter { $0.severity == .warning && $0.rule != .tooManyFindings }.count + omitted.warnings
    }

    /// The script written in `source` (its tree `root`) against `table`: its verbs, values,
    /// row, section, swipe action and menu item ids (each must be in `table` or inserted by
    /// the script), and each inserted row, checked as a spec's row (``ScriptRows``); at
    /// most `maxFindings` problems kept (0: all), the others counted. Without a table (an
    /// editor's script whose spec is not there), only the script's own shape is checked.
    /// O(script size + rows of `table`).
    public static func decode(
        _ root: Node, in source: SourceFile, for table: Table?, maxFindings: Int = CheckOptions.defaultMaxFindings
    ) -> ActionScript {
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
        var findings = decoder.diagnostics
        if let table {
            findings += reader.checkReferences(against: table)
            findings += ScriptRows.check(reader.inserts, table: table, rejected: decoder.rejected)
        }
        return ActionScript(source: source, steps: steps, findings: findings, maxFindings: maxFindings)
    }
}
