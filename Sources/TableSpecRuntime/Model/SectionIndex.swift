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
/// The generated Swift data source answers the same (`SwiftSource+UIKit.swift`).
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
