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

    /// The map of the sections shown after they change from `old` to `new` (an app's update):
    /// each section keeps the part of its id; a section new to the table joins the part of
    /// the section before it (the first part when it comes first), and a section moved
    /// after a section of a later part joins that part, so parts stay runs, in order. Parts
    /// keep their number, file and `firstLocalSection`; a part whose sections all went has
    /// none. O(old + new sections).
    ///
    /// ```swift
    /// // parts: account.yaml [profile, devices], settings.yaml [about]
    /// map.following(from: old, to: new)   // devices removed: about is section 1, part 1
    /// ```
    public func following(from old: [Section], to new: [Section]) -> SectionMap {
        guard !parts.isEmpty else { return self }
        // 1. The part of every section id shown before.
        var partOfID: [String: Int] = [:]
        for (s, section) in old.enumerated() where partOfID[section.id] == nil {
            if let part = location(ofSection: s)?.part { partOfID[section.id] = part }
        }
        // 2. Each new section's part, never before the part of the section before it.
        var counts = Array(repeating: 0, count: parts.count)
        var current = 0
        for section in new {
            if let part = partOfID[section.id] { current = max(current, part) }
            counts[current] += 1
        }
        // 3. The parts as runs of those counts.
        var first = 0
        var rebuilt: [Part] = []
        for (p, part) in parts.enumerated() {
            rebuilt.append(Part(file: part.file, firstSection: first, sectionCount: counts[p], firstLocalSection: part.firstLocalSection))
            first += counts[p]
        }
        return SectionMap(parts: rebuilt, rowMovesAcrossParts: rowMovesAcrossParts)
    }

    /// The file global section `section` was written in, and its index among that file's
    /// own sections; nil past the end. O(1).
    public func source(ofSection section: Int) -> (file: String, localIndex: Int)? {
        guard let (part, offset) = location(ofSection: section) else { return nil }
        return (parts[part].file, parts[part].firstLocalSection + offset)
    }
}
