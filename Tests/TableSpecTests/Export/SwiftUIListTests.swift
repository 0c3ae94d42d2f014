import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// What the exported SwiftUI `ListView` shows, row by row, for every spec in `specs/`: the
/// view is evaluated against the SwiftUI stand-in, whose record (`SwiftUIStub/SwiftUI+Record
/// .swift`) follows Apple's documented `List` behaviour, and compared with what the spec says
/// UIKit shows:
/// - selection: a set only when some row has `multipleSelection`, else one row (none when no
///   row is selectable); only selectable rows are tagged;
/// - delete controls in edit mode on the rows that can be deleted (none when the list selects
///   many: SwiftUI shows selection circles instead);
/// - the swipe buttons of each edge: the row's own, a row's trailing ones replacing the Delete
///   button (`role: delete` deletes), else Delete (its delete title) on a deletable row;
/// - VoiceOver: header and button traits by kind, selected for a checkmark, the info button
///   named "More Info", drawn chevrons and checkmarks hidden.
@Suite(.serialized) struct SwiftUIListTests {
    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func everySpecShowsWhatUIKitShows() throws {
        let directory = try TemporaryDirectory()
        let root = BinaryRunner.packageRoot
        let specs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("specs").path)
            .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.contains(".actions.") }.sorted()
        try #require(specs.count >= 4)
        var files: [String] = [], main = "import SwiftUI\nimport TableSpecRuntime\n\n"
        var expected: [String] = []
        for (index, spec) in specs.enumerated() {
            let table = try #require(try SwiftCompileTests.table(root.appendingPathComponent("specs/\(spec)").path).table)
            let source = try SwiftUIExporter.export(table, options: ExportOptions(typeName: "Screen\(index)"))
            try directory.write("Screen\(index).swift", source)
            files.append(directory.path("Screen\(index).swift"))
            main += "for line in _StandInRecord.lists(in: Screen\(index).ListView(state: .constant(Screen\(index).initialState))) "
                + "{ print(\"\(spec) \" + line) }\n"
            expected += Self.expected(table.expanded()).map { "\(spec) \($0)" }   // a dynamic spec: samples, defaults
        }
        main += "print(\"done\")\n"
        try directory.write("main.swift", main)
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("lists")
        let build = try GeneratedSwift.swiftc(
            modules.flags(uikit: true, swiftui: true) + ["-Onone", "-o", program, directory.path("main.swift")] + files)
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        try #require(run.status == 0 && run.output.hasSuffix("done\n"), "\(run.output)")
        let shown = run.output.split(separator: "\n").map(String.init).dropLast()
        #expect(shown.count == expected.count, "\(shown.count) lines shown, \(expected.count) expected")
        for (got, want) in zip(shown, expected) {
            #expect(got == want, "\n  shown:    \(got)\n  expected: \(want)")
        }
    }

    /// The record's lines for `table`, from the spec alone (what UIKit shows).
    static func expected(_ table: Table) -> [String] {
        let rows = table.sections.flatMap(\.rows)
        let selection = rows.contains(where: \.multipleSelection) ? "multiple" : rows.contains(where: \.selectable) ? "single" : "none"
        let types = table.cellTypesByName()
        var lines = ["list selection=\(selection)"]
        for row in rows {
            func titles(_ actions: [SwipeAction]) -> String {
                actions.map { $0.title + ($0.isDestructive ? "!" : "") }.joined(separator: ",")
            }
            let trailing = row.trailingSwipeActions.isEmpty
                ? (row.isDeletable ? (row.editing?.deleteTitle ?? "Delete") + "!" : "")
                : titles(row.trailingSwipeActions)
            let kind = row.kind.resolved(in: types) ?? .standard
            var traits: [String] = []
            if kind == .button || kind == .footerFinish { traits.append("button") }
            if kind == .headerLead { traits.append("header") }
            if row.accessory == .checkmark { traits.append("selected") }
            let drawsAccessory = [.standard, .subtitle, .value2].contains(kind)
            let infoButton = drawsAccessory && row.accessory.hasDetailButton && row.accessoryAction != nil
            let buttons = (row.selectable ? [row.title] : []) + (infoButton ? ["More Info"] : [])
            let icon = [.standard, .subtitle, .headerLead].contains(kind) ? row.image : nil
            let images = [icon, infoButton ? "info.circle" : nil].compactMap { $0 }
            lines.append(
                "row \(row.id) tagged=\(row.selectable) editDelete=\(row.isDeletable && selection != "multiple")"
                    + " leading=[\(titles(row.leadingSwipeActions))] trailing=[\(trailing)]"
                    + " traits=[\(traits.sorted().joined(separator: ","))] buttons=[\(buttons.joined(separator: ","))]"
                    + " images=[\(images.joined(separator: ","))]")
        }
        return lines
    }
}
