import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The generated data source's `update(to:animated:)` against the behavioural UIKit
/// stand-in (`Fixtures/Export/UIKitStub`, written apart from the diff's own
/// `BatchUpdateSimulator`): random old/new pairs (rows moved within and across sections,
/// sections deleted, inserted and reordered, rows deleted and inserted, titles, details,
/// headers, footers and kinds changed) go through the generated code, compiled with the runtime
/// library built alone, in the program `Fixtures/Export/UpdateDriver/main.swift`. For each
/// pair: UIKit raises nothing, the completion runs once, the table view ends with the new
/// shape, every row it kept is the same row, no existing row is deleted and inserted
/// again, every cell shows the new title and detail, headers and footers are the new ones,
/// and `snapshot()` matches.
@Suite(.serialized) struct UIKitUpdateTests {
    @Test(.enabled(if: GeneratedSwift.compiler != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func randomPairsApplyCleanly() throws {
        let directory = try TemporaryDirectory()
        let settings = BinaryRunner.packageRoot.appendingPathComponent("specs/settings.yaml").path
        let table = try #require(try SwiftCompileTests.table(settings).table)
        try directory.write("Screen.swift", try SwiftExporter.export(table, options: ExportOptions(typeName: "Screen")))
        var generator = PairGenerator(seed: 19)
        var input = ""
        for _ in 0..<400 {
            let old = generator.table()
            input += "P\nO\n" + PairGenerator.text(old) + "N\n" + PairGenerator.text(generator.edit(old))
        }
        try directory.write("pairs.txt", input)
        let modules = try GeneratedSwift.modules.get()
        let driver = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/UpdateDriver/main.swift").path
        let program = directory.path("driver")
        let build = try GeneratedSwift.swiftc(
            modules.flags(uikit: true) + ["-Onone", "-o", program, driver, directory.path("Screen.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [directory.path("pairs.txt")])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("checked 400 pairs, 0 problems"), "\(run.output)")
    }
}

/// Random sections and edits of them, with unique ids, as the driver's text.
struct PairGenerator {
    var random: SeededRandom
    var next = 0
    static let kinds = ["standard", "subtitle", "value2", "button", "toggleCell"]

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func id(_ prefix: String) -> String {
        next += 1
        return "\(prefix)\(next)"
    }

    mutating func row() -> Row {
        Row(id: id("r"), kind: CellKind(name: Self.kinds[random.below(Self.kinds.count)]), title: id("t"),
            detail: random.chance(50) ? id("d") : nil)
    }

    mutating func section() -> Section {
        Section(id: id("s"), header: random.chance(50) ? id("h") : nil, footer: random.chance(30) ? id("f") : nil,
                rows: (0..<random.below(6)).map { _ in row() })
    }

    mutating func table() -> [Section] {
        (0..<random.below(6)).map { _ in section() }
    }

    /// `old` with 1 to 8 random edits.
    mutating func edit(_ old: [Section]) -> [Section] {
        var new = old
        for _ in 0..<(1 + random.below(8)) {
            let rowSections = new.indices.filter { !new[$0].rows.isEmpty }
            switch random.below(10) {
            case 0 where !rowSections.isEmpty && !new.isEmpty:   // move a row anywhere
                let from = rowSections[random.below(rowSections.count)]
                let moved = new[from].rows.remove(at: random.below(new[from].rows.count))
                let to = random.below(new.count)
                new[to].rows.insert(moved, at: random.below(new[to].rows.count + 1))
            case 1 where !new.isEmpty:   // delete a section
                new.remove(at: random.below(new.count))
            case 2:   // insert a section, maybe taking a row from another
                var section = self.section()
                if let from = rowSections.randomElement(using: &random) {
                    section.rows.insert(new[from].rows.remove(at: 0), at: random.below(section.rows.count + 1))
                }
                new.insert(section, at: random.below(new.count + 1))
            case 3 where !rowSections.isEmpty:   // delete a row
                let at = rowSections[random.below(rowSections.count)]
                new[at].rows.remove(at: random.below(new[at].rows.count))
            case 4 where !new.isEmpty:   // insert a row
                let at = random.below(new.count)
                new[at].rows.insert(row(), at: random.below(new[at].rows.count + 1))
            case 5 where !rowSections.isEmpty:   // change a title or detail
                let at = rowSections[random.below(rowSections.count)]
                let index = random.below(new[at].rows.count)
                if random.chance(50) { new[at].rows[index].title = id("t") } else { new[at].rows[index].detail = id("d") }
            case 6 where !rowSections.isEmpty:   // change a kind
                let at = rowSections[random.below(rowSections.count)]
                new[at].rows[random.below(new[at].rows.count)].kind = CellKind(name: Self.kinds[random.below(Self.kinds.count)])
            case 7 where !new.isEmpty:   // change a header or a footer
                if random.chance(50) { new[random.below(new.count)].header = id("h") } else { new[random.below(new.count)].footer = id("f") }
            case 8 where new.count > 1:   // reorder sections
                new.swapAt(random.below(new.count), random.below(new.count))
            case 9 where !rowSections.isEmpty:   // reverse a section's rows
                new[rowSections[random.below(rowSections.count)]].rows.reverse()
            default:
                break
            }
        }
        return new
    }

    /// The driver's text of `sections`.
    static func text(_ sections: [Section]) -> String {
        sections.map { section in
            "S\t\(section.id)\t\(section.header ?? "")\t\(section.footer ?? "")\n" + section.rows.map {
                "R\t\($0.id)\t\($0.kind.name)\t\($0.title)\t\($0.detail ?? "")\n"
            }.joined()
        }.joined()
    }
}
