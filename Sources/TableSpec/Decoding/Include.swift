/// A `sections:` item that brings in another spec's sections: `{include: PATH}`.
///
/// The decoder only records it; reading the file, checking the path and splicing the
/// sections is the composition's work (`Workspace/Composition/`), since only it may read
/// other files. See `docs/format.md`, "Composition".
public struct Include: Hashable, Sendable {
    /// The path as written, relative to the including file.
    public var path: String
    /// Where the path was written (the value of `include:`): every include error points here.
    public var span: Span
    /// The item's index in the document's `sections` list.
    public var position: Int
    /// How many of the file's own (model) sections come before it: where the included
    /// sections go in the file's ``Table/sections``.
    public var sectionIndex: Int

    /// An include of `path` written at `span`, item `position` of `sections:`, after
    /// `sectionIndex` sections of the file's own.
    public init(path: String, span: Span, position: Int, sectionIndex: Int) {
        self.path = path
        self.span = span
        self.position = position
        self.sectionIndex = sectionIndex
    }
}

extension TreeDecoder {
    /// The key that makes a `sections:` item an include.
    static let includeKey = "include"

    /// Whether the mapping `pairs` is an include item: its first key is `include`.
    static func isInclude(_ pairs: [Pair]) -> Bool {
        pairs.first?.keyText == includeKey
    }

    /// Records the include item `pairs`, item `position` of `sections:` (on the path),
    /// after `sectionIndex` own sections. Its one key is `include`, a non-empty string;
    /// anything else is reported and the item is left out.
    mutating func include(_ pairs: [Pair], position: Int, sectionIndex: Int) {
        for pair in pairs.dropFirst() {
            guard let key = keyText(pair) else { continue }
            unknownKey(key, of: pair, in: "an include (it has only the key include)", allowed: [Self.includeKey])
        }
        let value = pairs[0].value
        guard let path = requiredString(value, key: Self.includeKey) else { return }
        guard !path.isEmpty else {
            report(InvalidValueRule.emptyInclude(span: value.span, pointer: pointer(Self.includeKey)))
            return
        }
        includes.append(Include(path: path, span: value.span, position: position, sectionIndex: sectionIndex))
    }
}
