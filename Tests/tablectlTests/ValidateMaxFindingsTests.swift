import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl validate --max-findings` and `max-findings` in `.tablectl.yml`, from the built
/// binary: what each format shows, the true counts and the exit status.
@Suite struct ValidateMaxFindingsTests {
    /// 40 `invalid-suppression` warnings on line 1 and 3 `unknown-kind` errors.
    static let spec = FindingCapSpec.text(warnings: 40, errors: 3)

    static func tree(_ files: [String: String] = ["a.yaml": spec]) throws -> TemporaryDirectory {
        try TemporaryDirectory(files: files)
    }

    @Test func textShowsTheCapThenHowManyMoreAndTrueCounts() throws {
        let dir = try Self.tree()
        let out = try BinaryRunner.run(["validate", "--max-findings", "5", "a.yaml"], in: dir.url)
        #expect(out.status == 1, "\(out.stdout)\(out.stderr)")
        #expect(out.stderr.isEmpty)
        let lines = out.stdout.split(separator: "\n").filter { $0.hasPrefix("a.yaml:") }
        #expect(lines.count == 6)
        // Errors are kept first (all three), then warnings; shown in source order.
        #expect(lines.filter { $0.contains(": error: ") }.count == 3)
        #expect(lines.dropLast().filter { $0.contains(": warning: ") }.count == 2)
        #expect(lines.last == "a.yaml:1:1: warning: 38 more findings not shown (38 warnings) after the first 5 [too-many-findings]")
        #expect(out.stdout.contains("  help: raise --max-findings (max-findings in .tablectl.yml) or set it to 0 to see all\n"))
        #expect(out.stdout.hasSuffix("3 errors, 40 warnings in 1 file\n"))
    }

    @Test func theDefaultCapIsAThousandAndZeroShowsAll() throws {
        let dir = try Self.tree(["a.yaml": FindingCapSpec.text(warnings: 1_100, errors: 0)])
        let capped = try BinaryRunner.run(["validate", "--format", "json", "a.yaml"], in: dir.url)
        #expect(capped.status == 0)
        #expect(capped.stdout.components(separatedBy: "\"rule\": ").count - 1 == 1_001)
        #expect(capped.stdout.contains("\"message\": \"100 more findings not shown (100 warnings) after the first 1000\""))
        let all = try BinaryRunner.run(["validate", "--max-findings", "0", "--format", "json", "a.yaml"], in: dir.url)
        #expect(all.stdout.components(separatedBy: "\"rule\": ").count - 1 == 1_100)
        #expect(!all.stdout.contains("too-many-findings") && !all.stdout.contains("notShown"))
        for out in [capped, all] {
            #expect(out.stdout.hasSuffix("\"summary\": {\"files\": 1, \"errors\": 0, \"warnings\": 1100}\n}\n"))
        }
    }

    @Test func jsonSaysWhatWasNotShown() throws {
        let dir = try Self.tree()
        let out = try BinaryRunner.run(["validate", "--max-findings", "2", "--format", "json", "a.yaml"], in: dir.url)
        #expect(out.status == 1)
        #expect(out.stdout.contains("""
                  ],
                  "notShown": {"errors": 1, "warnings": 40}
                }
            """))
        #expect(out.stdout.contains("\"summary\": {\"files\": 1, \"errors\": 3, \"warnings\": 40}"))
        let json = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
        let files = json?["files"] as? [[String: Any]]
        #expect((files?.first?["diagnostics"] as? [Any])?.count == 3)
    }

    /// The exit status comes from the true counts: warnings not shown still fail
    /// `--strict` and `--max-warnings`, errors not shown still fail the run.
    @Test func exitStatusCountsFindingsNotShown() throws {
        let dir = try Self.tree(["w.yaml": FindingCapSpec.text(warnings: 40, errors: 0),
                                 "e.yaml": FindingCapSpec.text(warnings: 0, errors: 4)])
        let errors = try BinaryRunner.run(["validate", "--max-findings", "1", "e.yaml"], in: dir.url)
        #expect(errors.status == 1)
        #expect(errors.stdout.hasSuffix("4 errors in 1 file\n"))
        let strict = try BinaryRunner.run(["validate", "--max-findings", "1", "--strict", "w.yaml"], in: dir.url)
        #expect(strict.status == 1)
        let budget = try BinaryRunner.run(["validate", "--max-findings", "1", "--max-warnings", "39", "w.yaml"], in: dir.url)
        #expect(budget.status == 1)
        #expect(budget.stderr == "tablectl: error: 40 warnings, more than --max-warnings 39\n")
        let quiet = try BinaryRunner.run(["validate", "--max-findings", "1", "--quiet", "e.yaml", "w.yaml"], in: dir.url)
        #expect(quiet.status == 1)
        #expect(quiet.stdout.contains("e.yaml:1:1: error: 3 more findings not shown (3 errors) after the first 1 [too-many-findings]"))
        #expect(!quiet.stdout.contains("w.yaml"), "quiet drops warnings, those not shown too")
        #expect(quiet.stdout.hasSuffix("4 errors in 2 files\n"))
        let bad = try BinaryRunner.run(["validate", "--max-findings=-1", "w.yaml"], in: dir.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--max-findings must be 0 (no cap) or more, not -1"))
    }

    @Test func configurationSetsTheCapAndTheCommandLineWins() throws {
        let dir = try Self.tree(["a.yaml": Self.spec, ".tablectl.yml": "max-findings: 4\n"])
        let configured = try BinaryRunner.run(["validate", "a.yaml"], in: dir.url)
        #expect(configured.stdout.contains("39 more findings not shown (39 warnings) after the first 4"), "\(configured.stdout)")
        let overridden = try BinaryRunner.run(["validate", "--max-findings", "0", "a.yaml"], in: dir.url)
        #expect(!overridden.stdout.contains("too-many-findings"))
        #expect(overridden.stdout.hasSuffix("3 errors, 40 warnings in 1 file\n"))
    }

    /// A cached capped result is not reused with another cap.
    @Test func cacheKeepsCapsApart() throws {
        let dir = try Self.tree()
        let cold = try BinaryRunner.run(["validate", "--cache-dir", ".cache", "--max-findings", "2", "a.yaml"], in: dir.url)
        let warm = try BinaryRunner.run(["validate", "--cache-dir", ".cache", "--max-findings", "2", "a.yaml"], in: dir.url)
        #expect(cold.stdout == warm.stdout && cold.status == warm.status)
        #expect(warm.stdout.contains("41 more findings not shown"))
        let all = try BinaryRunner.run(["validate", "--cache-dir", ".cache", "--max-findings", "0", "a.yaml"], in: dir.url)
        #expect(!all.stdout.contains("too-many-findings"))
        #expect(all.stdout.components(separatedBy: "\na.yaml:").count == 43)
    }

    /// With a baseline the absorbed findings do not take places under the cap; a baseline
    /// is written from an uncapped run, so it holds every finding.
    @Test func baselineIsWrittenWholeAndAppliedBeforeTheCap() throws {
        let dir = try Self.tree()
        let write = try BinaryRunner.run(
            ["validate", "--max-findings", "2", "--write-baseline", "base.json", "a.yaml"], in: dir.url)
        #expect(write.status == 1)
        #expect(!write.stdout.contains("too-many-findings"), "writing a baseline checks without a cap")
        let baseline = try dir.read("base.json")
        #expect(baseline.contains("\"count\": 40") || baseline.contains("\"count\":40"), "\(baseline)")
        try dir.write("a.yaml", try dir.read("a.yaml") + "      - {id: extra, title: T, kind: nope2}\n")
        let out = try BinaryRunner.run(["validate", "--max-findings", "2", "--baseline", "base.json", "a.yaml"], in: dir.url)
        #expect(out.status == 1)
        #expect(!out.stdout.contains("too-many-findings"), "\(out.stdout)")
        #expect(out.stdout.contains("unknown cell kind 'nope2'"))
        #expect(out.stdout.hasSuffix("1 error in 1 file\n"))
    }

    /// `diff` checks without the cap: a duplicate row id after more than 1,000 other
    /// errors still stops the diff (capped, it was left out and the diff went on).
    /// diff, render and export print at most the default cap of findings per file too; a
    /// duplicate id the cap leaves out still stops the diff (found from the table).
    @Test func diffRenderAndExportCapWhatTheyPrint() throws {
        var text = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n"
        for i in 0..<1_001 { text += "      - {id: r\(i), title: T, kind: nope}\n" }
        text += "      - {id: dup, title: T}\n      - {id: dup, title: T}\n"
        let dir = try Self.tree(["a.yaml": text])
        let out = try BinaryRunner.run(["diff", "a.yaml", "a.yaml"], in: dir.url)
        #expect(out.status == 2, "\(out.stdout)")
        #expect(out.stderr.contains("tablectl: error: cannot diff: 'a.yaml' uses a section or row id more than once"))
        #expect(out.stderr.contains("[too-many-findings]"), "\(out.stderr.suffix(400))")
        #expect(!out.stderr.contains("[duplicate-row-id]"), "the cap left it out; the table showed it")
        for command in [["render", "a.yaml"], ["export", "--format", "json", "a.yaml"]] {
            let capped = try BinaryRunner.run(command, in: dir.url)
            #expect(capped.status == 2)
            #expect(capped.stderr.components(separatedBy: "[unknown-kind]").count - 1 == 1_000, "\(command)")
            #expect(capped.stderr.contains("[too-many-findings]"))
            #expect(capped.stderr.contains("it has 1002 errors; fix them first"), "\(capped.stderr.suffix(300))")
        }
    }
}

/// Specs with many findings (the same shape as `FindingCapTests.spec`).
enum FindingCapSpec {
    static func text(warnings: Int, errors: Int) -> String {
        var text = warnings > 0 ? "# tablectl: disable-file " + String(repeating: "x ", count: warnings) + "\n" : ""
        text += "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n"
        for i in 0..<errors { text += "      - {id: r\(i), title: T, kind: nope}\n" }
        if errors == 0 { text += "      - {id: r, title: T}\n" }
        return text
    }
}
