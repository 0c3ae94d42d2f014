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
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// The value on one line, without spaces (a JSON-RPC message body). O(size of the value).
    public var compactText: String {
        var out: [UInt8] = []
        write(to: &out, indent: nil)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the value as UTF-8 bytes (one buffer for the whole document: no string is
    /// made per value); `indent` is the nesting depth, nil writes it compactly.
    private func write(to out: inout [UInt8], indent: Int?) {
        switch self {
        case .string(let text): JSONText.appendQuoted(text, to: &out)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .array(let items):
            guard !items.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent.map { $0 + 1 })
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            Self.newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            guard !fields.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, indent.map { $0 + 1 })
                JSONText.appendQuoted(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(0x20) }
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            Self.newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and two spaces per level, when pretty-printing (`indent` not nil).
    private static func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    }
}
