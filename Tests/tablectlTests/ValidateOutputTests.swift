import Foundation
import TableSpecTestSupport
import Testing

/// The exact output of `tablectl validate`: goldens for text and JSON, colour, standard
/// input and determinism.
@Suite struct ValidateOutputTests {
    @Test(arguments: TestPaths.fixtureNames(in: TestPaths.broken))
    func brokenFixtureTextMatchesGolden(name: String) throws {
        let out = try BinaryRunner.run(["validate", TestPaths.broken + "/" + name])
        #expect(out.status == 1)
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("text-\(name).txt"))
    }

    @Test func brokenFolderJSONMatchesGolden() throws {
        let out = try BinaryRunner.run(["validate", "--format", "json", TestPaths.broken])
        #expect(out.status == 1)
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("json-broken.json"))
    }

    @Test func jsonParsesAndSummarises() throws {
        let out = try BinaryRunner.run(["validate", "--format", "json", TestPaths.broken, "specs"])
        let object = try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any]
        let document = try #require(object)
        #expect(Array(document.keys).sorted() == ["files", "summary", "version"])
        #expect(document["version"] as? Int == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        let expectedFiles = TestPaths.fixtureNames(in: TestPaths.broken).count + TestPaths.specFileCount(in: "specs")
        #expect(files.count == expectedFiles)
        let diagnostics = files.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["files"] == expectedFiles)
        #expect(summary["errors"] == diagnostics.filter { $0["severity"] as? String == "error" }.count)
        #expect(summary["warnings"] == diagnostics.filter { $0["severity"] as? String == "warning" }.count)
        #expect((summary["errors"] ?? 0) >= TestPaths.fixtureNames(in: TestPaths.broken).count)
        for diagnostic in diagnostics {
            for key in ["rule", "severity", "message", "line", "column", "endLine", "endColumn", "pointer", "related"] {
                #expect(diagnostic[key] != nil, "diagnostic lacks \(key)")
            }
        }
    }

    @Test func jsonOfCleanSpecsHasNoDiagnostics() throws {
        let out = try BinaryRunner.run(["validate", "--format", "json", "specs"])
        #expect(out.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["errors"] == 0)
        #expect(summary["warnings"] == 0)
    }

    @Test(arguments: [
        (["--color", "never"], [String: String]()),
        (["--color", "auto"], ["NO_COLOR": "1"]),
        ([], [:]),
    ])
    func noEscapeCodesWithoutColour(options: [String], environment: [String: String]) throws {
        let out = try BinaryRunner.run(["validate"] + options + [TestPaths.broken], environment: environment)
        #expect(out.status == 1)
        #expect(!out.stdout.contains("\u{1B}"))
    }

    @Test func escapeCodesWithColourAlways() throws {
        let out = try BinaryRunner.run(["validate", "--color", "always", TestPaths.broken])
        #expect(out.status == 1)
        #expect(out.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let plain = try BinaryRunner.run(["validate", "--color", "never", TestPaths.broken])
        let stripped = out.stdout.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.stdout)
    }

    @Test func controlCharactersFromTheSpecAreEscaped() throws {
        let out = try BinaryRunner.run(["validate", "--color", "never", TestPaths.broken + "/control-characters.yaml"])
        #expect(!out.stdout.contains("\u{1B}"))
        #expect(!out.stdout.contains("\t"))
        #expect(out.stdout.contains("\\u{1b}"))
    }

    @Test func standardInputIsNamedByStdinName() throws {
        let bytes = try Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(TestPaths.broken + "/settings-typos.yaml"))
        let named = try BinaryRunner.run(["validate", "-", "--stdin-name", "screens/typos.yaml"], stdin: bytes)
        #expect(named.status == 1)
        let fromFile = try BinaryRunner.run(["validate", TestPaths.broken + "/settings-typos.yaml"])
        let expected = fromFile.stdout.replacingOccurrences(of: TestPaths.broken + "/settings-typos.yaml", with: "screens/typos.yaml")
        #expect(named.stdout == expected)

        let unnamed = try BinaryRunner.run(["validate", "-"], stdin: bytes)
        #expect(unnamed.stdout.hasPrefix("<stdin>:"))

        let clean = try Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("specs/settings.yaml"))
        // Its catalog (localization: Settings.xcstrings) is read relative to the working directory.
        let ok = try BinaryRunner.run(["validate", "-"], stdin: clean, in: BinaryRunner.packageRoot.appendingPathComponent("specs"))
        #expect(ok.status == 0)
        #expect(ok.stdout == "no problems in 1 file\n")
    }

    @Test(arguments: ["text", "json"])
    func outputDoesNotDependOnJobs(format: String) throws {
        let arguments = ["validate", "--format", format, "specs", TestPaths.broken, TestPaths.warnings]
        let one = try BinaryRunner.run(arguments + ["--jobs", "1"])
        let four = try BinaryRunner.run(arguments + ["--jobs", "4"])
        let many = try BinaryRunner.run(arguments + ["--jobs", "64"])
        #expect(one.status == 1)
        #expect(one.stdout == four.stdout)
        #expect(one.stdout == many.stdout)
    }

    @Test func filesAreReportedInSortedOrder() throws {
        let out = try BinaryRunner.run(["validate", "--format", "json", "specs"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let paths = (document["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(paths == TestPaths.specFiles(in: "specs"))
    }

    /// The `--format` values listed in `--help` (the reporter registry) are sorted, unique,
    /// kebab-case, and each one works.
    @Test func everyListedFormatWorks() throws {
        let help = try BinaryRunner.run(["validate", "--help"]).stdout
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let listed = try #require(flat.range(of: #"Output format: (.*?)\. \(default"#, options: .regularExpression))
        let formats = try NSRegularExpression(pattern: #"(?:^|, )([a-z0-9-]+) \("#)
        let text = String(flat[listed]).replacingOccurrences(of: "Output format: ", with: "")
        let names = formats.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
        #expect(names.contains("json") && names.contains("text"))
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        for name in names {
            let out = try BinaryRunner.run(["validate", "--format", name, "specs"])
            #expect(out.status == 0, "--format \(name): \(out.stderr)")
            #expect(!out.stdout.isEmpty)
        }
    }

    /// A quote left open on line 3 fails lines later: the finding names the quote, says to
    /// close it, and a note points at it.
    @Test func unclosedQuoteIsBlamedOnItsOpeningLine() throws {
        let out = try BinaryRunner.run(["validate", TestPaths.fixtures + "/syntax/unclosed-quote.yaml"])
        #expect(out.status == 1)
        Golden.expectMatches(out.stdout, golden: TestPaths.golden("text-unclosed-quote.yaml.txt"))
    }
}
