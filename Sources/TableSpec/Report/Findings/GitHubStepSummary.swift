
/// The Markdown table `--format github` appends to the file named by
/// `GITHUB_STEP_SUMMARY`, where GitHub shows it on the run's summary page: every finding,
/// including those past GitHub's 10-annotation limit.
///
/// ```
/// ### tablectl: 1 error, 1 warning in 2 files
///
/// | severity | location | rule | message |
/// |---|---|---|---|
/// | error | `specs/a.yaml:11:15` | `unknown-kind` | unknown cell kind 'standrad'; did you mean 'standard'? |
/// ```
/// Errors come first, as in the annotations. Text from specs is escaped so that it cannot
/// break the table or add Markdown or HTML of its own. At most ``rowLimit`` rows are
/// written (GitHub accepts 1 MiB of summary per step); a last line says how many were left
/// out.
enum GitHubStepSummary {
    /// Most findings listed in the table.
    static let rowLimit = 1000

    /// The Markdown for `result`, ending in a blank line so that summaries of several
    /// steps stay apart. O(findings).
    static func markdown(_ result: BatchResult, options: ReportOptions) -> String {
        let line = FindingSummary.line(errors: result.errorCount, warnings: result.warningCount, files: result.fileCount)
        var out = "### tablectl: \(line)\n\n"
        guard result.errorCount + result.warningCount > 0 else { return out }
        out += "| severity | location | rule | message |\n|---|---|---|---|\n"
        var rows = 0
        for severity in [Severity.error, .warning] {
            for file in result.reports {
                let path = options.reportPath(file.path)
                for d in file.diagnostics where d.severity == severity {
                    rows += 1
                    guard rows <= rowLimit else { continue }
                    let location = code("\(path):\(d.start.line):\(d.start.column)")
                    out += "| \(severity.rawValue) | \(location) | \(code(d.rule.rawValue)) | \(cell(d.message)) |\n"
                }
            }
        }
        if rows > rowLimit {
            out += "\n\(rows - rowLimit) more not listed; run tablectl validate locally to see them all.\n"
        }
        return out + "\n"
    }

    private static func cell(_ text: String) -> String { MarkdownText.inline(text) }

    private static func code(_ text: String) -> String { MarkdownText.code(text) }
}
