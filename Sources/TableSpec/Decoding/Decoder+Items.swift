/// Reading a list of data items against a source's fields: a source's `sample:`, and a data
/// file given with `--data` (``SpecDecoder/items(_:of:isJSON:)``). One reader, so a sample
/// and a data file are held to the same rules.
extension TreeDecoder {
    /// The items of the list at the current path, as `source`'s fields type them. Reported:
    /// a list that is not one or an item that is not a mapping (`wrong-type`), a required
    /// field left out (`missing-key`), a value of the wrong type (`wrong-type`; a YAML
    /// number or boolean for a string field too: quote it), a field `source` does not
    /// declare (`unknown-key`, with did-you-mean; not when its name is in `writtenFields`,
    /// a field whose declaration was itself reported), and a second item with the same
    /// value of the source's `key` (`duplicate-item-key`). An item with an error is left
    /// out. Also gives each kept item's index in the list. O(items × fields).
    mutating func items(
        _ node: Node, of source: DataSource, writtenFields: Set<String>? = nil
    ) -> [DataItem] {
        itemsWithPositions(node, of: source, writtenFields: writtenFields).items
    }

    /// ``items(_:of:writtenFields:)`` with each kept item's index in the list.
    mutating func itemsWithPositions(
        _ node: Node, of source: DataSource, writtenFields: Set<String>? = nil
    ) -> (items: [DataItem], positions: [Int]) {
        if node.scalar?.isNull == true { return ([], []) }
        guard case .sequence(let list) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a list of items", found: node, pointer: pointer()))
            return ([], [])
        }
        let place = "an item of '\(source.name)'"
        let declared = source.fields.map(\.name)
        let known = writtenFields ?? Set(declared)
        var items: [DataItem] = []
        var positions: [Int] = []
        var firstByKey: [DataValue: Span] = [:]
        items.reserveCapacity(list.count)
        for index in list.indices {
            path.append(.index(index))
            defer { path.removeLast() }
            guard case .mapping(let pairs) = list[index].content else {
                report(WrongTypeRule.diagnostic(
                    expected: "an item (a mapping of field values)", found: list[index], pointer: pointer()))
                continue
            }
            let before = diagnostics.count
            var values: [String: DataValue] = [:]
            var keySpan: Span?
            for pair in pairs {
                guard let name = keyText(pair), !name.utf8.starts(with: "x-".utf8) else { continue }
                guard let field = source.field(named: name) else {
                    if !known.contains(name) { unknownKey(name, of: pair, in: place, allowed: declared, siblings: pairs) }
                    continue
                }
                if let value = value(pair.value, of: field) {
                    values[name] = value
                    if name == source.key { keySpan = pair.value.span }
                }
            }
            for field in source.fields
            where !field.optional && values[field.name] == nil && !pairs.contains(where: { $0.keyText == field.name }) {
                missingKey(field.name, at: list[index].span, pairs: pairs, place: place)
            }
            if let keyValue = values[source.key], let keySpan {
                if let first = firstByKey[keyValue] {
                    report(DuplicateItemKeyRule.diagnostic(
                        key: source.key, value: keyValue.text, source: source.name, span: keySpan,
                        pointer: pointer(source.key), first: first))
                } else {
                    firstByKey[keyValue] = keySpan
                }
            }
            guard diagnostics[before...].allSatisfy({ $0.severity != .error }) else { continue }
            items.append(DataItem(values))
            positions.append(index)
        }
        return (items, positions)
    }

    /// The value of `field` written at `node` (the field's name on the path as a key), or
    /// nil: null for an optional field (absent, not reported), or a reported mistake.
    private mutating func value(_ node: Node, of field: DataField) -> DataValue? {
        let key = field.name
        if node.scalar?.isNull == true {
            if !field.optional {
                report(WrongTypeRule.diagnostic(
                    expected: "a value of type \(field.type.rawValue)", found: node, pointer: pointer(key),
                    hint: "give '\(key)' a value, or declare it '\(field.type.rawValue)?' to allow leaving it out"))
            }
            return nil
        }
        switch field.type {
        case .int:
            return integer(node, key: key, minimum: Int.min).map(DataValue.int)
        case .bool:
            return bool(node, key: key).map(DataValue.bool)
        case .string:
            guard case .scalar(let scalar) = node.content else {
                report(WrongTypeRule.diagnostic(expected: "a string", found: node, pointer: pointer(key)))
                return nil
            }
            if scalar.style == .plain, scalar.tag == nil, Self.isTypedPlain(scalar.text, json: readsJSON) {
                report(WrongTypeRule.diagnostic(
                    expected: "a string", found: node, pointer: pointer(key),
                    hint: "quote it: \"\(scalar.text)\", or declare '\(key)' with the type of its values"))
                return nil
            }
            checkAmbiguous(scalar, node: node, key: key)
            return .string(scalar.text)
        }
    }

    /// Whether a plain scalar is a number or a boolean rather than text: in JSON every
    /// plain scalar is; in YAML, a core-schema number or `true`/`false`.
    private static func isTypedPlain(_ text: String, json: Bool) -> Bool {
        json || text == "true" || text == "false" || CoreNumber.integer(text) != .notInteger
            || CoreNumber.double(text) != nil
    }
}

/// The items of a data file, read against a source's fields.
public struct DecodedItems: Sendable {
    /// The items without errors, in written order.
    public var items: [DataItem]
    /// For each of ``items``, its index in the file's list.
    public var positions: [Int]
    /// Every problem found, located in the file (pointers from its root: `/3/name`).
    public var diagnostics: [Diagnostic]
    /// Where a written value could not be used.
    public var rejected: RejectedValues
}

extension SpecDecoder {
    /// The items of `root`, a data file's list (`--data NAME=FILE`), read as `source`'s
    /// `sample` is: missing fields, wrong types, unknown fields and duplicate keys are
    /// located errors, and an item with one is left out. O(items × fields).
    ///
    /// ```swift
    /// let root = try Loader.load(SourceFile(path: "contacts.json", text: json))
    /// let read = SpecDecoder.items(root, of: table.sources[0], isJSON: true)
    /// read.diagnostics   // e.g. "missing required key 'name' in an item of 'contacts'"
    /// ```
    public static func items(_ root: Node, of source: DataSource, isJSON: Bool = false) -> DecodedItems {
        var decoder = TreeDecoder(checksAmbiguousScalars: !isJSON, readsJSON: isJSON)
        let (items, positions) = decoder.itemsWithPositions(root, of: source)
        return DecodedItems(items: items, positions: positions, diagnostics: decoder.diagnostics, rejected: decoder.rejected)
    }
}
