import Testing
import TableSpecTestSupport
@testable import TableSpec

/// `toggle` and `choose`: a switch's state and a choice group's chosen row kept in the
/// state's table, the rows' changes as the diff reports them, the control change carrying the
/// setting and its new value, and the refusals.
@Suite struct TableStateControlsTests {
    /// general [airplane (switch, off, setting), wifi (switch, on, emits), plain],
    /// units [metric (chosen), imperial, kelvin (emits)].
    static let table = Table(id: "t", sections: [
        Section(id: "general", rows: [
            Row(id: "airplane", title: "Airplane Mode", accessory: .switch, selectable: false, setting: "airplaneMode"),
            Row(id: "wifi", title: "Wi-Fi", accessory: .switch, action: .emit("wifiChanged"), selectable: false, isOn: true),
            Row(id: "plain", title: "Plain", action: .emit("plain")),
        ]),
        Section(id: "units", rows: [
            Row(id: "metric", title: "Metric", accessory: .checkmark, choice: "units"),
            Row(id: "imperial", title: "Imperial", choice: "units"),
            Row(id: "kelvin", title: "Kelvin", action: .emit("kelvin"), choice: "units"),
        ]),
    ])

    @Test func toggleFlipsTheSwitchAndCarriesTheSetting() {
        var state = TableState(table: Self.table)
        let step = state.send(.toggle("airplane"))
        #expect(step.accepted && step.effects.isEmpty)
        #expect(step.control == .switched(row: "airplane", setting: "airplaneMode", isOn: true))
        #expect(state.isOn("airplane") == true && state.row("airplane")?.isOn == true)
        #expect(step.changes.updated.map(\.id) == ["airplane"])
        #expect(step.changes.updated.first?.changes == [FieldChange(field: "on", old: .bool(false), new: .bool(true))])
        #expect(step.changes.deleted.isEmpty && step.changes.inserted.isEmpty && step.changes.moved.isEmpty)
        state.send(.toggle("airplane"))
        #expect(state.isOn("airplane") == false)
    }

    @Test func toggleFiresTheRowsActionOnChange() {
        var state = TableState(table: Self.table)
        let step = state.send(.toggle("wifi"))
        #expect(step.effects == [.emit("wifiChanged")])
        #expect(step.control == .switched(row: "wifi", setting: nil, isOn: false))
    }

    @Test func toggleAndChooseChangesAreTheDiffs() {
        var state = TableState(table: Self.table)
        let before = state.table
        let step = state.send(.toggle("wifi"))
        #expect((try? TableDiff.diff(from: before, to: state.table))?.rows == step.changes)
        let chosen = state.table
        let choice = state.send(.choose("kelvin"))
        #expect((try? TableDiff.diff(from: chosen, to: state.table))?.rows == choice.changes)
    }

    @Test func toggleRefusesARowWithoutASwitch() {
        var state = TableState(table: Self.table)
        let step = state.send(.toggle("metric"))
        #expect(!step.accepted && step.reason?.contains("not a switch") == true && step.control == nil)
        #expect(state.table == Self.table)
        #expect(!state.send(.toggle("nowhere")).accepted)
    }

    @Test func chooseMovesTheCheckmark() {
        var state = TableState(table: Self.table)
        let step = state.send(.choose("kelvin"))
        #expect(step.accepted && step.effects == [.emit("kelvin")])
        #expect(step.control == .chosen(group: "units", row: "kelvin", previous: "metric"))
        #expect(state.chosenRow(inGroup: "units") == "kelvin")
        #expect(state.row("metric")?.accessory == Accessory.none && state.row("kelvin")?.accessory == .checkmark)
        #expect(step.changes.updated.map(\.id) == ["metric", "kelvin"])
    }

    @Test func choosingTheChosenRowChangesNothing() {
        var state = TableState(table: Self.table)
        let step = state.send(.choose("metric"))
        #expect(step.accepted && step.changes.isEmpty && step.control == nil && step.effects.isEmpty)
        #expect(state.table == Self.table)
    }

    @Test func chooseRefusesARowInNoGroup() {
        var state = TableState(table: Self.table)
        let step = state.send(.choose("plain"))
        #expect(!step.accepted && step.reason?.contains("no choice group") == true)
        #expect(state.table == Self.table)
    }

    @Test func selectingAChoiceRowChoosesItAndDoesNotKeepTheSelection() {
        var state = TableState(table: Self.table)
        let step = state.send(.select("imperial"))
        #expect(step.accepted && step.control == .chosen(group: "units", row: "imperial", previous: "metric"))
        #expect(state.selection.isEmpty && state.chosenRow(inGroup: "units") == "imperial")
    }

    @Test func selectingASelectableSwitchRowFiresNothing() {
        var table = Self.table
        table.sections[0].rows[1].selectable = true
        var state = TableState(table: table)
        let step = state.send(.select("wifi"))
        #expect(step.accepted && step.effects.isEmpty && state.selection.isEmpty && state.isOn("wifi") == true)
    }
}
