import Foundation
import TableSpecTestSupport
import Testing

/// `validate --shard K/N` and `--merge`: a CI matrix of N jobs reports, together, exactly
/// what one run reports; a cache moves with the checkout.
@Suite struct ValidateShardTests {
    /// A tree with what makes sharding hard: a part two composites in other folders include
    /// (one of them needs the part's suppression, the other and the part alone do not), a
    /// composite including a composite, a broken configuration, an excluded folder, a syntax
    /// error, a dynamic spec, and files with findings.
    static func tree() throws -> TemporaryDirectory {
        let footer = """
            tablespec: 1
            id: footer
            sections:
              - id: footer
                rows:
                  # tablectl: disable-next-line duplicate-row-id
                  - {id: help, title: Help}

            """
        let a = "tablespec: 1\nid: a\nsections:\n  - id: own\n    rows: [{id: help, title: Help}]\n  - include: ../parts/footer.yaml\n"
        let b = "tablespec: 1\nid: b\nsections:\n  - id: own\n    rows: [{id: x, title: X, kind: standrad}]\n  - include: ../parts/footer.yaml\n"
        let c = "tablespec: 1\nid: c\nsections:\n  - include: a.yaml\n  - id: more\n    rows: [{id: y, title: Y}]\n"
        let dynamic = """
            tablespec: 1
            id: dyn
            flags:
              beta: {default: false}
            sections:
              - id: s
                rows:
                  - {id: r, title: R}
                  - {id: b, title: B, when: beta, kind: standrad}

            """
        var files = [
            ".tablectl.yml": "exclude: [\"drafts/**\"]\n", "parts/footer.yaml": footer, "screens/a.yaml": a,
            "screens/b.yaml": b, "screens/c.yaml": c, "dynamic/flags.yaml": dynamic,
            "broken/.tablectl.yml": "rules: [\n", "broken/x.yaml": "tablespec: 1\nid: x\nsections: []\n",
            "bad/syntax.yaml": "tablespec: 1\nid: [\n", "drafts/d.yaml": "not: a spec\n",
        ]
        for n in 0..<30 {
            files["many/spec-\(n).yaml"] = "tablespec: 1\nid: m\(n)\nsections:\n  - id: s\n    rows: [{id: r, title: R\(n % 3 == 0 ? ", kind: standrad" : "")}]\n"
        }
        return try TemporaryDirectory(files: files)
    }

    /// The `path` values of a JSON report.
    static func paths(_ json: String) -> [String] {
        json.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"path\": \"") else { return nil }
            return String(trimmed.dropFirst(9).dropLast(2))
        }
    }

    @Test(arguments: [2, 3, 5])
    func theShardsTogetherAreTheWholeRun(count: Int) throws {
        let tree = try Self.tree()
        let out = try TemporaryDirectory()   // the reports, outside the tree checked
        let whole = try BinaryRunner.run(["validate", "--format", "json", "."], in: tree.url)
        var seen: [String] = []
        var reports: [String] = []
        for index in 1...count {
            let name = out.path("shard-\(index).json")
            let shard = try BinaryRunner.run(["validate", "--shard", "\(index)/\(count)", "--format", "json:\(name)", "."], in: tree.url)
            #expect(shard.status == 0 || shard.status == 1, "\(shard.stderr)")
            seen += Self.paths(try String(contentsOfFile: name, encoding: .utf8))
            reports.append(name)
        }
        // Each file in exactly one shard.
        #expect(seen.sorted() == Self.paths(whole.stdout).sorted())
        #expect(Set(seen).count == seen.count)
        // Every format of the merged reports is the whole run's, and so is the exit status.
        for format in ["json", "text", "sarif", "junit", "gitlab", "checkstyle", "github"] {
            let expected = try BinaryRunner.run(["validate", "--format", format, "--color", "never", "."], in: tree.url)
            let merged = try BinaryRunner.run(["validate", "--merge"] + reports + ["--format", format, "--color", "never"], in: tree.url)
            #expect(merged.status == expected.status, "\(format): \(merged.stderr)")
            #expect(merged.stdout == expected.stdout, "\(format):\n\(LineDiff.diff(expected: expected.stdout, actual: merged.stdout))")
        }
    }

    @Test func aShardsSARIFHasItsOwnCategory() throws {
        let tree = try Self.tree()
        let run = try BinaryRunner.run(["validate", "--shard", "2/3", "--format", "sarif", "."], in: tree.url)
        #expect(run.stdout.contains(#""automationDetails": {"#), "\(run.stdout.prefix(600))")
        #expect(run.stdout.contains(#""id": "tablectl/shard-2-of-3/""#))
        let whole = try BinaryRunner.run(["validate", "--format", "sarif", "."], in: tree.url)
        #expect(!whole.stdout.contains("automationDetails"))
    }

    @Test func badValuesAndCombinationsAreRefused() throws {
        let tree = try Self.tree()
        try tree.write("notes.json", "{\"version\": 1, \"files\": [{\"path\": 3}]}\n")
        let cases: [([String], String)] = [
            (["--shard", "0/3", "."], "--shard takes K/N, shard K of N with 1 ≤ K ≤ N ≤ 10000 (such as 2/4), not '0/3'"),
            (["--shard", "4/3", "."], "not '4/3'"),
            (["--shard", "two", "."], "not 'two'"),
            (["--shard", "1/2", "--fix", "."], "--shard checks part of the files; fix them all in one run, without --shard"),
            (["--shard", "1/2", "--write-baseline", "b.json", "."], "write it from a run without --shard"),
            (["--merge", "a.json", "--", "screens"], "--merge reads reports instead of checking files: give no paths with it"),
        ]
        for (arguments, message) in cases {
            let run = try BinaryRunner.run(["validate"] + arguments, in: tree.url)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        let notAReport = try BinaryRunner.run(["validate", "--merge", "notes.json"], in: tree.url)
        #expect(notAReport.status == 2)
        #expect(notAReport.stderr == "tablectl: error: notes.json:1:35: 'path' must be a string (--merge takes reports of 'validate --format json')\n",
                "\(notAReport.stderr)")
        let missing = try BinaryRunner.run(["validate", "--merge", "nothing.json"], in: tree.url)
        #expect(missing.status == 2 && missing.stderr.contains("cannot read the report 'nothing.json'"))
    }

    /// The cache keys contents and paths from the working directory: a copy of the
    /// checkout elsewhere (new inodes, new times) takes every result it can from the
    /// cache the first checkout wrote, composites included.
    @Test func aCacheMovesWithTheCheckout() throws {
        let tree = try Self.tree()
        let cache = tree.path("cache")
        func run(in directory: String) throws -> (String, ProcessOutput) {
            let run = try BinaryRunner.run(
                ["validate", "--cache-dir", cache, "screens", "parts", "many", "dynamic"],
                environment: ["TABLECTL_CACHE_STATS": "1"], in: URL(fileURLWithPath: directory))
            let note = run.stderr.split(separator: "\n").first { $0.hasPrefix("tablectl: note: cache: ") } ?? ""
            return (String(note.dropFirst("tablectl: note: cache: ".count).prefix { $0 != " " }), run)
        }
        let checkout = tree.path("checkout"), moved = tree.path("moved")
        try FileManager.default.createDirectory(atPath: checkout, withIntermediateDirectories: true)
        for name in ["screens", "parts", "many", "dynamic", ".tablectl.yml"] {
            try FileManager.default.copyItem(atPath: tree.path(name), toPath: checkout + "/" + name)
        }
        let (coldHits, cold) = try run(in: checkout)
        #expect(coldHits == "0")
        try FileManager.default.copyItem(atPath: checkout, toPath: moved)
        let (movedHits, warm) = try run(in: moved)
        #expect(movedHits == "35", "\(warm.stderr)")
        #expect(warm.stdout == cold.stdout)
    }
}
