/// Mapping keys: scalar-only keys, duplicate detection, and the pointer to a place in
/// the tree being built.
extension YAMLLoader.Builder {
    /// Mappings with more keys than this look keys up in a dictionary instead of a scan.
    private static let indexThreshold = 12

    /// What the builder needs to know about a key before it stores it: its
    /// ``fingerprint(_:)-(UnsafeBufferPointer<UInt8>)`` and whether it is the merge key.
    struct KeyInfo {
        var hash: UInt64
        /// A plain, untagged `<<`.
        var isMerge: Bool
    }

    /// The key information of a scalar event's bytes, computed before the text becomes a
    /// `String`. O(length).
    static func keyInfo(_ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, tagged: Bool) -> KeyInfo {
        let isMerge = bytes.count == 2 && bytes[0] == UInt8(ascii: "<") && bytes[1] == UInt8(ascii: "<")
        return KeyInfo(hash: fingerprint(bytes), isMerge: isMerge && style == .plain && !tagged)
    }

    /// Takes `node` as the next key of the innermost mapping. `info` is given when the
    /// caller (a scalar event) has computed it from the raw bytes; otherwise (an alias
    /// used as a key) it is computed here. Throws `syntax` for a key that is not a scalar
    /// and `duplicate-key` for a key written twice. O(1) amortized.
    mutating func addKey(_ node: consuming Node, written: Span, info given: KeyInfo?) throws(LoadError) {
        let info: KeyInfo
        if let given {
            info = given
        } else {
            info = try keyInfo(of: node, written: written)
        }
        let top = stack.count - 1
        if info.isMerge {
            if let earlier = stack[top].merge {
                throw duplicateKey(node, written: written, first: earlier.key.span,
                                   hint: "merge several mappings with one key: '<<: [*a, *b]'")
            }
            stack[top].pendingKeyIsMerge = true
        } else if let first = index(ofKey: node, hash: info.hash, inFrame: top) {
            throw duplicateKey(node, written: written, first: pairs[first].key.span,
                               hint: "remove one of the two, or rename one")
        }
        stack[top].pendingKeyHash = info.hash
        stack[top].hasPendingKey = true
        stack[top].pendingKey = consume node
    }

    /// The key information of a node that did not come from a scalar event; throws
    /// `syntax` when it is not a scalar.
    private func keyInfo(of node: borrowing Node, written: Span) throws(LoadError) -> KeyInfo {
        guard case .scalar(let key) = node.content else {
            throw LoadError(
                rule: .syntax, message: "keys must be scalars; this key is \(node.kindDescription)",
                span: Span(at: written.start), pointer: pointer().description,
                hint: "write the key as plain text, e.g. 'name: value'")
        }
        var text = key.text
        return text.withUTF8 { Self.keyInfo($0, style: key.style, tagged: key.tag != nil) }
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
        keyHashes.append(stack[top].pendingKeyHash)
        let count = pairs.count - stack[top].base
        if stack[top].keyIndex == nil, count > Self.indexThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(count * 2)
            for i in stack[top].base..<pairs.count { index[pairs[i].keyText ?? ""] = i }
            stack[top].keyIndex = index
        }
    }

    /// Index in `pairs` of the explicit key with the text of the scalar `key` (whose
    /// fingerprint is `hash`) in the mapping `stack[frame]`. O(1) for large mappings, a
    /// short scan of integers for small ones; texts are compared only when fingerprints
    /// match.
    private func index(ofKey key: borrowing Node, hash: UInt64, inFrame frame: Int) -> Int? {
        if stack[frame].keyIndex != nil { return stack[frame].keyIndex?[key.scalar?.text ?? ""] }
        var i = stack[frame].base
        while i < keyHashes.count {
            if keyHashes[i] == hash, pairs[i].keyText == key.scalar?.text { return i }
            i += 1
        }
        return nil
    }

    /// A 64-bit FNV-1a hash of a key's UTF-8 bytes: equal texts have equal fingerprints.
    /// O(length).
    static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
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
