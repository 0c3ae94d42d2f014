import SettingsApp
import TableSpecRuntime
import Testing

/// The Swift that TableSpecPlugin generated into the build holds the spec's sections and
/// rows, ids and kinds, read through the generated API alone: an app's tests link the
/// runtime, not tablectl's library. (That the generated model is the decoded spec, field
/// for field, is tablectl's own test: `SwiftCompileTests.theExampleAppsSpecsCompileToTheirTables`.)
@Suite struct GeneratedModelTests {
    @Test func settingsIsTheSpec() {
        #expect(SettingsScreen.sections.count == 4)
        #expect(SettingsScreen.sections.map(\.rows.count) == [2, 3, 3, 1])
        #expect(SettingsScreen.SectionID.inSpec.map(\.rawValue) == ["profile", "connectivity", "general", "legal"])
        #expect(SettingsScreen.RowID.inSpec.map(\.rawValue) == [
            "profile-lead", "account", "airplane-mode", "wifi", "bluetooth", "notifications", "privacy", "storage", "sign-out",
        ])
        #expect(SettingsScreen.table.sections == SettingsScreen.sections)
        #expect(SettingsScreen.row(.profileLead)?.kind == .builtin(.headerLead))
        #expect(SettingsScreen.row(.airplaneMode)?.kind == .custom("toggle"))
        #expect(SettingsScreen.row(.signOut)?.kind == .builtin(.footerFinish))
        #expect(SettingsScreen.table.title == "Settings")
    }

    @Test func aboutIsTheSpec() {
        #expect(AboutTable.table.id == "about")
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
