/// Writes a ``SpecValue`` as pretty JSON (two-space indentation, keys in their order).
///
/// Numbers keep their text when it is a JSON number; other YAML 1.2 core numbers are
/// converted (`0x1F` → `31`, `0o17` → `15`, `+1` → `1`, `.5` → `0.5`, `1.` → `1.0`; see
/// ``jsonNumber(_:)``); infinities and NaN, which JSON cannot hold, are written as strings
/// (`".inf"`). O(size of the value).
package struct SpecJSONWriter {
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
}
