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
public struct Suppressions {
    private let directives: [SuppressionDirective]
    /// Whether each (rule, reach) some usable entry names has suppressed a finding yet.
    /// Entries with the same rule and reach (the file, or one target line) are used together.
    private var used: [Reach: Bool] = [:]

    /// The directives of the YAML file `bytes`, or nil when it has none. O(file size + rules
    /// named); a file without `tablectl:` in it costs one byte scan.
    public init?(scanning bytes: [UInt8]) {
        let directives = SuppressionScanner.scan(bytes)
        guard !directives.isEmpty else { return nil }
        self.directives = directives
        for directive in directives where directive.kind != nil {
            for rule in directive.rules where InvalidSuppressionRule.canSuppress(rule.text) {
                if let reach = Reach(rule.text, directive) { used[reach] = false }
            }
        }
    }

    /// Whether some directive suppresses `diagnostic`; marks what covered it used. O(1):
    /// two hash look-ups of its rule.
    public mutating func suppresses(_ diagnostic: Diagnostic) -> Bool {
        guard !used.isEmpty else { return false }
        let rule = diagnostic.rule.rawValue
        let inFile = cover(Reach(rule: rule, line: nil))
        let onLine = cover(Reach(rule: rule, line: diagnostic.start.line))
        return inFile || onLine
    }

    private mutating func cover(_ reach: Reach) -> Bool {
        guard used[reach] != nil else { return false }
        used[reach] = true
        return true
    }

    /// Hands `body` the suppression warnings, one at a time (never all at once: a line of
    /// millions of unknown rule ids gives millions): `invalid-suppression` for each unknown
    /// directive or rule that cannot be suppressed, then `unused-suppression` for each
    /// usable rule named that covered nothing. Call after every finding was offered to
    /// ``suppresses(_:)``. O(rules named).
    public func reportProblems(_ body: (Diagnostic) -> Void) {
        var suggestions: [String: String] = [:]
        for directive in directives {
            guard directive.kind != nil else {
                body(InvalidSuppressionRule.unknownDirective(directive.word))
                continue
            }
            if directive.rules.isEmpty {
                body(InvalidSuppressionRule.noRules(directive.word))
            }
            for rule in directive.rules {
                if let problem = InvalidSuppressionRule.check(rule, suggestions: &suggestions) {
                    body(problem)
                } else if Reach(rule.text, directive).flatMap({ used[$0] }) != true {
                    body(UnusedSuppressionRule.diagnostic(rule, directive: directive))
                }
            }
        }
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
