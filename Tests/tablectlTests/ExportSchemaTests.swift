import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// The published JSON Schema agrees with tablectl, checked with a real validator
/// (`check-jsonschema`, installed by `make test-tools`):
/// - every spec tablectl accepts (no errors) passes it: as written (unless it has
///   `ambiguous-scalar` warnings, plain YAML 1.1 words the schema sees as booleans or
///   numbers, as YAML tools do) and as exported to JSON;
/// - every fixture in `Fixtures/schema/`, each with one structural error (unknown key,
///   wrong type, bad enumeration value, missing key, bad value), fails it, and tablectl
///   rejects it for that reason.
/// `docs/tablespec-1.schema.json` is the output of `tablectl export --format schema`.
@Suite struct ExportSchemaTests {
    static let checkJSONSchema = ExternalTool.find(
        "check-jsonschema", environment: "TABLECTL_CHECK_JSONSCHEMA",
        fallback: BinaryRunner.packageRoot.appendingPathComponent(".build-tools/venv/bin/check-jsonschema"))
    static let published = BinaryRunner.packageRoot.appendingPathComponent("docs/tablespec-1.schema.json")
    static let rejected = TestPaths.fixtures + "/schema"
    static let structural: Set<RuleID> = [
        .unknownKey, .wrongType, .invalidValue, .missingKey, .unsupportedVersion, .invalidID, .invalidHeight,
    ]

    /// Specs tablectl accepts: the examples, the decoding and export fixtures, warnings.
    static var acceptedSpecs: [String] {
        ["specs", "specs/composition", "specs/composition/parts", "Tests/TableSpecTests/Fixtures/Decoding",
         "Tests/TableSpecTests/Fixtures/Export", TestPaths.fixtures + "/export", TestPaths.warnings, TestPaths.fixtures + "/suppression"]
            .flatMap { folder in TestPaths.fixtureNames(in: folder).map { folder + "/" + $0 } }
            .filter { SpecFileFinder.isSpecFileName($0) }
    }

    static func check(_ path: String) throws -> FileReport {
        let url = BinaryRunner.packageRoot.appendingPathComponent(path)
        return SpecChecker.check(SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: url))))
    }

    /// docs/tablespec-1.schema.json is current; re-record with `RECORD_GOLDENS=1`.
    @Test func publishedSchemaIsCurrent() throws {
        let out = try BinaryRunner.run(["export", "--format", "schema"])
        #expect(out.status == 0)
        #expect(out.stderr.isEmpty)
        Golden.expectMatches(out.stdout, golden: Self.published)
    }

    @Test(.enabled(if: checkJSONSchema != nil, "check-jsonschema not found: run 'make test' (installs it) or set TABLECTL_CHECK_JSONSCHEMA"))
    func schemaIsValidDraft2020() throws {
        let check = try ExternalTool.run(try #require(Self.checkJSONSchema), ["--check-metaschema", Self.published.path])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test(.enabled(if: checkJSONSchema != nil, "check-jsonschema not found: run 'make test' (installs it) or set TABLECTL_CHECK_JSONSCHEMA"))
    func everyAcceptedSpecPasses() throws {
        let directory = try TemporaryDirectory()
        var asWritten: [String] = []
        var exported: [String] = []
        for (index, path) in Self.acceptedSpecs.enumerated() {
            let report = try Self.check(path)
            guard report.errorCount == 0 else { continue }
            if !report.diagnostics.contains(where: { $0.rule == .ambiguousScalar }) {
                asWritten.append(BinaryRunner.packageRoot.appendingPathComponent(path).path)
            }
            let json = directory.path("\(index).json")
            let out = try BinaryRunner.run(["export", path, "--format", "json", "-o", json])
            #expect(out.status == 0, "\(path): \(out.stderr)")
            exported.append(json)
        }
        #expect(asWritten.count >= 8)
        #expect(exported.count >= 10)
        let tool = try #require(Self.checkJSONSchema)
        let check = try ExternalTool.run(tool, ["--schemafile", Self.published.path] + asWritten + exported)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test(.enabled(if: checkJSONSchema != nil, "check-jsonschema not found: run 'make test' (installs it) or set TABLECTL_CHECK_JSONSCHEMA"),
          arguments: TestPaths.fixtureNames(in: rejected))
    func everyStructuralErrorFails(fixture: String) throws {
        let path = Self.rejected + "/" + fixture
        let report = try Self.check(path)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, "tablectl accepts \(fixture)")
        #expect(errors.allSatisfy { Self.structural.contains($0.rule) }, "\(errors.map(\.rule))")
        let rejections = try Self.schemaRejections.get()
        #expect(rejections.contains(BinaryRunner.packageRoot.appendingPathComponent(path).path), "the schema accepts \(fixture)")
    }

    /// The fixtures of `Fixtures/schema/` the schema rejects, by absolute path: one
    /// `check-jsonschema -o json` run over all of them (a Python start-up each was most
    /// of this suite's time), each file's errors named by its `filename`.
    static let schemaRejections: Result<Set<String>, BinaryRunnerError> = {
        guard let tool = checkJSONSchema else { return .failure(BinaryRunnerError(description: "check-jsonschema not found")) }
        let files = TestPaths.fixtureNames(in: rejected).map { BinaryRunner.packageRoot.appendingPathComponent(rejected + "/" + $0).path }
        guard let check = try? ExternalTool.run(tool, ["-o", "json", "--schemafile", published.path] + files),
              let start = check.output.firstIndex(of: "{"),
              let object = try? JSONSerialization.jsonObject(with: Data(check.output[start...].utf8)) as? [String: Any],
              let errors = object["errors"] as? [[String: Any]]
        else { return .failure(BinaryRunnerError(description: "check-jsonschema gave no JSON report")) }
        let parseErrors = (object["parse_errors"] as? [[String: Any]]) ?? []
        return .success(Set((errors + parseErrors).compactMap { $0["filename"] as? String }))
    }()

    @Test func fixturesCoverEveryKindOfStructuralError() {
        let names = TestPaths.fixtureNames(in: Self.rejected)
        for prefix in ["unknown-key-", "wrong-type-", "bad-enum-", "missing-key-", "bad-value-"] {
            #expect(names.filter { $0.hasPrefix(prefix) }.count >= 3, "\(prefix)")
        }
    }
}
