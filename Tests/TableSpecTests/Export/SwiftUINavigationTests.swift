import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Tapping rows of the exported SwiftUI `ListView` takes the steps UIKit and `tablectl
/// simulate` take: the generated view is run against the SwiftUI stand-in, whose record taps
/// a row's button (`SwiftUIStub/SwiftUI+Taps.swift`), for `specs/settings.yaml`. A tap on a
/// navigating row sends `.select` through the reducer (`onStep` sees it once, the same step
/// the runtime's reducer, which UIKit's data source and `simulate` run, gives); when
/// accepted, its `.navigate` route is appended once to the `path` binding, and the list's
/// `navigationDestination(for: Route.self)` shows the app's destination for it. Without a
/// path the route goes to `onAction`, as UIKit's does; a refused select pushes nothing;
/// other effects (a URL) go to `onAction`; the info button's `.navigate` pushes too.
@Suite(.serialized) struct SwiftUINavigationTests {
    static let spec = "specs/settings.yaml"

    /// A tap: the row, the button (nil: the row's own), whether a path is bound, and whether
    /// the row is made unselectable after it was drawn (the tap lands on the row as drawn).
    struct Tap {
        var row: String
        var button: String?
        var bound = true
        var unselectAfterDrawing = false
        /// The path after the tap; nil when the row has no such button.
        var pushed: [String]?
        /// The effects `onAction` gets, as `row effect`.
        var toApp: [String] = []
    }

    static let taps: [Tap] = [
        Tap(row: "wifi", pushed: ["wifi-settings"]),
        Tap(row: "sounds", pushed: ["sound-picker"]),
        Tap(row: "wifi", bound: false, pushed: [], toApp: ["wifi navigate(\"wifi-settings\")"]),
        Tap(row: "privacy-policy", pushed: [], toApp: ["privacy-policy url(\"https://example.com/privacy\")"]),
        Tap(row: "privacy-policy", button: "More Info", pushed: ["privacy-summary"]),
        Tap(row: "wifi", unselectAfterDrawing: true, pushed: []),
        Tap(row: "version", pushed: nil),
    ]

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func navigatingRowsSendSelectAndPushTheAcceptedRoute() throws {
        let directory = try TemporaryDirectory()
        let root = BinaryRunner.packageRoot
        let table = try #require(try SwiftCompileTests.table(root.appendingPathComponent(Self.spec).path).table)
        try directory.write("Screen.swift", try SwiftUIExporter.export(table, options: ExportOptions(typeName: "Screen")))
        try directory.write("main.swift", Self.driver + Self.taps.map { tap in
            "tap(\"\(tap.row)\", button: \(tap.button.map { "\"\($0)\"" } ?? "nil"), bound: \(tap.bound), "
                + "unselect: \(tap.unselectAfterDrawing))\n"
        }.joined() + "preview()\nprint(\"done\")\n")
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("taps")
        let build = try GeneratedSwift.swiftc(
            modules.flags(uikit: true, swiftui: true) + ["-Onone", "-o", program, directory.path("main.swift"), directory.path("Screen.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        try #require(run.status == 0 && run.output.hasSuffix("done\n"), "\(run.output)")
        let shown = run.output.split(separator: "\n").map(String.init).dropLast()
        let rows = table.sections.reduce(0) { $0 + $1.rows.count }
        let expected = try Self.taps.flatMap { try Self.expected($0, table: table) } + ["V \(1 + rows) [\"Route\"]"]
        #expect(shown.count == expected.count, "\(shown.count) lines shown, \(expected.count) expected:\n\(run.output)")
        for (got, want) in zip(shown, expected) {
            #expect(got == want, "\n  shown:    \(got)\n  expected: \(want)")
        }
    }

    /// The driver's lines for `tap`: the step from the runtime's reducer (what UIKit and
    /// `simulate` take for the same action), the effects the app gets, the path, and what the
    /// destination shows for the route pushed last.
    static func expected(_ tap: Tap, table: Table) throws -> [String] {
        var lines = ["T \(tap.row)"]
        if let pushed = tap.pushed {
            var state = TableState(table: table)
            if tap.unselectAfterDrawing { state.show(unselecting(tap.row, in: state.sections)) }
            let action: TableState.Action = tap.button == nil ? .select(tap.row) : .accessory(tap.row)
            lines.append("S \(action) \(state.send(action))")
            lines += tap.toApp.map { "A \($0)" }
            lines.append("P true \(pushed)")
            if let last = pushed.last { lines.append("D shows \(last)") }
        } else {
            lines.append("P false []")
        }
        lines.append("R [\"Route\"]")
        return lines
    }

    /// `sections` with row `id` not selectable.
    static func unselecting(_ id: String, in sections: [Section]) -> [Section] {
        sections.map { section in
            var section = section
            section.rows = section.rows.map { row in
                var row = row
                if row.id == id { row.selectable = false }
                return row
            }
            return section
        }
    }

    /// Taps a row of a fresh `Screen.ListView` (its path bound or not), printing each step
    /// `onStep` sees, each effect `onAction` gets, the path after the tap, what the list's
    /// destination shows for the route pushed last, and the types it has destinations for;
    /// then the lines the record shows for `Screen.PreviewScreen` (the list and its rows) and
    /// its destinations.
    static let driver = """
        import SwiftUI
        import TableSpecRuntime

        @MainActor func tap(_ id: String, button: String?, bound: Bool, unselect: Bool) {
            print("T \\(id)")
            let state = State(initialValue: Screen.initialState)
            let path = State(initialValue: [Screen.Route]())
            let view = Screen.ListView(
                state: state.projectedValue, path: bound ? path.projectedValue : nil,
                onAction: { effect, row in print("A \\(row.id) \\(effect.action)") },
                onStep: { action, step in print("S \\(action) \\(step)") }
            ) { route in
                Text(verbatim: "shows " + route.rawValue)
            }
            let action = _StandInRecord.action(ofRow: id, button: button, in: view)
            if unselect {
                state.wrappedValue.show(state.wrappedValue.sections.map { section in
                    var section = section
                    section.rows = section.rows.map { row in
                        var row = row
                        if row.id == id { row.selectable = false }
                        return row
                    }
                    return section
                })
            }
            action?()
            print("P \\(action != nil) \\(path.wrappedValue.map(\\.rawValue))")
            if let last = path.wrappedValue.last { print("D \\(_StandInRecord.shown(for: last, in: view) ?? "nothing")") }
            print("R \\(_StandInRecord.destinations(in: view))")
        }

        @MainActor func preview() {
            let screen = Screen.PreviewScreen()
            print("V \\(_StandInRecord.lists(in: screen).count) \\(_StandInRecord.destinations(in: screen))")
        }

        """
}
