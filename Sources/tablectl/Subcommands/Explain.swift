import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl explain <rule>`: a rule's documentation and examples.
    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Explain one rule, with examples.",
            discussion: """
                Prints the rule's id, severity, stage, summary and explanation, then specs \
                that trigger it and specs that do not (the rule's own test cases). The id is \
                the one shown in brackets after each finding.

                Examples:
                  tablectl explain unknown-kind
                  tablectl explain ambiguous-scalar
                """
        )

        @Argument(help: ArgumentHelp("The rule id, as `tablectl rules` lists it.", valueName: "rule"))
        var rule: String

        func run() throws {
            guard let description = RuleRegistry.description(of: RuleID(rule)) else {
                let ids = RuleRegistry.descriptions.map(\.id.rawValue)
                let suggestion = Suggestion.didYouMean(rule, in: ids)
                ErrorOutput.error(
                    "unknown rule '\(rule)'" + (suggestion.isEmpty ? "; 'tablectl rules' lists every rule" : suggestion))
                throw ExitCode(ExitStatus.usage)
            }
            StandardStreams.writeOutput(RuleCatalogue.text(for: description))
        }
    }
}
