#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TableSpec

/// Sends a run's result to every `--format` asked for: one to standard output, the others
/// each to its file (written atomically), and, when `github` is among them and
/// `GITHUB_STEP_SUMMARY` is set, the Markdown summary appended to that file.
enum ReportOutput {
    /// Writes every report. A report that cannot be written (a file, or standard output)
    /// is reported on standard error and the others are still written; returns false when
    /// any could not be. O(output).
    static func write(_ result: BatchResult, requests: [FormatRequest], color: Bool) -> Bool {
        let base = ReportOptions(
            color: false,
            workingDirectory: FileManager.default.currentDirectoryPath,
            toolVersion: TableCtl.configuration.version)
        var ok = true
        for request in requests {
            var options = base
            guard let path = request.path else {
                options.color = color
                if !StandardStreams.writeOutputReporting(request.reporter.report(result, options: options)) { ok = false }
                continue
            }
            do {
                try AtomicFile.write(request.reporter.report(result, options: options), to: path)
            } catch {
                StandardStreams.writeError("tablectl: error: \(SafeText.escaped(error.description))\n")
                ok = false
            }
        }
        if requests.contains(where: { $0.reporter == GitHubReporter.self }),
            let summary = StandardStreams.environment("GITHUB_STEP_SUMMARY"), !summary.isEmpty {
            do {
                try AtomicFile.append(GitHubStepSummary.markdown(result, options: base), to: summary)
            } catch {
                // The summary is extra to what was asked; failing to add it is only a warning.
                StandardStreams.writeError(
                    "tablectl: warning: GITHUB_STEP_SUMMARY: \(SafeText.escaped(error.description))\n")
            }
        }
        return ok
    }
}
