import Testing
@testable import TableSpec

/// How the JSON (and Swift) exports write numbers under `meta` (``SpecJSON/jsonNumber(_:)``):
/// always as JSON numbers, except infinities and NaN.
@Suite struct SpecJSONNumberTests {
    @Test(arguments: [
        ("12", "12"), ("-0", "-0"), ("1e-3", "1e-3"), ("+1", "1"), ("0x1F", "31"), ("0o17", "15"),
        (".5", "0.5"), ("1.", "1.0"), ("+1.5e3", "1500.0"), ("0x1000000000000000000", "4.722366482869645e+21"),
    ])
    func numbersThatFitAreConvertedAsBefore(_ written: String, _ json: String) {
        #expect(SpecJSON.jsonNumber(written) == json)
    }

    /// Found by the export fuzz target (Fixtures/Regressions/export): a decimal number too
    /// large for a `Double` was written as a string, so the JSON read back to another table.
    @Test(arguments: [
        ("01.5e400", "1.5e400"), ("+1e999", "1e999"), ("-00.5e9999", "-0.5e9999"), ("1.e400", "1.0e400"), (".5E+400", "0.5E+400"),
        ("+" + String(repeating: "9", count: 400), String(repeating: "9", count: 400)),
    ])
    func decimalNumbersTooLargeForADoubleKeepTheirDigits(_ written: String, _ json: String) {
        #expect(SpecJSON.jsonNumber(written) == json)
    }

    @Test func octalAndHexadecimalIntegersTooLargeStayNumbers() throws {
        // Past an Int, within a Double: its value (octal was a string before, as `Double`
        // does not read `0o`).
        let octal = SpecJSON.jsonNumber("0o" + String(repeating: "7", count: 30))
        #expect(SpecJSON.isJSONNumber(octal))
        let value = try #require(Double(octal))
        #expect(abs(value / 1.2379400392853803e27 - 1) < 1e-12)   // 8^30
        // Past a Double: scientific notation, mantissa and exponent right.
        let hex = SpecJSON.jsonNumber("0x" + String(repeating: "F", count: 300))
        #expect(SpecJSON.isJSONNumber(hex))
        #expect(hex.hasPrefix("1.72184794") && hex.hasSuffix("e361"), "\(hex)")   // 16^300 = 10^361.236
        let long = SpecJSON.jsonNumber("0o1" + String(repeating: "0", count: 100_000))
        #expect(long.hasPrefix("9.9700") && long.hasSuffix("e90308"), "\(long)")   // 8^100000 = 10^90308.9987
    }

    @Test(arguments: [".inf", "-.Inf", ".NaN"])
    func infinitiesAndNaNAreStrings(_ written: String) {
        #expect(SpecJSON.jsonNumber(written) == "\"\(written)\"")
    }

    /// Every number the core schema allows reads back from the JSON export as a number.
    @Test func metaNumbersReadBackAsNumbers() throws {
        let numbers = ["01.5e400", "0o" + String(repeating: "7", count: 400), "0x" + String(repeating: "a", count: 30), "+.5"]
        let meta = numbers.enumerated().map { "          n\($0.offset): \($0.element)" }.joined(separator: "\n")
        let spec = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - id: r\n        title: T\n        meta:\n\(meta)\n"
        let table = try #require(SpecChecker.check(SourceFile(path: "n.yaml", text: spec)).table)
        let json = try JSONExporter.export(table, options: ExportOptions())
        let reread = try #require(SpecChecker.check(SourceFile(path: "n.json", text: json)).table)
        guard case .object(let pairs)? = reread.sections.first?.rows.first?.meta else {
            Issue.record("no meta in \(json)")
            return
        }
        #expect(pairs.count == numbers.count)
        for pair in pairs {
            guard case .number = pair.value else {
                Issue.record("\(pair.key) reads back as \(pair.value)")
                continue
            }
        }
    }
}
