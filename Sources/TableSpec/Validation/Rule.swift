/// A rule's documentation and its own test cases.
///
/// Every rule, whichever stage reports it, has one of these in its own file under
/// `Validation/Rules/<Family>/`. The rule catalogue in `docs/rules.md` is generated from
/// them, and one parameterized test runs every example: each triggering example must give
/// a diagnostic of this rule at every `↓` marker (and nowhere else), each non-triggering
/// example must give none.
public struct RuleDescription: Sendable {
    /// Which stage reports the rule.
    public enum Stage: String, Sendable {
        /// The loader (`Document/`): the file is not a readable tree.
        case loading
        /// The decoder (`Decoding/`): the tree does not have the shape of a spec.
        case decoding
        /// A ``ValidationRule`` on the decoded table.
        case validation
        /// The composition (`Workspace/Composition/`): a composite's `include:` items and
        /// what its files declare together.
        case composition
        /// The run (`Workspace/Run/`): what the specs checked together generate together
        /// (a composite and the parts it includes).
        case run
        /// The variants check (`Validation/Variants/`): every combination of a dynamic
        /// spec's flags, expanded with its sources' sample data.
        case variants
    }

    /// The rule's id, as printed after each finding.
    public var id: RuleID
    /// The severity of its findings unless configuration changes it.
    public var severity: Severity
    /// Which stage reports it.
    public var stage: Stage
    /// One line, lower-case, for help texts and catalogues.
    public var summary: String
    /// Why the rule exists and how to fix what it reports.
    public var explanation: String
    /// Which of its findings carry a safe ``Fix`` (applied by `validate --fix`, offered by
    /// `tablectl lsp`) and what it does, one sentence; nil when none ever does.
    public var fix: String?
    /// Specs that must trigger the rule at each `↓` marker (the marker is removed before
    /// the spec is read; the diagnostic must start exactly where it stood). Built each
    /// time it is read (the catalogue, `explain`, SARIF, the examples test), never when
    /// the rule runs: building every rule's examples would cost each process about half a
    /// millisecond. O(size of the examples).
    public var triggering: [String] { triggeringExamples() }
    /// Specs that must not trigger the rule; built each time it is read, like
    /// ``triggering``.
    public var nonTriggering: [String] { nonTriggeringExamples() }

    private let triggeringExamples: @Sendable () -> [String]
    private let nonTriggeringExamples: @Sendable () -> [String]

    /// A rule's description; rules are errors unless they say otherwise. The examples are
    /// kept unevaluated until read.
    public init(
        id: RuleID, severity: Severity = .error, stage: Stage, summary: String, explanation: String,
        fix: String? = nil,
        triggering: @autoclosure @escaping @Sendable () -> [String],
        nonTriggering: @autoclosure @escaping @Sendable () -> [String]
    ) {
        self.id = id
        self.severity = severity
        self.stage = stage
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

/// A rule: a type that documents itself.
package protocol Rule: Sendable {
    /// The rule's id, summary, explanation and examples.
    static var description: RuleDescription { get }
}

/// What a validation rule looks at, which decides where it runs on a composed table.
package enum RuleScope: Sendable {
    /// One section or row at a time, with the cell types of its own file: the same finding
    /// whichever table the section is in, so it runs on each file's own sections.
    case file
    /// The sections together (their order, ids across the table, the section index): on a
    /// composite it runs once, on the composed table (`docs/format.md`, "Composition").
    case table
    /// What a dynamic spec declares (sources, fields, flags, templates, conditions): it
    /// runs once on the spec as written, never on its expansions (``VariantChecker``).
    case declarations
}

/// A rule that checks a decoded table. It must only read the table and report through the
/// context, so rules can run in any order with the same result.
package protocol ValidationRule: Rule {
    /// What the rule looks at; ``RuleScope/file`` unless it says otherwise.
    static var scope: RuleScope { get }
    /// Appends this rule's findings about `context.table` to `diagnostics`.
    static func check(_ context: RuleContext, into diagnostics: inout FindingSink)
}

extension ValidationRule {
    package static var scope: RuleScope { .file }
}

/// Where a rule puts its findings: each one goes on at once (to the file's suppressions,
/// settings and cap, ``FindingCollector``), so a rule that finds a million problems never
/// holds a million findings. A rule writes `diagnostics.append(…)` as to an array.
public struct FindingSink {
    private let body: (Diagnostic) -> Void

    /// A sink handing each finding to `body`.
    init(_ body: @escaping (Diagnostic) -> Void) { self.body = body }

    /// Hands on `diagnostic`. O(what the receiver does).
    public mutating func append(_ diagnostic: Diagnostic) { body(diagnostic) }

    /// Hands on each of `diagnostics`, in order.
    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { body(diagnostic) }
    }
}
