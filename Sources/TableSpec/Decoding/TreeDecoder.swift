/// The state of one decoding run: the diagnostics found so far and where in the document
/// the walk is.
///
/// The walk is one pass over the tree. On the happy path it builds no ``Pointer`` and no
/// `String`: the path is a stack of cheap components (literal keys and indexes), and the
/// RFC 6901 text of a pointer is made only when a diagnostic is emitted. The `Decoder+…`
/// files hold one part of the format each.
struct TreeDecoder {
    /// Every problem found, in walk order.
    var diagnostics: [Diagnostic] = []
    /// The keys of each mapping that had a misspelt key with a fix, by the offset of the
    /// mapping's first key (``unknownKey(_:at:in:allowed:siblings:)``).
    var presentKeys: [Int: Set<String>] = [:]
    /// The components leading to the mapping or list being decoded.
    var path: [Pointer.Component] = []
    /// For each model section, its index in the document's `sections` list.
    var sectionPositions: [Int] = []
    /// For each model section, for each model row, its index in the `rows` list.
    var rowPositions: [[Int]] = []
    /// The `{include: PATH}` items of `sections:`, in order.
    var includes: [Include] = []
    /// The strings written with an explicit key (`{key: …}`), by place (``Localization/keys``).
    var localizedKeys: [TextPlace: LocalizedKey] = [:]
    /// Explicit keys read in the mapping being read, waiting for its id
    /// (`Decoder+Localization.swift`).
    var pendingKeys: [(PendingField, LocalizedKey)] = []
    /// `rowMoves: anywhere` was read.
    var rowMovesAnywhere = false
    /// Whether a section's `template:` is being read: its ids are checked with their
    /// `{fields}` taken out (`Decoder+Template.swift`), not as written.
    var readingTemplate = false
    /// The values reported as unusable (see ``report(_:)``), which the model holds a
    /// default for.
    var rejected = RejectedValues()
    /// Whether plain string values that YAML 1.1 tools misread are reported
    /// (`ambiguous-scalar`): true for YAML, false for JSON.
    let checksAmbiguousScalars: Bool
    /// Whether the tree came from JSON, which has no plain words: the string `"auto"` is
    /// then the height `auto`.
    let readsJSON: Bool

    init(checksAmbiguousScalars: Bool = true, readsJSON: Bool = false) {
        self.checksAmbiguousScalars = checksAmbiguousScalars
        self.readsJSON = readsJSON
        path.reserveCapacity(16)
    }

    // MARK: Path

    /// Runs `body` with `component` pushed on the path.
    @inline(__always)
    mutating func within<T>(_ component: Pointer.Component, _ body: (inout TreeDecoder) -> T) -> T {
        path.append(component)
        defer { path.removeLast() }
        return body(&self)
    }

    /// The pointer text of the current path. Built only for diagnostics.
    func pointer() -> String {
        Pointer(path).description
    }

    /// The pointer text of `key` under the current path. Built only for diagnostics.
    func pointer(_ key: String) -> String {
        Pointer(path + [.key(key)]).description
    }

    // MARK: Reporting

    /// Records `diagnostic`. One that rejects the value at its pointer (`wrong-type`,
    /// `invalid-value`, `missing-key`) also records that pointer in ``rejected``: the
    /// caller keeps the key's default, and validation must not judge it.
    mutating func report(_ diagnostic: Diagnostic) {
        if RejectedValues.rejectsValue(diagnostic.rule) { rejected.insert(diagnostic.pointer) }
        diagnostics.append(diagnostic)
    }

    /// Records a problem with a mapping key (the pair is skipped) without rejecting the
    /// mapping: its other keys were read.
    mutating func reportKey(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    // MARK: Mappings

    /// The pairs of `node` when it is a mapping; otherwise reports `wrong-type` (the value
    /// at `key` under the current path, or the current path itself when `key` is nil) and
    /// returns nil.
    mutating func pairs(of node: Node, expected: String, key: String?) -> [Pair]? {
        if case .mapping(let pairs) = node.content { return pairs }
        report(WrongTypeRule.diagnostic(
            expected: expected, found: node, pointer: key.map(pointer(_:)) ?? pointer()))
        return nil
    }

    /// The text of a mapping key. A key that is not a scalar (`? [a]: b`) is reported and
    /// gives nil, so the caller skips the pair.
    mutating func keyText(_ pair: Pair) -> String? {
        if case .scalar(let scalar) = pair.key.content { return scalar.text }
        reportKey(WrongTypeRule.diagnostic(
            expected: "a string key", found: pair.key, pointer: pointer()))
        return nil
    }

    /// The text of the key of `pairs[index]`, read in place (see
    /// ``field(ofKeyAt:in:keys:place:)``). A key that is not a scalar is reported and gives
    /// nil, so the caller skips the pair.
    mutating func keyText(at index: Int, in pairs: [Pair]) -> String? {
        // Through the buffer, the key's content is matched where it lies; `pairs[index]`
        // copied the key node first (6 M of 144 M decoding instructions, 20,000 rows).
        let text = pairs.withUnsafeBufferPointer { pairs -> String? in
            if case .scalar(let scalar) = pairs[index].key.content { return scalar.text }
            return nil
        }
        if let text { return text }
        reportKey(WrongTypeRule.diagnostic(expected: "a string key", found: pairs[index].key, pointer: pointer()))
        return nil
    }

    /// Reports a key no case of the caller's switch knows, unless it starts with `x-`
    /// (extension keys are allowed anywhere and ignored); `siblings` are the pairs of its
    /// mapping.
    mutating func unknownKey(_ key: String, of pair: Pair, in place: String, allowed: [String], siblings: [Pair]) {
        unknownKey(key, at: pair.key, in: place, allowed: allowed, siblings: siblings)
    }

    /// Reports `key` (written at `keyNode`) as unknown in `place`, unless it starts with `x-`.
    /// Its fix (renaming it to the one close allowed key) is dropped when the mapping
    /// already has that key: the rename would write it twice (`duplicate-key`). The
    /// mapping's keys are gathered once per mapping, on its first suggestion, so a mapping
    /// of many misspelt keys costs O(pairs) once, not per key.
    mutating func unknownKey(_ key: String, at keyNode: Node, in place: String, allowed: [String], siblings: [Pair]) {
        if key.utf8.starts(with: "x-".utf8) { return }
        var diagnostic = UnknownKeyRule.diagnostic(key: key, place: place, allowed: allowed, keyNode: keyNode, pointer: pointer(key))
        if diagnostic.fix != nil, let renamed = Suggestion.unique(to: key, in: allowed) {
            let mapping = siblings.first?.key.span.start.offset ?? -1
            if presentKeys[mapping] == nil { presentKeys[mapping] = Set(siblings.compactMap(\.keyText)) }
            if presentKeys[mapping]?.contains(renamed) != false { diagnostic.fix = nil }
        }
        report(diagnostic)
    }

    /// Which of `keys` the key of `pairs[index]` names, with its text. A key that is not a
    /// scalar is reported (`wrong-type`), one that `keys` does not know is reported
    /// (`unknown-key`, unless it starts with `x-`); both give nil, so the caller skips the
    /// pair. O(key length); see ``KeyTable``. `place` is made only for that message.
    ///
    /// It takes the array and an index rather than the key node: passing an element of an
    /// array as an argument copies the whole node (an out-of-line copy and a retain, about
    /// a hundred instructions), where reading its content in place copies only the text.
    mutating func field<Field>(
        ofKeyAt index: Int, in pairs: [Pair], keys: KeyTable<Field>, place: @autoclosure () -> String
    ) -> (field: Field, key: String)? {
        guard let key = keyText(at: index, in: pairs) else { return nil }
        if let field = keys.field(key) { return (field, key) }
        unknownKey(key, at: pairs[index].key, in: place(), allowed: keys.names, siblings: pairs)
        return nil
    }

    /// Reports the required `key` missing from `mapping`, located at the mapping's first
    /// key (or the whole mapping when it is empty).
    mutating func missingKey(_ key: String, in mapping: Node, pairs: [Pair], place: String) {
        missingKey(key, at: mapping.span, pairs: pairs, place: place)
    }

    /// Reports the required `key` missing from the mapping written at `span` with `pairs`.
    mutating func missingKey(_ key: String, at span: Span, pairs: [Pair], place: String) {
        let span = pairs.isEmpty ? span : pairs[0].key.span
        report(MissingKeyRule.diagnostic(key: key, place: place, span: span, pointer: pointer(key)))
    }
}
