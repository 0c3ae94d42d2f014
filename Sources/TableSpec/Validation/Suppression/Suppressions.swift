/// Inline suppressions: `# tablectl: disable-next-line <rule>[, <rule>]` and
/// `# tablectl: disable-file <rule>[, <rule>]` comments in YAML specs.
///
/// ```yaml
/// # tablectl: disable-file unused-cell-type
/// sections:
///   - id: s
///     rows:
///       # tablectl: disable-next-line detail-not-shown -- the design keeps it for now
///       - {id: r, title: R, kind: button, detail: D}
/// ```
/// `disable-next-line` drops the named rules' findings that *start* on the next line that
/// is neither blank nor only a comment; `disable-file` drops them anywhere in the file.
/// Suppressions are matched against the file's findings before the configuration drops
/// or re-grades any, so a suppression of a rule the configuration turns off is still
/// "used". A rule named that suppresses nothing is an `unused-suppression` warning; an
/// unknown directive or rule id, a loading rule (a file that does not load is not checked
/// further) and the suppression rules themselves (turn them off in `.tablectl.yml`) are
/// `invalid-suppression` warnings. JSON has no comments, so JSON files have none.
public enum Suppressions {
    /// `diagnostics` without the suppressed findings, plus the suppression warnings, for
    /// the YAML file `bytes`. O(file size + diagnostics × directives); a file without
    /// `tablectl:` in it costs one byte scan.
    public static func apply(to diagnostics: [Diagnostic], in bytes: [UInt8]) -> [Diagnostic] {
        let directives = SuppressionScanner.scan(bytes)
        guard !directives.isEmpty else { return diagnostics }
        var warnings: [Diagnostic] = []
        // 1. Each usable (directive, rule) pair, with whether it suppressed anything.
        var entries: [(directive: SuppressionDirective, rule: SuppressionDirective.Word, used: Bool)] = []
        for directive in directives {
            guard directive.kind != nil else {
                warnings.append(InvalidSuppressionRule.unknownDirective(directive.word))
                continue
            }
            if directive.rules.isEmpty {
                warnings.append(InvalidSuppressionRule.noRules(directive.word))
            }
            for rule in directive.rules {
                if let problem = InvalidSuppressionRule.check(rule) {
                    warnings.append(problem)
                } else {
                    entries.append((directive, rule, false))
                }
            }
        }
        // 2. Drop every finding some entry covers, marking the entries used.
        let kept = diagnostics.filter { diagnostic in
            var suppressed = false
            for index in entries.indices where entries[index].rule.text == diagnostic.rule.rawValue {
                let directive = entries[index].directive
                if directive.kind == .disableFile || directive.targetLine == diagnostic.start.line {
                    entries[index].used = true
                    suppressed = true
                }
            }
            return !suppressed
        }
        // 3. Entries that covered nothing.
        for entry in entries where !entry.used {
            warnings.append(UnusedSuppressionRule.diagnostic(entry.rule, directive: entry.directive))
        }
        return kept + warnings
    }
}
