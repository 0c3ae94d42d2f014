import Testing
import TableSpecTestSupport
@testable import TableSpec

/// YAML 1.2 core-schema numbers, and the line diff used to show model mismatches.
@Suite("Decoding: core numbers")
struct CoreNumberTests {
    @Test(arguments: [
        ("0", CoreNumber.IntegerResult.value(0)), ("-12", .value(-12)), ("+12", .value(12)), ("0o777", .value(511)),
        ("0xff", .value(255)), ("0xFF", .value(255)), ("007", .value(7)),
        ("999999999999999999", .value(999_999_999_999_999_999)), ("-000000000000000001", .value(-1)),
        ("9223372036854775807", .value(.max)), ("-9223372036854775808", .value(.min)),
        ("9223372036854775808", .outOfRange), ("0x8000000000000000", .outOfRange),
        ("", .notInteger), ("-", .notInteger), ("0o8", .notInteger), ("0x", .notInteger), ("0xg", .notInteger),
        ("1.0", .notInteger), ("1_000", .notInteger), (" 1", .notInteger), ("-0x1", .notInteger), ("0b1", .notInteger),
    ])
    func integers(text: String, expected: CoreNumber.IntegerResult) {
        #expect(CoreNumber.integer(text) == expected)
    }

    @Test(arguments: ["1.", ".5", "-1.5e+3", "+.5E-2", "6.02e23", "1e5", "007.5"])
    func floats(text: String) {
        #expect(CoreNumber.isCoreFloat(text))
        #expect(CoreNumber.double(text) != nil)
    }

    @Test(arguments: [".", "e5", "1e", "1.5.5", "1e+", "inf", "nan", "0x1p3", "1,5", "+", ".e1", "Infinity"])
    func notFloats(text: String) {
        #expect(CoreNumber.double(text) == nil)
    }

    /// Integers past an `Int` are still numbers: their nearest `Double`, or an infinity.
    /// (`Double` reads decimal and `0x` text but not `0o`, so octal ones were not numbers
    /// at all, and `meta` kept them as strings; found through the export fuzz target.)
    @Test func integersPastAnIntAreDoubles() throws {
        #expect(CoreNumber.double("9223372036854775808") == 9.223372036854775808e18)
        #expect(CoreNumber.double("0x10000000000000000") == 18_446_744_073_709_551_616)
        #expect(CoreNumber.double("0o1000000000000000000000") == 9.223372036854775808e18)
        #expect(CoreNumber.double("0o" + String(repeating: "7", count: 400)) == .infinity)
    }

    @Test func specialFloats() {
        #expect(CoreNumber.double(".inf") == .infinity)
        #expect(CoreNumber.double("+.INF") == .infinity)
        #expect(CoreNumber.double("-.Inf") == -.infinity)
        #expect(CoreNumber.double(".NaN")?.isNaN == true)
        #expect(CoreNumber.double(".nAn") == nil)
    }

    @Test func lineDiffShowsOnlyWhatDiffers() {
        let diff = LineDiff.diff(expected: "a\nb\nc\nd\ne\nf\ng", actual: "a\nb\nc\nX\ne\nf\ng", context: 1)
        #expect(diff == "--- expected\n+++ actual\n  c\n- d\n+ X\n  e\n")
        #expect(LineDiff.diff(expected: "same", actual: "same") == "")
        #expect(LineDiff.diff(expected: Row(id: "a", title: "A"), actual: Row(id: "a", title: "B")).contains("-   - title: \"A\"\n+   - title: \"B\""))
    }
}
