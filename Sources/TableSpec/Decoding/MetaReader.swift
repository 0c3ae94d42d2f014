/// Reading `meta:` into a ``SpecValue``: passed through, never checked.
///
/// Plain scalars are typed by the YAML 1.2 core schema (null, `true`/`false`, numbers kept
/// as their text); every other scalar is a string. Keys keep their written order, and keys
/// starting with `x-` are kept too (inside `meta` nothing is interpreted).
enum MetaReader {
    /// The value of `node`. O(size of the subtree).
    static func value(_ node: Node) -> SpecValue {
        switch node.content {
        case .scalar(let scalar):
            return value(scalar)
        case .sequence(let items):
            return .list(items.map(value(_:)))
        case .mapping(let pairs):
            return .object(pairs.map { (key: $0.key.scalar?.text ?? "", value: value($0.value)) })
        }
    }

    private static func value(_ scalar: Scalar) -> SpecValue {
        guard scalar.style == .plain, scalar.tag != "tag:yaml.org,2002:str" else {
            return .string(scalar.text)
        }
        // Most meta values are words: a first byte that starts no null, boolean or number
        // settles it without comparing the text against every keyword.
        guard let first = scalar.text.firstUTF8Byte else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            break
        default:
            return .string(scalar.text)
        }
        if scalar.isNull { return .null }
        switch scalar.text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        return CoreNumber.double(scalar.text) != nil ? .number(scalar.text) : .string(scalar.text)
    }
}
