/// The steps of a ``LintRun`` that its ``LintPolicy`` drives, in run order: configuration
/// before checking, the baseline while and after, quiet mode last.
struct LintSteps {
    let policy: LintPolicy
    let workingDirectory: String
    /// The baseline read up front, so a bad one fails before any work.
    private(set) var baseline: Baseline?
    /// The baseline's entries by file (relative to its directory), applied while checking.
    private var baselineFilters: [String: KnownFindings] = [:]

    /// Reads the baseline (when the policy names one). O(baseline size).
    init(policy: LintPolicy, workingDirectory: String) throws(LintRunError) {
        self.policy = policy
        self.workingDirectory = workingDirectory
        if let path = policy.baseline {
            do {
                baseline = try Baseline.read(path: path)
                baselineFilters = baseline?.fileFilters() ?? [:]
            } catch {
                throw .baseline(error.message)
            }
        }
    }

    /// The inputs to check with their settings. A broken `configuration` throws. A broken
    /// `.tablectl.yml` found beside the inputs does not stop the run: the files it governs
    /// are not checked (a note unless quiet), the others are, and ``including(_:in:)`` adds
    /// its findings to the result. Notes excluded files that were named (unless quiet).
    /// Without a `configuration`, `shared` (or a new resolver) looks the nearest one up.
    func configure(
        _ inputs: [BatchInput], named: Set<String>, resolver shared: ConfigurationResolver? = nil,
        messages: (RunMessage) -> Void
    ) throws(LintRunError) -> ConfiguredInputs {
        let resolver: ConfigurationResolver
        if let path = policy.configuration {
            switch ConfigurationResolver.load(file: path, workingDirectory: workingDirectory) {
            case .success(let configuration):
                resolver = ConfigurationResolver(configuration: configuration, workingDirectory: workingDirectory)
            case .failure(let error):
                throw .configuration(error)
            }
        } else {
            resolver = shared ?? ConfigurationResolver(workingDirectory: workingDirectory)
        }
        // The baseline files are JSON too; never check them as specs when found under a
        // directory.
        let baselines = Set([policy.baseline, policy.writeBaseline].compactMap { $0 }.map {
            FilePath.absolute($0, from: workingDirectory)
        })
        let specs = baselines.isEmpty ? inputs : inputs.filter { input in
            guard case .file(let path) = input, !named.contains(path) else { return true }
            return !baselines.contains(FilePath.absolute(path, from: workingDirectory))
        }
        let planned = ConfiguredInputs(specs, resolver: resolver, named: named)
        if !policy.quiet {
            for (error, count) in zip(planned.errors, planned.unchecked) {
                messages(.note(
                    "not checking \(Plural.count(count, "file")) governed by '\(error.source.path)': the configuration is broken"))
            }
            for excluded in planned.excluded where excluded.wasNamed {
                messages(.note(
                    "skipping '\(excluded.input.displayPath)': excluded by '\(excluded.pattern)' in \(excluded.configuration)"))
            }
        }
        return planned
    }

    /// `checked` with the findings of every broken configuration met (first, in the order
    /// met), and its unreadable configurations among the failures (exit status 2).
    func including(_ planned: ConfiguredInputs, in checked: BatchResult) -> BatchResult {
        guard !planned.errors.isEmpty else { return checked }
        // Broken configurations first, by path (the order ``LintRun/runMerging`` restores).
        var reports = planned.errors.compactMap(\.report).sorted { $0.path.utf8Precedes($1.path) }
        // The baseline absorbs a configuration's findings as a spec's (specs have theirs
        // applied while checked; with writeBaseline, ``filter(_:)`` applies it to all).
        if let baseline, let path = policy.baseline, policy.writeBaseline == nil {
            reports = baseline.newFindings(in: reports, directory: directory(of: path), workingDirectory: workingDirectory)
        }
        let failures = planned.errors.compactMap { error in
            error.report == nil ? BatchFailure(path: error.source.path, message: error.description) : nil
        }
        return BatchResult(reports: reports + checked.reports, failures: failures + checked.failures)
    }

    /// The options each input is checked with: `limits`, its configuration's rule settings,
    /// the cap (the policy's, else the configuration's `max-findings`, else the default)
    /// and its baseline entries, so the baseline absorbs findings before the cap.
    ///
    /// When writing a baseline there is no cap and the baseline is applied after checking
    /// (``filter(_:)``): the baseline written must hold every finding, or the findings left
    /// out would be new on the next run.
    func checkOptions(limits: Limits, planned: ConfiguredInputs) -> @Sendable (BatchInput) -> CheckOptions {
        let variants = policy.maxVariants
        let unused = policy.reportsUnusedCatalogKeys
        if policy.writeBaseline != nil {
            return { input in
                var options = CheckOptions(limits: limits, rules: planned.settings(input), maxFindings: 0)
                options.compositionRoot = planned.root(input)
                options.maxVariants = variants
                options.reportsUnusedCatalogKeys = unused
                return options
            }
        }
        let cap = policy.maxFindings
        let filters = baselineFilters
        let here = workingDirectory
        let baselineDirectory = policy.baseline.map(directory(of:))
        return { input in
            let rules = planned.settings(input)
            var checking = CheckOptions(
                limits: limits, rules: rules, maxFindings: cap ?? rules.maxFindings ?? CheckOptions.defaultMaxFindings)
            if let baselineDirectory, !filters.isEmpty {
                checking.baseline = filters[Baseline.path(of: input.displayPath, directory: baselineDirectory, workingDirectory: here)]
            }
            checking.compositionRoot = planned.root(input)
            checking.maxVariants = variants
            checking.reportsUnusedCatalogKeys = unused
            return checking
        }
    }

    /// The options of a file a composite includes, from the composite's and the file's
    /// absolute path, as if it were checked on its own: the rules and cap of the
    /// configuration in force for it (the composite's when that configuration is broken,
    /// which is reported for the files it governs), the composite's limits, and the file's
    /// own baseline entries; nil when its configuration excludes it (its findings are not
    /// reported; its sections are still composed).
    func componentOptions(_ planned: ConfiguredInputs) -> @Sendable (CheckOptions, String) -> CheckOptions? {
        let filters = policy.writeBaseline == nil ? baselineFilters : [:]
        let here = workingDirectory
        let baselineDirectory = policy.baseline.map(directory(of:))
        let resolver = planned.resolver
        let cap = policy.writeBaseline == nil ? policy.maxFindings : 0
        return { options, path in
            var options = options
            if case .success(let configuration) = resolver.configuration(forFile: path) {
                if configuration?.exclusion(forFile: path) != nil { return nil }
                options.rules = configuration?.settings(forFile: path) ?? .default
                options.maxFindings = cap ?? options.rules.maxFindings ?? CheckOptions.defaultMaxFindings
            }
            options.baseline = baselineDirectory.flatMap {
                filters[Baseline.path(of: path, directory: $0, workingDirectory: here)]
            }
            return options
        }
    }

    /// Writes the baseline (when asked, with every finding), then drops the findings the
    /// baseline absorbs (when ``checkOptions(limits:planned:)`` did not while checking)
    /// and, when quiet, the warnings (those the cap left out too).
    func filter(_ result: BatchResult) throws(LintRunError) -> BatchResult {
        var reports = result.reports
        if let path = policy.writeBaseline {
            let recorded = Baseline(reports: reports, directory: directory(of: path), workingDirectory: workingDirectory)
            do {
                try recorded.write(to: path)
            } catch {
                throw .writeBaseline(error.message)
            }
        }
        if let baseline, let path = policy.baseline, policy.writeBaseline != nil {
            reports = baseline.newFindings(in: reports, directory: directory(of: path), workingDirectory: workingDirectory)
        }
        if policy.quiet {
            reports = reports.map { report in
                guard report.warningCount > 0 else { return report }
                return FileReport(
                    source: report.source, diagnostics: report.diagnostics.filter { $0.severity == .error },
                    table: report.table, omitted: OmittedFindings(errors: report.omitted.errors))
            }
        }
        return BatchResult(reports: reports, failures: result.failures)
    }

    /// The absolute directory of the file at `path` (a baseline's: its paths are relative
    /// to it).
    private func directory(of path: String) -> String {
        FilePath.parent(FilePath.absolute(path, from: workingDirectory))
    }
}
