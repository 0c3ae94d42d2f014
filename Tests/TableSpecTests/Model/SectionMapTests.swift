import Testing
import TableSpec

/// The runtime's map of a composed table: global section ↔ (part, section) both ways, the
/// file and local index of each section, and where a dragged row may go.
@Suite struct SectionMapTests {
    /// account (2 sections), the screen's own (1), legal (1).
    static let map = SectionMap(parts: [
        .init(file: "parts/account.yaml", firstSection: 0, sectionCount: 2, firstLocalSection: 0),
        .init(file: "settings.yaml", firstSection: 2, sectionCount: 1, firstLocalSection: 0),
        .init(file: "parts/legal.yaml", firstSection: 3, sectionCount: 1, firstLocalSection: 0),
    ])

    @Test func lookUpsGoBothWays() throws {
        let map = Self.map
        #expect(map.sectionCount == 4)
        for global in 0..<map.sectionCount {
            let location = try #require(map.location(ofSection: global))
            #expect(map.section(part: location.part, section: location.section) == global)
        }
        #expect(map.location(ofSection: 1).map { [$0.part, $0.section] } == [0, 1])
        #expect(map.location(ofSection: 4) == nil)
        #expect(map.section(part: 1, section: 1) == nil)
        #expect(map.source(ofSection: 3).map { "\($0.file)#\($0.localIndex)" } == "parts/legal.yaml#0")
    }

    @Test func partsThatDoNotFollowEachOtherAreDropped() {
        let map = SectionMap(parts: [
            .init(file: "a.yaml", firstSection: 0, sectionCount: 1, firstLocalSection: 0),
            .init(file: "b.yaml", firstSection: 5, sectionCount: 1, firstLocalSection: 0),
        ])
        #expect(map.parts.map(\.file) == ["a.yaml"])
        #expect(map.sectionCount == 1)
    }

    @Test func aRowStaysInItsPartUnlessMovesMayCrossParts() {
        let rows = [3, 1, 2, 2]
        let count = { (section: Int) in rows[section] }
        // Within the part: as proposed.
        #expect(Self.map.target(from: (0, 0), proposed: (1, 1), rowCount: count) == (1, 1))
        // Into a later part: the end of the source part's last section.
        #expect(Self.map.target(from: (0, 0), proposed: (3, 0), rowCount: count) == (1, 1))
        // From the last section of its part to a later part: that section without the row.
        #expect(Self.map.target(from: (1, 0), proposed: (2, 1), rowCount: count) == (1, 0))
        // Into an earlier part: the top of the source part.
        #expect(Self.map.target(from: (3, 1), proposed: (0, 2), rowCount: count) == (3, 0))
        let free = SectionMap(parts: Self.map.parts, rowMovesAcrossParts: true)
        #expect(free.target(from: (0, 0), proposed: (3, 0), rowCount: count) == (3, 0))
    }
}

/// A composed table's map follows its sections through an app's update (issue 29: removing
/// or inserting a section left `location(ofSection:)` on the old positions).
@Suite struct SectionMapAfterUpdateTests {
    static func section(_ id: String) -> Section { Section(id: id, rows: [Row(id: "r-" + id, title: id)]) }
    static let old = ["profile", "devices", "general", "legal"].map(section)

    @Test func removedAndInsertedSectionsKeepTheOthersInTheirParts() throws {
        // devices (part 0) removed, a new section after general (part 1).
        let new = ["profile", "general", "extra", "legal"].map(Self.section)
        let map = SectionMapTests.map.following(from: Self.old, to: new)
        #expect(map.sectionCount == 4)
        #expect((0..<4).map { map.location(ofSection: $0)?.part } == [0, 1, 1, 2])
        #expect(map.parts.map(\.file) == SectionMapTests.map.parts.map(\.file))
        // The state keeps it so: a move from general stays within its part.
        var state = TableState(table: Table(id: "t", sections: Self.old), sectionMap: SectionMapTests.map)
        state.show(new)
        #expect(state.sectionMap?.location(ofSection: 1)?.part == 1, "general, now section 1, is still the screen's own")
        #expect(state.sectionMap?.location(ofSection: 2)?.part == 1)
        #expect(state.sectionMap?.location(ofSection: 3)?.part == 2)
    }

    @Test func aPartWhoseSectionsAllWentIsEmptyAndPartsStayInOrder() {
        let map = SectionMapTests.map.following(from: Self.old, to: ["legal", "profile"].map(Self.section))
        #expect(map.parts.map(\.sectionCount) == [0, 0, 2])
        #expect((0..<2).map { map.location(ofSection: $0)?.part } == [2, 2])
        #expect(map.section(part: 0, section: 0) == nil)
    }
}
