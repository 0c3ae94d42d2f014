import Foundation
import TableSpecTestSupport
import Testing

/// Every JSON tablectl prints writes one spec value one way: a value under `meta` reads the
/// same in `export --format json` and in `diff --format json` (docs/format.md, "Typing").
@Suite struct JSONValueAgreementTests {
    /// YAML 1.2 core numbers in every spelling, huge and tiny exponents, special floats, big
    /// integers, and strings (quoted, or plain but not core numbers: a sign before `0x`, `_`,
    /// `0b`) that look like numbers,
    /// with what JSON must hold for each.
    static let values: [(yaml: String, json: String)] = [
        ("0", "0"), ("-0", "-0"), ("+1", "1"), ("007", "7"), ("0777", "777"),
        ("0o17", "15"), ("0x1F", "31"), ("-0x1f", "\"-0x1f\""), ("0x7FFFFFFFFFFFFFFF", "9223372036854775807"),
        ("1.", "1.0"), (".5", "0.5"), ("-.5", "-0.5"), ("+.5e+5", "50000.0"), ("1e3", "1e3"), ("1E-3", "1E-3"),
        ("01.5e400", "1.5e400"), ("1.5e-400", "1.5e-400"), ("-1e99999", "-1e99999"), ("+00.e9", "0.0"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("-9223372036854775809", "-9223372036854775809"),
        (".inf", "\".inf\""), ("-.Inf", "\"-.Inf\""), (".NaN", "\".NaN\""),
        ("\"01.5\"", "\"01.5\""), ("'0x1F'", "\"0x1F\""), ("\"1e3\"", "\"1e3\""), ("'+1'", "\"+1\""),
        ("1_000", "\"1_000\""), ("0b101", "\"0b101\""), ("0x", "\"0x\""), ("1e", "\"1e\""), ("NaN", "\"NaN\""),
    ]

    @Test func exportAndDiffWriteEveryValueTheSameWay() throws {
        var meta = ""
        for (index, value) in Self.values.enumerated() { meta += "          v\(index): \(value.yaml)\n" }
        let rows = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - id: r\n        title: R\n"
        let dir = try TemporaryDirectory(files: ["old.yaml": rows, "new.yaml": rows + "        meta:\n" + meta])
        let export = try BinaryRunner.run(["export", "--format", "json", "new.yaml"], in: dir.url)
        let diff = try BinaryRunner.run(["diff", "--format", "json", "old.yaml", "new.yaml"], in: dir.url)
        #expect(export.status == 0 && diff.status == 1, "\(export.stderr)\(diff.stderr)")
        let exported = Self.members(export.stdout)
        let diffed = Self.members(diff.stdout)
        for (index, value) in Self.values.enumerated() {
            #expect(exported["v\(index)"] == value.json, "export of \(value.yaml)")
            #expect(diffed["v\(index)"] == value.json, "diff of \(value.yaml)")
        }
    }

    /// The first `"vN": value` member of each name in pretty-printed JSON, as written.
    static func members(_ json: String) -> [String: String] {
        var found: [String: String] = [:]
        for line in json.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"v"), let colon = trimmed.range(of: "\": ") else { continue }
            let name = String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound])
            var value = String(trimmed[colon.upperBound...])
            if value.hasSuffix(",") { value.removeLast() }
            if found[name] == nil { found[name] = value }
        }
        return found
    }
}
