import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl rules` and the help of every subcommand, from the built binary.
@Suite struct RulesCommandTests {
    @Test func listsEveryRuleOncePerLineSortedById() throws {
        let out = try BinaryRunner.run(["rules"])
        #expect(out.status == 0)
        #expect(out.stderr.isEmpty)
        let lines = out.stdout.split(separator: "\n")
        let ids = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(!ids.isEmpty)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        for line in lines {
            #expect(line.contains("  error  ") || line.contains("  warning  "), "\(line)")
        }
        #expect(ids.allSatisfy { $0.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil })
    }

    @Test func markdownCatalogue() throws {
        let out = try BinaryRunner.run(["rules", "--markdown"])
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("# Rule catalogue\n"))
        let list = try BinaryRunner.run(["rules"])
        for line in list.stdout.split(separator: "\n") {
            let id = String(line.prefix { $0 != " " })
            #expect(out.stdout.contains("\n## \(id)\n"), "catalogue lacks \(id)")
        }
    }

    /// docs/rules.md is the output of `tablectl rules --markdown`; re-record it with
    /// `RECORD_GOLDENS=1` after changing a rule.
    @Test func committedCatalogueIsCurrent() throws {
        let out = try BinaryRunner.run(["rules", "--markdown"])
        #expect(out.status == 0)
        Golden.expectMatches(out.stdout, golden: BinaryRunner.packageRoot.appendingPathComponent("docs/rules.md"))
    }

    @Test(arguments: ["validate", "rules", "explain", "render", "export", "diff"])
    func everySubcommandHelpHasExamples(subcommand: String) throws {
        let out = try BinaryRunner.run([subcommand, "--help"])
        #expect(out.status == 0)
        #expect(out.stdout.contains("Examples:"))
        #expect(out.stdout.contains("tablectl \(subcommand)"))
    }
}
