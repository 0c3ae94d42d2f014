/// A strict RFC 8259 JSON parser that reads UTF-8 bytes straight into a located ``Node``
/// tree.
///
/// What it accepts is exactly RFC 8259: objects, arrays, double-quoted strings with the
/// eight escapes and `\uXXXX` (surrogate pairs decoded into one scalar), numbers in the
/// strict grammar, `true`, `false` and `null`, separated by space, tab, line feed and
/// carriage return. One exception, allowed by RFC 8259 §8.1: a UTF-8 byte order mark at
/// the very start of the file is skipped (its bytes count in offsets, not in columns).
/// Everything else — comments, trailing commas, single quotes, unquoted keys, `NaN`,
/// `Infinity`, leading zeros, a `+` sign, hex numbers, raw control characters in
/// strings, lone surrogate escapes, a second top-level value — ends parsing with one
/// ``LoadError`` located at the offending character.
///
/// The tree it builds:
/// - strings are `Scalar(text, style: .doubleQuoted)`; numbers, `true`, `false` and
///   `null` are `Scalar(text as written, style: .plain)` (the decoder types them);
/// - objects are `.mapping` in written order, arrays are `.sequence`;
/// - every node (keys too) spans from its first character to just after its last:
///   lines and columns are 1-based, columns count Unicode scalars, offsets count bytes.
///
/// Rules reported: `syntax` (malformed JSON), `encoding` (invalid UTF-8 anywhere, or a raw
/// NUL byte), `duplicate-key` (a key repeated in one object; the error points at the
/// second key, with a related location at the first, and its pointer names the key),
/// `limit-exceeded` (nesting deeper than `limits.maxDepth`, where the outermost container
/// is depth 1; more than `limits.maxNodes` nodes, keys included).
///
/// Keys are compared after escapes are decoded, scalar by scalar (RFC 8259 §8.3): `"\u0061"`
/// and `"a"` are the same key; `"é"` and `"e\u0301"` (the same text in two normalization
/// forms) are not.
///
/// ```swift
/// let node = try JSONParser.parse(Array(#"{"id": "settings"}"#.utf8), limits: .default)
/// node["id"]?.scalar?.text   // "settings"
/// node["id"]?.start          // 1:8
/// ```
///
/// - Complexity: one pass, O(n) time in the number of bytes (duplicate-key checks are a
///   linear scan in objects of up to 16 keys and a hash lookup in larger ones), no
///   recursion: containers live on an explicit stack, so 100,000 nested brackets end with
///   a clean `limit-exceeded` error. Memory is the tree plus the open containers.
enum JSONParser {
    /// Parses `bytes` as one JSON document. Throws the first problem found.
    static func parse(_ bytes: [UInt8], limits: Limits) throws(LoadError) -> Node {
        // 1. Skip a leading byte order mark: columns start after it, offsets do not.
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        // 2. Parse over the raw buffer; the reader never keeps the pointer past this call.
        return try bytes.withUnsafeBufferPointer { (buffer) throws(LoadError) -> Node in
            var reader = JSONReader(bytes: buffer, limits: limits, start: start)
            return try reader.parseDocument()
        }
    }

    /// The UTF-8 byte order mark, EF BB BF.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
