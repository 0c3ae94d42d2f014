import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Export, then load, gives the same model, for every generated spec, in JSON and YAML,
/// with and without explicit defaults; exporting the reloaded model gives the same bytes.
@Suite("Properties: export round trips")
struct ExportRoundTripPropertyTests {
    static let formats: [(exporter: any Exporter.Type, name: String)] = [(JSONExporter.self, "x.json"), (YAMLExporter.self, "x.yaml")]

    @Test("export → load gives an equal model (json and yaml)", arguments: 0..<8, [false, true])
    func roundTrip(chunk: Int, explicitDefaults: Bool) throws {
        let options = ExportOptions(explicitDefaults: explicitDefaults)
        for seed in Properties.seeds(chunk: chunk, perChunk: 40, offset: 10_000) {
            let table = Properties.table(seed)
            for (exporter, name) in Self.formats {
                let text = try exporter.export(table, options: options)
                let report = Properties.check(text, as: name)
                let reloaded = try #require(report.table, "seed \(seed) \(name): \(report.diagnostics.map(\.message))\n\(text)")
                #expect(reloaded == table, "seed \(seed) \(name):\n\(LineDiff.diff(expected: table, actual: reloaded))\n\(text)")
                #expect(try exporter.export(reloaded, options: options) == text, "seed \(seed) \(name)")
            }
        }
    }

    @Test("a JSON export read as YAML gives the same model (JSON is YAML)", arguments: 0..<4)
    func jsonReadAsYAML(chunk: Int) throws {
        for seed in Properties.seeds(chunk: chunk, perChunk: 25, offset: 20_000) {
            let table = Properties.table(seed)
            let json = try JSONExporter.export(table, options: ExportOptions())
            let report = Properties.check(json, as: "x.yaml")
            let reloaded = try #require(report.table, "seed \(seed): \(report.diagnostics.map(\.message))")
            #expect(reloaded == table, "seed \(seed):\n\(LineDiff.diff(expected: table, actual: reloaded))")
        }
    }
}
