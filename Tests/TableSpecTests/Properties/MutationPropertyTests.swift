import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Validate, render and export never crash on generated specs damaged at random (keys
/// dropped, renamed or repeated, types swapped, values replaced by hostile strings), written
/// out as YAML and as JSON; every diagnostic is located in the file and names a known rule.
@Suite("Properties: damaged specs")
struct MutationPropertyTests {
    static let renderOptions: [RenderOptions] = [
        RenderOptions(width: 1, ascii: true),
        RenderOptions(width: 33, appearance: .dark, color: true, editing: true, showIDs: true),
        RenderOptions(width: 200, appearance: .light, sourceName: "<b>\u{1B}[2J</b>"),
    ]

    @Test("validate, render and export a damaged spec without crashing", arguments: 0..<10)
    func damagedSpecs(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 40, offset: 60_000) {
            var random = SeededRandom(seed: seed)
            let table = Properties.table(seed)
            let damaged = SpecMutator.mutated(table.canonicalValue(explicitDefaults: random.chance(30)),
                                              times: 1 + random.below(4), &random)
            var texts = [("m.json", Properties.json(damaged))]
            if let yaml = try? YAMLEmitter.document(damaged) { texts.append(("m.yaml", yaml)) }
            for (name, text) in texts {
                Self.exercise(text, as: name, seed: seed, original: table)
            }
        }
    }

    /// Every stage on `text`: check, then (when a table comes out, errors or not) every
    /// renderer with several options, every exporter, and a diff against the original.
    static func exercise(_ text: String, as name: String, seed: UInt64, original: Table) {
        let source = SourceFile(path: name, text: text)
        let report = SpecChecker.check(source)
        for diagnostic in report.diagnostics {
            let problems = Properties.locationProblems(diagnostic, in: source)
            #expect(problems == [], "seed \(seed) \(name): \(diagnostic.message)\n\(text)")
        }
        guard let table = report.table else {
            #expect(report.errorCount > 0, "seed \(seed) \(name): no table and no error")
            return
        }
        for renderer in RendererList.all {
            for options in renderOptions {
                let drawing = renderer.render(table, options: options)
                if !options.color {
                    #expect(!drawing.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" }, "seed \(seed): \(renderer.identifier) sent an escape")
                }
            }
        }
        for exporter in ExporterList.all {
            for explicitDefaults in [false, true] where !explicitDefaults || exporter == JSONExporter.self || exporter == YAMLExporter.self {
                _ = try? exporter.export(table, options: ExportOptions(explicitDefaults: explicitDefaults, sourceName: name,
                                                                      typeName: typeName(for: table.id)))
            }
        }
        if let changes = try? TableDiff.diff(from: original, to: table) {
            #expect(ChangesetChecker.problems(old: original, new: table, changes: changes) == [], "seed \(seed) \(name)")
        }
    }

    /// A `--type-name` now and then, taken from the spec (however odd the id).
    static func typeName(for id: String) -> String? { id.count % 2 == 0 ? nil : id }

    @Test("hostile strings in every string field of a valid spec", arguments: SpecGenerator.hostileStrings.indices)
    func hostileStringEverywhere(index: Int) throws {
        let hostile = SpecGenerator.hostileStrings[index]
        var generator = SpecGenerator(seed: UInt64(70_000 + index), maxSections: 3, maxRows: 3)
        var table = generator.table()
        table.title = hostile
        for s in table.sections.indices {
            table.sections[s].header = hostile
            table.sections[s].footer = hostile
            for r in table.sections[s].rows.indices {
                table.sections[s].rows[r].title = hostile
                table.sections[s].rows[r].image = hostile
                table.sections[s].rows[r].meta = .object([(hostile, .string(hostile))])
                if table.sections[s].rows[r].detail != nil { table.sections[s].rows[r].detail = hostile }
            }
        }
        // Valid (strings may be anything): round trips exactly, and every stage copes.
        for exporter in [JSONExporter.self as any Exporter.Type, YAMLExporter.self] {
            let name = exporter == JSONExporter.self ? "h.json" : "h.yaml"
            let text = try exporter.export(table, options: ExportOptions())
            let report = Properties.check(text, as: name)
            #expect(report.errorCount == 0, "\(name): \(report.diagnostics.map(\.message))")
            #expect(report.table == table, "\(name)")
            Self.exercise(text, as: name, seed: UInt64(index), original: table)
        }
    }
}
