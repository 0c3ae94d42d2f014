/// Reads a `.stringsdict` file (an XML property list, as Xcode writes it beside a
/// `.strings` file) into each key's plural forms:
///
/// ```xml
/// <key>%lld Devices</key>
/// <dict>
///     <key>NSStringLocalizedFormatKey</key> <string>%#@devices@</string>
///     <key>devices</key>
///     <dict>
///         <key>NSStringFormatSpecTypeKey</key> <string>NSStringPluralRuleType</string>
///         <key>NSStringFormatValueTypeKey</key> <string>lld</string>
///         <key>one</key> <string>%lld Gerät</string>
///         <key>other</key> <string>%lld Geräte</string>
///     </dict>
/// </dict>
/// ```
///
/// Each case of a variable is the format key with `%#@devices@` replaced by the case's text
/// (`plural.one` = `%lld Gerät`; with several variables `substitutions.VAR.plural.CASE`,
/// the other variables written as their value type, `%lld`), the shape the String
/// Catalog reader gives plural variations, so the same checks apply. XML's
/// `<?xml?>`, `<!DOCTYPE>`, comments and the five named and numeric character references
/// are read; elements other than `dict`, `key`, `string` (and `plist`) are skipped.
/// Throws one located ``LoadError`` (`syntax`) for the first problem. O(bytes).
public enum StringsDictReader {
    /// One key of the file: its forms, and where the key was written.
    public struct Entry: Sendable {
        public var key: String
        public var forms: [String: String]
        public var span: Span
    }

    /// The keys of `source` in file order.
    public static func read(_ source: SourceFile) throws(LoadError) -> [Entry] {
        var parser = XMLScanner(text: try StringsText.decode(source.bytes).1)
        let root = try parser.document()
        guard case .dict(let keys) = root.value else {
            throw LoadError(rule: .syntax, message: "a .stringsdict must hold one <dict>, not <\(root.name)>", span: root.span)
        }
        var entries: [Entry] = []
        for (key, span, node) in keys {
            guard case .dict(let fields) = node.value else {
                throw LoadError(rule: .syntax, message: "the value of '\(key)' must be a <dict>, not <\(node.name)>", span: node.span)
            }
            guard let format = fields.first(where: { $0.0 == "NSStringLocalizedFormatKey" }), case .string(let text) = format.2.value else {
                throw LoadError(
                    rule: .syntax, message: "'\(key)' has no NSStringLocalizedFormatKey string", span: node.span,
                    hint: "add <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>")
            }
            var variables: [(name: String, cases: [(String, String)], type: String)] = []
            for (name, _, value) in fields where name != "NSStringLocalizedFormatKey" {
                guard case .dict(let rule) = value.value else { continue }
                var type = "@"
                var cases: [(String, String)] = []
                for (field, _, value) in rule {
                    guard case .string(let string) = value.value else { continue }
                    switch field {
                    case "NSStringFormatSpecTypeKey": continue
                    case "NSStringFormatValueTypeKey": type = string
                    default: cases.append((field, string))
                    }
                }
                variables.append((name, cases, type))
            }
            var forms: [String: String] = [:]
            for variable in variables {
                var others = text
                for other in variables where other.name != variable.name {
                    others = others.replacing("%#@\(other.name)@", with: "%" + other.type)
                }
                for (name, value) in variable.cases {
                    let form = variables.count == 1 ? "plural.\(name)" : "substitutions.\(variable.name).plural.\(name)"
                    forms[form] = others.replacing("%#@\(variable.name)@", with: value)
                }
            }
            if variables.isEmpty { forms[""] = text }
            entries.append(Entry(key: key, forms: forms, span: span))
        }
        return entries
    }
}

/// A property-list value as the reader needs it: a dict (its keys in order), a string, or
/// another element (by name).
private struct PlistNode {
    enum Value {
        case dict([(String, Span, PlistNode)])
        case string(String)
        case other
    }

    var name: String
    var value: Value
    var span: Span
}

/// The scanner of an XML property list over decoded characters, with line and column.
private struct XMLScanner: StringsScanner {
    let text: StringsText
    var cursor: StringsCursor
    /// The deepest nesting read, so no input can exhaust the stack.
    static let maxDepth = 64

    init(text: StringsText) {
        self.text = text
        cursor = StringsCursor(offset: text.start)
    }

    func fail(_ message: String, at mark: Mark) -> LoadError {
        LoadError(rule: .syntax, message: message, span: Span(at: mark), hint: "write the file as Xcode does: an XML property list")
    }

    func looking(at literal: String) -> Bool {
        var index = position
        for scalar in literal.unicodeScalars {
            guard index < text.scalars.count, text.scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    mutating func skip(past literal: String, from start: Mark) throws(LoadError) {
        while !looking(at: literal) {
            guard current != nil else { throw fail("unterminated markup; close it with \(literal)", at: start) }
            advance()
        }
        for _ in literal.unicodeScalars { advance() }
    }

    /// Skips white space, `<?…?>`, `<!--…-->` and `<!DOCTYPE…>`.
    mutating func skipMisc() throws(LoadError) {
        while let scalar = current {
            if scalar.properties.isWhitespace { advance(); continue }
            let start = mark
            if looking(at: "<?") { try skip(past: "?>", from: start) } else if looking(at: "<!--") {
                try skip(past: "-->", from: start)
            } else if looking(at: "<!") { try skip(past: ">", from: start) } else { return }
        }
    }

    /// The `<plist>` element's value (or the top element when there is no `<plist>`).
    mutating func document() throws(LoadError) -> PlistNode {
        try skipMisc()
        var node = try element(depth: 0)
        if node.name == "plist", case .dict(let children) = node.value, let first = children.first {
            node = first.2
        }
        try skipMisc()
        guard current == nil else { throw fail("unexpected text after the property list", at: mark) }
        return node
    }

    /// One element and everything in it.
    mutating func element(depth: Int) throws(LoadError) -> PlistNode {
        let start = mark
        guard depth < Self.maxDepth else { throw fail("elements nested more than \(Self.maxDepth) deep", at: start) }
        guard current == "<" else { throw fail("expected an element, found \(describe(current))", at: start) }
        advance()
        var name = String.UnicodeScalarView()
        while let c = current, !c.properties.isWhitespace, c != ">", c != "/" { name.append(c); advance() }
        let tag = String(name)
        var selfClosing = false
        while let c = current, c != ">" { selfClosing = c == "/"; advance() }
        guard current == ">" else { throw fail("unterminated <\(tag)>", at: start) }
        advance()
        if selfClosing { return PlistNode(name: tag, value: tag == "string" ? .string("") : .other, span: Span(start: start, end: mark)) }
        switch tag {
        case "key", "string":
            let text = try characters(until: tag, start: start)
            return PlistNode(name: tag, value: .string(text), span: Span(start: start, end: mark))
        case "dict", "plist":
            var pairs: [(String, Span, PlistNode)] = []
            while true {
                try skipMisc()
                if looking(at: "</") { try close(tag, start: start); break }
                let keyStart = mark
                let child = try element(depth: depth + 1)
                if tag == "plist" { pairs.append(("", child.span, child)); continue }
                guard child.name == "key", case .string(let key) = child.value else {
                    throw fail("expected <key> in <dict>, found <\(child.name)>", at: keyStart)
                }
                try skipMisc()
                pairs.append((key, child.span, try element(depth: depth + 1)))
            }
            return PlistNode(name: tag, value: .dict(pairs), span: Span(start: start, end: mark))
        default:
            while true {
                try skipMisc()
                if looking(at: "</") { try close(tag, start: start); break }
                if current == "<" { _ = try element(depth: depth + 1) } else if current == nil {
                    throw fail("unterminated <\(tag)>; close it with </\(tag)>", at: start)
                } else { advance() }
            }
            return PlistNode(name: tag, value: .other, span: Span(start: start, end: mark))
        }
    }

    mutating func close(_ tag: String, start: Mark) throws(LoadError) {
        let at = mark
        guard looking(at: "</\(tag)>") else { throw fail("expected </\(tag)> to close the <\(tag)> at line \(start.line)", at: at) }
        for _ in "</\(tag)>".unicodeScalars { advance() }
    }

    /// The text up to `</tag>`, character references resolved.
    mutating func characters(until tag: String, start: Mark) throws(LoadError) -> String {
        var out = String.UnicodeScalarView()
        while !looking(at: "</") {
            guard let c = current else { throw fail("unterminated <\(tag)>; close it with </\(tag)>", at: start) }
            guard c == "&" else {
                guard c != "<" else { throw fail("unexpected '<' in <\(tag)>; write it as &lt;", at: mark) }
                out.append(c); advance(); continue
            }
            let at = mark
            var name = ""
            advance()
            while let n = current, n != ";", name.unicodeScalars.count < 10 { name.unicodeScalars.append(n); advance() }
            guard current == ";" else { throw fail("unterminated character reference; end it with ';'", at: at) }
            advance()
            let named: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst(), radix: 10) : nil
            guard let scalar = named[name] ?? number.flatMap(Unicode.Scalar.init) else {
                throw fail("unknown character reference '&\(name);'", at: at)
            }
            out.append(scalar)
        }
        try close(tag, start: start)
        return String(out)
    }

    func describe(_ scalar: Unicode.Scalar?) -> String {
        scalar.map { "'\(Character($0))'" } ?? "the end of the file"
    }
}
