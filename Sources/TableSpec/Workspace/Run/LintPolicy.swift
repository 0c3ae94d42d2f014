/// What a lint run (``LintRun``, `tablectl validate`) counts and what fails it: the
/// configuration file, the baseline, the failure level, quiet mode, the warning budget and
/// the cap on findings per file. A plain value; reading the files it names is the run's job.
public struct LintPolicy: Sendable {
    /// Which findings fail the run.
    public enum FailLevel: String, CaseIterable, Sendable {
        /// Errors fail the run; warnings alone pass.
        case error
        /// Errors and warnings fail the run.
        case warning
    }

    /// One configuration for every file instead of the nearest `.tablectl.yml` (`--config`).
    public var configuration: String?
    /// Report only findings this baseline file does not record (`--baseline`).
    public var baseline: String?
    /// Record every finding in this baseline file, replacing it (`--write-baseline`).
    public var writeBaseline: String?
    /// The lowest severity that fails the run (`--fail-on`; `--strict` is `.warning`).
    public var failLevel: FailLevel = .error
    /// Errors only: warnings are neither reported nor counted (`--quiet`).
    public var quiet = false
    /// Fail when there are more warnings than this (`--max-warnings`).
    public var maxWarnings: Int?
    /// Most findings reported per file (`--max-findings`; 0: no cap). Nil: the
    /// configuration's `max-findings`, else ``CheckOptions/defaultMaxFindings``.
    public var maxFindings: Int?
    /// Most flag combinations checked per dynamic spec (`--max-variants`). Nil: the
    /// configuration's `max-variants`, else ``CheckOptions/defaultMaxVariants``.
    public var maxVariants: Int?
    /// Whether localized specs' catalog keys that no string uses are reported
    /// (`--catalog-unused`, rule `unused-catalog-key`).
    public var reportsUnusedCatalogKeys = false

    /// The default policy: the nearest configuration, no baseline, errors fail the run.
    public init() {}

    /// What is wrong with the policy's counts, said of the option that sets each, or nil:
    /// what a command refuses before it checks anything. O(1).
    public var problem: String? {
        if let maxWarnings, maxWarnings < 0 { return "--max-warnings must be 0 or more, not \(maxWarnings)" }
        if let maxFindings, maxFindings < 0 { return "--max-findings must be 0 (no cap) or more, not \(maxFindings)" }
        if let maxVariants, maxVariants < 1 { return "--max-variants must be 1 or more, not \(maxVariants)" }
        return nil
    }
}
