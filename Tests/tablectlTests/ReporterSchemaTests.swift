import Foundation
import TableSpecTestSupport
import Testing

/// SARIF checked against the official SARIF 2.1.0 JSON schema with `check-jsonschema`,
/// and JUnit against the JUnit 4 XSD with `xmllint`: real validators, as CI services use
/// real parsers. `make test` installs both (target `test-tools`) and says where they are
/// with `TABLECTL_CHECK_JSONSCHEMA` and `TABLECTL_XMLLINT`; a check is skipped, saying
/// why, only when its validator or schema cannot be found.
@Suite struct ReporterSchemaTests {
    /// The public schemas, kept in the repository with their sources and licences
    /// (`Fixtures/Schemas/README.md`), so these checks run in every clone.
    static let schemas = BinaryRunner.packageRoot.appendingPathComponent("\(TestPaths.fixtures)/Schemas")
    static let sarifSchema = schemas.appendingPathComponent("sarif-2.1.0.json")
    static let junitSchema = schemas.appendingPathComponent("junit-4.xsd")

    static let checkJSONSchema = ExternalTool.find(
        "check-jsonschema", environment: "TABLECTL_CHECK_JSONSCHEMA",
        fallback: BinaryRunner.packageRoot.appendingPathComponent(".build-tools/venv/bin/check-jsonschema"))
    static let xmllint = ExternalTool.find("xmllint", environment: "TABLECTL_XMLLINT")

    /// Inputs that reach every part of the formats: errors of each stage, a warning,
    /// related locations, clean files, and a file outside the working directory.
    static let runs: [[String]] = [
        [TestPaths.broken, TestPaths.warnings],
        ["specs"],
        [BinaryRunner.packageRoot.appendingPathComponent(TestPaths.broken + "/settings-typos.yaml").path],
        ["missing.yaml"],
    ]

    @Test(
        .enabled(if: checkJSONSchema != nil,
                 "check-jsonschema not found: run 'make test' (installs it) or set TABLECTL_CHECK_JSONSCHEMA"),
        arguments: runs)
    func sarifValidatesAgainstTheSchema(inputs: [String]) throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("results.sarif").path
        _ = try BinaryRunner.run(["validate", "--format", "sarif:" + report] + inputs, in: BinaryRunner.packageRoot)
        let tool = try #require(Self.checkJSONSchema)
        let check = try ExternalTool.run(tool, ["--schemafile", Self.sarifSchema.path, report])
        #expect(check.status == 0, "check-jsonschema: \(check.output)")
    }

    @Test(
        .enabled(if: xmllint != nil,
                 "xmllint not found: run 'make test' (installs libxml2-utils) or set TABLECTL_XMLLINT"),
        arguments: runs)
    func junitValidatesAgainstTheXSD(inputs: [String]) throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("report.xml").path
        _ = try BinaryRunner.run(["validate", "--format", "junit:" + report] + inputs)
        let tool = try #require(Self.xmllint)
        let check = try ExternalTool.run(tool, ["--noout", "--schema", Self.junitSchema.path, report])
        #expect(check.status == 0, "xmllint: \(check.output)")
    }

    /// Checkstyle has no official schema; it must at least be well-formed XML, also with
    /// control characters and markup in the spec.
    @Test(.enabled(if: xmllint != nil, "xmllint not found: run 'make test' (installs libxml2-utils) or set TABLECTL_XMLLINT"),
          arguments: ["checkstyle", "junit"])
    func xmlIsWellFormedWhateverTheSpecHolds(format: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("nasty <&>.yaml", "tablespec: 1\nid: t\n\"]]><!--\\u0001\\u001b\\t'\\\"\": 1\nsections:\n  - id: s\n    rows: []\n")
        let report = directory.url.appendingPathComponent("out.xml").path
        let out = try BinaryRunner.run(
            ["validate", "--format", "\(format):\(report)", "nasty <&>.yaml", BinaryRunner.packageRoot.appendingPathComponent(TestPaths.broken).path],
            in: directory.url)
        #expect(out.status == 1, "\(out.stderr)")
        let tool = try #require(Self.xmllint)
        let check = try ExternalTool.run(tool, ["--noout", report])
        #expect(check.status == 0, "xmllint: \(check.output)")
    }
}
