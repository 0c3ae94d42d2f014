
/// `--format github`: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request's changed files.
///
/// ```
/// ::error file=specs/settings.yaml,line=11,col=15,endLine=11,endColumn=22,title=unknown-kind::unknown cell kind 'standrad'; did you mean 'standard'?
/// 1 error in 1 file
/// ```
/// GitHub shows at most 10 error and 10 warning annotations per step and drops the rest
/// silently, so all errors come first (files in order, each in source order), then all
/// warnings; the full list goes to the job summary (``GitHubStepSummary``). Paths are
/// relative to the working directory. Values are escaped as the Actions toolkit
/// (`@actions/core`) does: `%`, CR and LF in the message, also `:` and `,` in properties.
/// Column properties are left out for a finding spanning lines, which GitHub rejects;
/// `endColumn` is the last column of the span (inclusive).
public enum GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions annotations, errors first"

    /// How many annotations of one severity GitHub shows per step.
    static let annotationLimit = 10

    /// One command per finding, then the summary line. O(findings).
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        var out = ""
        for severity in [Severity.error, .warning] {
            for file in result.reports {
                let path = TerminalText.escaped(options.reportPath(file.path))
                for diagnostic in file.diagnostics where diagnostic.severity == severity {
                    out += command(diagnostic, path: path)
                }
            }
        }
        out += FindingSummary.line(errors: result.errorCount, warnings: result.warningCount, files: result.fileCount) + "\n"
        if result.errorCount > annotationLimit || result.warningCount > annotationLimit {
            out += "GitHub shows only \(annotationLimit) errors and \(annotationLimit) warnings as annotations; "
            let capped = result.reports.contains { $0.omitted.total > 0 }
            out += capped ? "the job summary lists every finding kept (--max-findings)\n" : "the job summary lists every finding\n"
        }
        return out
    }

    /// `::error file=…,line=…,…::message` for one finding.
    static func command(_ d: Diagnostic, path: String) -> String {
        var properties = [("file", path), ("line", String(d.start.line))]
        if d.end.line <= d.start.line {
            properties.append(("col", String(d.start.column)))
            properties.append(("endLine", String(d.start.line)))
            properties.append(("endColumn", String(max(d.start.column, d.end.column - 1))))
        } else {
            properties.append(("endLine", String(d.end.line)))
        }
        properties.append(("title", d.rule.rawValue))
        var message = TerminalText.escaped(d.message)
        if let hint = d.hint { message += "\nhelp: " + TerminalText.escaped(hint) }
        for related in d.related {
            let place = related.path.map { TerminalText.escaped($0) + ":" } ?? ""
            message += "\nnote: \(place)\(related.span.start): " + TerminalText.escaped(related.message)
        }
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(d.severity.rawValue) \(list)::\(escapeData(message))\n"
    }

    /// A command's message, escaped as `@actions/core` `escapeData` does: `%`, CR, LF.
    static func escapeData(_ text: String) -> String {
        Escaping.replacing(text) { scalar in
            switch scalar {
            case "%": return "%25"
            case "\r": return "%0D"
            case "\n": return "%0A"
            default: return nil
            }
        }
    }

    /// A command's property value, escaped as `@actions/core` `escapeProperty` does:
    /// `%`, CR, LF, `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        Escaping.replacing(escapeData(text)) { scalar in
            switch scalar {
            case ":": return "%3A"
            case ",": return "%2C"
            default: return nil
            }
        }
    }
}
