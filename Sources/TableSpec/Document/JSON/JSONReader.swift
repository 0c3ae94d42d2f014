/// The state of one ``JSONParser`` run: a cursor over the bytes that knows its line and
/// column, and explicit stacks for the containers still open.
///
/// The cursor keeps the column without recounting: `continuationBytes` is the number of
/// UTF-8 continuation bytes between the start of the line and `pos`, so the column is
/// `pos - lineStart - continuationBytes + 1`. Only strings can hold non-ASCII bytes and
/// only whitespace can hold line feeds, so the string scanner and `skipWhitespace` are the
/// only places that move these counters.
///
/// Children of open containers are kept on two shared stacks (`items` for arrays, `pairs`
/// for objects); each ``Frame`` remembers where its own children start, and closing a
/// container moves that tail into the new node. An object's member gets its pair when its
/// key is read, with a placeholder value filled in when the value is complete.
struct JSONReader {
    /// One open array or object.
    struct Frame {
        var isObject: Bool
        /// Where the opening bracket was written.
        var start: Mark
        /// Index of this container's first child in `items` (arrays) or `pairs` and
        /// `keyTexts` (objects).
        var base: Int
        /// Key text → index in `keyTexts`, built once an object has `hashThreshold` keys.
        var keyIndex: [ExactKey: Int]?
    }

    /// Objects with this many keys switch from a linear scan to a hash lookup for
    /// duplicate checks.
    static let hashThreshold = 16
    /// The value a pair holds until its value has been read.
    static let placeholder = Node(.scalar(Scalar("")), span: Span(at: .start))

    let bytes: UnsafeBufferPointer<UInt8>
    let limits: Limits
    /// The next byte to read.
    var pos: Int
    /// 1-based line of `pos`.
    var line = 1
    /// Offset of the first byte of the current line (after the byte order mark on line 1).
    var lineStart: Int
    /// UTF-8 continuation bytes in `lineStart..<pos`.
    var continuationBytes = 0
    /// Nodes created so far, keys included.
    var nodeCount = 0

    var frames: [Frame] = []
    var items: [Node] = []
    var pairs: [Pair] = []
    /// The text of each key in `pairs`, same indices.
    var keyTexts: [String] = []
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limits: Limits, start: Int) {
        self.bytes = bytes
        self.limits = limits
        self.pos = start
        self.lineStart = start
    }

    var end: Int { bytes.count }

    /// The position of `pos`.
    var mark: Mark {
        Mark(line: line, column: pos - lineStart - continuationBytes + 1, offset: pos)
    }

    /// The byte at `i`, or nil at the end of the file.
    @inline(__always)
    func byte(at i: Int) -> UInt8? {
        i < bytes.count ? bytes[i] : nil
    }

    /// Skips JSON whitespace: space, tab, carriage return and line feed. O(whitespace).
    @inline(__always)
    mutating func skipWhitespace() {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x09, 0x0D:
                pos += 1
            case 0x0A:
                pos += 1
                line += 1
                lineStart = pos
                continuationBytes = 0
            default:
                return
            }
        }
    }

    /// Counts one more node, failing past `limits.maxNodes`.
    @inline(__always)
    mutating func countNode(at start: Mark) throws(LoadError) {
        nodeCount += 1
        if nodeCount > limits.maxNodes {
            throw limitExceeded(
                "the document has more than \(limits.maxNodes) nodes, the limit",
                hint: "split the spec, or raise the limit with --max-nodes", at: start)
        }
    }

    /// Parses the whole document: one value, then only whitespace.
    ///
    /// 1. Read a value; a bracket instead opens a frame and the loop reads its first child.
    /// 2. Attach the value to the innermost open container, then read `,` (go to 1) or the
    ///    closing bracket (the container becomes the value; repeat 2).
    /// 3. With no container open, the value is the document; only whitespace may follow.
    mutating func parseDocument() throws(LoadError) -> Node {
        skipWhitespace()
        if pos >= end {
            throw LoadError(
                rule: .syntax, message: "the file is empty; expected a JSON value",
                span: Span(at: mark))
        }
        readValue: while true {
            // 1. A scalar, an empty container, or nil when a container was opened.
            guard var value = try readValueOrOpen() else { continue readValue }
            // 2. Attach it and close containers.
            while let top = frames.indices.last {
                skipWhitespace()
                if frames[top].isObject {
                    pairs[pairs.count - 1].value = consume value
                    switch byte(at: pos) {
                    case UInt8(ascii: ","):
                        try readComma(closing: UInt8(ascii: "}"))
                        try readKey()
                        continue readValue
                    case UInt8(ascii: "}"):
                        pos += 1
                        value = closeObject()
                    default:
                        throw unexpected(expected: "',' or '}' after an object member")
                    }
                } else {
                    items.append(consume value)
                    switch byte(at: pos) {
                    case UInt8(ascii: ","):
                        try readComma(closing: UInt8(ascii: "]"))
                        continue readValue
                    case UInt8(ascii: "]"):
                        pos += 1
                        value = closeArray()
                    default:
                        throw unexpected(expected: "',' or ']' after an array item")
                    }
                }
            }
            // 3. The document is complete.
            skipWhitespace()
            if pos < end { throw trailingContent() }
            return value
        }
    }

    /// Reads the value at `pos` (whitespace already skipped). Returns nil when it opened a
    /// non-empty container, whose children the caller reads next; for an object, its
    /// first key and `:` have then been read.
    mutating func readValueOrOpen() throws(LoadError) -> Node? {
        guard let first = byte(at: pos) else { throw unexpected(expected: valueExpectation) }
        let start = mark
        switch first {
        case UInt8(ascii: "\""):
            try countNode(at: start)
            let text = try readString()
            return Node(.scalar(Scalar(text, style: .doubleQuoted)), span: Span(start: start, end: mark))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try countNode(at: start)
            return try readNumber(start: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            try countNode(at: start)
            return try readLiteral(start: start)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            return try open(isObject: first == UInt8(ascii: "{"), start: start)
        default:
            throw invalidValueStart()
        }
    }

    /// Opens a container at `pos`: an empty one is returned whole; otherwise a frame is
    /// pushed (and an object's first key read) and nil returned.
    mutating func open(isObject: Bool, start: Mark) throws(LoadError) -> Node? {
        try countNode(at: start)
        if frames.count >= limits.maxDepth {
            throw limitExceeded(
                "nesting is deeper than the limit of \(limits.maxDepth) levels",
                hint: "flatten the spec, or raise the limit with --max-depth", at: start)
        }
        pos += 1
        skipWhitespace()
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if byte(at: pos) == closing {
            pos += 1
            return Node(isObject ? .mapping([]) : .sequence([]), span: Span(start: start, end: mark))
        }
        frames.append(Frame(isObject: isObject, start: start, base: isObject ? pairs.count : items.count))
        if isObject { try readKey() }
        return nil
    }

    /// Consumes the `,` at `pos` and the whitespace after it; a closing bracket right
    /// after is a trailing comma, reported with the fix that deletes it.
    mutating func readComma(closing: UInt8) throws(LoadError) {
        let comma = mark
        pos += 1
        skipWhitespace()
        if byte(at: pos) == closing {
            var error = LoadError(
                rule: .syntax, message: "trailing comma is not allowed in JSON",
                span: Self.span(comma, length: 1),
                hint: "remove the ',' before '\(Character(Unicode.Scalar(closing)))'")
            error.diagnostic.fix = Fix(
                title: "remove the trailing comma",
                edits: [TextEdit(start: comma.offset, end: comma.offset + 1, replacement: "")])
            throw error
        }
    }

    /// Pops the innermost array (its closing bracket consumed) into a node.
    mutating func closeArray() -> Node {
        let frame = frames.removeLast()
        let children = Array(items[frame.base...])
        items.removeSubrange(frame.base...)
        return Node(.sequence(children), span: Span(start: frame.start, end: mark))
    }

    /// Pops the innermost object (its closing bracket consumed) into a node.
    mutating func closeObject() -> Node {
        let frame = frames.removeLast()
        let members = Array(pairs[frame.base...])
        pairs.removeSubrange(frame.base...)
        keyTexts.removeSubrange(frame.base...)
        return Node(.mapping(members), span: Span(start: frame.start, end: mark))
    }
}

extension JSONReader {
    /// The span of `count` ASCII characters from `start`, on one line.
    static func span(_ start: Mark, length count: Int) -> Span {
        Span(start: start, end: Mark(line: start.line, column: start.column + count, offset: start.offset + count))
    }
}
