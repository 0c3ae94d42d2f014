import Foundation
import SettingsApp
import TableSpec
import Testing

/// The Swift that TableSpecPlugin generated into the build is the spec: the same sections
/// and rows, ids and kinds, read back from the spec files with tablectl's library.
@Suite struct GeneratedModelTests {
    /// The spec file `name` of the SettingsApp target, decoded and checked as validate does.
    static func specTable(_ name: String) throws -> Table {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SettingsApp/Specs/\(name)").path
        let spec = SpecLoader.load(.file(path), for: .export)
        return try #require(spec.table, "\(name): \(spec.refusal ?? spec.failure?.message ?? "")")
    }

    @Test func settingsIsTheSpec() throws {
        let spec = try Self.specTable("settings.yaml")
        #expect(SettingsScreen.table == spec)
        #expect(SettingsScreen.sections.count == 4)
        #expect(SettingsScreen.sections.map(\.rows.count) == [2, 3, 3, 1])
        #expect(SettingsScreen.SectionID.inSpec.map(\.rawValue) == spec.sections.map(\.id))
        #expect(SettingsScreen.RowID.inSpec.map(\.rawValue) == spec.sections.flatMap { $0.rows.map(\.id) })
        #expect(SettingsScreen.row(.profileLead)?.kind == .builtin(.headerLead))
        #expect(SettingsScreen.row(.airplaneMode)?.kind == .custom("toggle"))
        #expect(SettingsScreen.row(.signOut)?.kind == .builtin(.footerFinish))
        #expect(SettingsScreen.table.title == "Settings")
    }

    @Test func aboutIsTheSpec() throws {
        let spec = try Self.specTable("about.json")
        #expect(AboutTable.table == spec)
        #expect(AboutTable.sections.map(\.rows.count) == [3, 1])
        #expect(AboutTable.RowID.inSpec.map(\.rawValue) == ["name", "version", "model", "licenses"])
        #expect(AboutTable.section(.device)?.rows.allSatisfy { $0.kind == .builtin(.value2) } == true)
    }

    @Test func positionsFollowTheSpec() throws {
        #expect(SettingsScreen.index(of: .general) == 2)
        let path = try #require(SettingsScreen.indexPath(of: .storage))
        #expect(path.section == 2 && path.row == 2)
        #expect(SettingsScreen.row(SettingsScreen.RowID(rawValue: "not-in-the-spec")) == nil)
    }
}

/// The app's code on top of the generated types.
@Suite struct SettingsRouterTests {
    @Test func routesComeFromTheSpecsActions() {
        #expect(SettingsRouter.route(for: .wifi) == .push("wifi"))
        #expect(SettingsRouter.route(for: .signOut) == .event("signOut"))
        #expect(SettingsRouter.route(for: .airplaneMode) == nil)   // selectable: false
        #expect(SettingsRouter.navigatingRows == [.account, .wifi, .bluetooth, .notifications, .privacy])
    }

    @Test func hidingARowKeepsTheRest() {
        let sections = SettingsRouter.sections(hiding: [.bluetooth])
        #expect(sections[1].rows.map(\.id) == ["airplane-mode", "wifi"])
        #expect(sections.map(\.rows.count).reduce(0, +) == 8)
    }

    /// What a user's tap does is the runtime's reducer's answer, from the generated state.
    @Test func aTapGoesThroughTheReducer() {
        var state = SettingsScreen.initialState
        let tap = state.send(.select(SettingsScreen.RowID.wifi.rawValue))
        #expect(tap.accepted && tap.effects == [.navigate("wifi")])
        #expect(state.selection == [SettingsScreen.RowID.wifi.rawValue])
        let toggle = state.send(.select(SettingsScreen.RowID.airplaneMode.rawValue))
        #expect(!toggle.accepted && toggle.reason == "row 'airplane-mode' is not selectable")
    }

    @Test func deviceFactsAreTheValueRows() {
        #expect(SettingsRouter.deviceFacts.map(\.title) == ["Name", "iOS Version", "Model"])
        #expect(SettingsRouter.deviceFacts.first?.value == "Jane's iPhone")
    }
}
