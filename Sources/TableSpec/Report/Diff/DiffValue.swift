
/// How diff formats show the values of a ``FieldChange``.
enum DiffValue {
    /// `value` on one line, JSON-like: `"Wi-Fi"`, `44`, `true`, `["a", "b"]`,
    /// `{"navigate": "wifi"}`; `(none)` when absent. Strings are quoted with `"` and `\`
    /// escaped; everything else is left as is, so pass the text through ``TerminalText`` (which
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
}
