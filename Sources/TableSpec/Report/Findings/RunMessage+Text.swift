/// What tablectl prints on standard error, in its one form, `tablectl: <level>: <text>`,
/// with everything escaped for the terminal (``TerminalText``): paths and messages come from
/// files and command lines. The command only writes these texts.
extension RunMessage {
    /// The message as one line: `tablectl: note: …`, `tablectl: warning: …`, `tablectl: error: …`.
    public var line: String {
        switch self {
        case .note(let text): return "tablectl: note: \(TerminalText.escaped(text))\n"
        case .warning(let text): return "tablectl: warning: \(TerminalText.escaped(text))\n"
        case .error(let text): return "tablectl: error: \(TerminalText.escaped(text))\n"
        }
    }
}

extension LintRunError {
    /// Why a lint run could not run: its error line, or a broken configuration's located
    /// findings in validate's text form.
    public var text: String {
        switch self {
        case .baseline(let message), .writeBaseline(let message):
            return RunMessage.error(message).line
        case .configuration(let configuration):
            if let message = configuration.message { return RunMessage.error(message).line }
            return TextReporter.findings(configuration.diagnostics, in: configuration.source)
        }
    }
}

extension LoadedSpec {
    /// The spec's findings (and its parts' and data files') in validate's text form, no
    /// colour: with the summary line (render, export), or the findings alone (diff);
    /// empty when there are none. O(findings).
    public func findingsText(summary: Bool) -> String {
        let reports = (report.map { [$0] } ?? []) + components + dataReports
        guard reports.contains(where: { !$0.diagnostics.isEmpty }) else { return "" }
        if summary { return TextReporter.report(BatchResult(reports: reports, failures: []), options: ReportOptions(color: false)) }
        return reports.map { TextReporter.findings($0.diagnostics, in: $0.source) }.joined()
    }
}
