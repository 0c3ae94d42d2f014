/// Where each section of a composed table came from: the global section index ↔ (part,
/// section within the part), both ways in O(1).
///
/// A composed table (`{include: PATH}` items in a spec, `docs/composition.md`) is a list of
/// *parts*: runs of consecutive sections written in one file, in the order they appear.
/// A part is what a composed data source hands to one component: its sections are the
/// part's, numbered from 0. The look-up tables are built once, by ``init(parts:)``; no
/// look-up walks the parts.
///
/// ```swift
/// let map = SectionMap(parts: [
///     .init(file: "parts/account.yaml", firstSection: 0, sectionCount: 2, firstLocalSection: 0),
///     .init(file: "settings.yaml", firstSection: 2, sectionCount: 1, firstLocalSection: 0),
/// ])
/// map.location(ofSection: 2)          // (part: 1, section: 0)
/// map.section(part: 0, section: 1)    // 1
/// ```
public struct SectionMap: Hashable, Sendable {
    /// A run of consecutive sections written in one file.
    public struct Part: Hashable, Sendable {
        /// The file, relative to the top file's directory.
        public var file: String
        /// The global index of the part's first section.
        public var firstSection: Int
        /// How many sections the part has.
        public var sectionCount: Int
        /// The index of its first section among the sections written in its file.
        public var firstLocalSection: Int

        /// A part of `sectionCount` sections from `file`, starting at global section
        /// `firstSection` and at its file's section `firstLocalSection`.
        public init(file: String, firstSection: Int, sectionCount: Int, firstLocalSection: Int) {
            self.file = file
            self.firstSection = firstSection
            self.sectionCount = sectionCount
            self.firstLocalSection = firstLocalSection
        }
    }

    /// The parts, in table order; their sections are consecutive and cover the table.
    public let parts: [Part]
    /// Whether a row may be moved from one part to another (`rowMoves: anywhere` in the
    /// composite); by default a row moves only within its own part's sections.
    public let rowMovesAcrossParts: Bool
    /// Per global section, the index of its part.
    private let partOfSection: [Int]

    /// The map of `parts`, which must follow each other (each starting where the one
    /// before ends, the first at 0); parts that do not are dropped. O(sections), once.
    public init(parts: [Part], rowMovesAcrossParts: Bool = false) {
        var kept: [Part] = []
        var owners: [Int] = []
        for part in parts where part.firstSection == owners.count && part.sectionCount >= 0 {
            owners += repeatElement(kept.count, count: part.sectionCount)
            kept.append(part)
        }
        self.parts = kept
        self.partOfSection = owners
        self.rowMovesAcrossParts = rowMovesAcrossParts
    }

    /// The number of sections of the composed table.
    public var sectionCount: Int { partOfSection.count }

    /// The part holding global section `section` and its index within the part, or nil
    /// past the end. O(1).
    public func location(ofSection section: Int) -> (part: Int, section: Int)? {
        guard partOfSection.indices.contains(section) else { return nil }
        let part = partOfSection[section]
        return (part, section - parts[part].firstSection)
    }

    /// The global index of section `section` of part `part`, or nil when there is none. O(1).
    public func section(part: Int, section: Int) -> Int? {
        guard parts.indices.contains(part), section >= 0, section < parts[part].sectionCount else { return nil }
        return parts[part].firstSection + section
    }

    /// Where a row dragged from `source` to `proposed` may go: `proposed` itself, unless it
    /// lies in another part and rows may not cross parts; then the nearest end of the
    /// source's part (its first section's top when `proposed` is before it, else its last
    /// section's end). `rowCount(s)` is the rows of global section `s`, the moving row
    /// included. O(1) besides `rowCount`.
    public func target(
        from source: (section: Int, row: Int), proposed: (section: Int, row: Int), rowCount: (Int) -> Int
    ) -> (section: Int, row: Int) {
        guard !rowMovesAcrossParts, let from = location(ofSection: source.section)?.part,
              let to = location(ofSection: proposed.section)?.part, from != to else { return proposed }
        let part = parts[from]
        if to < from { return (part.firstSection, 0) }
        let last = part.firstSection + part.sectionCount - 1
        return (last, rowCount(last) - (last == source.section ? 1 : 0))
    }

    /// The file global section `section` was written in, and its index among that file's
    /// own sections; nil past the end. O(1).
    public func source(ofSection section: Int) -> (file: String, localIndex: Int)? {
        guard let (part, offset) = location(ofSection: section) else { return nil }
        return (parts[part].file, parts[part].firstLocalSection + offset)
    }
}
