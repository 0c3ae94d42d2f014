import TableSpec

/// `--format text` (the default): one finding per line in the form editors and problem
/// matchers read, the source line with a caret under the span, a help line and notes,
/// then a summary line.
///
/// ```
/// specs/settings.yaml:14:17: error: unknown cell kind 'standrad'; did you mean 'standard'? [unknown-kind]
///     kind: standrad
///           ^~~~~~~~
///   help: built-in kinds are standard, subtitle, value2, button, headerLead, footerFinish
/// specs/settings.yaml:3:9: note: first used here
/// 1 error in 1 file
/// ```
/// Everything taken from the spec (path, messages, source) is escaped with ``SafeText``.
enum TextReporter: Reporter {
    static let identifier = "text"
    static let summary = "one finding per line with the source line and a caret"

    /// The whole output; empty when no file could be checked at all (the reasons are on
    /// standard error). O(findings × line length + size of files with findings).
    static func report(_ result: BatchResult, options: ReportOptions) -> String {
        guard !result.reports.isEmpty else { return "" }
        let palette = Palette(enabled: options.color)
        var out = ""
        for file in result.reports where !file.diagnostics.isEmpty {
            let excerpt = SourceExcerpt(file.source)
            let path = SafeText.escaped(file.path)
            for diagnostic in file.diagnostics {
                out += finding(diagnostic, path: path, excerpt: excerpt, palette: palette)
            }
        }
        let line = Summary.line(errors: result.errorCount, warnings: result.warningCount, files: result.fileCount)
        if result.errorCount > 0 {
            out += palette.red(line) + "\n"
        } else if result.warningCount > 0 {
            out += palette.yellow(line) + "\n"
        } else {
            out += palette.green(line) + "\n"
        }
        return out
    }

    /// One finding: its line, the excerpt, the hint and the related notes.
    static func finding(_ d: Diagnostic, path: String, excerpt: SourceExcerpt, palette: Palette) -> String {
        let label = d.severity == .error ? palette.red("error:") : palette.yellow("warning:")
        let rule = palette.dim("[\(d.rule.rawValue)]")
        var out = palette.bold("\(path):\(d.start.line):\(d.start.column):") + " \(label) "
        out += palette.bold(SafeText.escaped(d.message)) + " \(rule)\n"
        if let (line, caret) = excerpt.render(d.span) {
            let pad = caret.prefix { $0 == " " }
            out += line + "\n" + pad + palette.green(String(caret.dropFirst(pad.count))) + "\n"
        }
        if let hint = d.hint {
            out += "  " + palette.cyan("help:") + " " + SafeText.escaped(hint) + "\n"
        }
        for related in d.related {
            let mark = related.span.start
            out += palette.bold("\(path):\(mark.line):\(mark.column):") + " " + palette.cyan("note:")
            out += " " + SafeText.escaped(related.message) + "\n"
        }
        return out
    }
}
