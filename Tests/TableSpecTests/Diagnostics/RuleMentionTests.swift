import Foundation
import TableSpecTestSupport
import Testing
@testable import TableSpec

/// Every rule id the documentation names exists, so a reader who copies one into
/// `.tablectl.yml` or a `# tablectl: disable-…` comment never gets "unknown rule".
///
/// A rule id is recognised where the docs write one:
/// - a backticked kebab-case word (`` `editing-disabled` ``), unless it is a known non-rule
///   word (a suppression directive, an export format, or ``nonRuleWords`` below);
/// - the ids after `tablectl: disable-next-line` / `disable-file` (up to `--`);
/// - the keys of a `rules:` mapping, inline (`rules: {a: off}`) or as a block;
/// - `tablectl explain <id>` and a finding's bracketed id (`[wrong-type]`).
///
/// The last three also catch one-word ids (`syntax`). Fenced code in `docs/rules.md` is
/// skipped: it holds the rules' examples, some deliberately wrong (`invalid-suppression`),
/// which `RuleExamplesTests` checks; its prose is scanned like any other page.
@Suite struct RuleMentionTests {
    /// Backticked kebab-case words in the docs that are not rule ids, each with why.
    static let nonRuleWords: [String: String] = [
        "check-jsonschema": "a JSON Schema validator the tests run",
        "cpu-clock": "a perf event",
        "libxml2-utils": "a Debian package",
        "libyaml-0-2": "a Debian package",
        "libyaml-dev": "a Debian package",
        "prefers-color-scheme": "a CSS media feature",
        "aria-checked": "an ARIA attribute (docs/render.md)",
        "upload-sarif": "a GitHub action",
        "tablectl-bench": "the benchmark executable",
        "tablectl-validate": "a pre-commit hook id",
        "tablectl-validate-system": "a pre-commit hook id",
        "wi-fi": "a row id in an export example",
        "lint-specs": "a SwiftPM command plugin (docs/plugin.md)",
        "generate-specs": "a SwiftPM command plugin (docs/plugin.md)",
        "fail-on": "a key of the configuration's generate block, and validate's option",
        "type-names": "a key of the configuration's generate block",
        "wip-worker-cache": "a branch name in the performance history",
        "wt-diffcli": "a branch name in the performance history",
        "glob-backtracking": "a fuzz regression's name (docs/robustness.md)",
        "many-suppression-comments-on-one-line": "a fuzz regression's name (docs/robustness.md)",
        "meta-number-too-large-for-a-double": "a fuzz regression's name (docs/robustness.md)",
        "nan-height-diffed-with-itself": "a fuzz regression's name (docs/robustness.md)",
        "unknown-kinds-and-many-cell-types": "a fuzz regression's name (docs/robustness.md)",
    ]

    /// Kebab-case words the code itself defines that are not rule ids: suppression
    /// directives, export formats and `.tablectl.yml` keys (`max-findings`).
    static var definedWords: Set<String> {
        Set(SuppressionDirective.Kind.allCases.map(\.rawValue))
            .union(ExporterList.all.flatMap { [$0.identifier] + $0.aliases })
            .union(ConfigurationLoader.keys)
    }

    static let ruleIDs = Set(RuleRegistry.descriptions.map(\.id.rawValue))

    static let documents: [String] = {
        let root = BinaryRunner.packageRoot
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    @Test(arguments: documents)
    func everyRuleIDMentionedExists(_ document: String) throws {
        let url = BinaryRunner.packageRoot.appendingPathComponent(document)
        var text = try String(contentsOf: url, encoding: .utf8)
        if document == "docs/rules.md" { text = Self.withoutFencedCode(text) }
        let known = Self.ruleIDs.union(Self.definedWords).union(Self.nonRuleWords.keys)
        for mention in Self.backtickedKebabWords(in: text) where !known.contains(mention.word) {
            Issue.record("\(document):\(mention.line): `\(mention.word)` is not a rule id; fix it, or if it is not meant as one, add it to RuleMentionTests.nonRuleWords with a reason")
        }
        for mention in Self.ruleContextWords(in: text) where !Self.ruleIDs.contains(mention.word) {
            Issue.record("\(document):\(mention.line): '\(mention.word)' is written where a rule id goes but no rule has that id")
        }
    }

    @Test func recognisesEachKindOfMention() {
        let text = """
            a (`swipe-requires-editing`) and `--max-depth` and `wi-fi`
            # tablectl: disable-next-line detail-not-shown, no-such-rule -- reason words-here
            rules: {empty-section: off, other-rule: error}
            rules:
              unused-cell-type: error
              syntaxx: off
            exclude: ["generated/**"]
            run `tablectl explain nosuch` to see [made-up-rule] in output
            """
        #expect(Self.backtickedKebabWords(in: text).map(\.word) == ["swipe-requires-editing", "wi-fi"])
        #expect(Self.ruleContextWords(in: text).map(\.word) == [
            "detail-not-shown", "no-such-rule", "empty-section", "other-rule", "unused-cell-type", "syntaxx",
            "nosuch", "made-up-rule",
        ])
    }

    // MARK: Recognising mentions

    struct Mention: Equatable {
        var word: String
        var line: Int
    }

    /// Backticked code spans that are one kebab-case word: `` `unknown-key` ``.
    static func backtickedKebabWords(in text: String) -> [Mention] {
        matches(#"`([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`"#, in: text)
    }

    /// Words written where only a rule id fits: suppression comments, `rules:` keys,
    /// `tablectl explain`, and bracketed ids after a finding.
    static func ruleContextWords(in text: String) -> [Mention] {
        var found: [Mention] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var rulesBlockIndent: Int?
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let indent = line.prefix { $0 == " " }.count
            // A block `rules:` mapping: its keys are the lines indented more than it.
            if let blockIndent = rulesBlockIndent {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                if indent > blockIndent, let key = line.split(separator: ":").first {
                    let key = key.trimmingCharacters(in: .whitespaces)
                    if !key.hasPrefix("#") { found.append(Mention(word: key, line: number)) }
                    continue
                }
                rulesBlockIndent = nil
            }
            if line.range(of: #"^\s*(- )?rules:\s*(#.*)?$"#, options: .regularExpression) != nil {
                rulesBlockIndent = indent
            }
            for inline in matches(#"rules:\s*\{([^}]*)\}"#, in: line) {
                for entry in inline.word.split(separator: ",") {
                    let key = entry.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                    if !key.isEmpty, key != "…" { found.append(Mention(word: key, line: number)) }
                }
            }
            for directive in matches(#"tablectl:\s*disable-(?:next-line|file)\s+([^`\n]*)"#, in: line) {
                let ids = directive.word.components(separatedBy: "--")[0]
                for id in ids.split(whereSeparator: { $0 == "," || $0 == " " }) where !id.contains("<") {
                    found.append(Mention(word: String(id), line: number))
                }
            }
            for explained in matches(#"tablectl explain ([a-z][a-z0-9-]*)"#, in: line) {
                found.append(Mention(word: explained.word, line: number))
            }
            for bracketed in matches(#"\[([a-z][a-z0-9]+(?:-[a-z0-9]+)+)\](?![(\[])"#, in: line) {
                found.append(Mention(word: bracketed.word, line: number))
            }
        }
        return found
    }

    /// The first capture of every match of `pattern`, with its 1-based line.
    static func matches(_ pattern: String, in text: String) -> [Mention] {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else {
            Issue.record("bad pattern \(pattern)")
            return []
        }
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            let range = match.range(at: 1)
            let line = ns.substring(to: range.location).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            return Mention(word: ns.substring(with: range), line: line)
        }
    }

    /// `text` with the lines of fenced code blocks blanked (line numbers kept).
    static func withoutFencedCode(_ text: String) -> String {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                return ""
            }
            return inFence ? "" : line
        }.joined(separator: "\n")
    }
}
