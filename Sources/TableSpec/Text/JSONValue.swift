/// A JSON value with object keys in the order they were written, printed the same way
/// every time: the JSON writer of export, diff and the SARIF and GitLab reports. A spec
/// value becomes one with ``init(_:)`` (in Export), which applies the number rules of
/// docs/format.md "Typing". (The JSON report and baseline files, which hold no spec values,
/// are written line by line for speed, their strings through ``JSONText``.)
///
/// ```swift
/// let value: JSONValue = .object([("name", .string("tablectl")), ("rules", .array([]))])
/// value.pretty()   // "{\n  \"name\": \"tablectl\",\n  \"rules\": []\n}\n"
/// ```
public indirect enum JSONValue: Sendable {
    /// A string, written as ``JSONText/quoted(_:)`` quotes it.
    case string(String)
    /// An integer, in decimal.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// A number written as this JSON number text (the caller checks it is one).
    case number(String)
    /// An array; `[]` when empty, else one item per line.
    case array([JSONValue])
    /// An object; keys in output order (no sorting, no de-duplication: callers write each
    /// key once).
    case object([(String, JSONValue)])

    /// The value pretty-printed with two-space indentation and a final newline. Strings are
    /// escaped as ``JSONText/quoted(_:)`` does. O(size of the value).
    public func pretty() -> String {
        text + "\n"
    }

    /// The value pretty-printed as ``pretty()`` prints it, without the final newline.
    /// O(size of the value).
    public var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out
    }

    /// The value on one line, without spaces (a JSON-RPC message body). O(size of the value).
    public var compactText: String {
        var out = ""
        write(to: &out, indent: nil)
        return out
    }

    /// Writes the value; `indent` nil writes it compactly.
    private func write(to out: inout String, indent: String?) {
        switch self {
        case .string(let text): out += JSONText.quoted(text)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .number(let text): out += text
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            guard let indent else {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += "," }
                    item.write(to: &out, indent: nil)
                }
                out += "]"
                return
            }
            let inner = indent + "  "
            out += "["
            for (index, item) in items.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner
                item.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            guard let indent else {
                out += "{"
                for (index, (key, value)) in fields.enumerated() {
                    out += (index == 0 ? "" : ",") + JSONText.quoted(key) + ":"
                    value.write(to: &out, indent: nil)
                }
                out += "}"
                return
            }
            let inner = indent + "  "
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + inner + JSONText.quoted(key) + ": "
                value.write(to: &out, indent: inner)
            }
            out += "\n" + indent + "}"
        }
    }
}
