import Testing
@testable import TableSpec
@testable import TableSpecRuntime

/// The simulator accepts what UIKit accepts and refuses, with a specific error, what UIKit
/// (or the planner's promise) refuses.
@Suite("Diff: batch update simulator")
struct BatchUpdateSimulatorTests {
    typealias F = DiffFixtures

    private func apply(
        _ before: String, _ after: String, sections: SectionChanges = SectionChanges(), rows: RowChanges = RowChanges(),
        mode: BatchUpdateSimulator.Mode = .strict
    ) throws(BatchUpdateError) -> BatchUpdateSimulator.Outcome {
        try BatchUpdateSimulator.apply(sections: sections, rows: rows, to: F.shape(before), dataSource: F.shape(after), mode: mode)
    }

    @Test func rowsFillTheSlotsAroundInsertsAndMoveDestinations() throws {
        let outcome = try apply("s: a b c d", "s: x d a c", rows: rowChanges(
            deleted: [rowDelete("b", "s", path(0, 1))], inserted: [rowInsert("x", "s", path(0, 0))],
            moved: [rowMove("d", ("s", path(0, 3)), ("s", path(0, 1)))],
            updated: [RowUpdate(id: "c", sectionID: "s", at: path(0, 2), newAt: path(0, 3), changes: [])]))
        #expect(outcome.shape == F.shape("s: x d a c"))
        #expect(outcome.reloadedRows == ["c"])
    }

    @Test func sectionsFillTheSlotsAroundInsertsAndMoveDestinations() throws {
        let outcome = try apply("a: 1 | b: 2 | c: 3", "c: 3 | n: 9 | a: 1", sections: sectionChanges(
            deleted: [SectionDelete(id: "b", index: 1)], inserted: [SectionInsert(id: "n", index: 1)],
            moved: [SectionMove(id: "c", from: 2, to: 0)]))
        #expect(outcome.shape == F.shape("c: 3 | n: 9 | a: 1"))
    }

    @Test func rowCountsMustBalance() {
        #expect(throws: BatchUpdateError.rowCount(section: 0, id: "s", computed: 2, dataSource: 3)) {
            try apply("s: a b", "s: a b c")
        }
        #expect(throws: BatchUpdateError.sectionCount(before: 1, deleted: 0, inserted: 0, dataSource: 2)) {
            try apply("s: a", "s: a | t:")
        }
    }

    @Test func indexesMustBeInRangeAndUnique() {
        #expect(throws: BatchUpdateError.outOfRange(.deleteRow, .row(path(0, 2)), limit: 2)) {
            try apply("s: a b", "s: a", rows: rowChanges(deleted: [rowDelete("c", "s", path(0, 2))]))
        }
        #expect(throws: BatchUpdateError.outOfRange(.insertRow, .row(path(0, 5)), limit: 2)) {
            try apply("s: a", "s: a x", rows: rowChanges(inserted: [rowInsert("x", "s", path(0, 5))]))
        }
        #expect(throws: BatchUpdateError.duplicate(.deleteRow, .row(path(0, 0)))) {
            try apply("s: a b", "s: b", rows: rowChanges(deleted: [rowDelete("a", "s", path(0, 0)), rowDelete("a", "s", path(0, 0))]))
        }
        #expect(throws: BatchUpdateError.duplicate(.insertSection, .section(0))) {
            try apply("", "t: | u:", sections: sectionChanges(inserted: [SectionInsert(id: "t", index: 0), SectionInsert(id: "t", index: 0)]))
        }
    }

    @Test func idsMustBeTheOnesAtTheirPositions() {
        #expect(throws: BatchUpdateError.wrongID(.deleteRow, .row(path(0, 0)), expected: "a", found: "b")) {
            try apply("s: a b", "s: b", rows: rowChanges(deleted: [rowDelete("b", "s", path(0, 0))]))
        }
        #expect(throws: BatchUpdateError.wrongID(.insertRow, .row(path(0, 0)), expected: "x", found: "y")) {
            try apply("s: a", "s: x a", rows: rowChanges(inserted: [rowInsert("y", "s", path(0, 0))]))
        }
        #expect(throws: BatchUpdateError.wrongID(.deleteSection, .section(0), expected: "s", found: "t")) {
            try apply("s: a", "", sections: sectionChanges(deleted: [SectionDelete(id: "t", index: 0)]))
        }
    }

    @Test func conflictingOperationsOnOneRow() {
        let move = rowMove("a", ("s", path(0, 0)), ("s", path(0, 1)))
        let reload = RowUpdate(id: "a", sectionID: "s", at: path(0, 0), newAt: path(0, 1), changes: [])
        #expect(throws: BatchUpdateError.conflict(.reloadedAndMoved, .row(path(0, 0)))) {
            try apply("s: a b", "s: b a", rows: rowChanges(moved: [move], updated: [reload]))
        }
        // The top level may reload and move one row.
        #expect(throws: Never.self) { try apply("s: a b", "s: b a", rows: rowChanges(moved: [move], updated: [reload]), mode: .lenient) }
        #expect(throws: BatchUpdateError.conflict(.deletedAndMoved, .row(path(0, 0)))) {
            try apply("s: a b", "s: b", rows: rowChanges(deleted: [rowDelete("a", "s", path(0, 0))], moved: [move]))
        }
        #expect(throws: BatchUpdateError.conflict(.deletedAndReloaded, .row(path(0, 0)))) {
            try apply("s: a b", "s: b", rows: rowChanges(deleted: [rowDelete("a", "s", path(0, 0))], updated: [reload]))
        }
        #expect(throws: BatchUpdateError.conflict(.insertedAndMovedTo, .row(path(0, 0)))) {
            try apply("s: a b", "s: x a", rows: rowChanges(
                deleted: [rowDelete("b", "s", path(0, 1))], inserted: [rowInsert("x", "s", path(0, 0))],
                moved: [rowMove("a", ("s", path(0, 0)), ("s", path(0, 0)))]))
        }
    }

    @Test func conflictingOperationsOnOneSection() {
        #expect(throws: BatchUpdateError.conflict(.reloadedAndMoved, .section(0))) {
            try apply("s: a | t: b", "t: b | s: a", sections: sectionChanges(
                moved: [SectionMove(id: "s", from: 0, to: 1)], updated: [SectionUpdate(id: "s", index: 0, newIndex: 1, changes: [])]))
        }
        #expect(throws: BatchUpdateError.conflict(.deletedAndMoved, .section(0))) {
            try apply("s: a | t: b", "t: b", sections: sectionChanges(
                deleted: [SectionDelete(id: "s", index: 0)], moved: [SectionMove(id: "s", from: 0, to: 0)]))
        }
    }

    @Test func strictRowOperationsStayOutOfChangedSections() {
        // A row moving into a section inserted in the same batch.
        #expect(throws: BatchUpdateError.rowInChangedSection(.moveRowTo, path(1, 0), section: "n", change: .inserted)) {
            try apply("s: a b", "s: a | n: b", sections: sectionChanges(inserted: [SectionInsert(id: "n", index: 1)]),
                      rows: rowChanges(moved: [rowMove("b", ("s", path(0, 1)), ("n", path(1, 0)))]))
        }
        // A row leaving a section deleted in the same batch.
        #expect(throws: BatchUpdateError.rowInChangedSection(.moveRowFrom, path(1, 0), section: "t", change: .deleted)) {
            try apply("s: a | t: b", "s: a b", sections: sectionChanges(deleted: [SectionDelete(id: "t", index: 1)]),
                      rows: rowChanges(moved: [rowMove("b", ("t", path(1, 0)), ("s", path(0, 1)))]))
        }
        // Both are fine at the top level, where an inserted section is built from its rows.
        #expect(throws: Never.self) {
            let outcome = try apply("s: a b", "s: a | n: b", sections: sectionChanges(inserted: [SectionInsert(id: "n", index: 1)]),
                                    rows: rowChanges(moved: [rowMove("b", ("s", path(0, 1)), ("n", path(1, 0)))]), mode: .lenient)
            #expect(outcome.shape == F.shape("s: a | n: b"))
        }
    }

    @Test func messagesAreSpecific() {
        #expect(BatchUpdateError.rowCount(section: 2, id: "wifi", computed: 3, dataSource: 4).description
                == "invalid number of rows in section 2 ('wifi'): the batch leaves 3, but the data source has 4")
        #expect(BatchUpdateError.conflict(.reloadedAndMoved, .row(path(1, 2))).description == "row 1.2 is both reloaded and moved in one batch")
        #expect(BatchUpdateError.rowInChangedSection(.moveRowTo, path(1, 0), section: "n", change: .inserted).description
                == "row move destination at row 1.0 touches section 'n', which the same batch inserts")
    }
}
