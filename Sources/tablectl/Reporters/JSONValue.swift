/// A JSON value with object keys in the order they were written, printed the same way
/// every time: what the SARIF and GitLab reporters build their documents from.
///
/// ```swift
/// let value: JSONValue = .object([("name", .string("tablectl")), ("rules", .array([]))])
/// value.pretty()   // "{\n  \"name\": \"tablectl\",\n  \"rules\": []\n}\n"
/// ```
indirect enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    /// A number written as this JSON number text (the caller checks it is one).
    case number(String)
    case array([JSONValue])
    /// Keys in output order (no sorting, no de-duplication: callers write each key once).
    case object([(String, JSONValue)])

    /// The value pretty-printed with two-space indentation and a final newline. Strings are
    /// escaped as ``JSONReporter/quote(_:)`` does. O(size of the value).
    func pretty() -> String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .string(let text): out += JSONReporter.quote(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .number(let text): out += text
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            let inner = indent + "  "
            out += "["
            for (index, item) in items.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner
                item.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner + JSONReporter.quote(key) + ": "
                value.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }
}
