import Testing
import TableSpecTestSupport
@testable import TableSpec
@testable import TableSpecRuntime

/// Diff of any two generated specs, applied to the first, gives the second (the top level
/// as one lenient batch, each stage strictly, with UIKit's rules: ``ChangesetChecker``);
/// a spec diffed with itself is identical; field changes name only what differs.
@Suite("Properties: diff")
struct DiffPropertyTests {
    @Test("diff(a, b) applied to a gives b", arguments: 0..<8)
    func diffReproducesTheNewTable(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 40, offset: 30_000) {
            let old = Properties.table(seed * 2), new = Properties.table(seed * 2 + 1)
            let changes = try TableDiff.diff(from: old, to: new)
            let problems = ChangesetChecker.problems(old: old, new: new, changes: changes)
            #expect(problems == [], "seeds \(seed * 2) → \(seed * 2 + 1): \(ChangesetChecker.text(old.shape)) → \(ChangesetChecker.text(new.shape))")
            for update in changes.rows.updated {
                #expect(!update.changes.isEmpty && update.changes.allSatisfy { $0.old != $0.new }, "row \(update.id)")
            }
            #expect(changes.table.isEmpty == old.hasSameOwnFields(as: new))
        }
    }

    @Test("diff of a table with itself, and with its own reloaded export, is identical", arguments: 0..<4)
    func selfDiffIsIdentical(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 50, offset: 40_000) {
            let table = Properties.table(seed)
            let changes = try TableDiff.diff(from: table, to: table)
            #expect(changes.isIdentical && changes.stages.isEmpty && changes.renames.isEmpty, "seed \(seed)")
            #expect(ChangesetChecker.problems(old: table, new: table, changes: changes) == [])
            let yaml = try YAMLExporter.export(table, options: ExportOptions())
            let reloaded = try #require(Properties.check(yaml, as: "x.yaml").table)
            #expect(try TableDiff.diff(from: table, to: reloaded).isIdentical, "seed \(seed)")
        }
    }

    @Test("a table diffed with an edit of itself: one section's rows reversed and a row changed", arguments: 0..<4)
    func editedCopy(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 50, offset: 50_000) {
            let old = Properties.table(seed)
            var new = old
            var random = SeededRandom(seed: seed)
            if !new.sections.isEmpty {
                let s = random.below(new.sections.count)
                new.sections[s].rows.reverse()
                if !new.sections[s].rows.isEmpty { new.sections[s].rows[0].title += " (changed)" }
                new.sections.swapAt(s, random.below(new.sections.count))
            }
            let changes = try TableDiff.diff(from: old, to: new)
            #expect(ChangesetChecker.problems(old: old, new: new, changes: changes) == [], "seed \(seed)")
            #expect(changes.rows.inserted.isEmpty && changes.rows.deleted.isEmpty && changes.sections.inserted.isEmpty)
        }
    }
}
