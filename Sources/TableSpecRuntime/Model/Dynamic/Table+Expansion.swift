/// What a screen is a function of: the items of its sources and the values of its flags.
///
/// ```swift
/// let inputs = TableInputs(items: ["contacts": contacts.map(\.dataItem)], flags: ["premium": true])
/// let table = ContactsTable.spec.expanded(with: inputs)
/// ```
public struct TableInputs: Hashable, Sendable {
    /// Items by source name. A source with no entry uses its `sample`.
    public var items: [String: [DataItem]]
    /// Flag values by name. A flag with no entry has its default.
    public var flags: [String: Bool]

    /// Inputs with `items` and `flags`; by default none (samples and defaults).
    public init(items: [String: [DataItem]] = [:], flags: [String: Bool] = [:]) {
        (self.items, self.flags) = (items, flags)
    }
}

/// A table expanded with some inputs, with where each of its sections and rows comes from
/// in the spec: what validation locates findings with, and data errors with.
public struct Expansion: Hashable, Sendable {
    /// Where one row of the expanded table comes from.
    public enum RowOrigin: Hashable, Sendable {
        /// The spec section's written row at this index.
        case written(Int)
        /// The item at this index of the section's source's items.
        case item(Int)
    }

    /// Where one section of the expanded table comes from.
    public struct SectionOrigin: Hashable, Sendable {
        /// The index of the spec section.
        public var section: Int
        /// Where each of its rows comes from, in order.
        public var rows: [RowOrigin]
    }

    /// The static table: no sources, flags, templates or conditions left.
    public var table: Table
    /// One per section of ``table``.
    public var sections: [SectionOrigin]
}

extension Table {
    /// Whether the table depends on inputs: it declares sources or flags, or a section has a
    /// source or a condition, or a row a condition. O(sections + rows).
    public var isDynamic: Bool {
        !sources.isEmpty || !flags.isEmpty
            || sections.contains { $0.when != nil || $0.source != nil || $0.template != nil || $0.rows.contains { $0.when != nil } }
    }

    /// The value of each declared flag with `inputs`: the given value, else the default.
    /// Undeclared names in `inputs` are ignored. O(flags).
    public func flagValues(with inputs: TableInputs) -> [String: Bool] {
        var values: [String: Bool] = [:]
        for flag in flags { values[flag.name] = inputs.flags[flag.name] ?? flag.defaultValue }
        return values
    }

    /// The static table this spec is with `inputs`: the sections and written rows whose
    /// `when` holds (an undeclared flag is false), each templated section's written rows
    /// followed by one row per item of its source (`inputs`' items, else the source's
    /// sample) that its template's `when` lets through, with sources, flags, templates and
    /// conditions gone. A table that is not dynamic is returned as it is. Total: it never
    /// fails; a section naming no declared source gets no items, and duplicate row ids are
    /// left for the caller (validate reports them; `TableUpdate` refuses them).
    ///
    /// Cost: O(sections + rows of the result × size of a row), each template string parsed
    /// once per section.
    public func expanded(with inputs: TableInputs = TableInputs()) -> Table {
        guard isDynamic else { return self }
        return expansion(with: inputs).table
    }

    /// ``expanded(with:)`` with the origin of each section and row. Same cost.
    public func expansion(with inputs: TableInputs = TableInputs()) -> Expansion {
        let flags = flagValues(with: inputs)
        let flag: (String) -> Bool = { flags[$0] ?? false }
        var sourceItems: [String: [DataItem]] = [:]
        for source in sources where sourceItems[source.name] == nil {
            sourceItems[source.name] = inputs.items[source.name] ?? source.sample
        }
        var table = self
        table.sources = []
        table.flags = []
        table.sections = []
        table.sections.reserveCapacity(sections.count)
        var origins: [Expansion.SectionOrigin] = []
        for (index, section) in sections.enumerated() where section.when?.isTrue(flag) ?? true {
            var out = section
            out.when = nil
            out.source = nil
            out.template = nil
            out.rows = []
            var rows: [Expansion.RowOrigin] = []
            for (rowIndex, row) in section.rows.enumerated() where row.when?.isTrue(flag) ?? true {
                var row = row
                row.when = nil
                out.rows.append(row)
                rows.append(.written(rowIndex))
            }
            if let name = section.source, let template = section.template, let items = sourceItems[name] {
                let compiled = CompiledTemplate(template)
                out.rows.reserveCapacity(out.rows.count + items.count)
                for (itemIndex, item) in items.enumerated() {
                    guard let row = compiled.row(for: item) else { continue }
                    out.rows.append(row)
                    rows.append(.item(itemIndex))
                }
            }
            table.sections.append(out)
            origins.append(Expansion.SectionOrigin(section: index, rows: rows))
        }
        return Expansion(table: table, sections: origins)
    }
}
