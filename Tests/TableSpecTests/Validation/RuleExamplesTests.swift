import Testing
import TableSpec
import TableSpecTestSupport

/// One example of one rule, as a test argument.
struct RuleExample: Sendable, CustomTestStringConvertible {
    let rule: RuleDescription
    let triggering: Bool
    let index: Int
    let text: String

    var testDescription: String {
        "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(index + 1)"
    }

    static let all: [RuleExample] = RuleRegistry.descriptions.flatMap { d in
        return d.triggering.enumerated().map { RuleExample(rule: d, triggering: true, index: $0, text: $1) }
            + d.nonTriggering.enumerated().map { RuleExample(rule: d, triggering: false, index: $0, text: $1) }
    }
}

@Suite struct RuleExamplesTests {
    /// Each triggering example gives this rule's diagnostic at each `↓` and nowhere else;
    /// each non-triggering example is a clean spec.
    @Test(arguments: RuleExample.all)
    func example(_ example: RuleExample) {
        let marked = MarkedText(example.text)
        let report = SpecChecker.check(SourceFile(path: "example.yaml", text: marked.text))
        if example.triggering {
            #expect(!marked.marks.isEmpty, "a triggering example needs at least one ↓ marker")
            let found = report.diagnostics.filter { $0.rule == example.rule.id }
            #expect(
                found.map { "\($0.start)" } == marked.marks.map { "\($0)" },
                "diagnostics: \(report.diagnostics.map { "\($0.start) \($0.rule): \($0.message)" })")
            for diagnostic in found {
                #expect(diagnostic.severity == example.rule.severity)
            }
        } else {
            #expect(marked.marks.isEmpty, "a non-triggering example has no ↓ marker")
            #expect(
                report.diagnostics.isEmpty,
                "diagnostics: \(report.diagnostics.map { "\($0.start) \($0.rule): \($0.message)" })")
        }
    }

    @Test func everyRuleHasExamples() {
        for rule in RuleRegistry.descriptions {
            #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }
}

@Suite struct RuleRegistryTests {
    @Test func idsAreUniqueSortedAndKebabCase() {
        let ids = RuleRegistry.descriptions.map { $0.id.rawValue }
        #expect(Set(ids).count == ids.count, "duplicate rule ids")
        #expect(ids == ids.sorted(), "RuleRegistry.all must be sorted by id")
        for id in ids {
            let kebab = id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            #expect(kebab && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"), "'\(id)' is not kebab-case")
        }
    }

    @Test func validationRulesAreTheValidationRuleTypesOfAll() {
        let expected = RuleRegistry.all.filter { $0.type is any ValidationRule.Type }.map(\.description.id)
        #expect(RuleRegistry.all.filter(\.isValidationRule).map(\.description.id) == expected)
    }

    @Test func summariesAreLowerCaseOneLiners() {
        for rule in RuleRegistry.descriptions {
            #expect(!rule.summary.contains("\n"), "\(rule.id)")
            #expect(rule.summary.first?.isLowercase == true, "\(rule.id): '\(rule.summary)'")
        }
    }
}
