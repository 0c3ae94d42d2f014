/// Writes a String Catalog the way Xcode does, so Xcode opens tablectl's output without
/// rewriting it: 2-space indentation, `"key" : value` separators, every object's keys in
/// the order the file had them, and new keys of `strings` placed where Xcode sorts them
/// (``XcodeKeyOrder``). Every field tablectl does not model is kept; an empty object and
/// the file's final newline (or its absence) are written as the file had them. A catalog
/// Xcode wrote and no key was added to comes out byte for byte as it went in.
///
/// ```swift
/// let text = StringCatalogWriter.text(adding: [.init(key: "Wi-Fi", comment: "row title")], to: tree, original: bytes)
/// ```
/// O(size of the catalog + keys given + new keys × log new keys).
public enum StringCatalogWriter {
    /// A key to add: the key, the comment for translators and, when it differs from the
    /// key, the source-language text.
    public struct Addition: Hashable, Sendable {
        public var key: String
        public var comment: String?
        public var sourceText: String?

        public init(key: String, comment: String? = nil, sourceText: String? = nil) {
            self.key = key
            self.comment = comment
            self.sourceText = sourceText
        }
    }

    /// A JSON value as the file has it, member order kept.
    indirect enum Value {
        case object([(String, Value)], empty: String)
        case array([Value])
        case string(String)
        case literal(String)
    }

    /// The catalog `root` (read from `original`; nil for a new catalog in
    /// `sourceLanguage`) with `additions` added: a new key gets its comment,
    /// `extractionState: manual` (it is not in Swift code Xcode extracts from, so Xcode
    /// must not mark it stale) and, when given, its source-language text; a key already
    /// there keeps everything, gaining only a comment it lacked. Also returns how many
    /// keys were added.
    public static func text(
        adding additions: [Addition], to root: Node?, original: [UInt8] = [], sourceLanguage: String = "en"
    ) -> (text: String, added: Int) {
        var top: [(String, Value)]
        if let root, case .object(let members, _) = value(root, original) {
            top = members
        } else {
            top = [("sourceLanguage", .string(sourceLanguage)), ("strings", .object([], empty: "{\n\n  }")), ("version", .string("1.0"))]
        }
        let language: String = {
            if let i = top.firstIndex(where: { $0.0 == "sourceLanguage" }), case .string(let text) = top[i].1 { return text }
            return sourceLanguage
        }()
        var strings: [(String, Value)] = []
        var stringsEmpty = "{\n\n  }"
        let stringsIndex = top.firstIndex { $0.0 == "strings" }
        if let stringsIndex, case .object(let members, let empty) = top[stringsIndex].1 { (strings, stringsEmpty) = (members, empty) }
        // 1. Keys already there: only a comment they lack (O(1) each, by an index of the keys).
        var position: [String: Int] = [:]
        for (i, member) in strings.enumerated() where position[member.0] == nil { position[member.0] = i }
        var fresh: [(String, Value)] = []
        for addition in additions {
            if let i = position[addition.key] {
                if let comment = addition.comment, case .object(var fields, let empty) = strings[i].1,
                   !fields.contains(where: { $0.0 == "comment" }) {
                    fields.insert(("comment", .string(comment)), at: 0)
                    strings[i].1 = .object(fields, empty: empty)
                }
                continue
            }
            position[addition.key] = -1
            var fields: [(String, Value)] = []
            if let comment = addition.comment { fields.append(("comment", .string(comment))) }
            fields.append(("extractionState", .string("manual")))
            if let text = addition.sourceText, text != addition.key {
                let unit: Value = .object([("state", .string("translated")), ("value", .string(text))], empty: "{}")
                fields.append(("localizations", .object([(language, .object([("stringUnit", unit)], empty: "{}"))], empty: "{}")))
            }
            fresh.append((addition.key, .object(fields, empty: "{}")))
        }
        // 2. New keys merged in, each before the first key already there that sorts after it:
        //    O((keys + new keys) + new keys × log new keys).
        let added = fresh.count
        if !fresh.isEmpty {
            fresh.sort { XcodeKeyOrder.precedes($0.0, $1.0) }
            var merged: [(String, Value)] = []
            merged.reserveCapacity(strings.count + fresh.count)
            var next = 0
            for member in strings {
                while next < fresh.count, XcodeKeyOrder.precedes(fresh[next].0, member.0) { merged.append(fresh[next]); next += 1 }
                merged.append(member)
            }
            merged.append(contentsOf: fresh[next...])
            strings = merged
        }
        if let stringsIndex { top[stringsIndex].1 = .object(strings, empty: stringsEmpty) }
        else { top.insert(("strings", .object(strings, empty: stringsEmpty)), at: min(1, top.count)) }
        let trailingNewline = root == nil ? false : original.last == UInt8(ascii: "\n")
        return (write(.object(top, empty: "{}"), indent: 0) + (trailingNewline ? "\n" : ""), added)
    }

    /// `node` as a value; an empty object keeps its text from `original` (`{}`, or
    /// Xcode's `{` blank line `}`).
    static func value(_ node: Node, _ original: [UInt8]) -> Value {
        switch node.content {
        case .mapping(let pairs):
            var empty = "{}"
            if pairs.isEmpty, node.span.end.offset <= original.count, node.span.start.offset < node.span.end.offset {
                empty = String(decoding: original[node.span.start.offset..<node.span.end.offset], as: UTF8.self)
            }
            return .object(pairs.map { ($0.keyText ?? "", value($0.value, original)) }, empty: empty)
        case .sequence(let items):
            return .array(items.map { value($0, original) })
        case .scalar(let scalar):
            return scalar.style == .doubleQuoted ? .string(scalar.text) : .literal(scalar.text)
        }
    }

    /// `value` at `indent` spaces, as Xcode writes it.
    static func write(_ value: Value, indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        switch value {
        case .object(let members, let empty):
            guard !members.isEmpty else { return empty }
            let lines = members.map { inner + JSONText.quoted($0.0) + " : " + write($0.1, indent: indent + 2) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "}"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            let lines = items.map { inner + write($0, indent: indent + 2) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
        case .string(let text):
            return JSONText.quoted(text)
        case .literal(let text):
            return text
        }
    }
}

/// The order Xcode writes a String Catalog's keys in: Finder's order
/// (`localizedStandardCompare`): case-insensitive, runs of digits compared as numbers
/// (`Key2` before `Key10`), ties broken by the exact text. Deterministic, without
/// Foundation: letters are compared by their lower-case scalars, so keys outside ASCII
/// may sort differently from Xcode (tablectl then still keeps every existing key where
/// the file has it). O(length of the keys).
public enum XcodeKeyOrder {
    /// Whether `a` comes before `b`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars))
        var (i, j) = (0, 0)
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var (m, n) = (i, j)
                while m < x.count, isDigit(x[m]) { m += 1 }
                while n < y.count, isDigit(y[n]) { n += 1 }
                let (left, right) = (String(String.UnicodeScalarView(x[i..<m])), String(String.UnicodeScalarView(y[j..<n])))
                let (l, r) = (left.drop { $0 == "0" }, right.drop { $0 == "0" })
                if l.count != r.count { return l.count < r.count }
                if l != r { return l < r }
                (i, j) = (m, n)
                continue
            }
            if x[i] != y[j] { return x[i].value < y[j].value }
            i += 1
            j += 1
        }
        if x.count - i != y.count - j { return x.count - i < y.count - j }
        return a < b
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
