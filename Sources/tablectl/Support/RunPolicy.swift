import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TableSpec

/// The steps of `tablectl validate` that the policy options drive, in run order:
/// configuration before checking, baseline and quiet mode after, then the exit status.
/// Each step that cannot do what was asked prints why on standard error and throws
/// `ExitCode(2)`.
struct RunPolicy {
    let options: PolicyOptions
    let workingDirectory = FilePath.workingDirectory
    /// The baseline read up front, so a bad one fails before any work.
    private(set) var baseline: Baseline?
    /// The baseline's entries by file (relative to its directory), applied while checking.
    private var baselineFilters: [String: Baseline.FileFilter] = [:]

    /// Reads the baseline (when given). Throws `ExitCode(2)` when it cannot be used.
    init(_ options: PolicyOptions) throws {
        self.options = options
        if let path = options.baseline {
            do {
                baseline = try Baseline.read(path: path)
                baselineFilters = baseline?.fileFilters() ?? [:]
            } catch {
                StandardStreams.writeError("tablectl: error: \(SafeText.escaped(error.message))\n")
                throw ExitCode(ExitStatus.usage)
            }
        }
    }

    /// The inputs to check with their settings. A broken `--config` is printed and throws
    /// `ExitCode(2)`. A broken `.tablectl.yml` found beside the inputs does not stop the run:
    /// the files it governs are not checked (noted on standard error unless quiet), the
    /// others are, and ``including(_:in:)`` adds its findings to the result. Notes excluded files
    /// that were named on the command line (unless quiet).
    func configure(_ inputs: [BatchInput], named: Set<String>) throws -> ConfiguredInputs {
        let resolver: ConfigurationResolver
        if let path = options.config {
            switch ConfigurationResolver.load(file: path, workingDirectory: workingDirectory) {
            case .success(let configuration):
                resolver = ConfigurationResolver(configuration: configuration, workingDirectory: workingDirectory)
            case .failure(let error):
                Self.print(error)
                throw ExitCode(ExitStatus.usage)
            }
        } else {
            resolver = ConfigurationResolver(workingDirectory: workingDirectory)
        }
        // The baseline files are JSON too; never check them as specs when found under a
        // directory.
        let baselines = Set([options.baseline, options.writeBaseline].compactMap { $0 }.map {
            FilePath.absolute($0, from: workingDirectory)
        })
        let specs = baselines.isEmpty ? inputs : inputs.filter { input in
            guard case .file(let path) = input, !named.contains(path) else { return true }
            return !baselines.contains(FilePath.absolute(path, from: workingDirectory))
        }
        let planned = ConfiguredInputs(specs, resolver: resolver, named: named)
        if !options.quiet {
            for (error, count) in zip(planned.errors, planned.unchecked) {
                StandardStreams.writeError(SafeText.escaped(
                    "tablectl: note: not checking \(Summary.count(count, "file")) governed by '\(error.source.path)': the configuration is broken")
                    + "\n")
            }
        }
        if !options.quiet {
            for excluded in planned.excluded where excluded.wasNamed {
                StandardStreams.writeError(SafeText.escaped(
                    "tablectl: note: skipping '\(excluded.input.displayPath)': excluded by '\(excluded.pattern)' in \(excluded.configuration)") + "\n")
            }
        }
        return planned
    }

    /// `checked` with the findings of every broken configuration met (first, in the order
    /// met), and its unreadable configurations among the failures (exit status 2).
    func including(_ planned: ConfiguredInputs, in checked: BatchResult) -> BatchResult {
        guard !planned.errors.isEmpty else { return checked }
        var reports = planned.errors.compactMap(\.report)
        // The baseline absorbs a configuration's findings as a spec's (specs have theirs
        // applied while checked; with --write-baseline, ``filter(_:)`` applies it to all).
        if let baseline, let path = options.baseline, options.writeBaseline == nil {
            reports = baseline.newFindings(in: reports, directory: directory(of: path), workingDirectory: workingDirectory)
        }
        let failures = planned.errors.compactMap { error in
            error.report == nil ? BatchFailure(path: error.source.path, message: error.description) : nil
        }
        return BatchResult(reports: reports + checked.reports, failures: failures + checked.failures)
    }

    /// The options each input is checked with: `limits`, its configuration's rule settings,
    /// the cap (`--max-findings`, else the configuration's `max-findings`, else the
    /// default) and its baseline entries, so the baseline absorbs findings before the cap.
    ///
    /// With `--write-baseline` there is no cap and the baseline is applied after checking
    /// (``filter(_:)``): the baseline written must hold every finding, or the findings left
    /// out would be new on the next run.
    func checkOptions(limits: Limits, planned: ConfiguredInputs) -> @Sendable (BatchInput) -> CheckOptions {
        if options.writeBaseline != nil {
            return { CheckOptions(limits: limits, rules: planned.settings($0), maxFindings: 0) }
        }
        let cap = options.maxFindings
        let filters = baselineFilters
        let here = workingDirectory
        let baselineDirectory = options.baseline.map(directory(of:))
        return { input in
            let rules = planned.settings(input)
            var checking = CheckOptions(
                limits: limits, rules: rules, maxFindings: cap ?? rules.maxFindings ?? CheckOptions.defaultMaxFindings)
            if let baselineDirectory, !filters.isEmpty {
                checking.baseline = filters[Baseline.path(of: input.displayPath, directory: baselineDirectory, workingDirectory: here)]
            }
            return checking
        }
    }

    /// The absolute directory of the file at `path` (a baseline's: its paths are relative
    /// to it).
    private func directory(of path: String) -> String {
        FilePath.parent(FilePath.absolute(path, from: workingDirectory))
    }

    /// Writes the baseline (when asked, with every finding), then drops the findings the
    /// baseline absorbs (when ``checkOptions(limits:planned:)`` did not while checking)
    /// and, when quiet, the warnings (those the cap left out too).
    func filter(_ result: BatchResult) throws -> BatchResult {
        var reports = result.reports
        if let path = options.writeBaseline {
            let recorded = Baseline(reports: reports, directory: directory(of: path), workingDirectory: workingDirectory)
            do {
                try recorded.write(to: path)
            } catch {
                StandardStreams.writeError("tablectl: error: \(SafeText.escaped(error.message))\n")
                throw ExitCode(ExitStatus.usage)
            }
        }
        if let baseline, let path = options.baseline, options.writeBaseline != nil {
            reports = baseline.newFindings(in: reports, directory: directory(of: path), workingDirectory: workingDirectory)
        }
        if options.quiet {
            reports = reports.map { report in
                guard report.warningCount > 0 else { return report }
                return FileReport(
                    source: report.source, diagnostics: report.diagnostics.filter { $0.severity == .error },
                    table: report.table, omitted: OmittedFindings(errors: report.omitted.errors))
            }
        }
        return BatchResult(reports: reports, failures: result.failures)
    }

    /// 1 when the findings fail the run (errors; warnings with `--fail-on warning`; more
    /// warnings than `--max-warnings`), else 0. Says on standard error when the warning
    /// budget is what failed.
    func status(_ result: BatchResult) -> Int32 {
        if result.errorCount > 0 { return ExitStatus.findings }
        if options.failLevel == .warning, result.warningCount > 0 { return ExitStatus.findings }
        if let limit = options.maxWarnings, result.warningCount > limit {
            StandardStreams.writeError(
                "tablectl: error: \(Summary.count(result.warningCount, "warning")), more than --max-warnings \(limit)\n")
            return ExitStatus.findings
        }
        return ExitStatus.success
    }

    /// A broken configuration on standard error: its located findings in the text form,
    /// or its message.
    static func print(_ error: ConfigurationError) {
        if let message = error.message {
            StandardStreams.writeError("tablectl: error: \(SafeText.escaped(message))\n")
            return
        }
        let excerpt = SourceExcerpt(error.source)
        let path = SafeText.escaped(error.source.path)
        var out = ""
        for diagnostic in error.diagnostics {
            out += TextReporter.finding(diagnostic, path: path, excerpt: excerpt, palette: Palette(enabled: false))
        }
        StandardStreams.writeError(out)
    }
}
