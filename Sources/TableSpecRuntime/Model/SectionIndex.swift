/// The section index on the right edge of a table (`sectionIndexTitles(for:)`): its titles,
/// and the section each title shows (`tableView(_:sectionForSectionIndexTitle:at:)`).
///
/// The titles come from one of two places (`docs/format.md`, "The section index"):
/// - the table's `sectionIndexTitles`, which map in order onto the **body** sections,
///   skipping the header and footer sections: with a header section on top, the first
///   title shows the second section. Extra titles show the last body section
///   (`index-titles-mismatch` warns when the counts differ);
/// - else each section's own `indexTitle`, in section order, each showing its section.
///
/// The generated Swift data source answers the same for the table it was made with, and
/// keeps each table title on its section's id through updates (``targets(of:)``).
///
/// ```swift
/// // sections: intro (header), a, b; sectionIndexTitles: [A, B]
/// SectionIndex.section(forTitleAt: 0, in: table)   // 1, section a
/// ```
public enum SectionIndex {
    /// The sections the table's `sectionIndexTitles` map onto, in order: every body
    /// section. O(sections).
    public static func indexedSections(_ sections: [Section]) -> [Int] {
        sections.indices.filter { sections[$0].kind == .body }
    }

    /// The index titles shown: the table's, else each section's own (nil when there are
    /// none). O(sections).
    public static func titles(of table: Table) -> [String]? {
        if let titles = table.sectionIndexTitles { return titles }
        let titles = table.sections.compactMap(\.indexTitle)
        return titles.isEmpty ? nil : titles
    }

    /// The id of the section each of the table's `sectionIndexTitles` shows in `table`, in
    /// title order (``section(forTitleAt:in:)``); empty without table titles. Kept by a data
    /// source from the table it was made with, so a title follows its section through
    /// updates (``section(forTitleAt:targets:in:)``). O(sections + titles).
    public static func targets(of table: Table) -> [String] {
        guard let titles = table.sectionIndexTitles else { return [] }
        return titles.indices.compactMap { index in
            section(forTitleAt: index, in: table).flatMap { table.sections.indices.contains($0) ? table.sections[$0].id : nil }
        }
    }

    /// The section of `table` the title at `index` shows, after updates: with table titles,
    /// the section whose id is `targets[index]` (``targets(of:)`` of the table as first
    /// shown), else, when that section is gone, the nearest later target still shown, else
    /// the nearest earlier one, else the position's body section as ``section(forTitleAt:in:)``
    /// says; per-section titles follow their sections already. Nil when the table has no
    /// sections. O(sections + titles).
    ///
    /// ```swift
    /// // titles [A, B] made for sections [letter-a, letter-b]; letter-a removed:
    /// SectionIndex.section(forTitleAt: 1, targets: targets, in: table)   // 0, letter-b
    /// SectionIndex.section(forTitleAt: 0, targets: targets, in: table)   // 0, letter-b
    /// ```
    public static func section(forTitleAt index: Int, targets: [String], in table: Table) -> Int? {
        guard table.sectionIndexTitles != nil, !targets.isEmpty, !table.sections.isEmpty else {
            return section(forTitleAt: index, in: table)
        }
        var position: [String: Int] = [:]
        for (s, section) in table.sections.enumerated() where position[section.id] == nil { position[section.id] = s }
        let at = max(0, min(index, targets.count - 1))
        for target in targets[at...] { if let s = position[target] { return s } }
        for target in targets[..<at].reversed() { if let s = position[target] { return s } }
        return section(forTitleAt: index, in: table)
    }

    /// The section that the title at `index` (0-based, in ``titles(of:)``) shows: the
    /// matching body section for table titles (the last body section for a title past
    /// them), the section that wrote it for per-section titles. 0 when no section
    /// qualifies; nil when the table has no sections. O(sections).
    public static func section(forTitleAt index: Int, in table: Table) -> Int? {
        let sections = table.sections
        guard !sections.isEmpty else { return nil }
        let indexed = table.sectionIndexTitles == nil
            ? sections.indices.filter { sections[$0].indexTitle != nil }
            : indexedSections(sections)
        guard let last = indexed.indices.last else { return 0 }
        return indexed[max(0, min(index, last))]
    }
}
