/// Mapping keys: scalar-only keys, duplicate detection, and the pointer to a place in
/// the tree being built.
extension YAMLLoader.Builder {
    /// Mappings with more keys than this look keys up in a dictionary instead of a scan.
    private static let indexThreshold = 12

    /// Takes `node` as the next key of the innermost mapping. Throws `syntax` for a key
    /// that is not a scalar and `duplicate-key` for a key written twice. O(1) amortized.
    mutating func addKey(_ node: consuming Node, written: Span) throws(LoadError) {
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
        if let first = index(ofKey: key.text, inFrame: top) {
            throw duplicateKey(node, written: written, first: pairs[first].key.span,
                               hint: "remove one of the two, or rename one")
        }
        stack[top].pendingKey = node
    }

    /// Pairs `value` with the pending `key` (or records a merge for a `<<` key).
    mutating func addValue(_ value: consuming Node, for key: consuming Node, written: Span) throws(LoadError) {
        let top = stack.count - 1
        if stack[top].pendingKeyIsMerge {
            stack[top].pendingKeyIsMerge = false
            try recordMerge(value, key: key, written: written)
            return
        }
        if stack[top].keyIndex != nil {
            stack[top].keyIndex?[key.scalar?.text ?? ""] = pairs.count
        }
        pairs.append(Pair(key: key, value: value))
        let count = pairs.count - stack[top].base
        if stack[top].keyIndex == nil, count > Self.indexThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(count * 2)
            for i in stack[top].base..<pairs.count { index[pairs[i].keyText ?? ""] = i }
            stack[top].keyIndex = index
        }
    }

    /// Index in `pairs` of the explicit key `text` of the mapping `stack[frame]`. O(1)
    /// for large mappings, a short scan for small ones.
    private func index(ofKey text: String, inFrame frame: Int) -> Int? {
        if stack[frame].keyIndex != nil { return stack[frame].keyIndex?[text] }
        var i = stack[frame].base
        while i < pairs.count {
            if case .scalar(let key) = pairs[i].key.content, key.text == text { return i }
            i += 1
        }
        return nil
    }

    /// The RFC 6901 pointer to the place the next event fills (built only for errors).
    /// O(depth).
    func pointer() -> Pointer {
        var components: [Pointer.Component] = []
        for (depth, frame) in stack.enumerated() {
            if frame.isMapping {
                if let key = frame.pendingKey?.scalar?.text { components.append(.key(key)) }
            } else {
                // This list's items end where the next deeper list's begin.
                let deeper = stack[(depth + 1)...].first { !$0.isMapping }
                components.append(.index((deeper?.base ?? items.count) - frame.base))
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
