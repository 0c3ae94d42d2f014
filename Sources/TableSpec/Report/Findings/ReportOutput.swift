/// One report asked for: a reporter, and the file it writes to (nil: standard output).
public struct ReportRequest: Sendable {
    /// The format.
    public var reporter: any Reporter.Type
    /// The file to write, or nil for standard output.
    public var path: String?

    /// A request for `reporter`, written to `path` (nil: standard output).
    public init(reporter: any Reporter.Type, path: String? = nil) {
        self.reporter = reporter
        self.path = path
    }
}

/// Sends a run's result to every report asked for: one to standard output (through the
/// caller, who owns it), the others each to its file, written atomically (``AtomicFile``),
/// and, when the `github` report is among them and a step-summary file is given (GitHub
/// Actions' `GITHUB_STEP_SUMMARY`), the Markdown summary appended to that file.
public enum ReportOutput {
    /// Writes every report of `requests`, in order. A report that cannot be written (a
    /// file, or standard output when `standardOutput` returns false) is told to `message`
    /// as an error and the others are still written; a step summary that cannot be
    /// appended is only a warning. Returns false when any report could not be written.
    /// `options.color` applies to the report on standard output only; files never get
    /// colour. O(size of the reports).
    public static func write(
        _ result: BatchResult, requests: [ReportRequest], options: ReportOptions,
        stepSummary: String?, standardOutput: (String) -> Bool, message: (RunMessage) -> Void
    ) -> Bool {
        var base = options
        base.color = false
        var ok = true
        for request in requests {
            guard let path = request.path else {
                if !standardOutput(request.reporter.report(result, options: options)) { ok = false }
                continue
            }
            do {
                try AtomicFile.write(request.reporter.report(result, options: base), to: path)
            } catch {
                message(.error(error.description))
                ok = false
            }
        }
        if requests.contains(where: { $0.reporter == GitHubReporter.self }), let stepSummary, !stepSummary.isEmpty {
            do {
                try AtomicFile.append(GitHubStepSummary.markdown(result, options: base), to: stepSummary)
            } catch {
                // The summary is extra to what was asked; failing to add it is only a warning.
                message(.warning("GITHUB_STEP_SUMMARY: " + error.description))
            }
        }
        return ok
    }
}
