import Foundation
import TableSpecTestSupport
import Testing

/// The CI formats from the built binary: goldens on the broken and warning fixtures, and
/// several `--format` values in one run, each to its own place.
@Suite struct ReporterFormatTests {
    /// Each CI format and its golden file's extension.
    static let formats = [("checkstyle", "xml"), ("github", "txt"), ("gitlab", "json"), ("junit", "xml"), ("sarif", "sarif")]

    /// The fixtures every golden covers: errors of every stage, a warning, a related
    /// location, a syntax error.
    static let inputs = [TestPaths.broken, TestPaths.warnings]

    @Test(arguments: formats)
    func formatMatchesGolden(format: String, ext: String) throws {
        let out = try BinaryRunner.run(["validate", "--format", format] + Self.inputs, environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(out.status == 1)
        #expect(out.stderr.isEmpty, "\(out.stderr)")
        Golden.expectMatches(try Self.machineIndependent(out.stdout), golden: TestPaths.golden("\(format)-broken.\(ext)"))
    }

    @Test(arguments: formats.map(\.0))
    func outputDoesNotDependOnJobs(format: String) throws {
        let arguments = ["validate", "--format", format, "specs"] + Self.inputs
        let one = try BinaryRunner.run(arguments + ["--jobs", "1"], environment: ["GITHUB_STEP_SUMMARY": ""])
        let many = try BinaryRunner.run(arguments + ["--jobs", "8"], environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(one.status == 1)
        #expect(one.stdout == many.stdout)
    }

    /// `--format text --format sarif:… --format junit:…`: standard output gets the text
    /// alone, and each file holds exactly what that format prints on its own.
    @Test func severalFormatsInOneRun() throws {
        let directory = try TemporaryDirectory()
        let files = Self.formats.map { directory.url.appendingPathComponent("reports/out-\($0.0).\($0.1)").path }
        let arguments = ["--format", "text"] + zip(Self.formats, files).flatMap { ["--format", "\($0.0.0):\($0.1)"] }
        let out = try BinaryRunner.run(["validate"] + arguments + Self.inputs, environment: ["GITHUB_STEP_SUMMARY": ""])
        #expect(out.status == 1)
        #expect(out.stderr.isEmpty, "\(out.stderr)")
        let text = try BinaryRunner.run(["validate"] + Self.inputs)
        #expect(out.stdout == text.stdout)
        for ((format, _), file) in zip(Self.formats, files) {
            let alone = try BinaryRunner.run(["validate", "--format", format] + Self.inputs, environment: ["GITHUB_STEP_SUMMARY": ""])
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written == alone.stdout, "\(format)")
            let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
            #expect(mode.map { $0 & 0o600 } == 0o600, "\(format) report is readable and writable by its owner")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("reports").path)
        #expect(left.sorted() == files.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted(), "no temporary files left")
    }

    @Test func onlyFilesMeansNothingOnStandardOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("old.xml", String(repeating: "stale content\n", count: 1000))
        let path = directory.url.appendingPathComponent("old.xml").path
        let out = try BinaryRunner.run(["validate", "--format", "checkstyle:" + path, "specs"])
        #expect(out.status == 0)
        #expect(out.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("<?xml"))
        #expect(!written.contains("stale"), "the old file is replaced, not overwritten in place")
    }

    /// A report that cannot be written is an error (exit 2) on standard error; the other
    /// reports are still written and standard output is still printed.
    @Test func unwritableReportExitsTwo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("plain-file", "")
        let blocked = directory.url.appendingPathComponent("plain-file/report.sarif").path
        let fine = directory.url.appendingPathComponent("report.xml").path
        let out = try BinaryRunner.run(["validate", "--format", "sarif:" + blocked, "--format", "junit:" + fine, "--format", "text", "specs"])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("tablectl: error: cannot write '\(blocked)': "), "\(out.stderr)")
        #expect(out.stdout.contains("no problems in"))
        #expect(FileManager.default.fileExists(atPath: fine))
    }

    @Test(arguments: [
        (["--format", "sarf"], "unknown format 'sarf'; did you mean 'sarif'?"),
        (["--format", "junt:report.xml"], "unknown format 'junt' in 'junt:report.xml'; did you mean 'junit'?"),
        (["--format", "sarif:"], "--format sarif: needs a file after ':'"),
        (["--format", "text", "--format", "github"], "only one format can go to standard output, not text and github"),
        (["--format", "sarif:a.out", "--format", "junit:a.out"], "two formats write to 'a.out'"),
    ])
    func badFormatValuesExitTwo(arguments: [String], message: String) throws {
        let out = try BinaryRunner.run(["validate"] + arguments + ["specs"])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("tablectl: error: "), "\(out.stderr)")
        #expect(out.stderr.contains(message), "\(out.stderr)")
        #expect(out.stdout.isEmpty)
    }

    /// Fingerprints survive edits that move findings to other lines.
    @Test(arguments: [("sarif", "\"tablectlFindingHash/v1\": "), ("gitlab", "\"fingerprint\": ")])
    func fingerprintsSurviveLineShifts(format: String, key: String) throws {
        let directory = try TemporaryDirectory()
        let spec = try String(contentsOfFile: BinaryRunner.packageRoot.appendingPathComponent(TestPaths.broken + "/settings-typos.yaml").path, encoding: .utf8)
        try directory.write("spec.yaml", spec)
        let before = try BinaryRunner.run(["validate", "--format", format, "spec.yaml"], in: directory.url)
        try directory.write("spec.yaml", "# a comment\n\n# and another\n" + spec)
        let after = try BinaryRunner.run(["validate", "--format", format, "spec.yaml"], in: directory.url)
        let old = Self.values(after: key, in: before.stdout)
        #expect(old.count >= 6)
        #expect(Set(old).count == old.count, "fingerprints are unique")
        #expect(Self.values(after: key, in: after.stdout) == old)
        #expect(before.stdout != after.stdout, "the lines did move")
    }

    /// The quoted strings that follow `key` in `text`, in order.
    static func values(after key: String, in text: String) -> [String] {
        text.components(separatedBy: key).dropFirst().map { String($0.dropFirst().prefix { $0 != "\"" }) }
    }

    /// `output` with what depends on the machine (the working directory in SARIF's
    /// `originalUriBaseIds`, tablectl's version) replaced by placeholders.
    static func machineIndependent(_ output: String) throws -> String {
        let version = try BinaryRunner.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        let root = BinaryRunner.packageRoot.standardizedFileURL.path
        let rootURI = "file://" + (root.addingPercentEncoding(withAllowedCharacters: allowed) ?? root) + "/"
        return output
            .replacingOccurrences(of: "\"uri\": \"\(rootURI)\"", with: "\"uri\": \"file:///PACKAGE_ROOT/\"")
            .replacingOccurrences(of: "ersion\": \"\(version)\"", with: "ersion\": \"VERSION\"")
    }
}
