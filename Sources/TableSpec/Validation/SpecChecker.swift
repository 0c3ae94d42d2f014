/// Options for checking spec files.
public struct CheckOptions: Hashable, Sendable {
    /// The findings kept per file when nothing else says (`--max-findings`,
    /// `max-findings` in `.tablectl.yml`).
    public static let defaultMaxFindings = 1_000
    /// The most combinations of a dynamic spec's flags checked when nothing else says
    /// (`--max-variants`, `max-variants` in `.tablectl.yml`): every combination of 6 flags.
    public static let defaultMaxVariants = 64

    /// The loader's resource limits.
    public var limits: Limits
    /// Which rules run, at which severity (from the configuration).
    public var rules: RuleSettings
    /// The most findings kept in one file's report, 0 for no cap. The others are counted
    /// by severity, not kept (``FileReport/omitted``), and stand behind one
    /// `too-many-findings` finding; suppressed findings, findings of rules turned off and
    /// findings the baseline absorbs are dropped first and never count.
    public var maxFindings: Int
    /// The baseline's entries for this file, applied before the cap (nil: no baseline).
    public var baseline: KnownFindings?
    /// The directory a composite's includes may not leave (absolute): the directory of the
    /// `.tablectl.yml` in force; nil for the top file's own directory.
    public var compositionRoot: String?
    /// Whether `{include: PATH}` items are followed (true): false checks a file's own
    /// sections only, for a file whose place says nothing of where its includes are (the
    /// temporary copy git hands its diff driver).
    public var followsIncludes = true
    /// The most combinations of a dynamic spec's flags checked (`--max-variants`, at least
    /// 1); nil: the configuration's (``RuleSettings/maxVariants``), else
    /// ``CheckOptions/defaultMaxVariants``. See ``variantCap``.
    public var maxVariants: Int?
    /// Whether a localized spec's catalog keys that no string uses are reported
    /// (`unused-catalog-key`, `validate --catalog-unused`).
    public var reportsUnusedCatalogKeys = false

    /// Options with the given fields; the defaults are every rule on, default limits, the
    /// default cap and no baseline.
    public init(
        limits: Limits = .default, rules: RuleSettings = .default, maxFindings: Int = defaultMaxFindings,
        baseline: KnownFindings? = nil
    ) {
        self.limits = limits
        self.rules = rules
        self.maxFindings = maxFindings
        self.baseline = baseline
    }

    /// The cap on variants in force: ``maxVariants``, else the configuration's
    /// `max-variants`, else ``CheckOptions/defaultMaxVariants``.
    public var variantCap: Int { max(1, maxVariants ?? rules.maxVariants ?? CheckOptions.defaultMaxVariants) }

    /// A canonical text of everything here that changes a file's findings: part of the
    /// result cache key, the same in every process for the same options.
    public var fingerprint: String {
        var text = "limits[\(limits.maxFileSize),\(limits.maxDepth),\(limits.maxNodes),\(limits.maxAliases)] \(rules.fingerprint)"
        text += " max-findings[\(maxFindings)]"
        if let baseline { text += " baseline[\(baseline.fingerprint)]" }
        if !followsIncludes { text += " own-sections-only" }
        if reportsUnusedCatalogKeys { text += " catalog-unused" }
        if variantCap != CheckOptions.defaultMaxVariants { text += " max-variants[\(variantCap)]" }
        return text
    }
}

/// Everything found in one file.
///
/// Small (five words): the table is held in a box, so the thousands of reports of a
/// directory run move around as pointers, not as copies of a ``Table``.
public struct FileReport: Sendable {
    /// The file, for its path and for printing source lines under findings.
    public var source: SourceFile
    /// Findings in source order (``Diagnostic/sourceOrder(_:_:)``), then, when the cap
    /// left some out, one `too-many-findings` finding that says how many.
    public var diagnostics: [Diagnostic]
    /// The findings the cap left out (``CheckOptions/maxFindings``), counted by severity.
    public private(set) var omitted: OmittedFindings
    private var tableBox: TableBox?
    /// How many variants of a dynamic spec (one with flags or sources) were checked; 0 for
    /// a spec that is not dynamic (``VariantChecker``).
    public var variants = 0
    /// What a composite's report (a spec with `include:` items) holds besides its own
    /// findings; nil for a spec of one file. One optional, so a plain report stays small.
    public var composite: Composite?

    /// A composite's other files and what its findings depend on.
    public struct Composite: Sendable {
        /// The reports of the other files of its composition, each holding the findings in
        /// that file.
        public var components: [FileReport] = []
        /// Where each section of ``FileReport/table`` was written.
        public var sectionMap: SectionMap?
        /// The absolute paths of every file its composition looked at (read or missing):
        /// first those of ``components``, in their order, then the others. A result cache
        /// keys a composite by their contents too.
        public var dependencies: [String] = []

        /// A composite's parts.
        public init(components: [FileReport] = [], sectionMap: SectionMap? = nil, dependencies: [String] = []) {
            self.components = components
            self.sectionMap = sectionMap
            self.dependencies = dependencies
        }
    }

    /// Whether the file includes others: its findings then depend on those files too, so
    /// a result cache must not key it by its own content alone.
    public var isComposite: Bool { composite != nil }
    /// ``Composite/components``; empty for a spec of one file.
    public var components: [FileReport] { composite?.components ?? [] }
    /// ``Composite/sectionMap``.
    public var sectionMap: SectionMap? { composite?.sectionMap }
    /// ``Composite/dependencies``; empty for a spec of one file.
    public var dependencies: [String] { composite?.dependencies ?? [] }

    /// A report of `diagnostics`, sorted, with a `too-many-findings` finding last when
    /// `omitted` is not zero. A `too-many-findings` finding in `diagnostics` is dropped
    /// (it is rebuilt from `omitted`), so a report made from another's diagnostics and
    /// omitted counts has exactly one. O(n log n).
    public init(
        source: SourceFile, diagnostics: [Diagnostic], table: Table?, omitted: OmittedFindings = OmittedFindings(),
        variants: Int = 0
    ) {
        self.source = source
        self.variants = variants
        var findings = diagnostics
        if findings.contains(where: { $0.rule == .tooManyFindings }) {
            findings.removeAll { $0.rule == .tooManyFindings }
        }
        if findings.count > 1 { findings.sort(by: Diagnostic.sourceOrder) }
        if let marker = TooManyFindingsRule.diagnostic(omitted: omitted, shown: findings.count) {
            findings.append(marker)
        }
        self.diagnostics = findings
        self.omitted = omitted
        self.tableBox = table.map(TableBox.init)
    }

    /// The decoded table, or nil when the file did not load or is not a mapping.
    public var table: Table? {
        get { tableBox?.table }
        set { tableBox = newValue.map(TableBox.init) }
    }

    /// The file's path as reported: `source.path`.
    public var path: String { source.path }
    /// The file's errors, those the cap left out included. O(findings kept).
    public var errorCount: Int { count(.error) + omitted.errors }
    /// The file's warnings, those the cap left out included. O(findings kept).
    public var warningCount: Int { count(.warning) + omitted.warnings }

    /// Kept findings of `severity`, not counting the `too-many-findings` one.
    private func count(_ severity: Severity) -> Int {
        var total = 0
        for d in diagnostics where d.severity == severity && d.rule != .tooManyFindings { total += 1 }
        return total
    }
}

/// A ``FileReport``'s table, behind one reference (a table is many words inline).
private final class TableBox: Sendable {
    let table: Table

    init(_ table: Table) {
        self.table = table
    }
}

/// The whole check of one file: load, decode, run every rule, apply the inline
/// suppressions, the rule settings, the baseline and the cap, in that order
/// (``FindingCollector``).
public enum SpecChecker {
    /// Checks one file. Never throws: a file that does not load gives a report with its one
    /// load error. O(file size + findings × log cap); the findings kept are at most
    /// ``CheckOptions/maxFindings`` (each validation rule's findings are gathered, then
    /// handed on, one rule at a time).
    public static func check(_ source: SourceFile, options: CheckOptions = CheckOptions()) -> FileReport {
        let root: Node
        do {
            root = try Loader.load(source, limits: options.limits)
        } catch {
            return loadFailure(source, [error.diagnostic], options: options)
        }
        return check(source, decoded: SpecDecoder.decode(root, isJSON: source.isJSON), options: options)
    }

    /// ``check(_:options:)`` of a file already loaded and decoded as `decoded`.
    package static func check(
        _ source: SourceFile, decoded: DecodedSpec, options: CheckOptions, more: [Diagnostic] = []
    ) -> FileReport {
        var collector = FindingCollector(options: options)
        let isJSON = source.isJSON
        var suppressions = isJSON ? nil : Suppressions(scanning: source.bytes)
        var variants = 0
        for diagnostic in decoded.diagnostics where suppressions?.suppresses(diagnostic) != true {
            collector.add(diagnostic)
        }
        if let table = decoded.table {
            func found(_ diagnostic: Diagnostic) {
                if suppressions?.suppresses(diagnostic) != true { collector.add(diagnostic) }
            }
            // A dynamic spec is checked as what it shows: every variant (VariantChecker).
            if table.isDynamic {
                variants = VariantChecker.check(decoded, cap: options.variantCap, found)
            } else {
                RuleRegistry.runAll(on: decoded, found)
            }
        }
        for diagnostic in more where suppressions?.suppresses(diagnostic) != true { collector.add(diagnostic) }
        suppressions?.reportProblems { collector.add($0) }
        var report = collector.report(source: source, table: decoded.table)
        report.variants = variants
        return report
    }

    /// The report of a file that did not load: its load error, with the rule settings and
    /// cap of `options`, and nothing else (no suppression applies: a file that does not load
    /// is not checked further). O(findings).
    package static func loadFailure(_ source: SourceFile, _ findings: [Diagnostic], options: CheckOptions) -> FileReport {
        var collector = FindingCollector(options: options)
        findings.forEach { collector.add($0) }
        return collector.report(source: source, table: nil)
    }

    /// The report of `source` with the findings `findings` (a file of a composed table,
    /// whose findings were gathered over all its files): its suppressions, then the rule
    /// settings, baseline and cap of `options`, as ``check(_:options:)`` applies them.
    /// O(findings × log cap).
    package static func report(
        _ source: SourceFile, findings: [Diagnostic], table: Table?, options: CheckOptions
    ) -> FileReport {
        var collector = FindingCollector(options: options)
        var suppressions = source.isJSON ? nil : Suppressions(scanning: source.bytes)
        for diagnostic in findings where suppressions?.suppresses(diagnostic) != true {
            collector.add(diagnostic)
        }
        suppressions?.reportProblems { collector.add($0) }
        return collector.report(source: source, table: table)
    }
}
