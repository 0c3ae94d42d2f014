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
    /// the YAML file `bytes`. O(file size + diagnostics + rules named), hashing each
    /// finding's rule and line once; a file without `tablectl:` in it costs one byte scan.
    public static func apply(to diagnostics: [Diagnostic], in bytes: [UInt8]) -> [Diagnostic] {
        let directives = SuppressionScanner.scan(bytes)
        guard !directives.isEmpty else { return diagnostics }
        var warnings: [Diagnostic] = []
        // 1. Each usable (directive, rule) pair; the others are warnings.
        var entries: [(directive: SuppressionDirective, rule: SuppressionDirective.Word, reach: Reach?)] = []
        var suggestions: [String: String] = [:]
        for directive in directives {
            guard directive.kind != nil else {
                warnings.append(InvalidSuppressionRule.unknownDirective(directive.word))
                continue
            }
            if directive.rules.isEmpty {
                warnings.append(InvalidSuppressionRule.noRules(directive.word))
            }
            for rule in directive.rules {
                if let problem = InvalidSuppressionRule.check(rule, suggestions: &suggestions) {
                    warnings.append(problem)
                } else {
                    entries.append((directive, rule, Reach(rule.text, directive)))
                }
            }
        }
        // 2. Drop every finding some entry covers, marking what covered it used. Entries
        // with the same rule and reach (the file, or one target line) are used together.
        var used: [Reach: Bool] = [:]
        for case let reach? in entries.map(\.reach) { used[reach] = false }
        func cover(_ reach: Reach) -> Bool {
            guard used[reach] != nil else { return false }
            used[reach] = true
            return true
        }
        let kept = diagnostics.filter { diagnostic in
            let rule = diagnostic.rule.rawValue
            let inFile = cover(Reach(rule: rule, line: nil))
            let onLine = cover(Reach(rule: rule, line: diagnostic.start.line))
            return !(inFile || onLine)
        }
        // 3. Entries that covered nothing.
        for entry in entries where entry.reach.flatMap({ used[$0] }) != true {
            warnings.append(UnusedSuppressionRule.diagnostic(entry.rule, directive: entry.directive))
        }
        return kept + warnings
    }

    /// What a named rule covers: its findings in the whole file (`line` nil) or those
    /// starting on one line.
    fileprivate struct Reach: Hashable {
        var rule: String
        var line: Int?
    }
}

extension Suppressions.Reach {
    /// Nil for a `disable-next-line` with no line after it: it covers nothing.
    fileprivate init?(_ rule: String, _ directive: SuppressionDirective) {
        switch directive.kind {
        case .disableFile?: self.init(rule: rule, line: nil)
        case .disableNextLine?:
            guard let line = directive.targetLine else { return nil }
            self.init(rule: rule, line: line)
        case nil: return nil
        }
    }
}
