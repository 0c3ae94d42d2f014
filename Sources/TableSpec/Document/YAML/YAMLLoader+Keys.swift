/// Mapping keys: scalar-only keys, duplicate detection, and the pointer to a place in
/// the tree being built.
extension YAMLLoader.Builder {
    /// Mappings with more keys than this look keys up in a dictionary instead of a scan.
    private static let indexThreshold = 12

    /// Takes `node` as the next key of the innermost mapping. Throws `syntax` for a key
    /// that is not a scalar and `duplicate-key` for a key written twice. O(1) amortized.
    mutating func addKey(_ node: Node, written: Span) throws(LoadError) {
        let top = stack.count - 1
        guard case .scalar(let key) = node.content else {
            throw LoadError(
                rule: .syntax, message: "keys must be scalars; this key is \(node.kindDescription)",
                span: Span(at: written.start), pointer: pointer().description,
                hint: "write the key as plain text, e.g. 'name: value'")
        }
        if key.style == .plain, key.tag == nil, key.text == "<<" {
            if let earlier = stack[top].merge {
                throw duplicateKey(node, written: written, first: earlier.key.span,
                                   hint: "merge several mappings with one key: '<<: [*a, *b]'")
            }
            stack[top].pendingKey = node
            stack[top].pendingKeyIsMerge = true
            return
        }
        if let first = stack[top].index(ofKey: key.text) {
            throw duplicateKey(node, written: written, first: stack[top].pairs[first].key.span,
                               hint: "remove one of the two, or rename one")
        }
        stack[top].pendingKey = node
    }

    /// Pairs `value` with the pending `key` (or records a merge for a `<<` key).
    mutating func addValue(_ value: Node, for key: Node, written: Span) throws(LoadError) {
        let top = stack.count - 1
        if stack[top].pendingKeyIsMerge {
            stack[top].pendingKeyIsMerge = false
            try recordMerge(value, key: key, written: written)
            return
        }
        stack[top].pairs.append(Pair(key: key, value: value))
        let count = stack[top].pairs.count
        if stack[top].keyIndex != nil {
            stack[top].keyIndex?[key.scalar?.text ?? ""] = count - 1
        } else if count > Self.indexThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(count * 2)
            for (i, pair) in stack[top].pairs.enumerated() { index[pair.keyText ?? ""] = i }
            stack[top].keyIndex = index
        }
    }

    /// The RFC 6901 pointer to the place the next event fills (built only for errors).
    /// O(depth).
    func pointer() -> Pointer {
        var components: [Pointer.Component] = []
        for frame in stack {
            if frame.isMapping {
                if let key = frame.pendingKey?.scalar?.text { components.append(.key(key)) }
            } else {
                components.append(.index(frame.items.count))
            }
        }
        return Pointer(components)
    }

    private func duplicateKey(_ node: Node, written: Span, first: Span, hint: String) -> LoadError {
        let text = node.scalar?.text ?? ""
        return LoadError(
            rule: .duplicateKey,
            message: "duplicate key '\(text)'; it is already defined at \(first.start)",
            span: written, pointer: pointer().appending(text).description,
            related: [RelatedLocation(span: first, message: "first defined here")],
            hint: hint)
    }
}

extension YAMLLoader.Frame {
    /// Index in `pairs` of the explicit key `text`. O(1) for large mappings, a short
    /// scan for small ones.
    func index(ofKey text: String) -> Int? {
        if let keyIndex { return keyIndex[text] }
        return pairs.firstIndex { $0.key.scalar?.text == text }
    }
}
