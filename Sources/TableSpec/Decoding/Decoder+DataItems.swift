/// Reading a list of a source's items (a data file given with `--data NAME=FILE`): each
/// item a mapping of the source's declared fields, each value of its field's type.
///
/// Problems are the structure rules' findings, located at the value: a field the source
/// does not declare is `unknown-key` (with "did you mean"), a required field left out (or
/// null) is `missing-key`, a value of the wrong type is `wrong-type`, a repeated key field
/// is `duplicate-row-id` (two items would give one row id; see ``DataFile``). An item with
/// an error is left out; the others are read. Values are typed as the field says, never
/// guessed: a string field takes the text as written (`no` is "no", with the
/// `ambiguous-scalar` warning in YAML), an `int` field a plain integer, a `bool` field only
/// `true` or `false`.
extension TreeDecoder {
    /// The items of `node` for `source`, each with its index in the list; items with an
    /// error are left out. O(size of the list + items × fields).
    ///
    /// ```swift
    /// var decoder = TreeDecoder()
    /// let items = decoder.dataItems(root, of: contacts)   // [(index: 0, item: …)]
    /// ```
    mutating func dataItems(_ node: Node, of source: DataSource) -> [(index: Int, item: DataItem)] {
        guard case .sequence(let list) = node.content else {
            report(WrongTypeRule.diagnostic(
                expected: "a list of '\(source.name)' items, such as '- {\(source.key): \"1\"}'", found: node, pointer: pointer()))
            return []
        }
        var items: [(index: Int, item: DataItem)] = []
        items.reserveCapacity(list.count)
        var fields: [String: DataField] = [:]
        for field in source.fields { fields[field.name] = field }
        for index in list.indices {
            if let item = within(.index(index), { $0.dataItem(list[index], of: source, fields: fields) }) {
                items.append((index, item))
            }
        }
        return items
    }

    /// One item: nil when it has an error. O(its fields).
    private mutating func dataItem(_ node: Node, of source: DataSource, fields: [String: DataField]) -> DataItem? {
        let place = "an item of '\(source.name)'"
        guard let pairs = pairs(of: node, expected: "a mapping of \(place)'s fields", key: nil) else { return nil }
        let errors = diagnostics.count
        var values: [String: DataValue] = [:]
        values.reserveCapacity(fields.count)
        for index in pairs.indices {
            guard let name = keyText(at: index, in: pairs) else { continue }
            guard let field = fields[name] else {
                unknownKey(name, at: pairs[index].key, in: place, allowed: source.fields.map(\.name))
                continue
            }
            if let value = dataValue(pairs[index].value, of: field) { values[name] = value }
        }
        for field in source.fields where !field.optional && values[field.name] == nil {
            // A field whose value was reported already is not missing as well.
            guard !pairs.contains(where: { $0.key.scalar?.text == field.name }) else { continue }
            missingKey(field.name, in: node, pairs: pairs, place: place)
        }
        return diagnostics[errors...].contains { $0.severity == .error } ? nil : DataItem(values)
    }

    /// The value of `field` written at `node`; nil when null (absent: an error for a
    /// required field) or of the wrong type (reported).
    private mutating func dataValue(_ node: Node, of field: DataField) -> DataValue? {
        if case .scalar(let scalar) = node.content, scalar.isNull {
            if !field.optional {
                report(WrongTypeRule.diagnostic(
                    expected: "a value of type \(field.type.rawValue)", found: node, pointer: pointer(field.name),
                    hint: "field '\(field.name)' is required; declare it '\(field.type.rawValue)?' to allow leaving it out"))
            }
            return nil
        }
        switch field.type {
        case .string: return requiredString(node, key: field.name).map(DataValue.string)
        case .int: return integer(node, key: field.name, minimum: Int.min).map(DataValue.int)
        case .bool: return bool(node, key: field.name).map(DataValue.bool)
        }
    }
}
