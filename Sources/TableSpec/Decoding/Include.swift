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
    /// How many of the file's own (model) sections come before it: where the included
    /// sections go in the file's ``Table/sections``.
    public var sectionIndex: Int

    /// An include of `path` written at `span`, after `sectionIndex` sections of the file's own.
    public init(path: String, span: Span, sectionIndex: Int) {
        self.path = path
        self.span = span
        self.sectionIndex = sectionIndex
    }
}

extension TreeDecoder {
    /// The key that makes a `sections:` item an include.
    static let includeKey = "include"

    /// Whether the mapping `pairs` is an include item: it has the key `include`.
    static func isInclude(_ pairs: [Pair]) -> Bool {
        pairs.contains { $0.keyText == includeKey }
    }

    /// Records the include item `pairs` (on the path), after `sectionIndex` own sections.
    /// Its one key is `include`, a non-empty string; any other key is reported, and an
    /// item without a usable path is left out.
    mutating func include(_ pairs: [Pair], sectionIndex: Int) {
        guard let found = pairs.firstIndex(where: { $0.keyText == Self.includeKey }) else { return }
        for (index, pair) in pairs.enumerated() where index != found {
            guard let key = keyText(pair) else { continue }
            unknownKey(key, of: pair, in: "an include (it has only the key include)", allowed: [Self.includeKey], siblings: pairs)
        }
        let value = pairs[found].value
        guard let path = requiredString(value, key: Self.includeKey) else { return }
        guard !path.isEmpty else {
            report(InvalidValueRule.emptyInclude(span: value.span, pointer: pointer(Self.includeKey)))
            return
        }
        includes.append(Include(path: path, span: value.span, sectionIndex: sectionIndex))
    }
}

extension Include {
    /// A finding of `rule` at this include, "cannot include 'PATH': `why`", with `hint`: the
    /// one form of the include rules' refusals (missing, not a spec, outside the root).
    func refusal(_ rule: RuleID, _ why: String, hint: String) -> Diagnostic {
        Diagnostic(rule: rule, message: "cannot include '\(path)': \(why)", span: span, hint: hint)
    }
}
