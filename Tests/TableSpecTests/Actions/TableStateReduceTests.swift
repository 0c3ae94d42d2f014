import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The reducer, action by action: every accept and refuse case of `docs/simulate.md`, with
/// what each does to the table, the selection and the other state, its changes and effects.
@Suite struct TableStateReduceTests {
    static let editable = Editing(canEdit: true, canMove: true)

    /// header [lead], list [a (multi, navigates), b (multi), c (insert), d (not selectable)],
    /// more [e (info button, menu, swipe)], footer [done].
    static let table = Table(id: "t", sections: [
        Section(id: "header", kind: .header, rows: [Row(id: "lead", kind: .headerLead, title: "Hi")]),
        Section(id: "list", rows: [
            Row(id: "a", title: "A", action: .navigate("a-screen"), editing: editable, multipleSelection: true),
            Row(id: "b", title: "B", editing: editable, multipleSelection: true),
            Row(id: "c", title: "C", editing: Editing(canEdit: true, style: .insert)),
            Row(id: "d", title: "D", selectable: false),
        ]),
        Section(id: "more", rows: [
            Row(id: "e", title: "E", accessory: .detailDisclosureButton, accessoryAction: .emit("info"),
                editing: Editing(canEdit: true, canMove: true, moveWithin: .section),
                swipe: Swipe(leading: [SwipeAction(id: "pin", title: "Pin", action: .emit("pin"))]),
                showsMenu: true, menu: [MenuItem(id: "copy", title: "Copy", action: .emit("copy"))]),
            Row(id: "f", title: "F", editing: editable),
        ]),
        Section(id: "footer", kind: .footer, rows: [Row(id: "done", kind: .footerFinish, title: "Done")]),
    ])

    func ids(_ state: TableState) -> [String] {
        state.sections.map { "\($0.id): " + $0.rows.map(\.id).joined(separator: " ") }
    }

    @Test func deleteNeedsCanEditAndStyleDelete() {
        var state = TableState(table: Self.table)
        state.send(.select("b"))
        let step = state.send(.delete("b"))
        #expect(step.accepted && step.reason == nil)
        #expect(step.changes.deleted.map(\.id) == ["b"] && step.changes.deleted.first?.at == TableIndexPath(section: 1, row: 1))
        #expect(!state.selection.contains("b"), "a deleted row leaves the selection")
        #expect(state.send(.delete("b")).reason == "row 'b' is not in the table")
        #expect(state.send(.delete("d")).reason == "row 'd' cannot be edited (editing.canEdit is false)")
        #expect(state.send(.delete("c")).reason == "row 'c' has editing style insert, not delete")
        #expect(ids(state)[1] == "list: a c d")
    }

    @Test func insertGoesBeforeItsRowWithStyleInsert() {
        var state = TableState(table: Self.table)
        let step = state.send(.insert(at: "c", row: Row(id: "n", title: "N")))
        #expect(step.accepted)
        #expect(step.changes.inserted.map(\.at) == [TableIndexPath(section: 1, row: 2)])
        #expect(ids(state)[1] == "list: a b n c d")
        #expect(state.send(.insert(at: "c", row: Row(id: "n", title: "again"))).reason == "row id 'n' is already in the table")
        #expect(state.send(.insert(at: "a", row: Row(id: "m", title: "M"))).reason == "row 'a' has editing style delete, not insert")
        #expect(state.send(.insert(at: "d", row: Row(id: "m", title: "M"))).reason == "row 'd' cannot be edited (editing.canEdit is false)")
        #expect(state.send(.insert(at: "gone", row: Row(id: "m", title: "M"))).reason == "row 'gone' is not in the table")
    }

    @Test func selectionFollowsMultipleSelection() {
        var state = TableState(table: Self.table)
        #expect(state.send(.select("a")).effects == [.navigate("a-screen")])
        #expect(state.send(.select("b")).accepted)
        #expect(state.selection == ["a", "b"], "multipleSelection rows add to the selection")
        #expect(state.send(.select("c")).accepted)
        #expect(state.selection == ["c"], "any other row becomes the only selected row")
        #expect(state.send(.select("d")).reason == "row 'd' is not selectable")
        #expect(state.selection == ["c"], "a refused action changes nothing")
        #expect(state.send(.deselect("a")).reason == "row 'a' is not selected")
        #expect(state.send(.deselect("c")).accepted && state.selection.isEmpty)
        #expect(state.send(.select("a")).accepted && state.send(.select("a")).effects == [.navigate("a-screen")])
        #expect(state.selection == ["a"], "selecting a selected row again keeps it once")
    }

    @Test func accessorySwipeAndMenuFireTheirActions() {
        var state = TableState(table: Self.table)
        #expect(state.send(.accessory("e")).effects == [.emit("info")])
        #expect(state.send(.accessory("a")).reason == "row 'a' has no info button (its accessory is none)")
        #expect(state.send(.swipe("e", action: "pin")).effects == [.emit("pin")])
        #expect(state.send(.swipe("e", action: "nope")).reason == "row 'e' has no swipe action 'nope'")
        #expect(state.send(.swipe("d", action: "pin")).reason == "row 'd' cannot be edited, so it cannot be swiped")
        #expect(state.send(.menu("e", item: "copy")).effects == [.emit("copy")])
        #expect(state.send(.menu("e", item: "paste")).reason == "row 'e' has no menu item 'paste'")
        #expect(state.send(.menu("a", item: "copy")).reason == "row 'a' shows no context menu")
        var hidden = Self.table
        hidden.sections[2].rows[0].showsMenu = false
        var quiet = TableState(table: hidden)
        #expect(quiet.send(.menu("e", item: "copy")).reason == "row 'e' shows no context menu")
    }

    /// A swipe action or menu item with `role: delete` is the row's delete: it deletes the row
    /// (refused when the row cannot be deleted) and fires its action; deleting the row
    /// otherwise presses the trailing one.
    @Test func theDeleteRoleDeletesTheRow() {
        let remove = SwipeAction(id: "remove", title: "Remove", action: .emit("removed"), role: .delete)
        let deletable = Editing(canEdit: true)
        let table = Table(id: "t", sections: [Section(id: "s", rows: [
            Row(id: "a", title: "A", editing: deletable, swipe: Swipe(trailing: [remove])),
            Row(id: "b", title: "B", editing: deletable, swipe: Swipe(trailing: [remove])),
            Row(id: "c", title: "C", editing: Editing(canEdit: true, style: .none), swipe: Swipe(leading: [remove])),
            Row(id: "d", title: "D", editing: deletable, showsMenu: true, menu: [remove]),
        ])])
        #expect(table.sections[0].rows[0].swipeDeleteAction == remove)
        #expect(table.sections[0].rows[2].swipeDeleteAction == nil)
        var state = TableState(table: table)
        let swiped = state.send(.swipe("a", action: "remove"))
        #expect(swiped.accepted && swiped.effects == [.emit("removed")])
        #expect(swiped.changes.deleted.map(\.id) == ["a"])
        let deleted = state.send(.delete("b"))
        #expect(deleted.changes.deleted.map(\.id) == ["b"] && deleted.effects == [.emit("removed")])
        #expect(state.send(.swipe("c", action: "remove")).reason == "row 'c' has editing style none, not delete")
        let menu = state.send(.menu("d", item: "remove"))
        #expect(menu.changes.deleted.map(\.id) == ["d"] && menu.effects == [.emit("removed")])
        #expect(state.sections[0].rows.map(\.id) == ["c"])
    }

    @Test func theOtherCallbacksKeepTheirState() {
        var state = TableState(table: Self.table)
        #expect(state.send(.highlight("a")).accepted && state.highlighted == "a")
        #expect(state.send(.highlight("d")).reason == "row 'd' is not selectable")
        #expect(state.send(.unhighlight("b")).reason == "row 'b' is not highlighted")
        #expect(state.send(.unhighlight("a")).accepted && state.highlighted == nil)
        #expect(state.send(.display("a")).accepted && state.visibleRows == ["a"])
        #expect(state.send(.endDisplay("a")).accepted && state.visibleRows.isEmpty)
        #expect(state.send(.endDisplay("a")).reason == "row 'a' is not on screen")
        #expect(state.send(.prefetch(["a", "b"])).accepted && state.prefetchedRows == ["a", "b"])
        #expect(state.send(.prefetch(["a", "gone"])).reason == "row 'gone' is not in the table")
        #expect(state.send(.cancelPrefetch(["a"])).accepted && state.prefetchedRows == ["b"])
        #expect(state.send(.beginSwipe("e")).accepted && state.swipedRow == "e")
        #expect(state.send(.beginSwipe("d")).reason == "row 'd' cannot be edited, so it cannot be swiped")
        #expect(state.send(.endSwipe).accepted && state.swipedRow == nil)
        #expect(state.send(.setEditing(true)).accepted && state.isEditing)
        #expect(state.send(.beginMultipleSelection("c")).reason == "row 'c' does not begin a multiple selection")
        #expect(state.send(.beginMultipleSelection("a")).accepted && state.isSelectingMultiple)
        #expect(state.send(.endMultipleSelection).accepted && !state.isSelectingMultiple)
        #expect(state.sections == Self.table.sections, "none of them changes rows")
    }

    /// Every retargeting boundary: before a headerLead, after a footerFinish, past the end,
    /// `moveWithin: section` towards an earlier and a later section, within the same section.
    @Test func movesAreRetargeted() {
        func move(_ id: String, _ section: String, _ index: Int) -> (TableState.Step, [String]) {
            var state = TableState(table: Self.table)
            let step = state.send(.move(id, to: .init(section: section, index: index)))
            return (step, ids(state))
        }
        var (step, rows) = move("a", "header", 0)
        #expect(step.destination == .init(section: "header", index: 1) && step.proposed == .init(section: "header", index: 0))
        #expect(rows[0] == "header: lead a" && step.changes.moved.map(\.to) == [TableIndexPath(section: 0, row: 1)])
        (step, rows) = move("a", "footer", 1)
        #expect(step.destination == .init(section: "footer", index: 0) && rows[3] == "footer: a done")
        (step, rows) = move("a", "list", 99)
        #expect(step.destination == .init(section: "list", index: 3) && rows[1] == "list: b c d a")
        (step, _) = move("a", "list", 0)
        #expect(step.accepted && step.destination == .init(section: "list", index: 0) && step.changes.isEmpty)
        (step, rows) = move("e", "footer", 0)
        #expect(step.destination == .init(section: "more", index: 1) && rows[2] == "more: f e", "a later section: its last index")
        (step, rows) = move("e", "header", 1)
        #expect(step.destination == .init(section: "more", index: 0) && rows[2] == "more: e f", "an earlier section: its first")
        (step, _) = move("d", "list", 0)
        #expect(step.reason == "row 'd' cannot be moved (editing.canMove is false)" && step.destination == nil)
        (step, _) = move("a", "nowhere", 0)
        #expect(step.reason == "section 'nowhere' is not in the table")
    }

    @Test func aCellTypeBasedOnAnEndKindBoundsMovesToo() {
        var table = Self.table
        table.cellTypes = [CellType(name: "banner", base: .headerLead)]
        table.sections[0].rows[0].kind = .custom("banner")
        var state = TableState(table: table)
        #expect(state.send(.move("a", to: .init(section: "header", index: 0))).destination == .init(section: "header", index: 1))
    }

    @Test func aComposedTableKeepsMovesInTheirPart() {
        let map = SectionMap(parts: [
            .init(file: "top.yaml", firstSection: 0, sectionCount: 2, firstLocalSection: 0),
            .init(file: "bottom.yaml", firstSection: 2, sectionCount: 2, firstLocalSection: 0),
        ])
        var state = TableState(table: Self.table, sectionMap: map)
        let step = state.send(.move("a", to: .init(section: "more", index: 0)))
        #expect(step.destination == .init(section: "list", index: 3), "the nearest end of its own part")
        var anywhere = TableState(table: Self.table, sectionMap: SectionMap(parts: map.parts, rowMovesAcrossParts: true))
        #expect(anywhere.send(.move("a", to: .init(section: "more", index: 0))).destination == .init(section: "more", index: 0))
    }

    @Test func changesReplayOnTheStateBefore() throws {
        var state = TableState(table: Self.table)
        for action: TableState.Action in [
            .move("f", to: .init(section: "list", index: 1)), .delete("a"), .insert(at: "c", row: Row(id: "n", title: "N")),
            .move("b", to: .init(section: "list", index: 3)),
        ] {
            let before = state.sections
            let step = state.send(action)
            let diff = try TableDiff.diff(from: Table(id: "t", sections: before), to: Table(id: "t", sections: state.sections))
            #expect(step.changes == diff.rows, "\(action): the rows part of the diff")
            // As one UIKit batch, in strict mode: deletes and move sources before, inserts and destinations after.
            func shape(_ sections: [Section]) -> [SectionShape] { sections.map { SectionShape(id: $0.id, rows: $0.rows.map(\.id)) } }
            let replayed = try BatchUpdateSimulator.apply(
                sections: SectionChanges(), rows: step.changes, to: shape(before), dataSource: shape(state.sections), mode: .strict)
            #expect(replayed.shape == shape(state.sections), "\(action): the changes replay on the state before")
        }
    }

    /// The reducer works its changes out without diffing; they are the diff's all the same,
    /// for random deletes, inserts and moves (neighbours swapped, across sections, to the
    /// ends) on random tables.
    @Test func changesAreTheDiffsForRandomEdits() throws {
        var random = SeededRandom(seed: 22)
        var next = 0
        func row() -> Row {
            next += 1
            let style: EditingStyle = random.chance(30) ? .insert : .delete
            return Row(id: "r\(next)", title: "R", editing: Editing(canEdit: true, style: style, canMove: true))
        }
        for _ in 0..<200 {
            let sections = (0..<(1 + random.below(4))).map { s in Section(id: "s\(s)", rows: (0..<random.below(8)).map { _ in row() }) }
            var state = TableState(table: Table(id: "t", sections: sections))
            for _ in 0..<25 {
                let ids = state.sections.flatMap { $0.rows.map(\.id) }
                guard !ids.isEmpty else { break }
                let id = ids[random.below(ids.count)]
                let action: TableState.Action
                switch random.below(4) {
                case 0: action = .delete(id)
                case 1: action = .insert(at: id, row: row())
                default:
                    let section = state.sections[random.below(state.sections.count)]
                    action = .move(id, to: .init(section: section.id, index: random.below(section.rows.count + 2)))
                }
                let before = state.table
                let step = state.send(action)
                let diff = try TableDiff.diff(from: before, to: state.table)
                #expect(step.changes == diff.rows, "\(action) on \(before.sections.map { $0.rows.map(\.id) })")
            }
        }
    }

    /// An app may show sections whose ids repeat (the data source then reloads rather than
    /// diffs): a drag, in index paths as UIKit gives it, still lands in a real place.
    @Test func dragsInIndexPathsStayInsideTheTable() {
        let movable = Editing(canMove: true, moveWithin: .section)
        let state = TableState(table: Table(id: "t", sections: [
            Section(id: "s", rows: [Row(id: "a", title: "A")]),
            Section(id: "s", rows: [Row(id: "b", title: "B", editing: movable), Row(id: "c", title: "C", editing: movable)]),
        ]))
        let target = state.target(forMovingRowAt: TableIndexPath(section: 1, row: 1), to: TableIndexPath(section: 0, row: 0))
        #expect(target == TableIndexPath(section: 1, row: 0), "moveWithin: section keeps it in its own section, by index")
        #expect(state.target(forMovingRowAt: TableIndexPath(section: 1, row: 5), to: TableIndexPath(section: 0, row: 0)) == nil)
        #expect(state.target(forMovingRowAt: TableIndexPath(section: 1, row: 0), to: TableIndexPath(section: 9, row: 0)) == nil)
    }

    @Test func showKeepsTheStateOfRowsStillThere() {
        var state = TableState(table: Self.table)
        state.send(.select("a"))
        state.send(.select("b"))
        state.send(.display("b"))
        var sections = state.sections
        sections[1].rows.removeFirst()
        state.show(sections)
        #expect(state.selection == ["b"] && state.visibleRows == ["b"] && state.row("a") == nil)
        #expect(state.indexPath(ofRow: "b") == TableIndexPath(section: 1, row: 0))
    }
}

/// A tap leaves a row selected only when it keeps a selection (issue 29: a tapped "Sign Out"
/// stayed grey).
@Suite struct TableStateSelectionKeptTests {
    static let table = Table(id: "t", sections: [Section(id: "s", rows: [
        Row(id: "choice", title: "Choice"),
        Row(id: "push", title: "Push", action: .navigate("next")),
        Row(id: "open", title: "Open", action: .url("https://example.com")),
        Row(id: "sign-out", title: "Sign Out", action: .emit("signOut")),
        Row(id: "tag", title: "Tag", action: .emit("tagged"), multipleSelection: true),
    ])])

    @Test func buttonsFireAndAreNotLeftSelected() {
        var state = TableState(table: Self.table)
        #expect(state.send(.select("push")).accepted)
        #expect(state.selection == ["push"])
        let step = state.send(.select("sign-out"))
        #expect(step.accepted && step.effects == [.emit("signOut")])
        #expect(state.selection.isEmpty, "a button replaces the selection and is not kept")
        state.send(.select("choice"))
        state.send(.select("open"))
        #expect(state.selection.isEmpty)
        state.send(.select("tag"))
        #expect(state.selection == ["tag"], "a multipleSelection row keeps its selection whatever its action")
        #expect(Self.table.sections[0].rows.map(\.keepsSelection) == [true, true, false, false, true])
    }
}
