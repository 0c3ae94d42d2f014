import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// What an app and its user do to the generated UIKit data source on a device, played on the
/// behavioural UIKit stand-in by `Fixtures/Export/DeviceDriver/main.swift` against the
/// exports of `specs/settings.yaml`, `specs/contacts.json` and ``kinds``: the diffable recipe
/// with a custom cell type, duplicate and unknown ids in the diffable helpers, a tap on a
/// button row, UIKit's own deselection before an update, the section index after an update,
/// a cell reused by another row, accessibility traits and text sizes, an update during a
/// drag, and the rows the user changed reaching the app. Each check is one `OK` line.
@Suite(.serialized) struct UIKitDeviceTests {
    /// A spec with every kind VoiceOver treats apart, a fixed height, rows that move, and images
/// that are an SF Symbol, an asset and neither.
    static let kinds = """
        tablespec: 1
        id: kinds
        sections:
          - id: top
            kind: header
            rows:
              - {id: lead, kind: headerLead, title: Kinds, image: sparkles, selectable: false}
          - id: list
            rows:
              - {id: plain, title: Plain, image: Logo, editing: {canEdit: true, canMove: true}}
              - {id: chosen, title: Chosen, accessory: checkmark, editing: {canEdit: true, canMove: true}}
              - {id: tall, title: Tall, height: 60, editing: {canEdit: true, canMove: true}}
              - {id: go, kind: button, title: Go, image: no.such.image, action: {emit: go}}
          - id: end
            kind: footer
            rows:
              - {id: finish, kind: footerFinish, title: Done, action: {emit: done}}
        """

    static let checks = [
        "diffable recipe: a custom cell type's class is registered without attach",
        "diffable: duplicate ids are refused, naming the id, and nothing changes",
        "diffable: the cell provider never returns nil",
        "a tapped button row fires and does not stay selected",
        "a tapped navigating row stays selected",
        "UIKit's own deselection is read back: an update does not select the row again",
        "section index after an update: each title shows its own section",
        "section index: a title whose section went shows the next one",
        "a reused cell shows nothing another row's configureCell set",
        "scrolling: a cell reused for another row shows nothing configureCell set for the first",
        "accessibility: button and footerFinish rows are buttons",
        "accessibility: a headerLead row is a heading",
        "accessibility: a checkmark row says selected",
        "a fixed height is exact at standard text sizes and an estimate at accessibility sizes",
        "images: an SF Symbol, else an asset of the app, else none",
        "an update during a drag waits",
        "the update runs once the drag has ended, on the rows as the drop left them",
        "the user's move reaches onRowsChange with the new table",
        "the app's change starts from the rows the user left",
        "switches: a switch row's cell holds a UISwitch showing its state, and reads as its switch; a row's tint is its cell's",
        "switches: a flip sends one toggle through the reducer; the effect and the setting's new value reach the app",
        "choices: a tap chooses the row; the checkmark moves, both cells reconfigured in place, nothing stays selected",
        "switches: a cell reused for another switch row shows that row's state, with one action (none stacked)",
    ]

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func appAndUserOnTheStandIn() throws {
        let directory = try TemporaryDirectory()
        let root = BinaryRunner.packageRoot
        // 1. The exports, with their default type names.
        var files: [String] = []
        for spec in ["specs/settings.yaml", "specs/contacts.json"] {
            let table = try #require(try SwiftCompileTests.table(root.appendingPathComponent(spec).path).table)
            let name = URL(fileURLWithPath: spec).deletingPathExtension().lastPathComponent + ".swift"
            try directory.write(name, try SwiftExporter.export(table, options: ExportOptions()))
            files.append(directory.path(name))
        }
        let report = SpecChecker.check(SourceFile(path: "kinds.yaml", text: Self.kinds))
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        try directory.write("kinds.swift", try SwiftExporter.export(report.table, options: ExportOptions()))
        files.append(directory.path("kinds.swift"))
        // 2. The driver against them, the runtime and the stand-in.
        let modules = try GeneratedSwift.modules.get()
        let drivers = ["main.swift", "Controls.swift"].map {
            root.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/DeviceDriver/" + $0).path
        }
        let program = directory.path("driver")
        let build = try GeneratedSwift.swiftc(modules.flags(uikit: true) + ["-Onone", "-o", program] + drivers + files)
        try #require(build.status == 0, "swiftc: \(build.output)")
        // 3. Every check passes.
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 0 && lines.last == "done", "\(run.output)")
        for check in Self.checks {
            #expect(lines.contains("OK \(check)"), "\(lines.first { $0.contains(check) } ?? "missing: \(check)")")
        }
        for line in lines where line.hasPrefix("FAIL") { Issue.record("\(line)") }
    }
}
