/// How serious a finding is. Errors fail `tablectl validate`; warnings fail it only with
/// `--strict`.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Worth fixing; fails `validate` only with `--strict`.
    case warning
    /// Must be fixed; fails `validate`.
    case error

    /// `warning` < `error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// A second place that explains a finding, such as the first use of a duplicated id.
public struct RelatedLocation: Hashable, Sendable {
    /// Where the other place is.
    public var span: Span
    /// What it has to do with the finding: "'a' is first used here".
    public var message: String
    /// The file the place is in, as reports show paths, when it is not the finding's own
    /// file (another file of a composed table: the `include:` line that brought a section
    /// in, an id first used in another component); nil for the finding's own file.
    public var path: String?

    /// A related location at `span`, in the finding's own file unless `path` names another.
    public init(span: Span, message: String, path: String? = nil) {
        self.span = span
        self.message = message
        self.path = path
    }
}

/// One problem found in a spec file: where, which rule, what, and how to fix it.
///
/// Every stage after loading collects these instead of throwing, so a user sees every
/// problem of a file in one run. The file itself is not stored here; a ``FileReport``
/// groups a file's diagnostics.
public struct Diagnostic: Hashable, Sendable {
    /// The kebab-case rule id, e.g. `unknown-kind`.
    public var rule: RuleID
    /// The rule's severity, or the one configuration gives it.
    public var severity: Severity
    /// Lower-case, specific, saying what to do:
    /// "unknown cell kind 'standrad'; did you mean 'standard'?".
    public var message: String
    /// Where the problem was written.
    public var span: Span
    /// The RFC 6901 pointer to the value at fault (`""` for the document, or when the
    /// problem is in the syntax itself).
    public var pointer: String
    /// Other places that explain this one.
    public var related: [RelatedLocation]
    /// A fix hint shown under the finding, when the message alone does not say it.
    public var hint: String?
    /// The safe edit that fixes the finding, when there is exactly one (``Fix``).
    public var fix: Fix?

    /// A finding of `rule` at `span`.
    public init(
        rule: RuleID,
        severity: Severity = .error,
        message: String,
        span: Span,
        pointer: String = "",
        related: [RelatedLocation] = [],
        hint: String? = nil,
        fix: Fix? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.span = span
        self.pointer = pointer
        self.related = related
        self.hint = hint
        self.fix = fix
    }

    /// Where the problem starts: `span.start`.
    public var start: Mark { span.start }
    /// Where the problem ends (exclusive): `span.end`.
    public var end: Mark { span.end }
}

extension Diagnostic {
    /// Orders diagnostics by position, then rule, then message: the order every output
    /// format uses, so output is the same bytes whatever order rules ran in.
    public static func sourceOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.span.start.offset != b.span.start.offset { return a.span.start.offset < b.span.start.offset }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}
