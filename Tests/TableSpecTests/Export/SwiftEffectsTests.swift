import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The generated `Route`, `Event` and `Effect`: a case per distinct `navigate:` target and
/// `emit:` name of the spec (rows' actions and info buttons, swipe actions, menu items), in
/// the order first written, keeping the string as written; `other` for a target the spec
/// does not name; `Effect` converts from the runtime's action and back. Compiled against the
/// runtime library alone and run.
@Suite(.serialized) struct SwiftEffectsTests {
    static let table = Table(id: "t", sections: [Section(id: "s", rows: [
        Row(id: "a", title: "A", action: .navigate("contact-mum"), accessoryAction: .navigate("info")),
        Row(id: "b", title: "B", action: .emit("call"), editing: Editing(canEdit: true),
            swipe: Swipe(trailing: [SwipeAction(id: "x", title: "X", action: .emit("delete-contact"), role: .delete)])),
        Row(id: "c", title: "C", action: .navigate("contact-mum"), menu: [SwipeAction(id: "m", title: "M", action: .emit("call"))]),
        Row(id: "d", title: "D", action: .url("https://example.com"), menu: [SwipeAction(id: "n", title: "N", action: .navigate("default"))]),
    ])])

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func routesAndEventsAreTheSpecsTargets() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screen.swift", try SwiftExporter.export(Self.table, options: ExportOptions(typeName: "Screen")))
        try directory.write("main.swift", """
            import TableSpecRuntime
            print(Screen.Route.inSpec.map(\\.rawValue), Screen.Event.inSpec.map(\\.rawValue))
            print(Screen.Route.inSpec == [.contactMum, .info, .default], Screen.Event.inSpec == [.call, .deleteContact])
            print(Screen.Effect(.navigate("contact-mum")) == .navigate(.contactMum))
            print(Screen.Effect(.navigate("elsewhere")) == .navigate(.other("elsewhere")))
            print(Screen.Effect(.emit("delete-contact")) == .emit(.deleteContact), Screen.Effect(.url("u")) == .url("u"))
            for action in [Action.navigate("contact-mum"), .navigate("elsewhere"), .emit("delete-contact"), .url("u")] {
                print(Screen.Effect(action).action == action)
            }

            """)
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("effects")
        let build = try GeneratedSwift.swiftc(
            modules.flags() + ["-Onone", "-o", program, directory.path("main.swift"), directory.path("Screen.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.output == """
            ["contact-mum", "info", "default"] ["call", "delete-contact"]
            true true
            true
            true
            true true
            true
            true
            true
            true

            """)
    }
}
