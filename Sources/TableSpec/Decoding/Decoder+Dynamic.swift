/// Reading `flags:` into ``TableFlag`` values and `sources:` into ``DataSource`` values (with
/// their `sample` items read as data, `Decoder+Items.swift`). See docs/format.md,
/// "Sources and flags".
extension TreeDecoder {
    enum FlagField: Sendable {
        case `default`, description
    }

    enum SourceField: Sendable {
        case key, fields, sample
    }

    static let flagKeys = KeyTable<FlagField>(["default": .default, "description": .description])
    static let sourceKeys = KeyTable<SourceField>(["key": .key, "fields": .fields, "sample": .sample])

    /// `flags:`, with its key on the path: name → `{default, description}` (null: false, no
    /// description), in written order. Names starting with `x-` are skipped. O(flags).
    mutating func flags(_ node: Node) -> [TableFlag] {
        namedEntries(node, expected: "a mapping of flag names", what: "flag name") { decoder, name, value in
            var flag = TableFlag(name: name)
            if value.scalar?.isNull == true { return flag }
            guard case .mapping(let pairs) = value.content else {
                decoder.report(WrongTypeRule.diagnostic(
                    expected: "a mapping with default and description", found: value, pointer: decoder.pointer(),
                    hint: value.scalar.map { "write \(name): {default: \($0.text)}" }))
                return flag
            }
            for index in pairs.indices {
                guard let (field, key) = decoder.field(ofKeyAt: index, in: pairs, keys: Self.flagKeys, place: "a flag")
                else { continue }
                switch field {
                case .default: flag.defaultValue = decoder.bool(pairs[index].value, key: key) ?? false
                case .description: flag.description = decoder.optionalString(pairs[index].value, key: key)
                }
            }
            return flag
        }
    }

    /// `sources:`, with its key on the path: name → `{key, fields, sample}`, in written
    /// order. O(fields + size of the samples).
    mutating func sources(_ node: Node) -> [DataSource] {
        namedEntries(node, expected: "a mapping of source names", what: "source name") { decoder, name, value in
            decoder.source(name: name, value)
        }
    }

    /// The entries of a mapping of names (`flags:`, `sources:`, `fields:`), each read by
    /// `read` with its name on the path. Null means none; a name that is not
    /// `[A-Za-z_][A-Za-z0-9_]*` is reported (`invalid-value`) and still read. O(entries).
    private mutating func namedEntries<T>(
        _ node: Node, expected: String, what: String, _ read: (inout TreeDecoder, String, Node) -> T?
    ) -> [T] {
        if node.scalar?.isNull == true { return [] }
        guard let pairs = pairs(of: node, expected: expected, key: nil) else { return [] }
        var values: [T] = []
        for pair in pairs {
            guard let name = keyText(pair), !name.utf8.starts(with: "x-".utf8) else { continue }
            if !TemplateText.isName(name) {
                report(InvalidValueRule.notAName(name, what: what, span: pair.key.span, pointer: pointer(name)))
            }
            if let value = within(.key(name), { read(&$0, name, pair.value) }) { values.append(value) }
        }
        return values
    }

    /// One source, with its name on the path. `fields` is read first, wherever it is
    /// written, so the sample is read against it.
    private mutating func source(name: String, _ node: Node) -> DataSource? {
        guard let pairs = pairs(of: node, expected: "a mapping with fields and sample", key: nil) else { return nil }
        var source = DataSource(name: name)
        var sawFields = false
        var written = Set<String>()
        for index in pairs.indices where pairs[index].keyText == "fields" {
            sawFields = true
            (source.fields, written) = within(.key("fields")) { $0.fields(pairs[index].value) }
        }
        for index in pairs.indices {
            guard let (field, key) = field(ofKeyAt: index, in: pairs, keys: Self.sourceKeys, place: "a source")
            else { continue }
            switch field {
            case .key:
                source.key = requiredString(pairs[index].value, key: key) ?? "id"
            case .fields:
                break
            case .sample:
                source.sample = within(.key(key)) {
                    $0.items(pairs[index].value, of: source, writtenFields: written)
                }
            }
        }
        if !sawFields { missingKey("fields", in: node, pairs: pairs, place: "a source") }
        return source
    }

    /// `fields:`, with its key on the path: name → `string`, `int` or `bool`, `?` after
    /// it for an optional field; and the names written (a field whose type is reported is
    /// still known, so sample items using it are not told it is unknown).
    private mutating func fields(_ node: Node) -> (fields: [DataField], written: Set<String>) {
        var written = Set<String>()
        let fields = namedEntries(node, expected: "a mapping of field names to types", what: "field name") {
            decoder, name, value -> DataField? in
            written.insert(name)
            return decoder.fieldType(name: name, value)
        }
        return (fields, written)
    }

    /// One field's type, with its name on the path.
    private mutating func fieldType(name: String, _ node: Node) -> DataField? {
        let allowed = DataFieldType.allCases.map(\.rawValue)
        guard case .scalar(let scalar) = node.content, !scalar.isNull else {
            report(WrongTypeRule.diagnostic(
                expected: "a field type (\(allowed.joined(separator: ", ")), with '?' when optional)", found: node,
                pointer: pointer()))
            return nil
        }
        let optional = scalar.text.hasSuffix("?")
        let text = optional ? String(scalar.text.dropLast()) : scalar.text
        guard let type = DataFieldType(rawValue: text) else {
            report(InvalidValueRule.unknownName(
                scalar.text, what: "field type", allowed: allowed + allowed.map { $0 + "?" }, node: node,
                pointer: pointer()))
            return nil
        }
        return DataField(name: name, type: type, optional: optional)
    }
}
