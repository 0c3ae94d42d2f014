/// YAML 1.2 core-schema numbers, read from a plain scalar's text.
///
/// - Integers: `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
/// - Floats: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?(.inf|.Inf|.INF)`,
///   `.nan|.NaN|.NAN`.
///
/// JSON numbers are a subset. Everything is O(length of the text) and allocation-free
/// except the final conversion.
enum CoreNumber {
    /// The result of reading an integer.
    enum IntegerResult: Equatable {
        case value(Int)
        /// The text is a core integer, but does not fit in an `Int`.
        case outOfRange
        case notInteger
    }

    /// Reads a core-schema integer.
    static func integer(_ text: String) -> IntegerResult {
        if let value = text.utf8.withContiguousStorageIfAvailable(shortDecimal) ?? nil { return .value(value) }
        if let (radix, digits) = radixDigits(text) {
            return Int(Substring(digits), radix: radix).map(IntegerResult.value) ?? .outOfRange
        }
        let bytes = text.utf8
        var rest = bytes[...]
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty, rest.allSatisfy(isDigit) else { return .notInteger }
        return Int(text).map(IntegerResult.value) ?? .outOfRange
    }

    /// Reads a core-schema integer or float as a `Double` (nil when the text is neither).
    /// An integer too large for an `Int` gives its nearest `Double` (or an infinity).
    static func double(_ text: String) -> Double? {
        switch integer(text) {
        case .value(let value): return Double(value)
        case .outOfRange:
            // `Double` reads decimal and `0x` text, not `0o`.
            guard let (radix, digits) = radixDigits(text), radix == 8 else { return Double(text) }
            return value(of: digits, radix: radix)
        case .notInteger: break
        }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        guard isCoreFloat(text) else { return nil }
        return Double(text)
    }

    /// Whether `text` matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    static func isCoreFloat(_ text: String) -> Bool {
        var rest = text.utf8[...]
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            rest = rest.dropFirst()
        }
        // 1. The mantissa: digits with an optional fraction, or a fraction alone.
        let integerDigits = rest.prefix(while: isDigit).count
        rest = rest.dropFirst(integerDigits)
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let fractionDigits = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fractionDigits)
            if integerDigits == 0, fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        // 2. The optional exponent.
        if let e = rest.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if let sign = rest.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                rest = rest.dropFirst()
            }
            let exponentDigits = rest.prefix(while: isDigit).count
            if exponentDigits == 0 { return false }
            rest = rest.dropFirst(exponentDigits)
        }
        return rest.isEmpty
    }

    /// `[-+]?[0-9]{1,18}` (too short to overflow), read directly; nil for anything else,
    /// which the general path then reads. Heights, indentations and `meta` numbers are
    /// nearly all of this form, and `Int(_:)` on a `String` costs a few hundred instructions.
    private static func shortDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative || bytes.first == UInt8(ascii: "+") { i = 1 }
        guard bytes.count > i, bytes.count - i <= 18 else { return nil }
        var value = 0
        while i < bytes.count {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            i += 1
        }
        return negative ? -value : value
    }

    /// The radix and the digits of `0o[0-7]+` or `0x[0-9a-fA-F]+`; nil for other text.
    /// O(length).
    static func radixDigits(_ text: String) -> (radix: Int, digits: Substring.UTF8View)? {
        let bytes = text.utf8
        guard bytes.count > 2 else { return nil }
        let digits = Substring(text).utf8.dropFirst(2)
        if bytes.starts(with: "0o".utf8) {
            return digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }) ? (8, digits) : nil
        }
        if bytes.starts(with: "0x".utf8) {
            return digits.allSatisfy(isHexDigit) ? (16, digits) : nil
        }
        return nil
    }

    /// The value of `digits` (as ``radixDigits(_:)`` gives them) in `radix`, to a
    /// `Double`'s precision (an infinity past its range). O(count).
    static func value(of digits: some Sequence<UInt8>, radix: Int) -> Double {
        digits.reduce(0.0) { $0 * Double(radix) + Double(digitValue($1)) }
    }

    /// The value of a digit ``radixDigits(_:)`` accepted (`0`–`9`, `a`–`f`, `A`–`F`).
    private static func digitValue(_ byte: UInt8) -> Int {
        if isDigit(byte) { return Int(byte &- UInt8(ascii: "0")) }
        return Int((byte | 0x20) &- UInt8(ascii: "a")) + 10
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
