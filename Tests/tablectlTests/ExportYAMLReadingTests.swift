import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// A YAML 1.1 reader gets the same values from the YAML export as a JSON reader from the
/// JSON export: PyYAML's `safe_load` against `json.load`, value by value and type by type
/// (so `no` read as false, `0755` as 493 or `2024-01-31` as a date all fail). Infinities
/// and NaN, which JSON holds as strings as written (".inf", "-.Inf", ".NaN"), are compared
/// as those strings. Inputs: `specs/`, the decoding and export fixtures, including
/// `yaml11-strings.json` (words YAML 1.1 misreads, spaces, `: `, `#`, line breaks, unicode,
/// the empty string) and `yaml11-numbers.yaml` (YAML 1.2 number spellings). One Python run
/// checks every pair. Skipped, saying why, without a Python that has PyYAML (`make
/// test-tools` installs it into `.build-tools/venv`).
@Suite struct ExportYAMLReadingTests {
    static let python = ExternalTool.python(importing: "yaml")

    static let script = """
        import json, math, sys, yaml
        def norm(v):
            if isinstance(v, float) and math.isnan(v): return ".nan"
            if isinstance(v, float) and math.isinf(v): return ".inf" if v > 0 else "-.inf"
            if isinstance(v, dict): return {k: norm(x) for k, x in v.items()}
            if isinstance(v, list): return [norm(x) for x in v]
            return v
        def same(a, b, at):
            if type(a) is not type(b): return f"{at}: {type(a).__name__} {a!r} vs {type(b).__name__} {b!r}"
            if isinstance(a, dict):
                if list(a) != list(b): return f"{at}: keys {list(a)!r} vs {list(b)!r}"
                for k in a:
                    d = same(a[k], b[k], f"{at}/{k}")
                    if d: return d
                return None
            if isinstance(a, list):
                if len(a) != len(b): return f"{at}: {len(a)} items vs {len(b)}"
                for i, (x, y) in enumerate(zip(a, b)):
                    d = same(x, y, f"{at}/{i}")
                    if d: return d
                return None
            if a in (".inf", "-.inf", ".nan") and isinstance(b, str) and b.lower().lstrip("+") == a: return None
            return None if a == b else f"{at}: {a!r} vs {b!r}"
        bad = 0
        for y, j in zip(sys.argv[1::2], sys.argv[2::2]):
            with open(y, encoding="utf-8") as f: a = norm(yaml.safe_load(f))
            with open(j, encoding="utf-8") as f: b = json.load(f)
            d = same(a, b, "")
            if d: bad += 1; print(f"{y}: PyYAML reads {d} (yaml vs json)")
        sys.exit(1 if bad else 0)
        """

    static var sources: [String] {
        ["specs", "Tests/TableSpecTests/Fixtures/Decoding", "Tests/TableSpecTests/Fixtures/Export", TestPaths.fixtures + "/export"]
            .flatMap { folder in TestPaths.fixtureNames(in: folder).map { folder + "/" + $0 } }
            .filter { SpecFileFinder.isSpecFileName($0) }
    }

    @Test(.enabled(if: python != nil, "no Python with PyYAML: run 'make test' (installs it into .build-tools/venv) or set TABLECTL_PYTHON"))
    func pyYAMLReadsTheYAMLExportAsTheJSONExport() throws {
        let directory = try TemporaryDirectory()
        var pairs: [String] = []
        for (index, path) in Self.sources.enumerated() {
            for explicit in [false, true] {
                var files: [String] = []
                for format in ["yaml", "json"] {
                    let file = directory.path("\(index)-\(explicit).\(format)")
                    let out = try BinaryRunner.run(
                        ["export", path, "--format", format, "-o", file] + (explicit ? ["--explicit-defaults"] : []))
                    guard out.status == 0 else { break }
                    files.append(file)
                }
                if files.count == 2 { pairs += files }
            }
        }
        #expect(pairs.count >= 2 * 2 * 10)
        let python = try #require(Self.python)
        let check = try ExternalTool.run(python, ["-c", Self.script] + pairs)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func nastyFixturesAreExportedAtAll() throws {
        for path in ["Tests/TableSpecTests/Fixtures/Export/yaml11-strings.json", TestPaths.fixtures + "/export/yaml11-numbers.yaml"] {
            let out = try BinaryRunner.run(["export", path, "--format", "yaml"])
            #expect(out.status == 0, "\(out.stderr)")
        }
    }
}
