import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The generated UIKit data source and `tablectl simulate` run one reducer: the same
/// scripts, played through the data source's delegate methods by the behavioural UIKit
/// stand-in's gestures (`Fixtures/Export/ActionDriver/main.swift`, taps, drags, swipes,
/// menus…) and given to `tablectl simulate --format json`, end in the same table and
/// selection, with the same actions accepted, the same move destinations and the same
/// effects, and UIKit raising nothing. Scripts: the example in `specs/`, every refusal and
/// retargeting boundary (`Fixtures/Simulation/onboarding-edges.yaml`), and random ones; and
/// on the Settings screen, its switches and choice group (`specs/settings.actions.yaml`:
/// a switch flipped through its `UISwitch`, a choice row tapped).
@Suite(.serialized) struct UIKitSimulateTests {
    /// A spec, its scripts, and how many random scripts to add.
    struct Case: Sendable, CustomTestStringConvertible {
        var spec: String
        var scripts: [String]
        var random: Int
        var testDescription: String { spec }
    }

    static let cases = [
        Case(spec: "specs/onboarding.yaml", scripts: ["specs/onboarding.actions.yaml", "Tests/TableSpecTests/Fixtures/Simulation/onboarding-edges.yaml"], random: 12),
        Case(spec: "specs/settings.yaml", scripts: ["specs/settings.actions.yaml"], random: 4),
    ]

    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"), arguments: cases)
    func scriptsPlayTheSameThroughUIKitAndSimulate(_ test: Case) throws {
        let directory = try TemporaryDirectory()
        let root = BinaryRunner.packageRoot
        let spec = test.spec
        let table = try #require(try SwiftCompileTests.table(root.appendingPathComponent(spec).path).table)
        var scripts = test.scripts.map { root.appendingPathComponent($0).path }
        var random = SeededRandom(seed: 22)
        for n in 0..<test.random {
            try directory.write("random\(n).yaml", Self.randomScript(table, count: 40, random: &random))
            scripts.append(directory.path("random\(n).yaml"))
        }
        // What `tablectl simulate` says.
        var expected: [Expected] = []
        for script in scripts {
            let run = try BinaryRunner.run(["simulate", spec, "--actions", script, "--format", "json"])
            try #require(run.status == 0 || run.status == 1, "\(script): \(run.stderr)")
            expected.append(try Expected(json: run.stdout))
        }
        // The same scripts as runtime values, played through UIKit.
        var literals: [String] = []
        for script in scripts {
            let loaded = try ScriptLoader.load(.file(script), for: table, limits: .default)
            try #require(loaded.errorCount == 0, "\(script): \(loaded.diagnostics)")
            literals.append("    [\n" + loaded.steps.map { "        " + Self.swift($0.action) + ",\n" }.joined() + "    ]")
        }
        try directory.write("Scripts.swift", "import TableSpecRuntime\n\nlet scripts: [[TableState.Action]] = [\n"
            + literals.joined(separator: ",\n") + "\n]\n")
        try directory.write("Screen.swift", try SwiftExporter.export(table, options: ExportOptions(typeName: "Screen")))
        let modules = try GeneratedSwift.modules.get()
        let driver = root.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/ActionDriver/main.swift").path
        let program = directory.path("driver")
        let build = try GeneratedSwift.swiftc(modules.flags(uikit: true) + [
            "-Onone", "-o", program, driver, directory.path("Screen.swift"), directory.path("Scripts.swift"),
        ])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        try #require(run.status == 0 && run.output.hasSuffix("done\n"), "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("U ") }, "UIKit would raise:\n\(lines.filter { $0.hasPrefix("U ") }.joined(separator: "\n"))")
        for (n, want) in expected.enumerated() {
            let name = URL(fileURLWithPath: scripts[n]).lastPathComponent
            let steps = lines.filter { $0.hasPrefix("S \(n) ") }.map { $0.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false).dropFirst(3).joined(separator: " ") }
            #expect(steps.count == want.steps.count, "\(name): \(steps.count) steps through UIKit, \(want.steps.count) simulated")
            for (i, (got, wanted)) in zip(steps, want.steps).enumerated() {
                #expect(got == wanted, "\(name) step \(i + 1): UIKit '\(got)', simulate '\(wanted)'")
            }
            let final = lines.filter { $0.hasPrefix("F \(n) ") }.map { String($0.dropFirst("F \(n) ".count)) }
            #expect(final == want.final, "\(name): final table through UIKit \(final), simulated \(want.final)")
            let selection = lines.first { $0.hasPrefix("L \(n) ") }.map { String($0.dropFirst("L \(n) ".count)) }
            #expect(selection == want.selection, "\(name): selection through UIKit \(selection ?? "none"), simulated \(want.selection)")
        }
    }

    /// What `simulate --format json` said, in the driver's line format.
    struct Expected {
        var steps: [String] = []
        var final: [String] = []
        var selection = ""

        init(json: String) throws {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            // The selection after each step: the one before it, less `deselected`, plus `selected`.
            var selected: [String] = []
            for step in object["steps"] as? [[String: Any]] ?? [] {
                let accepted = step["accepted"] as? Bool == true
                let destination = (step["destination"] as? [String: Any]).map { "\($0["section"] ?? "") \($0["index"] ?? "")" } ?? "- -"
                let effects = (step["effects"] as? [[String: String]] ?? []).compactMap { $0.first.map { "\($0.key):\($0.value)" } }
                steps.append("\(accepted ? "accepted" : "refused") \(destination) \(effects.joined(separator: ","))")
                let gone = Set(try #require(step["deselected"] as? [String]))
                selected = selected.filter { !gone.contains($0) } + (try #require(step["selected"] as? [String]))
            }
            #expect(object["selection"] as? [String] == selected, "the selection written is the one the steps build")
            selection = selected.joined(separator: " ")
            let table = try #require(object["final"] as? [String: Any])
            for section in table["sections"] as? [[String: Any]] ?? [] {
                let rows = (section["rows"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
                final.append("\(section["id"] ?? ""): \(rows.joined(separator: " "))")
            }
        }
    }

    /// `action` as a Swift expression of the runtime's values.
    static func swift(_ action: TableState.Action) -> String {
        func q(_ text: String) -> String { SwiftLiteral.string(text) }
        switch action {
        case .select(let id): return ".select(\(q(id)))"
        case .deselect(let id): return ".deselect(\(q(id)))"
        case .accessory(let id): return ".accessory(\(q(id)))"
        case .delete(let id): return ".delete(\(q(id)))"
        case .highlight(let id): return ".highlight(\(q(id)))"
        case .unhighlight(let id): return ".unhighlight(\(q(id)))"
        case .display(let id): return ".display(\(q(id)))"
        case .endDisplay(let id): return ".endDisplay(\(q(id)))"
        case .beginSwipe(let id): return ".beginSwipe(\(q(id)))"
        case .beginMultipleSelection(let id): return ".beginMultipleSelection(\(q(id)))"
        case .prefetch(let ids): return ".prefetch([\(ids.map(q).joined(separator: ", "))])"
        case .cancelPrefetch(let ids): return ".cancelPrefetch([\(ids.map(q).joined(separator: ", "))])"
        case .setEditing(let on): return ".setEditing(\(on))"
        case .endSwipe: return ".endSwipe"
        case .endMultipleSelection: return ".endMultipleSelection"
        case .insert(let at, let row): return ".insert(at: \(q(at)), row: \(SwiftSource(access: "").row(row)))"
        case .move(let id, let to):
            return ".move(\(q(id)), to: TableState.Destination(section: \(q(to.section)), index: \(to.index)))"
        case .swipe(let id, let action): return ".swipe(\(q(id)), action: \(q(action)))"
        case .menu(let id, let item): return ".menu(\(q(id)), item: \(q(item)))"
        case .toggle(let id): return ".toggle(\(q(id)))"
        case .choose(let id): return ".choose(\(q(id)))"
        }
    }

    /// `count` random actions on `table`'s rows (and rows the script inserts) as a YAML
    /// script: every verb a user's gesture makes, on any row, often refused.
    static func randomScript(_ table: Table, count: Int, random: inout SeededRandom) -> String {
        var rows = table.sections.flatMap { $0.rows.map(\.id) }
        let sections = table.sections.map(\.id)
        let inserters = table.sections.flatMap(\.rows).filter { $0.editing?.style == .insert }.map(\.id)
        let swipes = ["pin", "skip"]
        let items = ["copy-link", "email"]
        var lines: [String] = []
        var inserted = 0
        for _ in 0..<count {
            let row = rows[random.below(rows.count)]
            switch random.below(14) {
            case 0, 1: lines.append("- select: \(row)")
            case 2: lines.append("- deselect: \(row)")
            case 3: lines.append("- accessory: \(row)")
            case 4: lines.append("- delete: \(row)")
            case 5 where !inserters.isEmpty:
                inserted += 1
                let editing = random.chance(50) ? ", editing: {canEdit: true, canMove: true}" : ""
                lines.append("- insert: {at: \(inserters[random.below(inserters.count)]), row: {id: new\(inserted), title: New\(editing)}}")
                rows.append("new\(inserted)")
            case 6, 7, 8:
                let section = sections[random.below(sections.count)]
                lines.append("- move: {row: \(row), to: {section: \(section), index: \(random.below(6))}}")
            case 9: lines.append("- swipe: {row: \(row), action: \(swipes[random.below(swipes.count)])}")
            case 10: lines.append("- menu: {row: \(row), item: \(items[random.below(items.count)])}")
            case 11: lines.append("- toggle: \(row)")
            case 12: lines.append("- choose: \(row)")
            default: lines.append(random.chance(50) ? "- display: \(row)" : "- editing: \(random.chance(50))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
