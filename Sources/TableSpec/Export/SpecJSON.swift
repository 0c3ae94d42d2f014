#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a spec value is written as JSON, in every JSON tablectl prints that holds one
/// (export, diff, the Swift export's `metaJSON`): the rules of docs/format.md "Typing". Strings, booleans, null, lists and maps
/// map one to one; numbers keep their text when it is a JSON number and are converted
/// otherwise (`0x1F` → `31`, `0o17` → `15`, `+1` → `1`, `.5` → `0.5`, `1.` → `1.0`, see
/// ``jsonNumber(_:)``); infinities and NaN, which JSON cannot hold, become strings
/// (`".inf"`).
///
/// ```swift
/// JSONValue(SpecValue.object([(key: "n", value: .number("0x1F"))])).text   // "{\n  \"n\": 31\n}"
/// ```
package enum SpecJSON {
    /// `number`, the text of a YAML 1.2 core number, as a JSON number. O(length).
    ///
    /// - A JSON number stays as written; an integer that fits an `Int` is written in
    ///   decimal (`0x1F` → `31`, `0o17` → `15`, `+1` → `1`); a float that fits a `Double`
    ///   as that `Double` (`.5` → `0.5`, `1.` → `1.0`).
    /// - A decimal number too large for a `Double` keeps its digits, spelled as JSON
    ///   spells them (`01.5e400` → `1.5e400`): JSON numbers have no range.
    /// - An octal or hexadecimal integer too large for an `Int` is written as its value
    ///   to a `Double`'s precision (``CoreNumber/double(_:)``), past a `Double`'s range in
    ///   scientific notation (`0x` and 300 `F`s → `1.72184794…e361`).
    /// - Only infinities and NaN, which JSON cannot hold, become strings (`".inf"`).
    ///
    /// So a number under `meta` stays a number when the JSON is read back (found by the
    /// export fuzz target: `01.5e3944…` became a string).
    package static func jsonNumber(_ number: String) -> String {
        numberText(number) ?? JSONText.quoted(number)
    }

    /// `number` as JSON number text by the rules of ``jsonNumber(_:)``; nil for the
    /// infinities and NaN, which JSON cannot hold. O(length).
    static func numberText(_ number: String) -> String? {
        if isJSONNumber(number) { return number }
        if case .value(let integer) = CoreNumber.integer(number) { return String(integer) }
        if let double = CoreNumber.double(number), double.isFinite { return floatText(double) }
        if let spelled = decimalSpelling(number) { return spelled }
        return radixEstimate(number)
    }

    /// `double` as a float, with a point or an exponent (`1.0`, not `1`), as YAML and JSON
    /// readers type it.
    private static func floatText(_ double: Double) -> String {
        let text = Height.text(of: double)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// A decimal core number (`[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`) with
    /// the same digits in JSON's spelling: no `+`, no leading zeros, a digit on both sides
    /// of the point (`+00.e9` → `0.0e9`); the exponent as written. nil for other text.
    static func decimalSpelling(_ text: String) -> String? {
        guard CoreNumber.isCoreFloat(text) else { return nil }
        var rest = Substring(text)
        var spelled = ""
        if rest.first == "-" { spelled = "-" }
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let whole = rest.prefix { $0 != "." && $0 != "e" && $0 != "E" }
        rest = rest.dropFirst(whole.count)
        let significant = whole.drop { $0 == "0" }
        spelled += significant.isEmpty ? "0" : String(significant)
        if rest.first == "." {
            let fraction = rest.dropFirst().prefix { $0 != "e" && $0 != "E" }
            spelled += "." + (fraction.isEmpty ? "0" : String(fraction))
            rest = rest.dropFirst(1 + fraction.count)
        }
        spelled += rest
        return isJSONNumber(spelled) ? spelled : nil
    }

    /// An octal (`0o`) or hexadecimal (`0x`) core integer too large for a `Double` (one
    /// that fits is converted by ``CoreNumber/double(_:)``), in scientific notation: the
    /// value of its first 15 digits times the radix to the power of the rest. nil for
    /// other text. O(length).
    static func radixEstimate(_ text: String) -> String? {
        guard let (radix, digits) = CoreNumber.radixDigits(text) else { return nil }
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        guard significant.count > 15 else { return nil }
        let lead = CoreNumber.value(of: significant.prefix(15), radix: radix)
        let magnitude = log10(lead) + Double(significant.count - 15) * log10(Double(radix))
        let exponent = magnitude.rounded(.down)
        return "\(pow(10, magnitude - exponent))e\(Int(exponent))"
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`. O(length).
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

extension JSONValue {
    /// `value` as JSON, by the rules of ``SpecJSON``: what `export --format json`, the diff's
    /// JSON and every other JSON tablectl prints write for a spec value. O(size of `value`).
    public init(_ value: SpecValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = SpecJSON.numberText(text).map(JSONValue.number) ?? .string(text)
        case .string(let text): self = .string(text)
        case .list(let items): self = .array(items.map(JSONValue.init))
        case .object(let pairs): self = .object(pairs.map { ($0.key, JSONValue($0.value)) })
        }
    }
}
