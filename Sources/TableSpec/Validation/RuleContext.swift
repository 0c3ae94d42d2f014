/// What a ``ValidationRule`` sees: the decoded table, and a way to locate any part of it
/// in the file.
///
/// Locating is lazy: a rule asks for a span only when it reports something, so a clean
/// table costs nothing beyond the checks themselves.
public struct RuleContext: Sendable {
    public let table: Table
    public let root: Node
    let sectionPositions: [Int]
    let rowPositions: [[Int]]
    /// ``Table/cellTypeBases``, built once for all rules and rows.
    public let cellTypeBases: [String: BuiltinKind]

    /// Nil when the spec has no table (its root is not a mapping).
    public init?(_ decoded: DecodedSpec) {
        guard let table = decoded.table else { return nil }
        self.table = table
        self.root = decoded.root
        self.sectionPositions = decoded.sectionPositions
        self.rowPositions = decoded.rowPositions
        self.cellTypeBases = table.cellTypeBases
    }

    /// Calls `body` with the position of every row, in order: its section's index, its own
    /// index, and its section's rows, so the rule reads the fields it checks in place
    /// (`rows[r].editing?.canEdit`).
    ///
    /// Reading a field of `rows[r]` loads just that field; a `Row` passed whole to a rule
    /// was copied for every rule and row, which cost more than the checks themselves.
    /// O(rows), no allocation.
    func forEachRowIndex(_ body: (_ section: Int, _ row: Int, _ rows: [Row]) -> Void) {
        let sections = table.sections
        for s in sections.indices {
            let rows = sections[s].rows
            for r in rows.indices { body(s, r, rows) }
        }
    }

    /// The number of rows in the table. O(sections).
    var rowCount: Int {
        table.sections.reduce(0) { $0 + $1.rows.count }
    }

    /// The pointer to model section `section`.
    public func sectionPointer(_ section: Int) -> Pointer {
        let position = sectionPositions.indices.contains(section) ? sectionPositions[section] : section
        return Pointer([.key("sections"), .index(position)])
    }

    /// The pointer to model row `row` of model section `section`.
    public func rowPointer(_ section: Int, _ row: Int) -> Pointer {
        var position = row
        if rowPositions.indices.contains(section), rowPositions[section].indices.contains(row) {
            position = rowPositions[section][row]
        }
        return sectionPointer(section).appending("rows").appending(position)
    }

    /// Where the value at `pointer` was written; when it is absent, the nearest
    /// enclosing value that exists (O(depth × keys)).
    public func span(at pointer: Pointer) -> Span {
        var components = pointer.components
        while true {
            if let node = root.node(at: Pointer(components)) { return node.span }
            if components.isEmpty { return root.span }
            components.removeLast()
        }
    }

    /// Where the key of the value at `pointer` was written, or the value's span when the
    /// pointer does not end in a key.
    public func keySpan(at pointer: Pointer) -> Span {
        root.keyNode(at: pointer)?.span ?? span(at: pointer)
    }

    /// A diagnostic of `rule` at the value (or with `atKey`, the key) that `pointer` names.
    public func diagnostic(
        _ rule: RuleDescription, _ message: String, at pointer: Pointer, atKey: Bool = false,
        related: [RelatedLocation] = [], hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule.id, severity: rule.severity, message: message,
            span: atKey ? keySpan(at: pointer) : span(at: pointer),
            pointer: pointer.description, related: related, hint: hint)
    }
}
