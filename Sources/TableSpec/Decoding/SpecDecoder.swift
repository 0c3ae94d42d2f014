// PLACEHOLDER — replaced by the decoding work. Do not ship.

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

    public init(table: Table?, root: Node, diagnostics: [Diagnostic], sectionPositions: [Int], rowPositions: [[Int]]) {
        self.table = table
        self.root = root
        self.diagnostics = diagnostics
        self.sectionPositions = sectionPositions
        self.rowPositions = rowPositions
    }
}

public enum SpecDecoder {
    public static func decode(_ root: Node) -> DecodedSpec {
        DecodedSpec(table: nil, root: root, diagnostics: [], sectionPositions: [], rowPositions: [])
    }
}
