extension RuleCatalogue {
    /// Every rule on one line each, ids and severities in aligned columns, as `tablectl
    /// rules` prints them: `duplicate-row-id  error    row ids are unique …`. O(rules).
    public static func list() -> String {
        let rules = RuleRegistry.descriptions
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        var out = ""
        for rule in rules {
            let id = rule.id.rawValue + String(repeating: " ", count: width - rule.id.rawValue.count)
            let severity = rule.severity.rawValue + String(repeating: " ", count: 7 - rule.severity.rawValue.count)
            out += "\(id)  \(severity)  \(rule.summary)\n"
        }
        return out
    }

    /// The explanation of `rule` as plain text, as `tablectl explain` prints it: a heading
    /// line, the summary, the explanation wrapped at 88 columns, then each example
    /// indented under "Triggers:" or "Does not trigger:" (terminal-safe, ``TerminalText``).
    /// O(the rule's text).
    public static func text(for rule: RuleDescription) -> String {
        var out = "\(rule.id) (\(rule.severity.rawValue), \(rule.stage.rawValue))\n"
        out += rule.summary + "\n\n" + wrapped(rule.explanation, width: 88) + "\n"
        if let fix = rule.fix { out += "\n" + wrapped("Fix: " + fix, width: 88) + "\n" }
        for (title, examples) in [("Triggers", rule.triggering), ("Does not trigger", rule.nonTriggering)] {
            for example in examples {
                out += "\n\(title):\n\n"
                let text = String(String.UnicodeScalarView(example.unicodeScalars.filter { $0 != "↓" }))
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    out += line.isEmpty ? "\n" : "    " + TerminalText.escaped(String(line)) + "\n"
                }
            }
        }
        return out
    }

    /// `text` with its lines broken at spaces so none is wider than `width` (a longer
    /// word stays whole). O(length).
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
