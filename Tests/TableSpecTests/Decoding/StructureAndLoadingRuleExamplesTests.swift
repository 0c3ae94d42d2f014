import Testing
@testable import TableSpec

/// Runs the triggering and non-triggering examples of the rules reported while loading and
/// decoding: each `↓` marks where a diagnostic of that rule must start, and no other
/// diagnostic of that rule may appear. (The registry-wide examples test runs them too once
/// the rules are registered; this one keeps the decoder and its rule files in step.)
@Suite("Structure and loading rule examples")
struct StructureAndLoadingRuleExamplesTests {
    static let rules: [any Rule.Type] = [
        UnknownKeyRule.self, MissingKeyRule.self, WrongTypeRule.self, InvalidValueRule.self,
        UnsupportedVersionRule.self, InvalidIDRule.self,
        SyntaxRule.self, DuplicateKeyRule.self, EncodingRule.self, MultipleDocumentsRule.self,
        LimitExceededRule.self, BadAliasRule.self,
    ]

    struct Example: CustomTestStringConvertible, Sendable {
        var rule: RuleDescription
        var text: String
        var triggering: Bool
        var index: Int
        var testDescription: String { "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(index + 1)" }
    }

    static let examples: [Example] = rules.flatMap { rule in
        let d = rule.description
        return d.triggering.enumerated().map { Example(rule: d, text: $1, triggering: true, index: $0) }
            + d.nonTriggering.enumerated().map { Example(rule: d, text: $1, triggering: false, index: $0) }
    }

    /// The text without its markers, and the byte offset of each marker in it.
    static func stripMarkers(_ text: String) -> (text: String, offsets: [Int]) {
        var out: [UInt8] = []
        var offsets: [Int] = []
        for scalar in text.unicodeScalars {
            if scalar == "↓" { offsets.append(out.count); continue }
            out.append(contentsOf: Array(String(scalar).utf8))
        }
        return (String(decoding: out, as: UTF8.self), offsets)
    }

    /// Every diagnostic of loading then decoding (a load error ends the run).
    static func diagnostics(of text: String) -> [Diagnostic] {
        do {
            let root = try Loader.load(SourceFile(path: "example.yaml", text: text))
            return SpecDecoder.decode(root).diagnostics
        } catch {
            return [error.diagnostic]
        }
    }

    @Test(arguments: examples)
    func example(_ example: Example) {
        let (text, markers) = Self.stripMarkers(example.text)
        let all = Self.diagnostics(of: text)
        let found = all.filter { $0.rule == example.rule.id }
        if example.triggering {
            #expect(!markers.isEmpty, "a triggering example needs a ↓ marker")
            #expect(
                found.map(\.start.offset).sorted() == markers,
                "\(found.map { "\($0.start) \($0.message)" }) — markers at offsets \(markers)")
        } else {
            #expect(found.isEmpty, "\(found.map { "\($0.start) \($0.message)" })")
        }
        #expect(found.allSatisfy { $0.severity == example.rule.severity })
    }

    @Test func everyRuleHasEnoughExamples() {
        for rule in Self.rules {
            let d = rule.description
            #expect((2...4).contains(d.triggering.count) || d.stage == .loading && d.triggering.count >= 1, "\(d.id)")
            #expect((1...3).contains(d.nonTriggering.count), "\(d.id)")
            #expect(d.summary.first?.isLowercase == true, "\(d.id)")
        }
    }
}
