import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The verbs' descriptions (what the editor shows) and docs/simulate.md's verb table say
/// the same thing, and every verb is in it once.
@Suite struct ScriptVerbTests {
    @Test func theDocsTableIsTheVerbsDescriptions() throws {
        let url = BinaryRunner.packageRoot.appendingPathComponent("docs/simulate.md")
        let docs = try String(contentsOf: url, encoding: .utf8)
        let rows = docs.split(separator: "\n").filter { $0.hasPrefix("| `") }
        var seen: [String] = []
        for row in rows {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { continue }
            let names = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            let verbs = try names.map { try #require(ScriptReader.verbs.field($0), "\($0)") }
            var values: [String] = []
            for verb in verbs where !values.contains(verb.value) { values.append(verb.value) }
            #expect(cells[1] == values.joined(separator: "; "), "\(row)")
            #expect(cells[2] == verbs.map(\.callback).joined(separator: ", "), "\(row)")
            seen += names
        }
        #expect(seen.sorted() == ScriptReader.verbs.names.sorted())
        #expect(ScriptReader.verbs.names.allSatisfy { ScriptReader.verbs.field($0)?.name == $0 })
    }
}
