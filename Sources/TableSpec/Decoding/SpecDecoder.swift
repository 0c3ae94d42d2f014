/// The result of decoding a located tree: the best-effort table and every problem found.
public struct DecodedSpec: Sendable {
    /// The table, or nil when the document is not a mapping at all.
    public var table: Table?
    /// The tree it was decoded from (rules use it to locate findings).
    public var root: Node
    /// Structure problems found while decoding, in no particular order.
    public var diagnostics: [Diagnostic]
    /// For each model section, its index in the document's `sections` list (a section
    /// that is not a mapping is left out of the model, so the two can differ).
    public var sectionPositions: [Int]
    /// For each model section, for each model row, its index in that section's `rows` list.
    public var rowPositions: [[Int]]
    /// Where a written value could not be used and the table holds a default instead;
    /// validation rules do not judge those defaults.
    public var rejected: RejectedValues
    /// The `{include: PATH}` items of `sections:`, in order; empty for a spec of one file.
    public var includes: [Include]
    /// `rowMoves: anywhere`: rows of a composite may move between the parts it is made of
    /// (`docs/format.md`, "Composition"); false by default (`withinComponent`).
    public var rowMovesAnywhere = false

    /// A decoded spec with these parts, as ``SpecDecoder`` makes it.
    public init(
        table: Table?, root: Node, diagnostics: [Diagnostic], sectionPositions: [Int], rowPositions: [[Int]],
        rejected: RejectedValues = RejectedValues(), includes: [Include] = []
    ) {
        self.table = table
        self.root = root
        self.diagnostics = diagnostics
        self.sectionPositions = sectionPositions
        self.rowPositions = rowPositions
        self.rejected = rejected
        self.includes = includes
    }
}

/// Turns a located ``Node`` tree into a ``Table``, collecting every structure problem.
///
/// Decoding never throws and never stops at the first problem: each one becomes a
/// ``Diagnostic`` (rules `unknown-key`, `missing-key`, `wrong-type`, `invalid-value`,
/// `unsupported-version`, `invalid-id`; for sources and templates `template-syntax` and
/// `duplicate-item-key`) located at the node at fault, and the decoder goes
/// on with the field's default, recording the value as rejected (``DecodedSpec/rejected``)
/// so validation rules do not judge the default. Whenever the root is a mapping the
/// result has a table, so validation rules can still run; a root that is not a mapping
/// gives no table and one `wrong-type` diagnostic.
///
/// ```swift
/// let root = try Loader.load(SourceFile(path: "s.yaml", text: yaml))
/// let decoded = SpecDecoder.decode(root)
/// decoded.table?.sections.first?.rows.first?.title
/// ```
///
/// Scalars are read as the field expects (see `docs/format.md`, "Typing"): `detail: no`
/// is the string "no" (with an `ambiguous-scalar` warning: quote it); `selectable: yes` is
/// an error with the hint "use true".
public enum SpecDecoder {
    /// Decodes `root`, read from a JSON file when `isJSON` (which turns the YAML-only
    /// `ambiguous-scalar` check off). One pass: O(nodes), no pointer or string is built
    /// unless a diagnostic is reported.
    public static func decode(_ root: Node, isJSON: Bool = false) -> DecodedSpec {
        var decoder = TreeDecoder(checksAmbiguousScalars: !isJSON, readsJSON: isJSON)
        let table = decoder.table(root)
        var decoded = DecodedSpec(
            table: table, root: root, diagnostics: decoder.diagnostics,
            sectionPositions: decoder.sectionPositions, rowPositions: decoder.rowPositions,
            rejected: decoder.rejected, includes: decoder.includes)
        decoded.rowMovesAnywhere = decoder.rowMovesAnywhere
        return decoded
    }
}
