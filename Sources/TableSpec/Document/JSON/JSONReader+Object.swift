extension JSONReader {
    /// Reads an object key at `pos` (whitespace already skipped), checks it is not a
    /// duplicate, pushes its pair with a placeholder value, and consumes the `:` and the
    /// whitespace after it.
    mutating func readKey() throws(LoadError) {
        guard byte(at: pos) == UInt8(ascii: "\"") else { throw invalidKey() }
        let start = mark
        try countNode(at: start)
        let text = try readString()
        let key = Node(.scalar(Scalar(text, style: .doubleQuoted)), span: Span(start: start, end: mark))
        try checkDuplicate(text, key: key)
        keyTexts.append(text)
        pairs.append(Pair(key: key, value: Self.placeholder))
        skipWhitespace()
        guard byte(at: pos) == UInt8(ascii: ":") else {
            throw unexpected(expected: "':' after the object key \"\(Self.abbreviated(text))\"")
        }
        pos += 1
        skipWhitespace()
    }

    /// Fails when the innermost object already has `text` as a key: the same Unicode
    /// scalars, compared code unit by code unit as RFC 8259 §8.3 describes.
    ///
    /// - Complexity: O(keys) for objects under ``hashThreshold`` keys; past it, the object
    ///   gets a hash index once (O(keys)) and each check is O(1) on average.
    mutating func checkDuplicate(_ text: String, key: Node) throws(LoadError) {
        let top = frames.count - 1
        let base = frames[top].base
        if keyTexts.count - base < Self.hashThreshold {
            let length = text.utf8.count
            for index in base..<keyTexts.count
            where keyTexts[index].utf8.count == length && Self.sameScalars(keyTexts[index], text) {
                throw duplicate(text, key: key, first: index)
            }
            return
        }
        if frames[top].keyIndex == nil {
            var index = [ExactKey: Int](minimumCapacity: 2 * Self.hashThreshold)
            for i in base..<keyTexts.count { index[ExactKey(text: keyTexts[i])] = i }
            frames[top].keyIndex = index
        }
        if let first = frames[top].keyIndex?[ExactKey(text: text)] {
            throw duplicate(text, key: key, first: first)
        }
        frames[top].keyIndex?[ExactKey(text: text)] = keyTexts.count
    }

    /// The `duplicate-key` error for `key`, whose text was first used at `pairs[first]`.
    func duplicate(_ text: String, key: Node, first: Int) -> LoadError {
        let path = pointer(frameCount: frames.count - 1).appending(text)
        return LoadError(
            rule: .duplicateKey,
            message: "duplicate key \"\(Self.abbreviated(text))\" in this object",
            span: key.span,
            pointer: path.description,
            related: [RelatedLocation(span: pairs[first].key.span, message: "first defined here")],
            hint: "remove one of the two, or rename it")
    }

    /// The pointer to the value being read inside the outermost `frameCount` open
    /// containers: for an object, its latest key; for an array, the index of the next item.
    ///
    /// - Complexity: O(depth); used only to report errors.
    func pointer(frameCount: Int) -> Pointer {
        var components: [Pointer.Component] = []
        components.reserveCapacity(frameCount)
        // Walk outwards: the end of a frame's children is the base of the next deeper
        // frame of the same kind, or the end of the stack.
        var objectEnd = pairs.count
        var arrayEnd = items.count
        for index in frames.indices.reversed() {
            let frame = frames[index]
            if frame.isObject {
                if index < frameCount, objectEnd > frame.base {
                    components.append(.key(keyTexts[objectEnd - 1]))
                }
                objectEnd = frame.base
            } else {
                if index < frameCount { components.append(.index(arrayEnd - frame.base)) }
                arrayEnd = frame.base
            }
        }
        return Pointer(components.reversed())
    }

    /// Whether `a` and `b` hold the same scalars. `==` first: it rejects most pairs fast,
    /// and it only says "equal" for canonically equivalent strings, which the byte
    /// comparison then tells apart.
    @inline(__always)
    static func sameScalars(_ a: String, _ b: String) -> Bool {
        a == b && a.utf8.elementsEqual(b.utf8)
    }

    /// `text` cut to 40 characters for a message.
    static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}

extension JSONReader {
    /// An object key compared and hashed by its exact UTF-8 bytes, not by Swift's canonical
    /// equivalence: `"é"` and `"e\u0301"` are different JSON keys.
    struct ExactKey: Hashable {
        var text: String

        static func == (a: ExactKey, b: ExactKey) -> Bool {
            a.text.utf8.count == b.text.utf8.count && JSONReader.sameScalars(a.text, b.text)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text.utf8.count)
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }
}
