/// Reading a `when:` into a ``Condition``: a name, `{not: X}`, `{all: [X, …]}` or
/// `{any: [X, …]}`. Which names are allowed (the table's flags, or the `bool` fields of a
/// template's source) is judged later, by the rules `unknown-flag` and `unknown-field`.
extension TreeDecoder {
    enum ConditionField: Sendable {
        case not, all, any
    }

    static let conditionKeys = KeyTable<ConditionField>(["not": .not, "all": .all, "any": .any])

    /// How a condition may be written, for messages.
    static let conditionShapes = "a name, {not: X}, {all: [X, …]} or {any: [X, …]}"

    /// The `when:` at `key` under the current path. Null means none (always). A malformed
    /// condition is reported (`wrong-type`, `invalid-value`, `unknown-key`) and gives nil,
    /// recorded as rejected, so the section or row is judged as if it had none.
    /// O(size of the expression).
    mutating func condition(_ node: Node, key: String) -> Condition? {
        if node.scalar?.isNull == true { return nil }
        let condition = within(.key(key)) { $0.condition(node) }
        // A part was reported; the whole `when` stands rejected, not only that part.
        if condition == nil { rejected.insert(pointer(key)) }
        return condition
    }

    /// The condition written at `node`, with its place on the path.
    private mutating func condition(_ node: Node) -> Condition? {
        switch node.content {
        case .scalar(let scalar):
            if scalar.isNull || scalar.style == .plain && (scalar.text == "true" || scalar.text == "false") {
                report(InvalidValueRule.conditionShape(
                    "a condition names a flag (or, in a template, a bool field), not a constant",
                    span: node.span, pointer: pointer(),
                    hint: "remove 'when:' to show it always; name a flag to choose"))
                return nil
            }
            guard TemplateText.isName(scalar.text) else {
                report(InvalidValueRule.notAName(scalar.text, what: "condition name", span: node.span, pointer: pointer()))
                return nil
            }
            return .name(scalar.text)
        case .sequence:
            report(WrongTypeRule.diagnostic(
                expected: "a condition (\(Self.conditionShapes))", found: node, pointer: pointer(),
                hint: "to require every item write {all: [...]}, to require one {any: [...]}"))
            return nil
        case .mapping(let pairs):
            var found: [(field: ConditionField, key: String, value: Node)] = []
            var sawUnknown = false
            for index in pairs.indices {
                guard let key = keyText(at: index, in: pairs) else { sawUnknown = true; continue }
                guard let field = Self.conditionKeys.field(key) else {
                    if !key.utf8.starts(with: "x-".utf8) { sawUnknown = true }
                    unknownKey(key, at: pairs[index].key, in: "a condition", allowed: Self.conditionKeys.names, siblings: pairs)
                    continue
                }
                found.append((field, key, pairs[index].value))
            }
            guard found.count == 1 else {
                if found.count > 1 || !sawUnknown {
                    report(InvalidValueRule.conditionShape(
                        "a condition mapping has exactly one of not, all or any; this one has "
                            + (found.isEmpty ? "none" : String(found.count)),
                        span: node.span, pointer: pointer(),
                        hint: found.count > 1 ? "combine them: {all: [{not: a}, {any: [b, c]}]}" : nil))
                }
                // Each operand is still read, so the mistakes inside are reported too.
                for (field, key, value) in found { _ = within(.key(key)) { $0.operator(field, key: key, value) } }
                return nil
            }
            let (field, key, value) = found[0]
            return within(.key(key)) { $0.operator(field, key: key, value) }
        }
    }

    /// `{not: value}`, `{all: value}` or `{any: value}`, with `key` on the path. Nil when
    /// the operand was reported.
    private mutating func `operator`(_ field: ConditionField, key: String, _ value: Node) -> Condition? {
        switch field {
        case .not:
            // Not `condition(value).map(Condition.not)`: Swift 6.3's reabstraction thunk for
            // an indirect case's constructor passed as a function leaks the case's box (make
            // leaks found 96 bytes per `{not: …}`).
            guard let operand = condition(value) else { return nil }
            return .not(operand)
        case .all, .any:
            guard case .sequence(let items) = value.content else {
                report(WrongTypeRule.diagnostic(
                    expected: "a list of conditions", found: value, pointer: pointer(),
                    hint: value.scalar.map { "write {\(key): [\($0.text)]}" }))
                return nil
            }
            var conditions: [Condition] = []
            var complete = true
            for index in items.indices {
                if let condition = within(.index(index), { $0.condition(items[index]) }) {
                    conditions.append(condition)
                } else {
                    complete = false
                }
            }
            guard complete else { return nil }
            return field == .all ? .all(conditions) : .any(conditions)
        }
    }
}
