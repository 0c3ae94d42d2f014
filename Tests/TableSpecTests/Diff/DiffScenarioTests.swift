import Testing
@testable import TableSpec
@testable import TableSpecRuntime

/// Named scenarios with the exact changeset each must give, top level and stages; every one
/// is also applied by ``ChangesetChecker``.
@Suite("Diff: scenarios")
struct DiffScenarioTests {
    typealias F = DiffFixtures

    @Test func insertAtFront() throws {
        let changes = try F.checkedDiff(F.table("s: a b"), F.table("s: x a b"))
        let inserted = rowChanges(inserted: [rowInsert("x", "s", path(0, 0))])
        expectSame(changes, Changeset(rows: inserted, stages: [
            Stage(purpose: .rows, sections: SectionChanges(), rows: inserted, after: F.shape("s: x a b")),
        ]))
    }

    @Test func deleteLast() throws {
        let changes = try F.checkedDiff(F.table("s: a b c"), F.table("s: a b"))
        let deleted = rowChanges(deleted: [rowDelete("c", "s", path(0, 2))])
        expectSame(changes, Changeset(rows: deleted, stages: [
            Stage(purpose: .rows, sections: SectionChanges(), rows: deleted, after: F.shape("s: a b")),
        ]))
    }

    @Test func moveOneRowToTheEnd() throws {
        let changes = try F.checkedDiff(F.table("s: a b c"), F.table("s: b c a"))
        let moved = rowChanges(moved: [rowMove("a", ("s", path(0, 0)), ("s", path(0, 2)))])
        expectSame(changes, Changeset(rows: moved, stages: [
            Stage(purpose: .rows, sections: SectionChanges(), rows: moved, after: F.shape("s: b c a")),
        ]))
    }

    @Test func swapTwoSections() throws {
        let changes = try F.checkedDiff(F.table("s1: a | s2: b"), F.table("s2: b | s1: a"))
        let moved = sectionChanges(moved: [SectionMove(id: "s2", from: 1, to: 0)])
        expectSame(changes, Changeset(sections: moved, stages: [
            Stage(purpose: .sections, sections: moved, rows: RowChanges(), after: F.shape("s2: b | s1: a")),
        ]))
    }

    @Test func moveARowAcrossSections() throws {
        let changes = try F.checkedDiff(F.table("s1: a b | s2: c"), F.table("s1: a | s2: b c"))
        let moved = rowChanges(moved: [rowMove("b", ("s1", path(0, 1)), ("s2", path(1, 0)))])
        expectSame(changes, Changeset(rows: moved, stages: [
            Stage(purpose: .rows, sections: SectionChanges(), rows: moved, after: F.shape("s1: a | s2: b c")),
        ]))
    }

    @Test func moveARowOutOfAMovedSection() throws {
        let changes = try F.checkedDiff(F.table("s1: a b | s2: c"), F.table("s2: c b | s1: a"))
        let sectionMoved = sectionChanges(moved: [SectionMove(id: "s2", from: 1, to: 0)])
        expectSame(changes, Changeset(
            sections: sectionMoved,
            rows: rowChanges(moved: [rowMove("b", ("s1", path(0, 1)), ("s2", path(0, 1)))]),
            stages: [
                // Rows first, with sections where they were: s2 is still section 1.
                Stage(purpose: .rows, sections: SectionChanges(),
                      rows: rowChanges(moved: [rowMove("b", ("s1", path(0, 1)), ("s2", path(1, 1)))]),
                      after: F.shape("s1: a | s2: c b")),
                Stage(purpose: .sections, sections: sectionMoved, rows: RowChanges(), after: F.shape("s2: c b | s1: a")),
            ]))
    }

    @Test func moveARowIntoANewSection() throws {
        let changes = try F.checkedDiff(F.table("s1: a b"), F.table("s1: a | s2: b x"))
        let moved = rowChanges(moved: [rowMove("b", ("s1", path(0, 1)), ("s2", path(1, 0)))])
        expectSame(changes, Changeset(
            sections: sectionChanges(inserted: [SectionInsert(id: "s2", index: 1)]),
            rows: rowChanges(inserted: [rowInsert("x", "s2", path(1, 1))], moved: moved.moved),
            stages: [
                // The new section first, with its new row only; then b moves into it.
                Stage(purpose: .insertSections, sections: sectionChanges(inserted: [SectionInsert(id: "s2", index: 1)]),
                      rows: RowChanges(), after: F.shape("s1: a b | s2: x")),
                Stage(purpose: .rows, sections: SectionChanges(), rows: moved, after: F.shape("s1: a | s2: b x")),
            ]))
    }

    @Test func rowsOutOfADeletedSection() throws {
        let changes = try F.checkedDiff(F.table("s1: a | s2: b c"), F.table("s1: a b"))
        let moved = rowChanges(moved: [rowMove("b", ("s2", path(1, 0)), ("s1", path(0, 1)))])
        let deleted = sectionChanges(deleted: [SectionDelete(id: "s2", index: 1)])
        expectSame(changes, Changeset(
            sections: deleted,
            rows: rowChanges(deleted: [rowDelete("c", "s2", path(1, 1))], moved: moved.moved),
            stages: [
                // b leaves first; c goes with its section.
                Stage(purpose: .rows, sections: SectionChanges(), rows: moved, after: F.shape("s1: a b | s2: c")),
                Stage(purpose: .sections, sections: deleted, rows: RowChanges(), after: F.shape("s1: a b")),
            ]))
    }

    @Test func updatePlusMoveOfTheSameRow() throws {
        var new = F.table("s: b c a")
        new.sections[0].rows[2].title = "A"
        let changes = try F.checkedDiff(F.table("s: a b c"), new)
        let title = [FieldChange(field: "title", old: .string("a"), new: .string("A"))]
        let moved = [rowMove("a", ("s", path(0, 0)), ("s", path(0, 2)))]
        expectSame(changes, Changeset(
            rows: rowChanges(moved: moved, updated: [RowUpdate(id: "a", sectionID: "s", at: path(0, 0), newAt: path(0, 2), changes: title)]),
            stages: [
                // Reloaded where it is, then moved: never both in one batch.
                Stage(purpose: .reloadMovedRows, sections: SectionChanges(),
                      rows: rowChanges(updated: [RowUpdate(id: "a", sectionID: "s", at: path(0, 0), newAt: path(0, 0), changes: title)]),
                      after: F.shape("s: a b c")),
                Stage(purpose: .rows, sections: SectionChanges(), rows: rowChanges(moved: moved), after: F.shape("s: b c a")),
            ]))
    }

    @Test func headerTextChangeOnly() throws {
        var old = F.table("s: a")
        var new = old
        old.sections[0].header = "Network"
        new.sections[0].header = "Connections"
        let changes = try F.checkedDiff(old, new)
        let update = SectionUpdate(id: "s", index: 0, newIndex: 0, changes: [
            FieldChange(field: "header", old: .string("Network"), new: .string("Connections")),
        ])
        expectSame(changes, Changeset(sections: sectionChanges(updated: [update]), stages: [
            Stage(purpose: .reloadSections, sections: sectionChanges(updated: [update]), rows: RowChanges(), after: F.shape("s: a")),
        ]))
    }

    @Test func tableTitleAndStyleChange() throws {
        let changes = try F.checkedDiff(F.table("s: a", title: "Settings"), F.table("s: a", title: "Preferences", style: .insetGrouped))
        expectSame(changes, Changeset(table: [
            FieldChange(field: "title", old: .string("Settings"), new: .string("Preferences")),
            FieldChange(field: "style", old: .string("plain"), new: .string("insetGrouped")),
        ]))
        #expect(changes.requiresReload)
        #expect(!changes.isIdentical)
    }

    @Test func fieldPathsInsideRows() throws {
        var old = F.table("s: a b")
        var new = old
        old.sections[0].rows[0].editing = Editing()
        new.sections[0].rows[0].editing = Editing(canEdit: true)
        old.sections[0].rows[1].swipe = Swipe(trailing: [SwipeAction(id: "delete", title: "Delete", style: .destructive)])
        new.sections[0].rows[1].swipe = Swipe(trailing: [SwipeAction(id: "delete", title: "Remove", style: .destructive)])
        let changes = try F.checkedDiff(old, new)
        let updated = [
            RowUpdate(id: "a", sectionID: "s", at: path(0, 0), newAt: path(0, 0), changes: [
                FieldChange(field: "editing.canEdit", old: .bool(false), new: .bool(true)),
            ]),
            RowUpdate(id: "b", sectionID: "s", at: path(0, 1), newAt: path(0, 1), changes: [
                FieldChange(field: "swipe.trailing[0].title", old: .string("Delete"), new: .string("Remove")),
            ]),
        ]
        expectSame(changes, Changeset(rows: rowChanges(updated: updated), stages: [
            Stage(purpose: .rows, sections: SectionChanges(), rows: rowChanges(updated: updated), after: F.shape("s: a b")),
        ]))
    }

    @Test func renameHint() throws {
        var old = F.table("s: a keep")
        var new = F.table("s: b keep")
        old.sections[0].rows[0].title = "Wi-Fi"
        new.sections[0].rows[0].title = "Wi-Fi"
        let changes = try F.checkedDiff(old, new)
        let replaced = rowChanges(deleted: [rowDelete("a", "s", path(0, 0))], inserted: [rowInsert("b", "s", path(0, 0))])
        expectSame(changes, Changeset(
            rows: replaced,
            stages: [Stage(purpose: .rows, sections: SectionChanges(), rows: replaced, after: F.shape("s: b keep"))],
            renames: [RenameHint(oldID: "a", newID: "b", from: path(0, 0), to: path(0, 0))]))
    }

    @Test func identicalTables() throws {
        let table = F.table("s1: a b | s2: c", title: "Settings")
        let changes = try F.checkedDiff(table, table)
        expectSame(changes, Changeset())
        #expect(changes.isIdentical)
        #expect(!changes.requiresReload)
    }

    @Test(arguments: [
        ("s: a a", "s: a", DiffError.duplicateRowID("a", inNew: false)),
        ("s: a", "s: a | t: a", DiffError.duplicateRowID("a", inNew: true)),
        ("s: a | s: b", "s: a", DiffError.duplicateSectionID("s", inNew: false)),
        ("s: a", "s: a | s: b", DiffError.duplicateSectionID("s", inNew: true)),
    ])
    func duplicateIDs(old: String, new: String, error: DiffError) {
        #expect(throws: error) { try TableDiff.diff(from: F.table(old), to: F.table(new)) }
    }

    @Test func duplicateIDMessages() {
        #expect(DiffError.duplicateRowID("wifi", inNew: true).description == "row id 'wifi' is used more than once in the new table")
        #expect(DiffError.duplicateSectionID("main", inNew: false).description == "section id 'main' is used more than once in the old table")
    }
}
