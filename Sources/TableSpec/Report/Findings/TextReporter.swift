
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
/// When specs with flags or sources were checked, the summary says how many variants:
/// `no problems in 3 files (68 variants of 2 dynamic specs checked)`.
/// Everything taken from the spec (path, messages, source) is escaped with ``TerminalText``.
public enum TextReporter: Reporter {
    public static let identifier = "text"
    public static let summary = "one finding per line with the source line and a caret"

    /// The whole output; empty when no file could be checked at all (the reasons are on
    /// standard error). Written into one byte buffer; each finding's line is found from
    /// its mark (``SourceFile/lineRange(_:near:)``), so the cost is O(output) plus a fast
    /// count of the line feeds before each finding.
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        guard !result.reports.isEmpty else { return "" }
        var out = TextOutput(color: options.color)
        var errors = 0
        var warnings = 0
        var variants = (checked: 0, specs: 0)
        for file in result.reports where file.variants > 0 { variants = (variants.checked + file.variants, variants.specs + 1) }
        for file in result.reports where !file.diagnostics.isEmpty {
            // The file's true counts: the findings the cap left out are counted, and the
            // `too-many-findings` finding that stands for them is not.
            errors += file.errorCount
            warnings += file.warningCount
            let excerpt = SourceExcerpt(file.source)
            let path = TerminalText.escaped(file.path)
            for diagnostic in file.diagnostics {
                finding(diagnostic, path: path, excerpt: excerpt, into: &out)
            }
        }
        var line = FindingSummary.line(errors: errors, warnings: warnings, files: result.fileCount)
        if variants.specs > 0 {
            line += " (\(Plural.count(variants.checked, "variant")) of \(Plural.count(variants.specs, "dynamic spec")) checked)"
        }
        out.styled(errors > 0 ? TextOutput.red : warnings > 0 ? TextOutput.yellow : TextOutput.green) { $0.append(line) }
        out.append("\n")
        return out.text
    }

    /// `diagnostics` of `source` as the text report shows them, without colour and without
    /// the summary line: what `diff`, `render` and `export` print on standard error about
    /// a spec they read. O(size of the findings).
    public static func findings(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        let excerpt = SourceExcerpt(source)
        let path = TerminalText.escaped(source.path)
        var out = TextOutput(color: false)
        for diagnostic in diagnostics {
            finding(diagnostic, path: path, excerpt: excerpt, into: &out)
        }
        return out.text
    }

    /// One finding: its line, the excerpt, the hint and the related notes.
    static func finding(_ d: Diagnostic, path: String, excerpt: SourceExcerpt, into out: inout TextOutput) {
        out.location(path, d.start)
        out.append(" ")
        if d.severity == .error {
            out.styled(TextOutput.red) { $0.append("error:") }
        } else {
            out.styled(TextOutput.yellow) { $0.append("warning:") }
        }
        out.append(" ")
        out.styled(TextOutput.bold) { $0.appendEscaped(d.message) }
        out.append(" ")
        out.styled(TextOutput.dim) { $0.append("["); $0.append(d.rule.rawValue); $0.append("]") }
        out.append("\n")
        if let excerpt = excerpt.rendered(d.span) {
            out.append(excerpt.line)
            out.append("\n")
            out.repeated(0x20, excerpt.pad)
            out.styled(TextOutput.green) { $0.append("^"); $0.repeated(UInt8(ascii: "~"), excerpt.length - 1) }
            out.append("\n")
        }
        if let hint = d.hint {
            out.append("  ")
            out.styled(TextOutput.cyan) { $0.append("help:") }
            out.append(" ")
            out.appendEscaped(hint)
            out.append("\n")
        }
        for related in d.related {
            out.location(related.path ?? path, related.span.start)
            out.append(" ")
            out.styled(TextOutput.cyan) { $0.append("note:") }
            out.append(" ")
            out.appendEscaped(related.message)
            out.append("\n")
        }
    }
}
