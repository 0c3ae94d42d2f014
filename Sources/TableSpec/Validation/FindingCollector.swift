/// How many findings of one file were left out of its report by the cap on findings
/// (``CheckOptions/maxFindings``), by severity: the report's counts stay true.
public struct OmittedFindings: Hashable, Sendable {
    /// Errors counted past the cap, not kept.
    public var errors: Int
    /// Warnings counted past the cap, not kept.
    public var warnings: Int

    /// Counts of findings not kept, by severity.
    public init(errors: Int = 0, warnings: Int = 0) {
        self.errors = errors
        self.warnings = warnings
    }

    /// Errors and warnings together.
    public var total: Int { errors + warnings }

    /// The most severe omitted finding's severity, or nil when none was omitted.
    public var severity: Severity? {
        errors > 0 ? .error : warnings > 0 ? .warning : nil
    }

    mutating func count(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        }
    }
}

/// The findings of one file as they are produced, after the inline suppressions (callers
/// drop suppressed findings before ``add(_:)``): the configuration's rule settings, then
/// the baseline, then the cap.
///
/// With a cap of `n` (``CheckOptions/maxFindings``, 0 for none) it keeps the `n` first
/// findings in the order errors first, then source order (``ranks(_:before:)``), and only
/// counts the others, by severity: memory is O(`n`) whatever the file holds. The kept
/// findings are held in a buffer of up to 2`n` that is sorted and cut back to `n` when
/// full; once cut, a finding that ranks after the last kept one is counted without being
/// stored. O(findings × log `n`) time.
struct FindingCollector {
    private let cap: Int
    private let rules: RuleSettings
    private var baseline: KnownFindings?
    private var kept: [Diagnostic] = []
    private var omitted = OmittedFindings()
    /// The last kept finding once the buffer was cut: anything ranking after it is omitted.
    private var worstKept: Diagnostic?

    init(options: CheckOptions) {
        self.cap = max(0, options.maxFindings)
        self.rules = options.rules
        self.baseline = options.baseline
    }

    /// Takes one finding: drops it when its rule is off or the baseline absorbs it,
    /// applies the configured severity, then keeps or counts it. Amortised O(log cap).
    mutating func add(_ diagnostic: Diagnostic) {
        guard let diagnostic = rules.applied(to: diagnostic) else { return }
        if baseline?.absorb(diagnostic) == true { return }
        if cap > 0, let worstKept, !Self.ranks(diagnostic, before: worstKept) {
            omitted.count(diagnostic.severity)
            return
        }
        kept.append(diagnostic)
        if cap > 0, kept.count >= 2 * cap { cut() }
    }

    /// The report of `source`: the kept findings (in source order, then the
    /// `too-many-findings` finding when any was omitted) and the omitted counts.
    mutating func report(source: SourceFile, table: Table?) -> FileReport {
        if cap > 0, kept.count > cap { cut() }
        return FileReport(source: source, diagnostics: kept, table: table, omitted: omitted)
    }

    /// Sorts the buffer by rank and keeps its first `cap`, counting the rest.
    private mutating func cut() {
        kept.sort(by: Self.ranks)
        for diagnostic in kept[cap...] { omitted.count(diagnostic.severity) }
        kept.removeSubrange(cap...)
        worstKept = kept.last
    }

    /// The order findings are kept in under a cap: errors before warnings, then
    /// ``Diagnostic/sourceOrder(_:_:)``, so a capped report never hides an error behind
    /// warnings, and which findings are kept does not depend on the order rules ran in.
    static func ranks(_ a: Diagnostic, before b: Diagnostic) -> Bool {
        if a.severity != b.severity { return a.severity == .error }
        return Diagnostic.sourceOrder(a, b)
    }
}
