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

    @Test func brokenConfigurationIsLocatedOnStandardErrorWithStatusTwo() throws {
        let out = try BinaryRunner.run(["validate", TestPaths.fixtures + "/config-broken"])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty, "nothing is checked with a broken configuration")
        Golden.expectMatches(out.stderr, golden: TestPaths.golden("stderr-config-broken.txt"))
        #expect(out.stderr.contains(
            "config-broken/.tablectl.yml:2:3: error: unknown rule 'empty-sectoin'; did you mean 'empty-section'? [invalid-value]"))
        #expect(out.stderr.contains(
            "config-broken/.tablectl.yml:4:1: error: unknown key 'exclud' in the configuration; did you mean 'exclude'? [unknown-key]"))
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
