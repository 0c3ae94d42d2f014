internal import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads YAML bytes into a located ``Node`` tree through libyaml's event API.
///
/// 1. ``YAMLEncodingCheck`` rejects invalid UTF-8, NUL and control bytes, and UTF-16/32
///    files, pointing at the exact byte.
/// 2. libyaml's parser turns the bytes into events; ``YAMLParser`` owns it (for a file of a
///    mebibyte or more, on a thread of its own: ``YAMLEventStream``).
/// 3. A ``Builder`` keeps a stack of open collections (no recursion, so any nesting depth
///    is safe) and turns each event into nodes with ``Mark``s from ``YAMLMarks``,
///    expanding aliases, applying merge keys and enforcing ``Limits`` as it goes.
///
/// A file with no document at all (empty, or only comments) is a `syntax` error at 1:1:
/// a spec always has a root. A second document is a `multiple-documents` error at its
/// start. Everything else that goes wrong is one located ``LoadError``.
enum YAMLLoader {
    /// Loads one YAML document. O(file size + nodes aliases expand to), which
    /// `limits.maxNodes` bounds; nesting is bounded by `limits.maxDepth`.
    /// `streaming` forces the parse onto its own thread (true) or this one (false); nil
    /// decides by size (``YAMLEventStream/threshold``) and the processor count.
    static func load(_ bytes: [UInt8], limits: Limits, streaming: Bool? = nil) throws(LoadError) -> Node {
        let base = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let check = YAMLEncodingCheck.check(bytes)
        var marks = YAMLMarks(bytes: bytes, base: base, plainASCII: check.isPlainASCII)
        if let problem = check.problem {
            throw LoadError(
                rule: .encoding, message: problem.message,
                span: Span(at: marks.mark(offset: problem.offset)), hint: problem.hint)
        }
        // A large file: libyaml parses on a second core while this one builds the tree.
        if streaming ?? (bytes.count >= YAMLEventStream.threshold && sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1),
           let stream = YAMLEventStream(bytes, from: base) {
            defer { stream.stop() }
            return try build(stream, marks: marks, limits: limits).get()
        }
        let result: Result<Node, LoadError> = YAMLParser.parsing(bytes, from: base) { parser in
            guard let parser else {
                return .failure(LoadError(
                    rule: .syntax, message: "out of memory starting the YAML parser", span: Span(at: .start)))
            }
            return build(parser, marks: marks, limits: limits)
        }
        return try result.get()
    }

    /// The tree `source`'s events make, built with a borrowed scratch buffer (the one home
    /// of the builder's run, whichever thread parses). O(events).
    private static func build(
        _ source: some YAMLEventSource, marks: YAMLMarks, limits: Limits
    ) -> Result<Node, LoadError> {
        YAMLScratch.borrowing { scratch in
            var builder = Builder(marks: marks, limits: limits, scratch: scratch)
            do throws(LoadError) {
                return .success(try builder.run(source))
            } catch {
                return .failure(error)
            }
        }
    }
}

extension YAMLLoader {
    /// One sequence or mapping whose end event has not arrived yet.
    struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var start: Mark
        /// Where the last child was written; the end of a block collection.
        var lastEnd: Mark
        var anchor: String?
        /// ``Builder/nodeCount`` before this collection was counted.
        var nodesBefore: Int
        /// Deepest nesting below this collection (0 when it holds only scalars).
        var height = 0
        /// Where this collection's children start in the builder's `items` (sequence) or
        /// `pairs` (mapping) scratch buffer.
        var base: Int
        /// A key waiting for its value, its fingerprint, and whether there is one
        /// (checked on every event, without copying the key).
        var pendingKey: Node?
        var pendingKeyHash: UInt64 = 0
        var hasPendingKey = false
        var pendingKeyIsMerge = false
        /// Key text → index in the builder's `pairs`, built once a mapping grows past a
        /// few keys.
        var keyIndex: [String: Int]?
        /// The `<<` key of this mapping and what it merges, inserted at `position`.
        var merge: Merge?
    }

    /// What one `<<` key merges into its mapping.
    struct Merge {
        var key: Node
        var position: Int
        var sources: [Node] = []
    }

    /// Turns events into the tree. One per load.
    struct Builder {
        var marks: YAMLMarks
        let limits: Limits
        let stack: YAMLChildren<Frame>
        /// Children of every open sequence, innermost last. Shared scratch buffers keep
        /// allocation to one exactly-sized array per finished collection.
        let items: YAMLChildren<Node>
        /// Explicit pairs of every open mapping, innermost last.
        let pairs: YAMLChildren<Pair>
        /// The fingerprint of each key in `pairs`, at the same index: duplicate checks
        /// compare these integers and compare texts only when two match.
        let keyHashes: YAMLChildren<UInt64>
        /// Short scalar texts already made, so repeated keys and values are not re-decoded.
        let strings: YAMLStringCache
        var root: Node?
        var documents = 0
        /// Nodes so far, counting every node an alias expands to.
        var nodeCount = 0
        var aliasCount = 0
        var anchors: [String: Anchor] = [:]
        /// The last event, when it is a quoted scalar over several lines in block context:
        /// the suspect when the next event is a syntax error (``unclosedQuote(_:at:)``).
        var multilineQuote: Span?

        /// A builder whose buffers are `scratch`'s, which must be empty (see
        /// ``YAMLScratch``).
        init(marks: YAMLMarks, limits: Limits, scratch: YAMLScratch) {
            self.marks = marks
            self.limits = limits
            (stack, items, pairs) = (scratch.stack, scratch.items, scratch.pairs)
            (keyHashes, strings) = (scratch.keyHashes, scratch.strings)
        }

        /// Pulls every event and returns the document's root.
        mutating func run(_ parser: some YAMLEventSource) throws(LoadError) -> Node {
            while true {
                guard let pointer = parser.next() else { throw syntaxError(parser.failure) }
                let event = pointer.pointee
                // An implicit document end comes between a root scalar and the error after it.
                if event.type != YAML_DOCUMENT_END_EVENT { multilineQuote = nil }
                switch event.type {
                case YAML_SCALAR_EVENT:
                    try scalar(pointer)
                case YAML_MAPPING_START_EVENT:
                    let data = event.data.mapping_start
                    try open(mapping: true, flow: data.style == YAML_FLOW_MAPPING_STYLE,
                             anchor: data.anchor, at: event.start_mark)
                case YAML_SEQUENCE_START_EVENT:
                    let data = event.data.sequence_start
                    try open(mapping: false, flow: data.style == YAML_FLOW_SEQUENCE_STYLE,
                             anchor: data.anchor, at: event.start_mark)
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    try close(at: event.end_mark)
                case YAML_ALIAS_EVENT:
                    try alias(pointer)
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 { throw multipleDocuments(at: event.start_mark) }
                case YAML_STREAM_END_EVENT:
                    guard let root else { throw emptyFile() }
                    return root
                default:
                    break
                }
            }
        }

        private mutating func scalar(_ event: UnsafePointer<yaml_event_t>) throws(LoadError) {
            let data = event.pointee.data.scalar
            let span = Span(start: marks.mark(event.pointee.start_mark),
                            end: marks.mark(event.pointee.end_mark))
            try countNode(at: span.start)
            let bytes = UnsafeBufferPointer(start: data.value, count: Int(data.length))
            let text = strings.string(bytes)
            let style: Scalar.Style
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            if style == .singleQuoted || style == .doubleQuoted, span.end.line > span.start.line,
               stack.count == 0 || !stack[stack.count - 1].isFlow {
                multilineQuote = span
            }
            let tag = data.tag.map { String(cString: $0) }
            let node = Node(.scalar(Scalar(text, style: style, tag: tag)), span: span)
            if let anchor = data.anchor {
                anchors[String(cString: anchor)] = Anchor(node: node, count: 1, height: 0)
            }
            let top = stack.count - 1
            let isKey = top >= 0 && stack[top].isMapping && !stack[top].hasPendingKey
            try attach(node, height: 0, written: span,
                       key: isKey ? Self.keyInfo(bytes, style: style, tagged: data.tag != nil) : nil)
        }

        private mutating func open(
            mapping: Bool, flow: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, at mark: yaml_mark_t
        ) throws(LoadError) {
            let start = marks.mark(mark)
            if let top = stack.indices.last, stack[top].isMapping, !stack[top].hasPendingKey {
                throw LoadError(
                    rule: .syntax, message: "keys must be scalars; this key is \(mapping ? "a mapping" : "a list")",
                    span: Span(at: start), pointer: pointer().description,
                    hint: "write the key as plain text, e.g. 'name: value'")
            }
            let before = nodeCount
            try countNode(at: start)
            guard stack.count < limits.maxDepth else { throw tooDeep(at: Span(at: start)) }
            stack.append(Frame(
                isMapping: mapping, isFlow: flow, start: start, lastEnd: start,
                anchor: anchor.map { String(cString: $0) }, nodesBefore: before,
                base: mapping ? pairs.count : items.count))
        }

        private mutating func close(at mark: yaml_mark_t) throws(LoadError) {
            guard let frame = stack.popLast() else { return }
            // A block collection ends where its last child does; libyaml's end event sits
            // at the next token, possibly lines later.
            let end = frame.isFlow ? marks.mark(mark) : frame.lastEnd
            let span = Span(start: frame.start, end: end)
            let content: Node.Content
            if frame.isMapping {
                content = .mapping(mergedPairs(frame))
            } else {
                content = .sequence(items.removeArray(from: frame.base))
            }
            let node = Node(content, span: span)
            let height = frame.height + 1
            if let anchor = frame.anchor {
                anchors[anchor] = Anchor(node: node, count: nodeCount - frame.nodesBefore, height: height)
            }
            try attach(node, height: height, written: span)
        }

        /// Adds a finished node to the innermost open collection (or makes it the root).
        /// `written` is where the event was, which differs from `node.span` for aliases;
        /// `key` describes the node as a mapping key when the caller has computed that.
        mutating func attach(
            _ node: consuming Node, height: Int, written: Span, key: KeyInfo? = nil
        ) throws(LoadError) {
            let top = stack.count - 1
            guard top >= 0 else {
                root = node
                return
            }
            if stack[top].height < height { stack[top].height = height }
            stack[top].lastEnd = written.end
            if !stack[top].isMapping {
                items.append(node)
            } else if stack[top].hasPendingKey, let pending = stack[top].pendingKey.take() {
                stack[top].hasPendingKey = false
                try addValue(node, for: pending, written: written)
            } else {
                try addKey(node, written: written, info: key)
            }
        }

        mutating func countNode(at mark: Mark) throws(LoadError) {
            nodeCount += 1
            if nodeCount > limits.maxNodes { throw tooManyNodes(at: Span(at: mark), alias: nil) }
        }
    }
}
