import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl explain <rule>`, from the built binary.
@Suite struct ExplainCommandTests {
    @Test func explainsARuleWithItsExamples() throws {
        let out = try BinaryRunner.run(["explain", "ambiguous-scalar"])
        #expect(out.status == 0)
        #expect(out.stderr.isEmpty)
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("explain-ambiguous-scalar.txt"))
        #expect(out.stdout.hasPrefix("ambiguous-scalar (warning, decoding)\n"))
        #expect(out.stdout.contains("\nTriggers:\n\n    tablespec: 1\n"))
        #expect(out.stdout.contains("\nDoes not trigger:\n"))
        #expect(!out.stdout.contains("↓"), "markers are removed")
        #expect(out.stdout.split(separator: "\n").allSatisfy { $0.count <= 88 })
    }

    @Test func everyListedRuleCanBeExplained() throws {
        let list = try BinaryRunner.run(["rules"])
        for line in list.stdout.split(separator: "\n") {
            let id = String(line.prefix { $0 != " " })
            let out = try BinaryRunner.run(["explain", id])
            #expect(out.status == 0 && out.stdout.hasPrefix(id + " ("), "\(id)")
        }
    }

    @Test func unknownRuleExitsTwoWithASuggestion() throws {
        let typo = try BinaryRunner.run(["explain", "empty-sectoin"])
        #expect(typo.status == 2)
        #expect(typo.stdout.isEmpty)
        #expect(typo.stderr == "tablectl: error: unknown rule 'empty-sectoin'; did you mean 'empty-section'?\n")
        let nothing = try BinaryRunner.run(["explain", "zzz"])
        #expect(nothing.status == 2)
        #expect(nothing.stderr == "tablectl: error: unknown rule 'zzz'; 'tablectl rules' lists every rule\n")
        let missing = try BinaryRunner.run(["explain"])
        #expect(missing.status == 2)
    }
}
