/// Reading a template's values back out of a string it rendered: what the generated `Route`
/// and `Event` do with a target such as `contact-7`, so an app switches over
/// `.contact(id: "7")` instead of parsing strings.
///
/// ```swift
/// let text = try TemplateText(parsing: "contact-{id}")
/// text.match("contact-7")    // ["id": "7"]
/// text.match("settings")     // nil
/// ```
extension TemplateText {
    /// A text of `parts` as they are (for generated code, which writes a template's parts
    /// out rather than parsing it at run time).
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The value of each field such that rendering the text with them gives `string`
    /// exactly, or nil when no values do. A field written twice must take one value. When
    /// several splits fit (two fields side by side, or a literal that also occurs inside a
    /// value), the one whose first fields are shortest wins; each value is the field's
    /// ``DataValue/text``, so an `int` field's must still be read as a number by the caller.
    ///
    /// Cost: O(length of `string`) for a text with at most one field before each literal and
    /// a literal between any two fields (what templates are); O(length^k) at worst for k
    /// fields side by side.
    public func match(_ string: String) -> [String: String]? {
        let bytes = Array(string.utf8)
        let pieces: [Piece] = parts.map {
            switch $0 {
            case .literal(let text): return .literal(Array(text.utf8))
            case .field(let name): return .field(name)
            }
        }
        var values: [String: ArraySlice<UInt8>] = [:]
        guard Self.match(pieces[...], bytes, from: 0, &values) else { return nil }
        return values.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    private enum Piece {
        case literal([UInt8])
        case field(String)
    }

    /// Whether `pieces` match `bytes[position...]` exactly, recording each field's value.
    private static func match(
        _ pieces: ArraySlice<Piece>, _ bytes: [UInt8], from position: Int, _ values: inout [String: ArraySlice<UInt8>]
    ) -> Bool {
        guard let piece = pieces.first else { return position == bytes.count }
        let rest = pieces.dropFirst()
        switch piece {
        case .literal(let literal):
            guard hasPrefix(bytes, literal, at: position) else { return false }
            return match(rest, bytes, from: position + literal.count, &values)
        case .field(let name):
            if let known = values[name] {
                guard hasPrefix(bytes, Array(known), at: position) else { return false }
                return match(rest, bytes, from: position + known.count, &values)
            }
            // 1. The last piece takes what is left.
            if rest.isEmpty {
                values[name] = bytes[position...]
                return true
            }
            // 2. Otherwise the shortest value after which the rest matches; when a literal
            //    follows, only the places where it occurs are tried.
            let before = values
            var end = position
            while end <= bytes.count {
                if case .literal(let next)? = rest.first, !hasPrefix(bytes, next, at: end) {
                    end += 1
                    continue
                }
                values[name] = bytes[position..<end]
                if match(rest, bytes, from: end, &values) { return true }
                values = before   // what the failed try recorded deeper goes too
                end += 1
            }
            return false
        }
    }

    private static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at position: Int) -> Bool {
        guard position + prefix.count <= bytes.count else { return false }
        return bytes[position..<(position + prefix.count)].elementsEqual(prefix)
    }
}
