import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The generator itself: what it makes is a valid spec in both formats, it is the same for
/// a seed on every run, and over a few hundred seeds it uses every part of the format.
@Suite("Properties: the spec generator")
struct GeneratedSpecTests {
    @Test("generated specs validate with no error, as JSON and as YAML", arguments: 0..<8)
    func generatedSpecsAreValid(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 40, offset: 0) {
            let table = Properties.table(seed)
            for (exporter, name) in [(JSONExporter.self as any Exporter.Type, "g.json"), (YAMLExporter.self, "g.yaml")] {
                let text = try exporter.export(table, options: ExportOptions())
                let report = Properties.check(text, as: name)
                let errors = report.diagnostics.filter { $0.severity == .error }
                #expect(errors.isEmpty, "seed \(seed), \(name): \(errors.map { "\($0.start) \($0.rule): \($0.message)" })\n\(text)")
            }
        }
    }

    @Test("the same seed gives the same table")
    func deterministic() {
        for seed: UInt64 in [0, 1, 99, 12_345] {
            #expect(Properties.table(seed) == Properties.table(seed))
        }
        #expect(Properties.table(1) != Properties.table(2))
    }

    @Test("300 seeds cover every section kind, row kind, accessory, action, style and height")
    func coverage() {
        var seen = Set<String>()
        for seed in 0..<UInt64(300) {
            let table = Properties.table(seed)
            seen.insert("style \(table.style)")
            if table.sectionIndexTitles != nil { seen.insert("sectionIndexTitles") }
            if !table.cellTypes.isEmpty { seen.insert("cellTypes") }
            for height in [table.defaults.rowHeight, table.defaults.headerHeight, table.defaults.footerHeight].compactMap({ $0 }) {
                seen.insert("height \(Self.heightKind(height))")
            }
            for section in table.sections {
                seen.insert("section \(section.kind)")
                if section.indexTitle != nil { seen.insert("indexTitle") }
                if section.rows.isEmpty { seen.insert("empty section") }
                for row in section.rows {
                    seen.insert("kind \(row.kind.resolved(in: table).map { "\($0)" } ?? "?")")
                    if case .custom = row.kind { seen.insert("custom kind") }
                    seen.insert("accessory \(row.accessory)")
                    if let action = row.action { seen.insert("action \(String(describing: action).prefix { $0 != "(" })") }
                    if let editing = row.editing { seen.insert("editing \(editing.style)") }
                    if editing(row) { seen.insert("deleteTitle") }
                    for action in (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? []) { seen.insert("swipe \(action.style)") }
                    if row.meta != nil { seen.insert("meta") }
                    if let height = row.height { seen.insert("height \(Self.heightKind(height))") }
                    if row.title.contains("\u{1B}") { seen.insert("escape in a title") }
                    if SpecGenerator.nastyIDs.contains(row.id) { seen.insert("nasty row id") }
                }
            }
        }
        func editing(_ row: Row) -> Bool { row.editing?.deleteTitle != nil }
        var expected: Set<String> = ["sectionIndexTitles", "cellTypes", "indexTitle", "empty section", "custom kind", "meta",
                                     "deleteTitle", "escape in a title", "nasty row id"]
        expected.formUnion(TableStyle.allCases.map { "style \($0)" })
        expected.formUnion(SectionKind.allCases.map { "section \($0)" })
        expected.formUnion(BuiltinKind.allCases.map { "kind \($0)" })
        expected.formUnion(Accessory.allCases.map { "accessory \($0)" })
        expected.formUnion(["navigate", "url", "emit"].map { "action \($0)" })
        expected.formUnion(EditingStyle.allCases.map { "editing \($0)" })
        expected.formUnion(SwipeActionStyle.allCases.map { "swipe \($0)" })
        expected.formUnion(["auto", "fixed", "estimated"].map { "height \($0)" })
        #expect(expected.subtracting(seen).sorted() == [])
    }

    static func heightKind(_ height: Height) -> String {
        switch height {
        case .auto: "auto"
        case .fixed: "fixed"
        case .estimated: "estimated"
        }
    }
}
