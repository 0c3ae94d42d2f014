import TableSpec

/// Writes what the library says on standard error (``RunMessage/line``, findings in
/// validate's text form).
enum ErrorOutput {
    /// `tablectl: error: <text>`.
    static func error(_ text: String) { write(.error(text)) }

    /// A library run's note, warning or error.
    static func write(_ message: RunMessage) { StandardStreams.writeError(message.line) }

    /// Why a lint run could not run.
    static func write(_ failure: LintRunError) { StandardStreams.writeError(failure.text) }

    /// A spec's findings: with the summary line (render, export), or alone (diff).
    static func writeFindings(of spec: LoadedSpec, summary: Bool) { StandardStreams.writeError(spec.findingsText(summary: summary)) }

    /// `diagnostics` in `source`, each as validate's text reporter shows it (no colour).
    static func writeFindings(_ diagnostics: [Diagnostic], of source: SourceFile) {
        StandardStreams.writeError(TextReporter.findings(diagnostics, in: source))
    }
}
