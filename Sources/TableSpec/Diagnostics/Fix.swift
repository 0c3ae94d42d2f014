/// A safe, mechanical fix of one finding: replacements of byte ranges of the finding's own
/// file, which give the spec the author evidently meant (a misspelt key with one close
/// match, `yes` where a boolean is expected, a trailing comma in JSON). A finding that
/// needs judgement (a duplicate id, two close suggestions) has none.
///
/// `validate --fix` applies them; `tablectl lsp` offers them as quick fixes. Edits are on
/// the bytes the file was read from, so everything outside them stays byte for byte. The
/// library makes them (the memberwise initializers are internal).
///
/// ```swift
/// // `acessory: checkmark` at offset 40
/// Fix(title: "replace 'acessory' with 'accessory'",
///     edits: [TextEdit(start: 40, end: 48, replacement: "accessory")])
/// ```
public struct Fix: Hashable, Sendable {
    /// What the fix does, lower-case: "replace 'acessory' with 'accessory'".
    public var title: String
    /// The replacements, in the finding's file; they never overlap.
    public var edits: [TextEdit]
}

/// The bytes `start..<end` of a file replaced with `replacement` (an insertion when the
/// range is empty, a deletion when the replacement is).
public struct TextEdit: Hashable, Sendable {
    /// The first byte replaced (0-based offset into the file's UTF-8 bytes, as ``Mark/offset``).
    public var start: Int
    /// The byte after the last one replaced.
    public var end: Int
    /// The text written in their place.
    public var replacement: String
}
