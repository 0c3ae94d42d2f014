import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl export` output for every spec in `specs/`, in every format that takes a spec,
/// against goldens in `Fixtures/__Goldens__/export/` (re-record with `RECORD_GOLDENS=1`).
/// The schema's golden is `docs/tablespec-1.schema.json` (`ExportSchemaTests`).
@Suite struct ExportOutputTests {
    static let specs = TestPaths.fixtureNames(in: "specs")
    static let formats: [(format: String, extension: String, arguments: [String])] = [
        ("json", "json", []), ("json", "explicit.json", ["--explicit-defaults"]), ("yaml", "yaml", []),
        ("swift", "swift", []), ("swift", "public.swift", ["--access", "public", "--type-name", "Screen"]),
        ("swiftui", "swiftui.swift", []),
        ("markdown", "md", []),
    ]

    @Test(arguments: specs)
    func everyFormatMatchesItsGolden(spec: String) throws {
        for format in Self.formats {
            let out = try BinaryRunner.run(["export", "specs/" + spec, "--format", format.format] + format.arguments)
            #expect(out.status == 0, "\(format.format): \(out.stderr)")
            #expect(out.stderr.isEmpty, "\(format.format): \(out.stderr)")
            let name = (spec as NSString).deletingPathExtension
            Golden.expectMatches(out.stdout, golden: TestPaths.golden("export/\(name).\(format.extension)"))
        }
    }

    /// Exporting the JSON or YAML export again gives the same bytes, through the CLI.
    @Test(arguments: specs)
    func exportsAreStable(spec: String) throws {
        let directory = try TemporaryDirectory()
        // A localized spec's catalog is read relative to it: the export's needs it beside it.
        let catalog = BinaryRunner.packageRoot.appendingPathComponent("specs/Settings.xcstrings")
        try directory.write("Settings.xcstrings", String(contentsOf: catalog, encoding: .utf8))
        for format in ["json", "yaml"] {
            let first = directory.path("first.\(format)")
            #expect(try BinaryRunner.run(["export", "specs/" + spec, "--format", format, "-o", first]).status == 0)
            let again = try BinaryRunner.run(["export", first, "--format", format])
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout == (try directory.read("first.\(format)")))
        }
    }
}
