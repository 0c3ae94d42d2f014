/// What YAML 1.1 resolvers (PyYAML, Yams, most code generators) make of a plain scalar that
/// tablectl reads as text in a string field: the `ambiguous-scalar` warning.
///
/// Follows the YAML 1.1 type repository (bool, null, int, float, timestamp), plus YAML 1.2
/// core numbers (`1e3`, `0o17`), which YAML 1.2 tools read as numbers:
/// - booleans `y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF`;
/// - null `~`, `null`, `Null`, `NULL`, empty;
/// - integers `0b1010`, `0755` (octal), `0x1F`, `1_000`, `1:20` (base 60);
/// - floats `1.10`, `.5`, `1.`, `6.8523015e+5`, `1:20.5`, `.inf`, `-.Inf`, `.NaN`;
/// - timestamps `2024-01-31`, `2001-12-14t21:59:43.10-05:00`, `2001-12-14 21:59:43`.
///
/// All checks are O(text length) without allocation; a text whose first byte starts none
/// of these (most titles) is settled by that byte alone.
enum YAML11 {
    /// "a boolean", "a number", "a date", "null", or nil when the text stays a string.
    static func misreading(_ text: String) -> String? {
        guard let first = text.firstUTF8Byte else { return "null" }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            let bytes = Array(text.utf8)
            if isNumber(bytes) || CoreNumber.double(text) != nil { return "a number" }
            return isTimestamp(bytes) ? "a date" : nil
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            // Every null and boolean word has at most 5 bytes: longer words ("Notifications")
            // are settled without hashing them.
            guard text.utf8.count <= 5 else { return nil }
            if text == "~" || text == "null" || text == "Null" || text == "NULL" { return "null" }
            return booleans.contains(text) ? "a boolean" : nil
        case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"),
            UInt8(ascii: "F"), UInt8(ascii: "o"), UInt8(ascii: "O"):
            guard text.utf8.count <= 5 else { return nil }
            return booleans.contains(text) ? "a boolean" : nil
        default:
            return nil
        }
    }

    static let booleans: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
    ]

    // MARK: Numbers

    /// A YAML 1.1 int or float.
    static func isNumber(_ bytes: [UInt8]) -> Bool {
        var body = bytes[...]
        if let sign = body.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { body = body.dropFirst() }
        guard !body.isEmpty else { return false }
        let text = String(decoding: body, as: UTF8.self)
        if [".inf", ".Inf", ".INF"].contains(text) { return true }
        if bytes.count == body.count, [".nan", ".NaN", ".NAN"].contains(text) { return true }
        if body.starts(with: "0b".utf8) { return body.count > 2 && body.dropFirst(2).allSatisfy { $0 == 48 || $0 == 49 || $0 == 95 } }
        if body.starts(with: "0x".utf8) { return body.count > 2 && body.dropFirst(2).allSatisfy { isHex($0) || $0 == 95 } }
        if body.allSatisfy({ isDigit($0) || $0 == 95 }) { return isDigit(body[body.startIndex]) }
        if body.contains(UInt8(ascii: ":")) { return isSexagesimal(body) }
        return isFloat(body)
    }

    /// `([0-9][0-9_]*)?\.[0-9_]*([eE][-+][0-9]+)?` with at least one digit.
    private static func isFloat(_ body: ArraySlice<UInt8>) -> Bool {
        var i = body.startIndex
        var digits = 0
        while i < body.endIndex, isDigit(body[i]) || body[i] == 95 { if isDigit(body[i]) { digits += 1 }; i += 1 }
        guard i < body.endIndex, body[i] == UInt8(ascii: ".") else { return false }
        i += 1
        while i < body.endIndex, isDigit(body[i]) || body[i] == 95 { if isDigit(body[i]) { digits += 1 }; i += 1 }
        guard digits > 0 else { return false }
        if i == body.endIndex { return true }
        guard body[i] == UInt8(ascii: "e") || body[i] == UInt8(ascii: "E") else { return false }
        i += 1
        guard i < body.endIndex, body[i] == UInt8(ascii: "-") || body[i] == UInt8(ascii: "+") else { return false }
        i += 1
        return i < body.endIndex && body[i...].allSatisfy(isDigit)
    }

    /// `[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?` (base-60 int or float).
    private static func isSexagesimal(_ body: ArraySlice<UInt8>) -> Bool {
        var parts = body.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        guard parts.count >= 2, let head = parts.first, let lead = head.first, isDigit(lead),
            head.allSatisfy({ isDigit($0) || $0 == 95 }), var last = parts.popLast()
        else { return false }
        if let dot = last.firstIndex(of: UInt8(ascii: ".")) {
            guard last[(dot + 1)...].allSatisfy({ isDigit($0) || $0 == 95 }) else { return false }
            last = last[..<dot]
        }
        for part in parts.dropFirst() + [last] {
            guard (1...2).contains(part.count), part.allSatisfy(isDigit) else { return false }
            if part.count == 2, part[part.startIndex] > UInt8(ascii: "5") { return false }
        }
        return true
    }

    // MARK: Timestamps

    /// `YYYY-MM-DD`, or `YYYY-M-D` followed by `T`, `t` or spaces and `H:MM…`.
    static func isTimestamp(_ bytes: [UInt8]) -> Bool {
        var i = 0
        func digits(_ range: ClosedRange<Int>) -> Int? {
            var count = 0
            while i < bytes.count, isDigit(bytes[i]), count < range.upperBound { i += 1; count += 1 }
            return range.contains(count) ? count : nil
        }
        guard digits(4...4) != nil, i < bytes.count, bytes[i] == UInt8(ascii: "-") else { return false }
        i += 1
        guard let month = digits(1...2), i < bytes.count, bytes[i] == UInt8(ascii: "-") else { return false }
        i += 1
        guard let day = digits(1...2) else { return false }
        if i == bytes.count { return month == 2 && day == 2 }
        guard bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") || bytes[i] == 0x20 || bytes[i] == 0x09
        else { return false }
        while i < bytes.count, bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") || bytes[i] == 0x20 || bytes[i] == 0x09 {
            i += 1
        }
        guard digits(1...2) != nil, i + 2 < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
        return isDigit(bytes[i + 1]) && isDigit(bytes[i + 2])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private static func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
    }
}
