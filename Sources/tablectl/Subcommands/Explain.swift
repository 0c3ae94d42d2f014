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
                StandardStreams.writeError(
                    "tablectl: error: unknown rule '\(SafeText.escaped(rule))'"
                        + (suggestion.isEmpty ? "; 'tablectl rules' lists every rule\n" : suggestion + "\n"))
                throw ExitCode(ExitStatus.usage)
            }
            StandardStreams.writeOutput(Self.text(for: description))
        }

        /// The explanation of `rule` as plain text: a heading line, the summary, the
        /// explanation, then each example indented under "Triggers:" or "Does not trigger:".
        static func text(for rule: RuleDescription) -> String {
            var out = "\(rule.id) (\(rule.severity.rawValue), \(rule.stage.rawValue))\n"
            out += rule.summary + "\n\n" + wrapped(rule.explanation, width: 88) + "\n"
            for (title, examples) in [("Triggers", rule.triggering), ("Does not trigger", rule.nonTriggering)] {
                for example in examples {
                    out += "\n\(title):\n\n"
                    let text = String(String.UnicodeScalarView(example.unicodeScalars.filter { $0 != "↓" }))
                    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                        out += line.isEmpty ? "\n" : "    " + SafeText.escaped(String(line)) + "\n"
                    }
                }
            }
            return out
        }

        /// `text` with its lines broken at spaces so none is wider than `width` (a longer
        /// word stays whole).
        static func wrapped(_ text: String, width: Int) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
                var lines: [String] = []
                var line = ""
                for word in paragraph.split(separator: " ") {
                    if !line.isEmpty, line.count + 1 + word.count > width {
                        lines.append(line)
                        line = ""
                    }
                    line += (line.isEmpty ? "" : " ") + word
                }
                lines.append(line)
                return lines.joined(separator: "\n")
            }.joined(separator: "\n")
        }
    }
}
