import TableSpec

/// How diff formats show the values of a ``FieldChange``.
enum DiffValue {
    /// `value` on one line, JSON-like: `"Wi-Fi"`, `44`, `true`, `["a", "b"]`,
    /// `{"navigate": "wifi"}`; `(none)` when absent. Strings are quoted with `"` and `\`
    /// escaped; everything else is left as is, so pass the text through ``SafeText`` (which
    /// shows a line break as `\n` and ESC as `\u{1b}`) before printing. O(size of the value).
    static func inline(_ value: SpecValue?) -> String {
        guard let value else { return "(none)" }
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: SpecValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): out += quoted(text)
        case .list(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                write(item, to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += ", " }
                out += quoted(pair.key) + ": "
                write(pair.value, to: &out)
            }
            out += "}"
        }
    }

    /// `text` in double quotes, with `"` and `\` escaped by a backslash.
    private static func quoted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" }) else { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(scalar)
        }
        return out + "\""
    }

    /// `value` as a JSON value: `null` when absent, numbers as JSON numbers (YAML's `0x1F`,
    /// `0o17`, `+1`, `.5` converted; `.inf` and `.nan`, which JSON cannot hold, as strings).
    /// O(size of the value).
    static func json(_ value: SpecValue?) -> JSONValue {
        guard let value else { return .null }
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return number(text)
        case .string(let text): return .string(text)
        case .list(let items): return .array(items.map { json($0) })
        case .object(let pairs): return .object(pairs.map { ($0.key, json($0.value)) })
        }
    }

    /// A YAML 1.2 core number's text as a JSON value.
    static func number(_ text: String) -> JSONValue {
        if isJSONNumber(text) { return .number(text) }
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        let radix = body.hasPrefix("0x") ? 16 : body.hasPrefix("0o") ? 8 : 0
        if radix != 0, let value = Int(body.dropFirst(2), radix: radix) {
            return .number(String(negative ? -value : value))
        }
        if let value = Double(text), value.isFinite {
            let written = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            if isJSONNumber(written) { return .number(written) }
        }
        return .string(text)
    }

    /// Whether `text` is an RFC 8259 number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
