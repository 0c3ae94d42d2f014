import Foundation
import TableSpecTestSupport
import Testing

/// `.tablectl.yml` discovery, overrides, excludes, `--config` and broken configurations,
/// from the built binary.
@Suite struct ValidateConfigTests {
    static let tree = TestPaths.fixtures + "/config"

    /// Nested configurations (nearest wins), the override for legacy/, and excluded files
    /// skipped when found under a directory.
    @Test func discoveryInNestedDirectories() throws {
        let out = try BinaryRunner.run(["validate", Self.tree])
        #expect(out.status == 1, "\(out.stdout)\(out.stderr)")
        #expect(out.stderr.isEmpty)
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("text-config-tree.txt"))
        #expect(!out.stdout.contains("generated/") && !out.stdout.contains("draft"))
        #expect(out.stdout.contains("strict/screen.yaml:7:5: error: section 'later' has no rows"))
        #expect(out.stdout.contains("legacy/old.yaml:6:50: warning: a button row does not show a detail text"))
    }

    @Test func excludedFileNamedOnTheCommandLineIsSkippedWithANote() throws {
        let path = Self.tree + "/generated/gen.yaml"
        let out = try BinaryRunner.run(["validate", path, Self.tree + "/legacy/old.yaml"])
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stderr == "tablectl: note: skipping '\(path)': excluded by 'generated/**' in \(Self.tree)/.tablectl.yml\n")
        #expect(out.stdout.hasSuffix("1 warning in 1 file\n"))
        let quiet = try BinaryRunner.run(["validate", "--quiet", path])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty)
    }

    @Test func explicitConfigReplacesDiscovery() throws {
        let tree = try TemporaryDirectory(copying: Self.tree)
        try tree.write("ci.yml", "rules: {ambiguous-scalar: off, detail-not-shown: off}\n")
        let out = try BinaryRunner.run(["validate", "--config", "ci.yml", "app", "legacy"], in: tree.url)
        // The strict/ configuration is not used, and nothing is excluded or turned off but
        // what ci.yml says.
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.hasSuffix("2 warnings in 3 files\n"), "\(out.stdout)")
        #expect(out.stdout.contains("[empty-section]") && !out.stdout.contains("[ambiguous-scalar]"))
    }

    /// A broken `.tablectl.yml` found under a checked directory is reported like a broken
    /// spec (located findings in the report, exit 1); the files it governs are not checked
    /// (noted), every other file is.
    @Test func brokenConfigurationIsReportedAndTheRestIsChecked() throws {
        let out = try BinaryRunner.run(["validate", TestPaths.fixtures + "/config-broken", "specs"])
        #expect(out.status == 1, "\(out.stderr)")
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("stdout-config-broken.txt"))
        #expect(out.stdout.contains(
            "config-broken/.tablectl.yml:2:3: error: unknown rule 'empty-sectoin'; did you mean 'empty-section'? [invalid-value]"))
        #expect(out.stdout.contains(
            "config-broken/.tablectl.yml:4:1: error: unknown key 'exclud' in the configuration; did you mean 'exclude'? [unknown-key]"))
        #expect(out.stdout.hasSuffix("3 errors in \(1 + TestPaths.specFileCount(in: "specs")) files (5 variants of 2 dynamic specs checked)\n"),
                "the config and the specs (specs/dynamic's variants counted)")
        #expect(out.stderr == "tablectl: note: not checking 1 file governed by '\(TestPaths.fixtures)/config-broken/.tablectl.yml': the configuration is broken\n")
        // Every format carries the findings; quiet drops the note.
        let sarif = try BinaryRunner.run(["validate", "--quiet", "--format", "sarif", TestPaths.fixtures + "/config-broken"])
        #expect(sarif.status == 1 && sarif.stderr.isEmpty, "\(sarif.stderr)")
        #expect(sarif.stdout.contains("\"uri\": \"\(TestPaths.fixtures)/config-broken/.tablectl.yml\""), "\(sarif.stdout)")
    }

    /// The case from outside: a repository whose test fixtures hold a deliberately broken
    /// configuration, validated from its root. The real specs are checked and their own
    /// findings reported; the run exits 1 for the broken configuration.
    @Test func aBrokenFixtureConfigurationDoesNotStopTheRepository() throws {
        let tree = try TemporaryDirectory(files: [
            "specs/good.yaml": "tablespec: 1\nid: good\nsections:\n  - id: s\n    rows:\n      - {id: r, title: R}\n",
            "specs/bad.yaml": "tablespec: 1\nid: bad\nsections:\n  - id: s\n    rows:\n      - {id: r, title: R, canEdit: 3}\n",
            "tests/fixtures/broken-config/.tablectl.yml": "rules: [oops\n",
            "tests/fixtures/broken-config/spec.yaml": "tablespec: 1\nid: f\nsections: []\n",
        ])
        let out = try BinaryRunner.run(["validate"], in: tree.url)
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout.contains("tests/fixtures/broken-config/.tablectl.yml:2:1: error: "), "\(out.stdout)")
        #expect(out.stdout.contains("specs/bad.yaml:6:27: error: unknown key 'canEdit' in a row"), "\(out.stdout)")
        #expect(out.stdout.hasSuffix("2 errors in 3 files\n"), "\(out.stdout)")
        // A baseline absorbs the configuration's findings as it does a spec's.
        let written = try BinaryRunner.run(["validate", "--write-baseline", "b.json"], in: tree.url)
        #expect(written.status == 1, "\(written.stderr)")
        let absorbed = try BinaryRunner.run(["validate", "--baseline", "b.json"], in: tree.url)
        #expect(absorbed.status == 0, "\(absorbed.stdout)\(absorbed.stderr)")
        #expect(absorbed.stdout.hasSuffix("no problems in 3 files\n"), "\(absorbed.stdout)")
        // Two configuration files in one directory cannot be located in either: a problem
        // with the paths (exit 2), and still every other file is checked.
        try tree.write("tests/fixtures/broken-config/.tablectl.yml", "")
        try tree.write("tests/fixtures/broken-config/.tablectl.yaml", "")
        let two = try BinaryRunner.run(["validate"], in: tree.url)
        #expect(two.status == 2)
        #expect(two.stderr.contains("two configuration files"), "\(two.stderr)")
        #expect(two.stdout.contains("specs/bad.yaml:6:27: error: "), "\(two.stdout)")
    }

    @Test func missingOrBrokenExplicitConfig() throws {
        let missing = try BinaryRunner.run(["validate", "--config", "no/such.yml", "specs"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "tablectl: error: cannot read configuration 'no/such.yml': no such file or directory\n")
        let tree = try TemporaryDirectory(copying: Self.tree)
        try tree.write("bad.yml", "rules: [empty-section]\n")
        let broken = try BinaryRunner.run(["validate", "--config", "bad.yml", "app"], in: tree.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix(
            "bad.yml:1:8: error: expected a mapping of rule ids to off, on, error or warning, found a list [wrong-type]\n"))
    }

    @Test func standardInputGetsTheSettingsOfItsName() throws {
        let text = try String(contentsOfFile: BinaryRunner.packageRoot.path + "/" + Self.tree + "/legacy/old.yaml", encoding: .utf8)
        let out = try BinaryRunner.run(
            ["validate", "-", "--stdin-name", Self.tree + "/legacy/buffer.yaml"], stdin: Data(text.utf8))
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("buffer.yaml:6:50: warning:"))
    }
}
