import Foundation
import TableSpecTestSupport
import Testing

/// SARIF checked against the official SARIF 2.1.0 JSON schema with `check-jsonschema`,
/// and JUnit against the JUnit 4 XSD with `xmllint`: real validators, as CI services use
/// real parsers. `make test` installs both (target `test-tools`) and says where they are
/// with `TABLECTL_CHECK_JSONSCHEMA` and `TABLECTL_XMLLINT`; a check is skipped, saying
/// why, only when its validator or schema cannot be found.
@Suite struct ReporterSchemaTests {
    /// `../shared/schemas/` beside the package root (present in CI, not in a user's clone).
    static let schemas = BinaryRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas")
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
        .enabled(if: FileManager.default.fileExists(atPath: sarifSchema.path),
                 "the SARIF schema is not in ../shared/schemas/ beside the package root"),
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
        .enabled(if: FileManager.default.fileExists(atPath: junitSchema.path),
                 "the JUnit XSD is not in ../shared/schemas/ beside the package root"),
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

/// A validator program the tests run.
enum ExternalTool {
    /// The program: `$environment` when set to an executable, else `name` on `PATH`, else
    /// `fallback`; nil when none exists.
    static func find(_ name: String, environment: String, fallback: URL? = nil) -> URL? {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let path = env[environment], !path.isEmpty { candidates.append(path) }
        for directory in (env["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/\(name)") }
        if let fallback { candidates.append(fallback.path) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Runs `tool` with `arguments`; its exit status and what it printed (standard output
    /// and standard error together).
    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
