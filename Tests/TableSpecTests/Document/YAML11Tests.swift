import Testing
@testable import TableSpec

/// What YAML 1.1 tools make of plain scalars (`ambiguous-scalar`).
@Suite("Decoding: YAML 1.1 misreadings")
struct YAML11Tests {
    @Test(arguments: [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False",
        "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ])
    func booleans(text: String) {
        #expect(YAML11.misreading(text) == "a boolean")
    }

    @Test(arguments: [
        "0", "12", "-3", "+7", "0755", "1_000", "0x1F", "0b1010", "-0b1", "0o17", "1:20", "190:20:30", "1:20.5",
        "1.10", "1.", ".5", "-.5", "6.8523015e+5", "1e3", "1E-3", ".inf", "-.Inf", "+.INF", ".nan", ".NaN", "089", "1_",
    ])
    func numbers(text: String) {   // `1_` too: YAML 1.1 allows `_` in any digit run
        #expect(YAML11.misreading(text) == "a number")
    }

    @Test(arguments: ["2024-01-31", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5", "2002-1-9T1:02:03"])
    func dates(text: String) {
        #expect(YAML11.misreading(text) == "a date")
    }

    @Test(arguments: ["~", "null", "Null", "NULL", ""])
    func nulls(text: String) {
        #expect(YAML11.misreading(text) == "null")
    }

    @Test(arguments: [
        "Wi-Fi", "Yesterday", "nope", "ONE", "Off-line", "yes please", "1.2.3", "v1.10", "1:60", "12:345",
        "-", ".", "+", "0x", "0b2", "1e", "1e+", "1.0e3x", "2024-01-31 release", "2024-1-31", "10.0.0.1",
        "tablespec", "-.nan", "1-2", "Notes", "nan", "inf",
    ])
    func stringsStayStrings(text: String) {
        #expect(YAML11.misreading(text) == nil, "\(text) → \(YAML11.misreading(text) ?? "")")
    }
}
