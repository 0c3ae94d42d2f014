/// Reads an old-style `.strings` file (`"key" = "value";`) as Xcode, `genstrings` and
/// `plutil` write and read it: `/* … */` and `//` comments, quoted (`"` or `'`) or unquoted
/// (letters, digits, `_ $ / : . -`) keys and values, `"key";` for a value equal to its key,
/// the escapes `\" \\ \n \t \r \a \b \f \v`, `\U1234` and `\u1234` (1–4 hex digits, a
/// surrogate pair as two) and octal `\101`; any other escaped character stands for itself.
/// UTF-8 (with or without a byte order mark) or UTF-16 (little or big endian, with a BOM,
/// as Xcode long wrote them, or without one when the first character is ASCII).
///
/// A key written twice keeps its last value, as `plutil` and `Bundle` read the file (a
/// dictionary set in file order). The comment just before a pair is its comment.
/// Throws one ``LoadError`` (`syntax`) located in the file (line, column in characters,
/// byte offset in the file) for the first problem. O(bytes).
public enum StringsFileReader {
    /// The pairs of `source`, in file order (a repeated key once, where first written, with
    /// its last value), and the encoding additions must be written in.
    public static func read(_ source: SourceFile) throws(LoadError) -> StringsFile {
        let (encoding, text) = try StringsText.decode(source.bytes)
        var parser = Parser(text: text)
        var file = StringsFile(pairs: [], encoding: encoding, isEmpty: text.scalars.isEmpty, endsWithLineBreak: text.scalars.last == "\n")
        var index: [String: Int] = [:]
        while let pair = try parser.next() {
            if let known = index[pair.key] {
                file.pairs[known].value = pair.value
                file.pairs[known].comment = pair.comment ?? file.pairs[known].comment
            } else {
                index[pair.key] = file.pairs.count
                file.pairs.append(pair)
            }
        }
        return file
    }

    /// The scanner: a position in the decoded characters, with the line and column it is at.
    private struct Parser: StringsScanner {
        let text: StringsText
        var cursor: StringsCursor

        init(text: StringsText) {
            self.text = text
            cursor = StringsCursor(offset: text.start)
        }

        func fail(_ message: String, at mark: Mark, hint: String? = nil) -> LoadError {
            LoadError(rule: .syntax, message: message, span: Span(at: mark), hint: hint)
        }

        /// The next pair, or nil at the end of the file.
        mutating func next() throws(LoadError) -> StringsFile.Pair? {
            let comment = try skipBlanks()
            guard current != nil else { return nil }
            let start = mark
            let key = try string(what: "a key")
            let keySpan = Span(start: start, end: mark)
            _ = try skipBlanks()
            var value = key
            let hasValue = current == "="
            if hasValue {
                advance()
                _ = try skipBlanks()
                value = try string(what: "the value of '\(key)'")
                _ = try skipBlanks()
            }
            guard current == ";" else {
                throw fail(
                    "expected ';' after \(hasValue ? "the value of '\(key)'" : "'\(key)'"), found \(Self.describe(current))",
                    at: mark, hint: "write each pair as \"key\" = \"value\";")
            }
            advance()
            return StringsFile.Pair(key: key, value: value, comment: comment, span: keySpan)
        }

        /// Skips white space and comments; the text of the last comment skipped, trimmed.
        mutating func skipBlanks() throws(LoadError) -> String? {
            var comment: String?
            while let scalar = current {
                if scalar.properties.isWhitespace { advance(); continue }
                guard scalar == "/", position + 1 < text.scalars.count else { break }
                let second = text.scalars[position + 1]
                guard second == "*" || second == "/" else { break }
                let start = mark
                advance(); advance()
                var body = String.UnicodeScalarView()
                if second == "/" {
                    while let c = current, c != "\n" { body.append(c); advance() }
                } else {
                    while true {
                        guard let c = current else {
                            throw fail("unterminated comment; close it with */", at: start)
                        }
                        if c == "*", position + 1 < text.scalars.count, text.scalars[position + 1] == "/" {
                            advance(); advance()
                            break
                        }
                        body.append(c)
                        advance()
                    }
                }
                comment = String(body).trimmingBlanks
            }
            return comment
        }

        /// A quoted or unquoted string.
        mutating func string(what: String) throws(LoadError) -> String {
            guard let quote = current else { throw fail("expected \(what), found the end of the file", at: mark) }
            guard quote == "\"" || quote == "'" else {
                var out = String.UnicodeScalarView()
                while let c = current, Self.isUnquoted(c) { out.append(c); advance() }
                guard !out.isEmpty else {
                    throw fail("expected \(what), found \(Self.describe(current))", at: mark, hint: "quote keys and values: \"key\" = \"value\";")
                }
                return String(out)
            }
            let start = mark
            advance()
            var out = String.UnicodeScalarView()
            var high: (UInt32, Mark)?
            while true {
                guard let c = current else { throw fail("unterminated string; close it with \(quote)", at: start) }
                if c == quote { break }
                let at = mark
                advance()
                guard c == "\\" else {
                    if let (_, where_) = high { throw fail("half of a surrogate pair; write both halves (\\UD83D\\UDE00)", at: where_) }
                    out.append(c)
                    continue
                }
                guard let e = current else { throw fail("unterminated string; close it with \(quote)", at: start) }
                var code: UInt32
                switch e {
                case "U", "u":
                    advance()
                    code = 0
                    var digits = 0
                    while digits < 4, let d = current, let v = Self.hex(d) {
                        code = code * 16 + v; digits += 1; advance()
                    }
                    guard digits > 0 else { throw fail("\\\(e) must be followed by 1 to 4 hex digits", at: at) }
                case "0"..."7":
                    code = 0
                    var digits = 0
                    while digits < 3, let d = current, ("0"..."7").contains(d) {
                        code = code * 8 + (d.value - 48); digits += 1; advance()
                    }
                default:
                    advance()
                    let named: [Unicode.Scalar: UInt32] = ["n": 10, "t": 9, "r": 13, "a": 7, "b": 8, "f": 12, "v": 11]
                    code = named[e] ?? e.value
                }
                if let (first, where_) = high {
                    guard (0xDC00...0xDFFF).contains(code), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (code - 0xDC00)) else {
                        throw fail("half of a surrogate pair; write both halves (\\UD83D\\UDE00)", at: where_)
                    }
                    out.append(scalar)
                    high = nil
                } else if (0xD800...0xDBFF).contains(code) {
                    high = (code, at)
                } else if let scalar = Unicode.Scalar(code) {
                    out.append(scalar)
                } else {
                    throw fail("half of a surrogate pair; write both halves (\\UD83D\\UDE00)", at: at)
                }
            }
            if let (_, where_) = high { throw fail("half of a surrogate pair; write both halves (\\UD83D\\UDE00)", at: where_) }
            advance()
            return String(out)
        }

        static func hex(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar {
            case "0"..."9": scalar.value - 48
            case "a"..."f": scalar.value - 87
            case "A"..."F": scalar.value - 55
            default: nil
            }
        }

        /// The characters an unquoted string may hold, as the old-style plist parser allows.
        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
            default: false
            }
        }

        static func describe(_ scalar: Unicode.Scalar?) -> String {
            guard let scalar else { return "the end of the file" }
            return scalar == "\n" ? "the end of the line" : "'\(Character(scalar))'"
        }
    }
}

/// A `.strings` file as read: its pairs and how it is encoded.
public struct StringsFile: Sendable {
    /// One `"key" = "value";`.
    public struct Pair: Sendable {
        /// The key, escapes resolved.
        public var key: String
        /// The value, escapes resolved.
        public var value: String
        /// The comment just before the pair, trimmed.
        public var comment: String?
        /// Where the key was written.
        public var span: Span
    }

    /// The pairs in file order, each key once.
    public var pairs: [Pair]
    /// How the file is encoded.
    public var encoding: StringsText.Encoding
    /// Whether the file has no character (a byte order mark at most).
    public var isEmpty: Bool
    /// Whether the file's last character is a line break (so an addition needs none first).
    public var endsWithLineBreak: Bool
}

extension String {
    /// Without leading and trailing white space. O(length).
    fileprivate var trimmingBlanks: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
