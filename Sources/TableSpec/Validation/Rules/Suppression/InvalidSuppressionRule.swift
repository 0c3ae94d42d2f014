/// `invalid-suppression`: a `# tablectl:` comment tablectl cannot follow (warning).
enum InvalidSuppressionRule: Rule {
    static let description = RuleDescription(
        id: .invalidSuppression, severity: .warning, stage: .validation,
        summary: "an inline suppression names a known directive and rules that can be suppressed",
        explanation: """
            A comment starting `# tablectl:` must go on with `disable-next-line` or \
            `disable-file` and one or more rule ids, separated by commas or spaces (`--` \
            starts a free reason). An unknown directive or rule id is reported with the \
            closest known one, and is otherwise ignored. Loading rules (`syntax`, \
            `encoding`, …) cannot be suppressed: a file that does not load is not checked \
            further. The suppression rules themselves cannot be suppressed inline; turn them \
            off in `.tablectl.yml` instead.
            """,
        triggering: [
            ExampleSpec.sections(
                comments: """
                    # tablectl: ↓disable-nextline detail-not-shown
                    # tablectl: disable-file ↓empty-sectoin
                    """,
                """
                - id: s
                  rows: [{id: r, title: R}]
                """),
            ExampleSpec.sections(
                comments: """
                    # tablectl: disable-file ↓syntax, ↓unused-suppression
                    # tablectl: ↓disable-file
                    """,
                """
                - id: s
                  rows: [{id: r, title: R}]
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                comments: "# tablectl is mentioned here, but this is not a directive.",
                top: "title: \"# tablectl: disable-file nothing\"",
                """
                - id: s
                  rows: [{id: r, title: R}]
                """),
        ])

    /// The finding for a directive word that is not `disable-next-line` or `disable-file`.
    static func unknownDirective(_ word: SuppressionDirective.Word) -> Diagnostic {
        let known = SuppressionDirective.Kind.allCases.map(\.rawValue)
        let text = word.text.isEmpty ? "an empty directive" : "unknown directive '\(word.text)'"
        return diagnostic(text + Suggestion.didYouMean(word.text, in: known), word,
            hint: "write '# tablectl: disable-next-line <rule>' or '# tablectl: disable-file <rule>'")
    }

    /// The finding for a directive that names no rule.
    static func noRules(_ word: SuppressionDirective.Word) -> Diagnostic {
        diagnostic("'\(word.text)' names no rule", word, hint: "add the rule ids to suppress, e.g. '\(word.text) empty-section'")
    }

    /// The finding for a rule id that cannot be suppressed, or nil when it can.
    /// `suggestions` holds the "did you mean" of each unknown id met so far in the file:
    /// looked for once per id, for the first ``maxSuggested`` distinct ids only, so a file
    /// of a million unknown ids costs O(ids), not a million suggestion searches.
    static func check(_ rule: SuppressionDirective.Word, suggestions: inout [String: String]) -> Diagnostic? {
        guard let known = RuleRegistry.description(of: RuleID(rule.text)) else {
            let suggestion: String
            if let found = suggestions[rule.text] {
                suggestion = found
            } else {
                let ids = RuleRegistry.descriptions.map(\.id.rawValue)
                suggestion = suggestions.count < maxSuggested ? Suggestion.didYouMean(rule.text, in: ids) : ""
                suggestions[rule.text] = suggestion
            }
            return diagnostic("unknown rule '\(rule.text)' in a suppression" + suggestion, rule,
                hint: "`tablectl rules` lists every rule")
        }
        return whyNotSuppressible(known).map { diagnostic("'\(rule.text)' \($0)", rule) }
    }

    /// Whether a suppression may name rule `id`: ``check(_:suggestions:)`` gives no
    /// finding for it. One hash look-up.
    static func canSuppress(_ id: String) -> Bool {
        RuleRegistry.description(of: RuleID(id)).map { whyNotSuppressible($0) == nil } ?? false
    }

    /// Why a known rule cannot be named in a suppression (the end of the message), or nil
    /// when it can: the one list both ``check(_:suggestions:)`` and ``canSuppress(_:)`` use.
    private static func whyNotSuppressible(_ known: RuleDescription) -> String? {
        if known.stage == .loading {
            return "cannot be suppressed: a file that does not load is not checked further"
        }
        switch known.id {
        case .unusedSuppression, .invalidSuppression: return "cannot be suppressed inline; turn it off in .tablectl.yml"
        case .tooManyFindings: return "cannot be suppressed; raise --max-findings or set it to 0"
        default: return nil
        }
    }

    /// The most distinct unknown rule ids of one file that get a "did you mean".
    static let maxSuggested = 20

    private static func diagnostic(_ message: String, _ word: SuppressionDirective.Word, hint: String? = nil) -> Diagnostic {
        Diagnostic(rule: description.id, severity: description.severity, message: message, span: word.span, hint: hint)
    }
}
