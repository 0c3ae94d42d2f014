/// Splicing: the composed sections of a file, its includes replaced by what they bring in.
extension Composer {
    /// The table composed from file `start` (the top file, or a component that includes
    /// others, checked as it would be on its own): its sections with each include
    /// replaced by the included file's composed sections, with their origins.
    package struct Splice: Sendable {
        var table: Table?
        var origins: [Composition.Origin] = []
        var occurrences: [Composition.Occurrence] = []
        var findings: [(file: Int, diagnostic: Diagnostic)] = []
        /// The explicit string keys of the files brought in, by place (ids are unique in
        /// the composed table, so places do not collide).
        var keys: [TextPlace: LocalizedKey] = [:]
    }

    /// The table composed from file `start`. Includes are taken while the composed table
    /// stays within `limits.maxNodes`; one that would not is refused at its line
    /// (`limit-exceeded`) without being expanded. O(composed sections + includes).
    package mutating func splice(from start: Int) -> Splice {
        var result = Splice()
        guard var table = composition.files[start].decoded?.table else { return result }
        var sections: [Section] = []
        var budget = limits.maxNodes - composition.files[start].nodes
        append(start, parent: nil, include: nil, budget: &budget, checked: false, into: &sections, &result)
        table.sections = sections
        // A localized screen looks its parts' strings up in its catalog, with their own
        // explicit keys (`localization-mismatch` refuses a part localized elsewhere).
        if table.localization != nil { table.localization?.keys.merge(result.keys) { own, _ in own } }
        result.table = table
        return result
    }

    /// Appends the composed sections of `file`, included by `include` of occurrence
    /// `parent`, to `sections`. Until an include has been `checked` against `budget` (the
    /// nodes the composed table may still add), each include is: those inside one already
    /// counted are not counted again.
    private mutating func append(
        _ file: Int, parent: Int?, include: Include?, budget: inout Int, checked: Bool,
        into sections: inout [Section], _ result: inout Splice
    ) {
        let occurrence = result.occurrences.count
        result.occurrences.append(Composition.Occurrence(file: file, parent: parent, include: include))
        guard let decoded = composition.files[file].decoded, let own = decoded.table?.sections else { return }
        let first = sections.count
        let includes = decoded.includes
        let targets = composition.files[file].targets
        var next = 0
        for index in 0...own.count {
            while next < includes.count, includes[next].sectionIndex == index {
                defer { next += 1 }
                guard next < targets.count, let target = targets[next] else { continue }
                if !checked {
                    let cost = expandedNodes(target)
                    guard cost <= budget else {
                        result.findings.append((file, LimitExceededRule.composed(includes[next], limit: limits.maxNodes)))
                        continue
                    }
                    budget -= cost
                }
                append(target, parent: occurrence, include: includes[next], budget: &budget, checked: true, into: &sections, &result)
            }
            guard index < own.count else { break }
            sections.append(own[index])
            result.origins.append(Composition.Origin(file: file, section: index, occurrence: occurrence))
        }
        guard parent != nil, let table = decoded.table else { return }
        if let keys = table.localization?.keys { result.keys.merge(keys) { first, _ in first } }
        if let kept = Self.applyTableSettings(of: table, to: &sections[first...]) {
            result.findings.append((file, Self.titlesNotApplied(decoded.root, keptBy: kept)))
        }
    }

    /// What file `file` costs composed: its nodes and, for each include it takes, the
    /// included file's cost; at most `limits.maxNodes + 1`. Worked out once per file.
    mutating func expandedNodes(_ file: Int) -> Int {
        if let known = expanded[file] { return known }
        let cap = limits.maxNodes + 1
        var total = composition.files[file].nodes
        for case let target? in composition.files[file].targets where total < cap {
            total = min(cap, total + expandedNodes(target))
        }
        expanded[file] = min(cap, total)
        return min(cap, total)
    }

    /// A component's table-wide settings, made its sections' own so they mean the same
    /// composed as alone: its `defaults` fill the heights its sections and rows leave
    /// unset, and its `sectionIndexTitles` become its body sections' `indexTitle`s. When
    /// one of those sections (brought in by a nested include) has its own, the titles are
    /// not applied and that section's id is returned (as alone, `index-titles-conflict`).
    /// O(sections + rows).
    static func applyTableSettings(of table: Table, to sections: inout ArraySlice<Section>) -> String? {
        let defaults = table.defaults
        for s in sections.indices {
            if sections[s].headerHeight == nil { sections[s].headerHeight = defaults.headerHeight }
            if sections[s].footerHeight == nil { sections[s].footerHeight = defaults.footerHeight }
            if let rowHeight = defaults.rowHeight {
                for r in sections[s].rows.indices where sections[s].rows[r].height == nil {
                    sections[s].rows[r].height = rowHeight
                }
            }
        }
        guard let titles = table.sectionIndexTitles else { return nil }
        if let own = sections.first(where: { $0.indexTitle != nil }) { return own.id }
        var remaining = titles[...]
        for s in sections.indices where sections[s].kind == .body {
            guard let title = remaining.popFirst() else { break }
            sections[s].indexTitle = title
        }
        return nil
    }

    /// The `index-titles-conflict` finding at a component's `sectionIndexTitles`, which
    /// cannot apply because section `kept` of its composed sections has its own title.
    private static func titlesNotApplied(_ root: Node, keptBy kept: String) -> Diagnostic {
        let pointer = Pointer([.key("sectionIndexTitles")])
        return Diagnostic(
            rule: .indexTitlesConflict,
            message: "sectionIndexTitles cannot apply here: section '\(kept)', which this file includes, sets its own indexTitle",
            span: root.keyNode(at: pointer)?.span ?? root.span, pointer: pointer.description,
            hint: "give the index titles in one place: here, or per section")
    }
}
