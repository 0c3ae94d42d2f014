/// One node of a located document tree: a scalar, a sequence or a mapping, with the span
/// where it was written.
///
/// Both loaders (YAML through libyaml, JSON through ``JSONParser``) produce this tree.
/// Aliases are already expanded and merge keys (`<<`) already applied, so a node that came
/// from an anchor or a merge keeps the marks of the place it was *written*. Children are
/// stored in arrays, so an expanded alias shares storage with its anchor (copy on write).
///
/// Scalars are untyped: the decoder reads them as the field they land in expects (see
/// ``Scalar``).
public struct Node: Hashable, Sendable {
    /// What the node holds.
    public enum Content: Hashable, Sendable {
        /// A scalar, its text uninterpreted.
        case scalar(Scalar)
        /// Items in written order.
        case sequence([Node])
        /// Pairs in written order. Keys are unique (the loaders reject duplicates).
        case mapping([Pair])
    }

    /// The scalar, items or pairs.
    public var content: Content
    /// Where the node was written.
    public var span: Span

    /// A node holding `content`, written at `span`.
    public init(_ content: Content, span: Span) {
        self.content = content
        self.span = span
    }

    /// Where the node starts: `span.start`.
    public var start: Mark { span.start }
    /// Where the node ends (exclusive): `span.end`.
    public var end: Mark { span.end }

    /// The scalar, if this is one.
    public var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The items, if this is a sequence.
    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The pairs, if this is a mapping.
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A short name of the node's shape for messages: "null", "a scalar", "a list" or
    /// "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar(let s): return s.isNull ? "null" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Looks up a key in a mapping node. O(number of keys).
    public subscript(key: String) -> Node? {
        guard case .mapping(let pairs) = content else { return nil }
        return pairs.first(where: { $0.key.scalar?.text == key })?.value
    }
}

/// A key and its value in a mapping node.
public struct Pair: Hashable, Sendable {
    /// The key, a scalar in every valid spec.
    public var key: Node
    /// The value.
    public var value: Node

    /// The pair `key: value`.
    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }

    /// The key's text when the key is a scalar (always, in a valid spec).
    public var keyText: String? { key.scalar?.text }
}

/// A scalar exactly as written: its text and its style.
///
/// The text is never interpreted by the loader: `no`, `1.10` and `0755` stay strings until
/// the decoder reads them as the field expects. JSON strings are `.doubleQuoted`; JSON
/// numbers, `true`, `false` and `null` are `.plain`.
///
/// A scalar is 18 bytes and holds one reference (its text), so nodes of a large file stay
/// small and cheap to copy. The rarely written tag shares the text's storage (see
/// ``tag``); reading ``text`` of a tagged scalar costs a copy of the text.
public struct Scalar: Hashable, Sendable {
    /// The style a scalar was written in.
    public enum Style: String, Hashable, Sendable {
        /// Unquoted: `title: Wi-Fi`; also JSON numbers, `true`, `false` and `null`.
        case plain
        /// In single quotes: `'Wi-Fi'`.
        case singleQuoted
        /// In double quotes: `"Wi-Fi"`; also every JSON string.
        case doubleQuoted
        /// A literal block (`|`): line breaks kept.
        case literal
        /// A folded block (`>`): line breaks folded into spaces.
        case folded
    }

    /// The text; for a tagged scalar, `<tag length in UTF-8 bytes>:<tag><text>`. The
    /// encoding is one-to-one, so the synthesized `==` and `hash(into:)` compare text,
    /// style and tag exactly as separate fields would.
    private var storage: String
    /// How the text was written.
    public var style: Style
    private var isTagged: Bool

    /// A scalar with `text`, `style` and an optional full `tag`. O(1) without a tag,
    /// O(text + tag) with one.
    public init(_ text: String, style: Style = .plain, tag: String? = nil) {
        self.storage = text
        self.style = style
        self.isTagged = false
        if let tag { self.tag = tag }
    }

    /// The text, after YAML or JSON escapes and folding are applied. O(1) for an untagged
    /// scalar.
    public var text: String {
        get { isTagged ? String(storage.utf8[tagged.textStart...]) ?? "" : storage }
        set { storage = isTagged ? Self.encode(tag: String(storage.utf8[tagged.tag]) ?? "", text: newValue) : newValue }
    }

    /// An explicit tag such as `!!str`, in full (`tag:yaml.org,2002:str`), or nil. O(1)
    /// when there is none, else O(tag).
    public var tag: String? {
        get { isTagged ? String(storage.utf8[tagged.tag]) : nil }
        set {
            let text = self.text
            isTagged = newValue != nil
            storage = newValue.map { Self.encode(tag: $0, text: text) } ?? text
        }
    }

    private static func encode(tag: String, text: String) -> String {
        "\(tag.utf8.count):\(tag)\(text)"
    }

    /// Where the tag and the text lie in a tagged scalar's `storage`.
    private var tagged: (tag: Range<String.Index>, textStart: String.Index) {
        let utf8 = storage.utf8
        var length = 0
        var i = utf8.startIndex
        while i < utf8.endIndex, let digit = Self.digit(utf8[i]) {
            length = length &* 10 &+ digit
            i = utf8.index(after: i)
        }
        let tagStart = i < utf8.endIndex ? utf8.index(after: i) : i
        let tagEnd = utf8.index(tagStart, offsetBy: length, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return (tagStart..<tagEnd, tagEnd)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte &- UInt8(ascii: "0") < 10 ? Int(byte &- UInt8(ascii: "0")) : nil
    }

    /// Whether this scalar is YAML 1.2 core null: an untagged plain `null`, `Null`,
    /// `NULL`, `~` or empty scalar, or an explicit `!!null`.
    /// O(1): the length is checked before any text is compared.
    public var isNull: Bool {
        if isTagged { return tag == "tag:yaml.org,2002:null" }
        guard style == .plain else { return false }
        let utf8 = storage.utf8
        switch utf8.count {
        case 0: return true
        case 1: return utf8.first == UInt8(ascii: "~")
        case 4: return storage == "null" || storage == "Null" || storage == "NULL"
        default: return false
        }
    }
}
