import Testing
import TableSpecTestSupport
@testable import TableSpec
@testable import TableSpecRuntime

/// ``TableUpdate``: the diff's stages as batches with the data source's sections after
/// each; changed rows reconfigured in a last batch of their own, rows whose kind changed
/// reloaded. (That UIKit accepts the batches is checked by the behavioural UIKit stand-in,
/// `UIKitUpdateTests`.)
@Suite struct TableUpdateTests {
    static func rows(_ ids: String...) -> [Row] { ids.map { Row(id: $0, title: $0) } }

    @Test func nothingChangedIsEmpty() throws {
        let sections = [Section(id: "a", rows: Self.rows("x", "y"))]
        #expect(try TableUpdate(from: sections, to: sections).isEmpty)
    }

    @Test func changedRowIsReconfiguredLastAtItsFinalPlace() throws {
        let old = [Section(id: "a", rows: Self.rows("x", "y", "z"))]
        var new = [Section(id: "a", rows: Self.rows("w", "x", "z"))]
        new[0].rows[2].title = "Zed"
        let update = try TableUpdate(from: old, to: new)
        let last = try #require(update.batches.last)
        #expect(last.purpose == nil)
        #expect(last.reconfiguredRows == [TableIndexPath(section: 0, row: 2)])
        #expect(last.sections == new)
        #expect(update.batches.dropLast().allSatisfy { $0.reconfiguredRows.isEmpty && $0.reloadedRows.isEmpty })
        let rows = try #require(update.batches.first)
        #expect(rows.deletedRows == [TableIndexPath(section: 0, row: 1)])
        #expect(rows.insertedRows == [TableIndexPath(section: 0, row: 0)])
    }

    @Test func rowWhoseKindChangedIsReloadedNotReconfigured() throws {
        let old = [Section(id: "a", rows: Self.rows("x", "y"))]
        var new = old
        new[0].rows[1].kind = .builtin(.subtitle)
        let update = try TableUpdate(from: old, to: new)
        #expect(update.batches.count == 1)
        #expect(update.batches[0].reloadedRows == [TableIndexPath(section: 0, row: 1)])
        #expect(update.batches[0].reconfiguredRows.isEmpty)
        #expect(update.batches[0].sections == new)
    }

    @Test func idsUsedTwiceThrow() {
        let twice = [Section(id: "a", rows: Self.rows("x", "x"))]
        #expect(throws: DiffError.self) { try TableUpdate(from: [], to: twice) }
    }

    @Test("the last batch leaves the new sections; every batch's sections have the shape of its stage", arguments: 0..<4)
    func batchesEndAtTheNewSections(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 40, offset: 70_000) {
            let old = Properties.table(seed * 2).sections, new = Properties.table(seed * 2 + 1).sections
            guard let update = try? TableUpdate(from: old, to: new) else { continue }
            #expect(update.batches.last?.sections ?? old == new, "seed \(seed)")
            let stages = update.changeset.stages
            for batch in update.batches where batch.purpose != nil {
                let stage = try #require(stages.first { $0.purpose == batch.purpose })
                #expect(batch.sections.map { SectionShape(id: $0.id, rows: $0.rows.map(\.id)) } == stage.after, "seed \(seed)")
            }
        }
    }
}
