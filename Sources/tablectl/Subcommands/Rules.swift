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
            StandardStreams.writeOutput(markdown ? RuleCatalogue.markdown() : RuleCatalogue.list())
        }
    }
}
