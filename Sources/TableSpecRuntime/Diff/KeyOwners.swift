/// A table's explicit string keys (``Localization/keys``) grouped by what they belong to:
/// the table itself, a section (header, footer, index title) or a row (title, detail,
/// delete title, swipe actions, menu items), by id. The diff compares a matched pair's
/// keys through it, so a string whose key or comment changed while its text did not is
/// still a change of its row or section (in another language it shows different text).
///
/// Cost: O(keys) to build; a pair is compared in O(its keys).
///
/// ```swift
/// let before = KeyOwners(old), after = KeyOwners(new)
/// before.rows["wifi"] != after.rows["wifi"]   // the row's keys or comments changed
/// ```
package struct KeyOwners: Sendable {
    /// Whether the table is localized, its catalog and table name (nil: not localized).
    package var catalog: [String?]?
    /// The keys of the table's title and index titles.
    package var table: [TextPlace: LocalizedKey] = [:]
    /// The keys of each section's own strings, by section id.
    package var sections: [String: [TextPlace: LocalizedKey]] = [:]
    /// The keys of each row's strings, by row id.
    package var rows: [String: [TextPlace: LocalizedKey]] = [:]

    /// The keys of `table`, grouped. O(keys).
    package init(_ table: Table) {
        guard let localization = table.localization else { return }
        catalog = [localization.catalog, localization.table]
        for (place, key) in localization.keys {
            switch place {
            case .tableTitle, .indexTitle: self.table[place] = key
            case .header(let id), .footer(let id), .sectionIndexTitle(let id): sections[id, default: [:]][place] = key
            case .title(let id), .detail(let id), .deleteTitle(let id), .swipe(let id, _), .menu(let id, _):
                rows[id, default: [:]][place] = key
            }
        }
    }

    /// Whether the table-wide part differs: localized or not, the catalog, the table name,
    /// the title's and index titles' keys. O(those keys).
    package func tableDiffers(from other: KeyOwners) -> Bool {
        catalog != other.catalog || table != other.table
    }
}

extension Table {
    /// `row`'s canonical value (``Row/canonicalValue(explicitDefaults:)``) with the strings
    /// this table gives an explicit key written `{key, default, comment}`, as export writes
    /// them: what diff compares a row by. O(row).
    package func keyedValue(of row: Row, explicitDefaults: Bool) -> SpecValue {
        let value = row.canonicalValue(explicitDefaults: explicitDefaults)
        guard let localization, !localization.keys.isEmpty else { return value }
        return localization.row(value)
    }

    /// `section`'s own fields (``Section/canonicalFields(explicitDefaults:rows:)`` without
    /// rows) with its strings' explicit keys written, as ``keyedValue(of:explicitDefaults:)``.
    /// O(1) plus its keys.
    package func keyedFields(of section: Section, explicitDefaults: Bool) -> SpecValue {
        let value = SpecValue.object(section.canonicalFields(explicitDefaults: explicitDefaults, rows: false))
        guard let localization, !localization.keys.isEmpty else { return value }
        return localization.section(value)
    }
}
