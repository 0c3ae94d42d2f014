/// Reading scalars as the field they land in expects.
///
/// There is no YAML 1.1 guessing: a string field takes the text as written (`no`, `1.10`
/// and `0755` stay strings, with an `ambiguous-scalar` warning in YAML files because other
/// tools read them as a boolean or a number), a boolean field takes only plain `true` / `false`, a number
/// field takes only YAML 1.2 core-schema numbers written plain. Each reader reports what
/// is wrong and returns nil, so the caller keeps its default and goes on.
///
/// Every reader takes the field's `key` (nil for a list item, whose index is already on
/// the path) only to build the pointer of a diagnostic.
extension TreeDecoder {
    /// The pointer text of the value at `key` (or at the current path when nil).
    func pointer(at key: String?) -> String {
        key.map(pointer(_:)) ?? pointer()
    }

    /// An optional string: nil when the value is null (absent) or not a scalar (reported).
    @inline(__always)
    mutating func optionalString(_ node: borrowing Node, key: String?) -> String? {
        guard case .scalar(let scalar) = node.content else {
            report(WrongTypeRule.diagnostic(expected: "a string", found: node, pointer: pointer(at: key)))
            return nil
        }
        if scalar.isNull { return nil }
        checkAmbiguous(scalar, node: node, key: key)
        return scalar.text
    }

    /// A required string: null and non-scalars are reported and give nil.
    @inline(__always)
    mutating func requiredString(_ node: borrowing Node, key: String?) -> String? {
        if case .scalar(let scalar) = node.content, !scalar.isNull {
            checkAmbiguous(scalar, node: node, key: key)
            return scalar.text
        }
        report(WrongTypeRule.diagnostic(expected: "a string", found: node, pointer: pointer(at: key)))
        return nil
    }

    /// Reports `ambiguous-scalar` when `scalar`, read as text here, is plain and YAML 1.1
    /// tools would read it as a boolean, number, date or null. Never for JSON (its plain
    /// scalars are numbers, `true`, `false` and `null`, typed for every reader alike).
    /// O(1) for a quoted scalar or a text whose first byte starts no such value.
    @inline(__always)
    mutating func checkAmbiguous(_ scalar: Scalar, node: borrowing Node, key: String?) {
        guard checksAmbiguousScalars, scalar.style == .plain, scalar.tag == nil,
            let what = YAML11.misreading(scalar.text)
        else { return }
        report(AmbiguousScalarRule.diagnostic(scalar.text, readAs: what, span: node.span, pointer: pointer(at: key)))
    }

    /// A boolean: only plain `true` or `false`. Null means absent (nil, not reported);
    /// `yes`, `off`, `True`, a quoted `"true"` and anything else are reported.
    @inline(__always)
    mutating func bool(_ node: borrowing Node, key: String) -> Bool? {
        if case .scalar(let scalar) = node.content {
            if scalar.isPlain(orTagged: "bool") {
                if scalar.text == "true" { return true }
                if scalar.text == "false" { return false }
            }
            if scalar.isNull { return nil }
        }
        report(WrongTypeRule.booleanDiagnostic(found: node, pointer: pointer(key)))
        return nil
    }

    /// An integer of at least `minimum`: a plain core-schema integer (`12`, `-3`, `0o17`,
    /// `0x1F`). Null means absent. Anything else is reported.
    mutating func integer(_ node: borrowing Node, key: String, minimum: Int) -> Int? {
        if case .scalar(let scalar) = node.content {
            if scalar.isPlain(orTagged: "int") {
                switch CoreNumber.integer(scalar.text) {
                case .value(let value) where value >= minimum:
                    return value
                case .value(let value):
                    report(InvalidValueRule.belowMinimum(
                        value: value, minimum: minimum, key: key, span: node.span, pointer: pointer(key)))
                    return nil
                case .outOfRange:
                    report(InvalidValueRule.outOfRange(
                        text: scalar.text, key: key, span: node.span, pointer: pointer(key)))
                    return nil
                case .notInteger:
                    break
                }
            }
            if scalar.isNull { return nil }
        }
        report(WrongTypeRule.diagnostic(expected: "an integer", found: node, pointer: pointer(key)))
        return nil
    }

    /// A number: a plain core-schema integer or float (`.inf`, `.nan` included). Returns
    /// nil without reporting when the node is not one, so the caller can report it with
    /// the shapes it allows.
    func number(_ node: Node) -> Double? {
        guard case .scalar(let scalar) = node.content,
            scalar.isPlain(orTagged: "float") || scalar.isPlain(orTagged: "int")
        else { return nil }
        return CoreNumber.double(scalar.text)
    }

    /// A value of a string enumeration such as `accessory`. Null means absent; an unknown
    /// name is reported with the allowed values and a "did you mean". `what` is made only
    /// for that message (most callers interpolate it).
    mutating func enumeration<E: NamedCases>(
        _ node: borrowing Node, key: String, what: @autoclosure () -> String, as type: E.Type = E.self
    ) -> E? {
        guard case .scalar(let scalar) = node.content else {
            report(WrongTypeRule.diagnostic(
                expected: "one of " + E.allCases.map(\.rawValue).joined(separator: ", "),
                found: node, pointer: pointer(key)))
            return nil
        }
        if scalar.isNull { return nil }
        if let value = E.names.field(scalar.text) { return value }
        report(InvalidValueRule.unknownName(
            scalar.text, what: what(), allowed: E.allCases.map(\.rawValue), node: copy node,
            pointer: pointer(key)))
        return nil
    }

    /// Reports `id` when it is not `[A-Za-z0-9_.-]+`. The id is still used.
    mutating func checkID(_ id: String, node: borrowing Node, key: String?, what: @autoclosure () -> String) {
        if Self.isValidID(id) { return }
        report(InvalidIDRule.diagnostic(id: id, what: what(), span: node.span, pointer: pointer(at: key)))
    }

    /// Whether `id` matches `[A-Za-z0-9_.-]+`. O(length), no allocation.
    static func isValidID(_ id: String) -> Bool {
        // Over the contiguous bytes: iterating `utf8` cost about 200 instructions per id.
        func valid<C: Collection<UInt8>>(_ bytes: C) -> Bool {
            !bytes.isEmpty && bytes.allSatisfy(isIDByte)
        }
        return id.utf8.withContiguousStorageIfAvailable(valid) ?? valid(id.utf8)
    }

    @inline(__always)
    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}

extension Scalar {
    /// Whether the scalar is plain and untagged, or explicitly tagged `!!<name>`: the only
    /// scalars a boolean or number field reads.
    func isPlain(orTagged name: String) -> Bool {
        guard let tag else { return style == .plain }
        return tag.utf8.count == 18 + name.utf8.count && tag == "tag:yaml.org,2002:" + name
    }
}
