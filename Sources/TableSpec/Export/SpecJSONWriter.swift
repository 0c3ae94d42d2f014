/// Writes a ``SpecValue`` as pretty JSON (two-space indentation, keys in their order).
///
/// Numbers keep their text when it is a JSON number; other YAML 1.2 core numbers are
/// converted (`0x1F` → `31`, `0o17` → `15`, `+1` → `1`, `.5` → `0.5`, `1.` → `1.0`); infinities and NaN,
/// which JSON cannot hold, are written as strings (`".inf"`). O(size of the value).
struct SpecJSONWriter {
    private(set) var text = ""

    mutating func write(_ value: SpecValue, indent: Int) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += Self.jsonNumber(number)
        case .string(let string): text += JSONText.quoted(string)
        case .list(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                pad(indent + 1)
                write(item, indent: indent + 1)
                text += index + 1 < items.count ? ",\n" : "\n"
            }
            pad(indent)
            text += "]"
        case .object(let pairs):
            guard !pairs.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, pair) in pairs.enumerated() {
                pad(indent + 1)
                text += JSONText.quoted(pair.key) + ": "
                write(pair.value, indent: indent + 1)
                text += index + 1 < pairs.count ? ",\n" : "\n"
            }
            pad(indent)
            text += "}"
        }
    }

    private mutating func pad(_ level: Int) {
        text += String(repeating: "  ", count: level)
    }

    /// `text` when it is already a JSON number, else its value in JSON's form.
    static func jsonNumber(_ number: String) -> String {
        if isJSONNumber(number) { return number }
        if case .value(let integer) = CoreNumber.integer(number) { return String(integer) }
        if let double = CoreNumber.double(number), double.isFinite {
            // A float stays a float (`1.` → `1.0`), as YAML and JSON readers type it.
            let text = Height.text(of: double)
            return text.contains(".") || text.contains("e") ? text : text + ".0"
        }
        return JSONText.quoted(number)
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
