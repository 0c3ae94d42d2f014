/// What a ``ValidationRule`` sees: the decoded table, and a way to locate any part of it
/// in the file.
///
/// Locating is lazy: a rule asks for a span only when it reports something, so a clean
/// table costs nothing beyond the checks themselves.
package struct RuleContext: Sendable {
    /// The decoded table the rules check.
    package let table: Table
    /// The tree it was decoded from, for locating findings.
    package let root: Node
    let sectionPositions: [Int]
    let rowPositions: [[Int]]
    /// Where decoding could not use a written value, so ``table`` holds a default there
    /// (``DecodedSpec/rejected``). A rule never reports what only such a default implies.
    package let rejected: RejectedValues
    /// The table's ``Table/cellTypesByName()``, made when a rule first asks (a table of a
    /// million cell types whose rows are all built-in kinds never makes it).
    package var cellTypes: [String: CellType] { cellTypesByName.value(of: table) }
    private let cellTypesByName = LazyCellTypes()
    /// The written sections, and each one's written rows, found once: a finding under
    /// `/sections/i/rows/j` is located from its row, not by searching the top-level and
    /// section mappings again (O(keys) each, so a file of many `x-` keys and many findings
    /// cost O(keys × findings)).
    let writtenSections: [Node]
    let writtenRows: [[Node]?]
    /// For a composed table, the file each section was written in; nil for one file.
    package let composition: ComposedLayout?

    /// The context of `decoded`; nil when the spec has no table (its root is not a
    /// mapping). O(cell types + keys of the root and of each section).
    package init?(_ decoded: DecodedSpec) {
        guard let table = decoded.table else { return nil }
        self.table = table
        self.root = decoded.root
        self.sectionPositions = decoded.sectionPositions
        self.rowPositions = decoded.rowPositions
        self.rejected = decoded.rejected
        let sections = decoded.root.mapping?.first { $0.keyText == "sections" }?.value.sequence ?? []
        self.writtenSections = sections
        self.writtenRows = sections.map(Self.writtenRows)
        self.composition = nil
    }

    /// The context of a composed table: `table`, whose section `g` is model section
    /// `sections[g].section` of `files[sections[g].file]`, with `layout` saying where each
    /// was written. Pointers into it are global (`/sections/g/…`); ``ComposedLayout/localized(_:)``
    /// turns its findings into findings of their files. Values rejected in a file stay
    /// rejected in the composed table. O(sections + rejected values).
    package init(
        composed table: Table, files: [DecodedSpec?], sections: [(file: Int, section: Int)], layout: ComposedLayout
    ) {
        self.table = table
        let empty = Node(.mapping([]), span: Span(at: .start))
        self.root = files.first??.root ?? empty
        self.sectionPositions = Array(sections.indices)
        let written = files.map { $0?.root.mapping?.first { $0.keyText == "sections" }?.value.sequence ?? [] }
        var nodes: [Node] = []
        var rows: [[Node]?] = []
        var rowPositions: [[Int]] = []
        var rejected = files.first??.rejected.outsideSections ?? RejectedValues()
        var rejectedBySection = files.map { $0?.rejected.bySection() ?? [:] }
        nodes.reserveCapacity(sections.count)
        for (global, origin) in sections.enumerated() {
            let positions = files[origin.file]?.sectionPositions ?? []
            let position = positions.indices.contains(origin.section) ? positions[origin.section] : 0
            let node = written[origin.file].indices.contains(position) ? written[origin.file][position] : empty
            nodes.append(node)
            rows.append(Self.writtenRows(node))
            let rowsWritten = files[origin.file]?.rowPositions ?? []
            rowPositions.append(rowsWritten.indices.contains(origin.section) ? rowsWritten[origin.section] : [])
            for rest in rejectedBySection[origin.file][position] ?? [] { rejected.insert("/sections/\(global)" + rest) }
        }
        rejectedBySection.removeAll()
        self.writtenSections = nodes
        self.writtenRows = rows
        self.rowPositions = rowPositions
        self.rejected = rejected
        self.composition = layout
    }

    /// The written rows of the written section `section`, if it has a `rows:` list.
    private static func writtenRows(_ section: Node) -> [Node]? {
        section.mapping?.first { $0.keyText == "rows" }?.value.sequence
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

    /// Whether the table's value at `pointer` is a default standing in for a written value
    /// that could not be used (or sits inside one): rules skip a finding that rests on it.
    /// See ``RejectedValues/covers(_:)``.
    package func isRejected(_ pointer: Pointer) -> Bool {
        rejected.covers(pointer)
    }

    /// The number of rows in the table. O(sections).
    var rowCount: Int {
        table.sections.reduce(0) { $0 + $1.rows.count }
    }

    /// The pointer to model section `section`.
    package func sectionPointer(_ section: Int) -> Pointer {
        let position = sectionPositions.indices.contains(section) ? sectionPositions[section] : section
        return Pointer([.key("sections"), .index(position)])
    }

    /// The pointer to model row `row` of model section `section`.
    package func rowPointer(_ section: Int, _ row: Int) -> Pointer {
        var position = row
        if rowPositions.indices.contains(section), rowPositions[section].indices.contains(row) {
            position = rowPositions[section][row]
        }
        return sectionPointer(section).appending("rows").appending(position)
    }

    /// Where the value at `pointer` was written; when it is absent, the nearest
    /// enclosing value that exists (O(depth × keys)).
    package func span(at pointer: Pointer) -> Span {
        let (base, rest) = start(of: pointer)
        var components = Array(rest)
        while true {
            if let node = base.node(at: Pointer(components)) { return node.span }
            if components.isEmpty { return base.span }
            components.removeLast()
        }
    }

    /// The written node a look-up of `pointer` starts from, and the rest of the pointer:
    /// the row or section it goes through (O(1), from ``writtenRows``), else the root.
    func start(of pointer: Pointer) -> (node: Node, rest: ArraySlice<Pointer.Component>) {
        let c = pointer.components
        guard c.count >= 2, c[0] == .key("sections"), case .index(let s) = c[1], writtenSections.indices.contains(s) else {
            return (root, c[...])
        }
        if c.count >= 4, c[2] == .key("rows"), case .index(let r) = c[3], let rows = writtenRows[s], rows.indices.contains(r) {
            return (rows[r], c[4...])
        }
        return (writtenSections[s], c[2...])
    }

    /// Where the key of the value at `pointer` was written, or the value's span when the
    /// pointer does not end in a key.
    package func keySpan(at pointer: Pointer) -> Span {
        let (base, rest) = start(of: pointer)
        return base.keyNode(at: Pointer(Array(rest)))?.span ?? span(at: pointer)
    }

    /// A related location at the value (or with `atKey`, the key) `pointer` names, with
    /// `message`: in the finding's own file, or, in a composed table, in the file the
    /// pointer's section came from.
    package func related(at pointer: Pointer, atKey: Bool = false, _ message: String) -> RelatedLocation {
        RelatedLocation(
            span: atKey ? keySpan(at: pointer) : span(at: pointer), message: message, path: composition?.path(of: pointer))
    }

    /// A diagnostic of `rule` at the value (or with `atKey`, the key) that `pointer` names.
    package func diagnostic(
        _ rule: RuleDescription, _ message: String, at pointer: Pointer, atKey: Bool = false,
        related: [RelatedLocation] = [], hint: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule.id, severity: rule.severity, message: message,
            span: atKey ? keySpan(at: pointer) : span(at: pointer),
            pointer: pointer.description, related: related, hint: hint)
    }
}

extension RuleContext {
    /// The built-in kind `kind` is or is based on: a built-in kind at once, a cell type's
    /// through ``cellTypes``. O(1).
    package func resolved(_ kind: CellKind) -> BuiltinKind? {
        if case .builtin(let builtin) = kind { return builtin }
        return kind.resolved(in: cellTypes)
    }
}

/// A table's cell types by name, made once on first use, from any thread.
private final class LazyCellTypes: @unchecked Sendable {
    private let lock = Lock()
    private var made: [String: CellType]?

    func value(of table: Table) -> [String: CellType] {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = table.cellTypesByName()
        made = value
        return value
    }
}
