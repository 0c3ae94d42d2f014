import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Export then load gives an equal model, in JSON and YAML, for every spec in `specs/`,
/// every decoding fixture that decodes and the export fixtures (hostile ids, strings YAML
/// 1.1 readers misread); and exporting the export gives the same bytes.
@Suite struct ExportRoundTripTests {
    /// Every spec that decodes to a table: `specs/*`, the decoding and export fixtures.
    static let sources: [String] = {
        let root = BinaryRunner.packageRoot
        let folders = [root.appendingPathComponent("specs"),
                       root.appendingPathComponent("Tests/TableSpecTests/Fixtures/Decoding"),
                       root.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export")]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".json")) && !$0.hasSuffix(".actions.yaml") }
                .sorted()
                .map { folder.appendingPathComponent($0).path }
        }
    }()

    static func table(at path: String) throws -> Table? {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return SpecDecoder.decode(try Loader.load(SourceFile(path: path, bytes: bytes)), isJSON: path.hasSuffix(".json")).table
    }

    static func reload(_ text: String, as name: String) throws -> Table? {
        SpecDecoder.decode(try Loader.load(SourceFile(path: name, text: text)), isJSON: name.hasSuffix(".json")).table
    }

    @Test(arguments: sources, [false, true])
    func jsonRoundTrip(path: String, explicitDefaults: Bool) throws {
        guard let table = try Self.table(at: path) else { return }
        let options = ExportOptions(explicitDefaults: explicitDefaults)
        let json = try JSONExporter.export(table, options: options)
        let reloaded = try #require(try Self.reload(json, as: "export.json"), "\(json)")
        #expect(reloaded == table, "\(LineDiff.diff(expected: table, actual: reloaded))")
        #expect(try JSONExporter.export(reloaded, options: options) == json)
    }

    @Test(arguments: sources, [false, true])
    func yamlRoundTrip(path: String, explicitDefaults: Bool) throws {
        guard let table = try Self.table(at: path) else { return }
        let options = ExportOptions(explicitDefaults: explicitDefaults)
        let yaml = try YAMLExporter.export(table, options: options)
        let reloaded = try #require(try Self.reload(yaml, as: "export.yaml"), "\(yaml)")
        #expect(reloaded == table, "\(LineDiff.diff(expected: table, actual: reloaded))")
        #expect(try YAMLExporter.export(reloaded, options: options) == yaml)
    }
}
