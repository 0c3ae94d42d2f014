/// `too-many-findings`: a file has more findings than the cap, and the rest are not shown.
enum TooManyFindingsRule: Rule {
    static let description = RuleDescription(
        id: .tooManyFindings, severity: .warning, stage: .validation,
        summary: "a file has more findings than --max-findings; the rest are counted, not shown",
        explanation: """
            One hostile or broken file can hold millions of findings; listing them all \
            takes minutes and gigabytes. So each file's report keeps at most \
            `--max-findings` findings (`max-findings` in `.tablectl.yml`; 1,000 by default, \
            0 for no cap): errors first, then in source order. The others are counted, not \
            kept, and this one finding, last in the file's report at line 1, column 1, says \
            how many were left out. Its severity is the highest of theirs. The summary counts \
            and the exit status include the findings not shown (this finding itself is not \
            counted). Findings suppressed inline, of rules turned off, or absorbed by the \
            baseline are dropped before the cap and never count. It cannot be suppressed or \
            turned off: raise `--max-findings`, or set it to 0, to see every finding.
            """,
        triggering: [
            // 1,001 unknown rule ids: 1,001 `invalid-suppression` warnings, one past the cap.
            "↓# tablectl: disable-file " + String(repeating: "x ", count: 1_001)
                + "\ntablespec: 1\nid: t\nsections:\n  - id: s\n    rows: [{id: r, title: R}]\n",
        ],
        nonTriggering: [
            ExampleSpec.sections("""
                - id: s
                  rows: [{id: r, title: R}]
                """),
        ])

    /// The finding for `omitted` findings not shown after `shown` kept ones, or nil when
    /// none was omitted.
    static func diagnostic(omitted: OmittedFindings, shown: Int) -> Diagnostic? {
        guard let severity = omitted.severity else { return nil }
        let count = Plural.count(omitted.total, "more finding")
        var parts: [String] = []
        if omitted.errors > 0 { parts.append(Plural.count(omitted.errors, "error")) }
        if omitted.warnings > 0 { parts.append(Plural.count(omitted.warnings, "warning")) }
        return Diagnostic(
            rule: description.id, severity: severity,
            message: "\(count) not shown (\(parts.joined(separator: ", "))) after the first \(shown)",
            span: Span(at: .start),
            hint: "raise --max-findings (max-findings in .tablectl.yml) or set it to 0 to see all")
    }
}
