#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One run of `tablectl validate` as a library call: finds the spec files under the paths,
/// gives each its configuration, checks them in parallel (with the result cache when
/// asked), applies the baseline and quiet mode, and decides the exit status.
///
/// Every policy decision of the lint step lives here, so the CLI only parses options,
/// prints ``RunMessage``s and writes reports (``ReportOutput``).
///
/// ```swift
/// var run = LintRun(paths: ["specs"])
/// run.policy.failLevel = .warning
/// let outcome = try run.run { message in log(message) }
/// ```
public struct LintRun: Sendable {
    /// Files and directories to check; `-` is standard input; empty: the working directory.
    public var paths: [String]
    /// The name standard input is reported under; its extension picks JSON or YAML.
    public var stdinName = "<stdin>"
    /// What counts and what fails the run.
    public var policy = LintPolicy()
    /// The loaders' resource limits.
    public var limits = Limits.default
    /// Files checked at once; nil: the number of processors (one for a single file).
    /// Results do not depend on it.
    public var jobs: Int?
    /// Where the result and listing caches live (`--cache-dir`); nil: no cache.
    public var cacheDirectory: String?
    /// Part of every cache key.
    public var toolVersion = ToolVersion.current
    /// What relative paths are relative to.
    public var workingDirectory = FilePath.workingDirectory
    /// The nearest-configuration lookups to use when the policy names no configuration, so
    /// a caller that looked files up already (``GenerateRun``) shares what it read; nil: a
    /// new ``ConfigurationResolver`` from ``workingDirectory``.
    public var configurations: ConfigurationResolver?
    /// Data files to check against the specs that declare their sources (`--data`, with
    /// `--set`); see ``BatchResult/checkingData(_:limits:)``.
    public var inputs = SpecInputs()
    /// `validate --fix`: apply the findings' fixes (or, dry, show them as a diff) before the
    /// outcome is decided; nil: only check. See ``runFixing(_:messages:)``.
    public var fixing: FixMode?
    /// `validate --shard K/N`: check and report only this shard's files (``ShardPlan``);
    /// nil: every file.
    public var shard: Shard?
    /// `validate --merge REPORT…`: read these JSON reports (a sharded run's) as one run's
    /// instead of checking files (`runMerging(_:messages:)`, which the command calls in
    /// place of ``run(messages:)``); nil: check.
    public var merging: [String]?

    /// A run over `paths` with the default policy, limits and no cache.
    public init(paths: [String]) {
        self.paths = paths
    }

    /// Runs the lint step (with ``fixing``, in rounds that apply the findings' fixes:
    /// ``runFixing(_:messages:)``). `messages` receives notes, warnings and per-path errors in
    /// order, on the calling thread. Throws ``LintRunError`` when the policy names a file
    /// that cannot be used (the messages before it were already given).
    ///
    /// O(specs' total size) for the check, spread over ``jobs`` threads; a warm cache makes
    /// an unchanged file cost a `stat`.
    public func run(messages: (RunMessage) -> Void) throws(LintRunError) -> LintOutcome {
        if let fixing { return try runFixing(fixing, messages: messages) }
        // 1. What to check: the cache index is read meanwhile, on another thread, and the
        //    processor count asked for (it reads cgroup files, ~0.3 ms) unless `jobs` gives
        //    it; with a cache, directories unchanged since the last run are not listed.
        let caches = cacheDirectory.map { LintCaches(directory: $0, toolVersion: toolVersion) }
        let processors = jobs == nil ? BackgroundWork { ProcessInfo.processInfo.activeProcessorCount } : nil
        let steps = try LintSteps(policy: policy, workingDirectory: workingDirectory)
        let (found, notFound) = SpecFileFinder.inputs(for: paths, stdinName: stdinName, listings: caches?.listings)
        var planned = try steps.configure(found, named: Set(paths), resolver: configurations, messages: messages)
        let plan = shard.map { ShardPlan(planned, shard: $0) { SpecFileReader.bytes(path: $0, limit: limits.maxFileSize) } }
        if let plan { planned.inputs = plan.inputs }
        // 2. Check, then apply the baseline and quiet mode.
        // With one input there is nothing to share out.
        let workers = jobs ?? (planned.inputs.count > 1 ? processors?.value ?? 1 : 1)
        let checked = BatchChecker.check(
            planned.inputs, options: steps.checkOptions(limits: limits, planned: planned),
            componentOptions: steps.componentOptions(planned), cache: caches?.results.value, jobs: workers)
        if let warning = caches?.close(files: planned.inputs.count, note: messages) { messages(.warning(warning)) }
        // 3. The specs' generated Swift types, across the run.
        var result = GeneratedTypeNames.check(try steps.filter(steps.including(planned, in: checked).checkingData(inputs, limits: limits)), planned: planned)
        if let plan {
            let readsStandardInput = paths.contains("-")
            result.reports.removeAll { !plan.reports($0.path, standardInput: readsStandardInput && $0.path == stdinName) }
            result.failures.removeAll { !plan.reports($0.path) }
        }
        let failures = notFound + result.failures
        for failure in failures { messages(.error(failure.message)) }
        return LintOutcome(result: result, failures: failures, policy: policy)
    }
}

/// What a ``LintRun`` found, and the exit status it means.
public struct LintOutcome: Sendable {
    /// Every file's report (baseline and quiet mode applied), sorted by path.
    public var result: BatchResult
    /// Paths that could not be checked (already given as ``RunMessage/error(_:)``).
    public var failures: [BatchFailure]
    /// The policy the run had (the failure level and warning budget decide the status).
    public var policy: LintPolicy
    /// With ``LintRun/fixing``: one line per fix applied, `path:line:column: fixed [rule]
    /// title` (terminal-safe), for standard error; else "".
    public var fixedText = ""
    /// With ``FixMode/dryRun``: the fixes as a unified diff ("" when there are none); else nil.
    public var fixDiff: String?

    /// The exit status, given whether every report could be written: 2 when a path or a
    /// report failed; else 1 when the findings fail the run (errors; warnings at failure
    /// level `warning`; more warnings than the budget), else 0. The message says when the
    /// warning budget is what failed. O(files).
    public func exitStatus(reportsWritten: Bool) -> (status: Int32, message: String?) {
        guard failures.isEmpty, reportsWritten else { return (ExitStatus.usage, nil) }
        if result.errorCount > 0 { return (ExitStatus.findings, nil) }
        let warnings = result.warningCount
        if policy.failLevel == .warning, warnings > 0 { return (ExitStatus.findings, nil) }
        if let limit = policy.maxWarnings, warnings > limit {
            return (ExitStatus.findings, "\(Plural.count(warnings, "warning")), more than --max-warnings \(limit)")
        }
        return (ExitStatus.success, nil)
    }
}

/// A run's caches: results, opened (the index read) on another thread while the run goes
/// on, and directory listings, opened here for the walk.
struct LintCaches {
    let results: BackgroundWork<ResultCache>
    let listings: ListingCache

    init(directory: String, toolVersion: String) {
        results = BackgroundWork { ResultCache(directory: directory, toolVersion: toolVersion) }
        listings = ListingCache(directory: directory, toolVersion: toolVersion)
    }

    /// Writes both caches back; the first warning of either, if any (one line: an
    /// unwritable directory fails both the same way). With `TABLECTL_CACHE_STATS` set
    /// in the environment, `note` also gets how many of `files` the cache answered for
    /// (to check that CI restores a cache it can use).
    func close(files: Int, note: (RunMessage) -> Void) -> String? {
        let results = results.value
        if StandardStreams.environment("TABLECTL_CACHE_STATS") != nil {
            note(.note("cache: \(results.hits) of \(Plural.count(files, "file")) from the cache in '\(results.directory)'"))
        }
        results.flush()
        listings.flush()
        return results.warning ?? listings.warning
    }
}
