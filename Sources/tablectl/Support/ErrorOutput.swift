import TableSpec

/// What tablectl says on standard error, in its one form, `tablectl: <level>: <text>`,
/// with everything escaped for the terminal (``TerminalText``): paths and messages come from
/// files and command lines.
enum ErrorOutput {
    /// `tablectl: error: <text>`.
    static func error(_ text: String) {
        StandardStreams.writeError("tablectl: error: \(TerminalText.escaped(text))\n")
    }

    /// A library run's note, warning or error.
    static func write(_ message: RunMessage) {
        switch message {
        case .note(let text): StandardStreams.writeError("tablectl: note: \(TerminalText.escaped(text))\n")
        case .warning(let text): StandardStreams.writeError("tablectl: warning: \(TerminalText.escaped(text))\n")
        case .error(let text): error(text)
        }
    }

    /// Why a lint run could not run; a broken configuration with its located findings in
    /// validate's text form.
    static func write(_ failure: LintRunError) {
        switch failure {
        case .baseline(let message), .writeBaseline(let message):
            error(message)
        case .configuration(let configuration):
            if let message = configuration.message { return error(message) }
            writeFindings(configuration.diagnostics, of: configuration.source)
        }
    }

    /// A spec's findings in validate's text form (no colour): with the summary line (render,
    /// export), or the findings alone (diff).
    static func writeFindings(of spec: LoadedSpec, summary: Bool) {
        let reports = (spec.report.map { [$0] } ?? []) + spec.components + spec.dataReports
        guard reports.contains(where: { !$0.diagnostics.isEmpty }) else { return }
        if summary {
            let result = BatchResult(reports: reports, failures: [])
            StandardStreams.writeError(TextReporter.report(result, options: ReportOptions(color: false)))
        } else {
            for report in reports { writeFindings(report.diagnostics, of: report.source) }
        }
    }

    /// `diagnostics` in `source`, each as validate's text reporter shows it (no colour).
    static func writeFindings(_ diagnostics: [Diagnostic], of source: SourceFile) {
        StandardStreams.writeError(TextReporter.findings(diagnostics, in: source))
    }
}
