import Testing
@testable import TableSpec

/// Which section each index title shows: table titles onto the body sections in order,
/// per-section titles onto their own sections.
@Suite struct SectionIndexTests {
    static func section(_ id: String, _ kind: SectionKind = .body, indexTitle: String? = nil) -> Section {
        Section(id: id, kind: kind, indexTitle: indexTitle, rows: [Row(id: "r-" + id, title: id)])
    }

    @Test func tableTitlesSkipTheHeaderAndFooterSections() {
        // The issue's table: a header section, then six body sections, five titles.
        let sections = [Self.section("intro", .header)] + ["a", "b", "c", "d", "e", "f"].map { Self.section($0) }
            + [Self.section("end", .footer)]
        let table = Table(id: "t", sectionIndexTitles: ["A", "B", "C", "D", "#"], sections: sections)
        #expect(SectionIndex.indexedSections(table.sections) == [1, 2, 3, 4, 5, 6])
        #expect((0..<5).map { SectionIndex.section(forTitleAt: $0, in: table) } == [1, 2, 3, 4, 5])
        #expect(SectionIndex.titles(of: table) == ["A", "B", "C", "D", "#"])
    }

    @Test func titlesPastTheBodySectionsShowTheLastOne() {
        let table = Table(
            id: "t", sectionIndexTitles: ["A", "B", "C", "D"],
            sections: [Self.section("intro", .header), Self.section("a"), Self.section("b"), Self.section("end", .footer)])
        #expect((0..<4).map { SectionIndex.section(forTitleAt: $0, in: table) } == [1, 2, 2, 2])
    }

    @Test func perSectionTitlesShowTheirOwnSections() {
        let table = Table(id: "t", sections: [
            Self.section("intro", .header, indexTitle: "★"), Self.section("a"), Self.section("b", indexTitle: "B"),
        ])
        #expect(SectionIndex.titles(of: table) == ["★", "B"])
        #expect((0..<2).map { SectionIndex.section(forTitleAt: $0, in: table) } == [0, 2])
    }

    @Test func edgeCases() {
        #expect(SectionIndex.titles(of: Table(id: "t", sections: [Self.section("a")])) == nil)
        #expect(SectionIndex.section(forTitleAt: 0, in: Table(id: "t", sectionIndexTitles: ["A"])) == nil)
        let onlyHeader = Table(id: "t", sectionIndexTitles: ["A"], sections: [Self.section("intro", .header)])
        #expect(SectionIndex.section(forTitleAt: 0, in: onlyHeader) == 0)
        let two = Table(id: "t", sectionIndexTitles: ["A", "B"], sections: [Self.section("a"), Self.section("b")])
        #expect(SectionIndex.section(forTitleAt: -1, in: two) == 0)
    }
}
