import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl rules`: list the rules `validate` applies, or print the rule catalogue.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List every rule tablectl checks.",
            discussion: """
                Prints one line per rule: its id (as shown in brackets after each finding), \
                its severity and what it checks. With --markdown, prints the full rule \
                catalogue with explanations and examples (the source of docs/rules.md).

                Examples:
                  tablectl rules
                  tablectl rules --markdown > docs/rules.md
                """
        )

        @Flag(name: .customLong("markdown"), help: "Print the rule catalogue as Markdown, with explanations and examples.")
        var markdown = false

        func run() throws {
            if markdown {
                StandardStreams.writeOutput(RuleCatalogue.markdown())
                return
            }
            let rules = RuleRegistry.descriptions
            let width = rules.map(\.id.rawValue.count).max() ?? 0
            var out = ""
            for rule in rules {
                let id = rule.id.rawValue + String(repeating: " ", count: width - rule.id.rawValue.count)
                let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
                out += "\(id)  \(severity)  \(rule.summary)\n"
            }
            StandardStreams.writeOutput(out)
        }
    }
}
