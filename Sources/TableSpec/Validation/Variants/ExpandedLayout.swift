/// Where each section and row of an expanded table (one variant of a dynamic spec, with
/// sample data) was written: a written section and row are themselves; a row made from an
/// item is its section's `template:`. A ``RuleContext`` over the expanded table locates
/// findings through it, and ``localized(_:)`` turns a finding about the expanded table
/// (pointer `/sections/<expanded>/rows/<expanded>/…`) into one about the spec
/// (`/sections/<written>/rows/<written>/…` or `/sections/<written>/template/…`), as
/// ``ComposedLayout`` does for the files of a composite.
package struct ExpandedLayout: Sendable {
    /// Per expanded section: where it and its rows come from.
    package let origins: [Expansion.SectionOrigin]
    /// Per spec (model) section: its item index in the written `sections:` list.
    let sectionPositions: [Int]
    /// Per spec section, per model row: its item index in the section's `rows:` list.
    let rowPositions: [[Int]]

    /// The layout of an expanded table whose sections come from `origins`, in the spec
    /// decoded as `decoded`.
    package init(_ origins: [Expansion.SectionOrigin], in decoded: DecodedSpec) {
        self.origins = origins
        sectionPositions = decoded.sectionPositions
        rowPositions = decoded.rowPositions
    }

    /// The layout of an expanded table whose sections come from `origins`, sections of the
    /// written table `base` checks (a composite's composed table: its pointers are
    /// `/sections/<composed>/rows/<written>`, which ``ComposedLayout`` then localizes).
    package init(_ origins: [Expansion.SectionOrigin], over base: RuleContext) {
        self.origins = origins
        sectionPositions = base.sectionPositions
        rowPositions = base.rowPositions
    }

    /// The written position of spec section `section`.
    func position(ofSection section: Int) -> Int {
        sectionPositions.indices.contains(section) ? sectionPositions[section] : section
    }

    /// The written position of row `row` of spec section `section`.
    func position(ofRow row: Int, inSection section: Int) -> Int {
        guard rowPositions.indices.contains(section), rowPositions[section].indices.contains(row) else { return row }
        return rowPositions[section][row]
    }

    /// The spec pointer of expanded section `section`, and of its row `row` when given.
    package func specPointer(section: Int, row: Int? = nil) -> Pointer {
        let origin = origins[section]
        let base = Pointer([.key("sections"), .index(position(ofSection: origin.section))])
        guard let row, origin.rows.indices.contains(row) else { return base }
        switch origin.rows[row] {
        case .written(let index): return base.appending("rows").appending(position(ofRow: index, inSection: origin.section))
        case .item: return base.appending("template")
        }
    }

    /// `diagnostic`, found on the expanded table, with its pointer rewritten to the spec's
    /// (its spans were located in the spec already), and the expanded section it is about
    /// (nil for the table itself). O(pointer length).
    package func localized(_ diagnostic: Diagnostic) -> (section: Int?, diagnostic: Diagnostic) {
        var local = diagnostic
        let tokens = diagnostic.pointer.split(separator: "/", maxSplits: 5, omittingEmptySubsequences: false)
        guard tokens.count >= 3, tokens[1] == "sections", let s = Int(tokens[2]), origins.indices.contains(s) else {
            return (nil, diagnostic)
        }
        if tokens.count >= 5, tokens[3] == "rows", let r = Int(tokens[4]) {
            local.pointer = specPointer(section: s, row: r).description + (tokens.count > 5 ? "/" + tokens[5] : "")
        } else {
            local.pointer = specPointer(section: s).description
                + (tokens.count > 3 ? "/" + tokens[3...].joined(separator: "/") : "")
        }
        return (s, local)
    }
}

extension RuleContext {
    /// The context of an expanded table of the written table `base` checks (one spec, or
    /// the composed table of a composite): pointers are the expanded table's
    /// (`/sections/g/rows/r`), spans are found where `base` finds them through `layout` (a
    /// row made from an item at its section's `template:`), and `base`'s rejected values
    /// follow their sections and rows (a template's to every row it made). A templated
    /// section left without rows by its data counts as having rows that could not be read,
    /// so no rule judges the emptiness data decides. O(sections + rows + rejected values × rows).
    package init(expanded table: Table, layout: ExpandedLayout, over base: RuleContext) {
        self.table = table
        self.root = base.root
        self.sectionPositions = Array(table.sections.indices)
        self.rowPositions = table.sections.map { Array($0.rows.indices) }
        let empty = Node(.mapping([]), span: Span(at: .start))
        let spec = base.table.sections
        var rejected = base.rejected.outsideSections
        let rejectedBySection = base.rejected.bySection()
        var sections: [Node] = []
        var rows: [[Node]?] = []
        var files: [Int] = []
        var filePositions: [Int] = []
        sections.reserveCapacity(layout.origins.count)
        for (g, origin) in layout.origins.enumerated() {
            let position = layout.position(ofSection: origin.section)
            let node = base.writtenSections.indices.contains(position) ? base.writtenSections[position] : empty
            sections.append(node)
            if let composed = base.composition, composed.sectionFiles.indices.contains(position) {
                files.append(composed.sectionFiles[position])
                filePositions.append(composed.sectionPositions[position])
            }
            let writtenRows = base.writtenRows.indices.contains(position) ? base.writtenRows[position] ?? [] : []
            let template = node.mapping?.first { $0.keyText == "template" }?.value ?? node
            var rowByPosition: [Int: Int] = [:]
            var itemRows: [Int] = []
            rows.append(origin.rows.enumerated().map { r, row in
                switch row {
                case .written(let index):
                    let at = layout.position(ofRow: index, inSection: origin.section)
                    rowByPosition[at] = r
                    return writtenRows.indices.contains(at) ? writtenRows[at] : node
                case .item:
                    itemRows.append(r)
                    return template
                }
            })
            let section = "/sections/\(g)"
            for rest in rejectedBySection[position] ?? [] {
                let tokens = rest.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
                if tokens.count >= 3, tokens[1] == "rows", let at = Int(tokens[2]) {
                    if let r = rowByPosition[at] { rejected.insert(section + "/rows/\(r)" + (tokens.count > 3 ? "/" + tokens[3] : "")) }
                } else if tokens.count >= 2, tokens[1] == "template" {
                    let inner = tokens.dropFirst(2).joined(separator: "/")
                    for r in itemRows { rejected.insert(section + "/rows/\(r)" + (inner.isEmpty ? "" : "/" + inner)) }
                } else {
                    rejected.insert(section + rest)
                }
            }
            if spec.indices.contains(origin.section), spec[origin.section].template != nil, origin.rows.isEmpty {
                rejected.insert(section + "/rows")
            }
        }
        self.writtenSections = sections
        self.writtenRows = rows
        self.rejected = rejected
        // Related locations name the file each expanded section was written in.
        self.composition = base.composition.map {
            ComposedLayout(paths: $0.paths, sectionFiles: files, sectionPositions: filePositions)
        }
    }
}
