import ArgumentParser
import TableSpec

/// Loads the one spec that `tablectl export` or `tablectl render` works on, with the same
/// reader, loader, decoder and rules as `tablectl validate` (``BatchChecker``,
/// ``SpecChecker``).
///
/// - A file that cannot be read: `tablectl: error: …` on standard error, exit 2.
/// - A spec with errors: its findings in validate's text form (no colour, with the summary
///   line) on standard error, then `tablectl: error: cannot <verb> …`, exit 2. Nothing is
///   produced from a spec that is only half right.
/// - A spec with warnings only: the warnings on standard error; the command goes on.
enum SpecInput {
    /// The table of `input`, for the command named `verb`. O(file size).
    static func table(_ input: BatchInput, limits: Limits, for verb: String) throws -> Table {
        // Findings capped per file as validate's are by default; the counts stay true, so
        // "it has 5,000 errors" is still what stops the command.
        let result = BatchChecker.check([input], options: CheckOptions(limits: limits), jobs: 1)
        for failure in result.failures {
            StandardStreams.writeError("tablectl: error: \(SafeText.escaped(failure.message))\n")
        }
        guard let report = result.reports.first else { throw ExitCode(ExitStatus.usage) }
        if !report.diagnostics.isEmpty {
            StandardStreams.writeError(TextReporter.report(result, options: ReportOptions(color: false)))
        }
        guard let table = report.table, report.errorCount == 0 else {
            let why = report.errorCount > 1 ? "it has \(report.errorCount) errors; fix them first"
                : report.errorCount == 1 ? "it has an error; fix it first" : "it does not load"
            StandardStreams.writeError("tablectl: error: cannot \(verb) '\(SafeText.escaped(report.path))': \(why)\n")
            throw ExitCode(ExitStatus.usage)
        }
        return table
    }
}
