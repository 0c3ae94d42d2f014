/// A string of a row template: literal text with `{field}` interpolations, `{{` and `}}`
/// for literal braces. See docs/dynamic.md.
///
/// ```swift
/// let text = try TemplateText(parsing: "contact-{id}")
/// text.fields                                   // ["id"]
/// text.rendered { $0 == "id" ? .string("7") : nil }   // "contact-7"
/// ```
public struct TemplateText: Hashable, Sendable {
    /// A piece of the text.
    public enum Part: Hashable, Sendable {
        /// Text as it is (braces already unescaped).
        case literal(String)
        /// The value of a field.
        case field(String)
    }

    /// The pieces, in order; adjacent literals are joined.
    public var parts: [Part]

    /// The text of `source`, parsed. Throws on a `{` without its `}`, a lone `}`, or a name
    /// that is not a field name (`[A-Za-z_][A-Za-z0-9_]*`). O(length).
    public init(parsing source: String) throws(TemplateTextError) {
        var parts: [Part] = []
        var literal: [UInt8] = []
        let bytes = Array(source.utf8)
        var index = 0
        func flush() {
            guard !literal.isEmpty else { return }
            parts.append(.literal(String(decoding: literal, as: UTF8.self)))
            literal.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
                    literal.append(byte)
                    index += 2
                    continue
                }
                guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                    throw TemplateTextError(offset: index, message: "'{' is not closed; write '{{' for a literal brace")
                }
                let name = bytes[(index + 1)..<close]
                guard Self.isFieldName(name) else {
                    let text = String(decoding: name, as: UTF8.self)
                    throw TemplateTextError(
                        offset: index + 1,
                        message: text.isEmpty ? "'{}' names no field" : "'{\(text)}' is not a field name (letters, digits and '_')")
                }
                flush()
                parts.append(.field(String(decoding: name, as: UTF8.self)))
                index = close + 1
            } else if byte == UInt8(ascii: "}") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") else {
                    throw TemplateTextError(offset: index, message: "'}' closes nothing; write '}}' for a literal brace")
                }
                literal.append(byte)
                index += 2
            } else {
                literal.append(byte)
                index += 1
            }
        }
        flush()
        self.parts = parts
    }

    /// A text with no interpolation.
    public init(literal: String) {
        parts = literal.isEmpty ? [] : [.literal(literal)]
    }

    /// The fields the text interpolates, in order (repeats kept). O(parts).
    public var fields: [String] {
        parts.compactMap { if case .field(let name) = $0 { return name } else { return nil } }
    }

    /// Whether the text interpolates nothing.
    public var isLiteral: Bool { fields.isEmpty }

    /// The text with each field's value (``DataValue/text``), or nil when `value` gives
    /// none for one of them (an absent optional field). O(length of the result).
    public func rendered(_ value: (String) -> DataValue?) -> String? {
        if parts.count == 1, case .literal(let text) = parts[0] { return text }
        var out = ""
        for part in parts {
            switch part {
            case .literal(let text): out += text
            case .field(let name):
                guard let found = value(name) else { return nil }
                out += found.text
            }
        }
        return out
    }

    /// Whether `name` can be a field's, a flag's or a source's name (what `{…}` and a
    /// condition may name): `[A-Za-z_][A-Za-z0-9_]*`. O(length).
    public static func isName(_ name: String) -> Bool {
        isFieldName(Array(name.utf8)[...])
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`. O(length).
    static func isFieldName(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return bytes.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}

/// Why a template string cannot be parsed, and where: `offset` is in UTF-8 bytes from the
/// start of the string.
public struct TemplateTextError: Error, Hashable, Sendable {
    /// Where the problem starts, in UTF-8 bytes from the string's start.
    public var offset: Int
    /// Lower-case, saying what to write instead.
    public var message: String

    /// An error at `offset`.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
