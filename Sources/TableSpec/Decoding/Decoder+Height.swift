/// Reading a ``Height``: plain `auto` (in JSON, the string `"auto"`), a number (fixed
/// points), or `{estimated: <number>}`.
///
/// The number is kept as written even when it is zero, negative, infinite or NaN: the
/// `invalid-height` validation rule reports those, with the model in hand.
extension TreeDecoder {
    enum HeightField: Sendable {
        case estimated
    }

    static let heightKeys = KeyTable<HeightField>(["estimated": .estimated])

    /// A height at `key` of the current mapping. Null means absent.
    mutating func height(_ node: Node, key: String) -> Height? {
        switch node.content {
        case .scalar(let scalar):
            if scalar.isNull { return nil }
            if scalar.tag == nil, scalar.text == "auto", scalar.style == .plain || readsJSON { return .auto }
            if let value = number(node) { return .fixed(value) }
            if scalar.style == .plain {
                report(InvalidValueRule.height(found: scalar, span: node.span, pointer: pointer(key)))
            } else {
                let unquoted = scalar.text == "auto" || CoreNumber.double(scalar.text) != nil
                report(WrongTypeRule.diagnostic(
                    expected: InvalidValueRule.heightShapes, found: node, pointer: pointer(key),
                    hint: unquoted ? "remove the quotes" : nil))
            }
            return nil
        case .mapping(let pairs):
            return within(.key(key)) { $0.estimatedHeight(node, pairs: pairs) }
        case .sequence:
            report(WrongTypeRule.diagnostic(
                expected: InvalidValueRule.heightShapes, found: node, pointer: pointer(key)))
            return nil
        }
    }

    /// `{estimated: n}`, with the height's key already on the path.
    private mutating func estimatedHeight(_ node: Node, pairs: [Pair]) -> Height? {
        var estimate: Double?
        var seen = false
        for index in pairs.indices {
            guard let (_, key) = field(ofKeyAt: index, in: pairs, keys: Self.heightKeys, place: "a height") else {
                continue
            }
            seen = true
            if let value = number(pairs[index].value) {
                estimate = value
            } else {
                report(WrongTypeRule.diagnostic(expected: "a number", found: pairs[index].value, pointer: pointer(key)))
            }
        }
        if !seen {
            missingKey("estimated", in: node, pairs: pairs, place: "a height")
        }
        return estimate.map(Height.estimated)
    }
}
