internal import CYAML

/// Anchors (`&name`) and aliases (`*name`), and the limits that keep alias expansion
/// bounded.
///
/// An alias is replaced by a copy of its anchor's node. Copies share storage (nodes hold
/// arrays), so expanding costs O(1) memory; but every later stage walks the expanded
/// tree, so each anchor remembers how many nodes it expands to and how deep it goes, and
/// an alias is checked against `maxNodes` and `maxDepth` *before* it is added. A
/// "billion laughs" file stops at the first alias that would go past the limit.
extension YAMLLoader {
    /// A finished anchored node: the node, its size counting nested alias expansions,
    /// and its nesting height (0 for a scalar).
    struct Anchor {
        var node: Node
        var count: Int
        var height: Int
    }
}

extension YAMLLoader.Builder {
    /// Expands an alias event. Throws `bad-alias` for an unknown or recursive anchor and
    /// `limit-exceeded` when the alias count, node count or depth would pass its limit.
    /// O(1) plus the length of the name.
    mutating func alias(_ event: UnsafePointer<yaml_event_t>) throws(LoadError) {
        let span = Span(start: marks.mark(event.pointee.start_mark),
                        end: marks.mark(event.pointee.end_mark))
        let name = event.pointee.data.alias.anchor.map { String(cString: $0) } ?? ""
        aliasCount += 1
        if aliasCount > limits.maxAliases {
            throw LoadError(
                rule: .limitExceeded,
                message: "more than \(limits.maxAliases) aliases in the file",
                span: span, pointer: pointer().description,
                hint: "share less through aliases, or raise the limit with --max-aliases")
        }
        guard let anchor = anchors[name] else { throw unknownAlias(name, span: span) }
        if nodeCount + anchor.count > limits.maxNodes {
            throw tooManyNodes(at: span, alias: (name, anchor.count))
        }
        if stack.count + anchor.height > limits.maxDepth { throw tooDeep(at: span) }
        nodeCount += anchor.count
        try attach(anchor.node, height: anchor.height, written: span)
    }

    private func unknownAlias(_ name: String, span: Span) -> LoadError {
        if stack.contains(where: { $0.anchor == name }) {
            return LoadError(
                rule: .badAlias,
                message: "alias '*\(name)' is inside the node its anchor names; recursive structures are not supported",
                span: span, pointer: pointer().description,
                hint: "an alias can only repeat a node that is already complete")
        }
        return LoadError(
            rule: .badAlias,
            message: "undefined alias '*\(name)'" + Suggestion.didYouMean(name, in: anchors.keys.sorted()),
            span: span, pointer: pointer().description,
            hint: "an anchor ('&\(name)') must be written on a node before any alias to it")
    }

    /// `limit-exceeded` for too many nodes, at a node or at the alias that went over.
    func tooManyNodes(at span: Span, alias: (name: String, count: Int)?) -> LoadError {
        let message: String
        if let alias {
            message = "alias '*\(alias.name)' expands to \(alias.count) nodes, taking the document past the limit of \(limits.maxNodes) nodes"
        } else {
            message = "the document has more than \(limits.maxNodes) nodes"
        }
        return LoadError(
            rule: .limitExceeded, message: message, span: span, pointer: pointer().description,
            hint: alias == nil
                ? "split the spec, or raise the limit with --max-nodes"
                : "aliases that nest aliases grow exponentially (a \"billion laughs\" file); share less, or raise the limit with --max-nodes")
    }

    /// `limit-exceeded` for nesting deeper than `maxDepth`.
    func tooDeep(at span: Span) -> LoadError {
        LoadError(
            rule: .limitExceeded,
            message: "nesting is deeper than the limit of \(limits.maxDepth) levels",
            span: span, pointer: pointer().description,
            hint: "flatten the structure, or raise the limit with --max-depth")
    }
}
