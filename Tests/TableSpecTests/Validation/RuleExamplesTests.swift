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
        let found = Self.check(marked.text, stage: example.rule.stage, unusedKeys: example.rule.id == .unusedCatalogKey)
        let shown = found.map { "\($0.place) \($0.diagnostic.rule): \($0.diagnostic.message)" }
        if example.triggering {
            #expect(!marked.marks.isEmpty, "a triggering example needs at least one ↓ marker")
            let own = found.filter { $0.diagnostic.rule == example.rule.id }
            #expect(own.map(\.place) == marked.marks.map { "\($0)" }, "diagnostics: \(shown)")
            for finding in own {
                #expect(finding.diagnostic.severity == example.rule.severity)
            }
        } else {
            #expect(marked.marks.isEmpty, "a non-triggering example has no ↓ marker")
            #expect(found.isEmpty, "diagnostics: \(shown)")
        }
    }

    /// Every finding of an example, each with its place in the whole example text: the
    /// example is `example.yaml`, and each `# file: PATH` line starts another file of its
    /// composition (``ExampleSpec/files(_:)``), read from memory.
    /// For a rule of the run (``RuleDescription/Stage/run``), the run's checks across the
    /// composite and its files follow (``GeneratedTypeNames``, the table ids' names).
    /// `unusedKeys` reports a localized spec's unused catalog keys (`--catalog-unused`).
    static func check(
        _ text: String, stage: RuleDescription.Stage = .validation, unusedKeys: Bool = false
    ) -> [(place: String, diagnostic: Diagnostic)] {
        let files = ExampleSpec.files(text)
        let root = "/example"
        var memory: [String: [UInt8]] = [:]
        for file in files { memory[FilePath.absolute(file.path, from: root)] = Array(file.text.utf8) }
        let context = CompositeChecker.Context(
            absolutePath: root + "/example.yaml", root: root, components: MemoryComponents(memory),
            options: { _ in CheckOptions() })
        var options = CheckOptions()
        options.reportsUnusedCatalogKeys = unusedKeys
        var top = CompositeChecker.check(SourceFile(path: "example.yaml", text: files[0].text), options: options, context: context)
        if stage == .run {
            top = GeneratedTypeNames.check(BatchResult(reports: [top], failures: [])) { report in
                report.table.map { (name: SwiftName.typeName(forTableID: $0.id), settings: .default) }
            }.reports[0]
        }
        var found: [(line: Int, column: Int, diagnostic: Diagnostic)] = []
        for report in [top] + top.components {
            let first = files.first { $0.path == report.path }?.firstLine ?? 0
            for diagnostic in report.diagnostics {
                found.append((diagnostic.start.line + first, diagnostic.start.column, diagnostic))
            }
        }
        found.sort { $0.line != $1.line ? $0.line < $1.line : $0.column < $1.column }
        return found.map { ("\($0.line):\($0.column)", $0.diagnostic) }
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
