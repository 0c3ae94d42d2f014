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

/// After an update, a table title keeps showing its section by id (issue 29: removing
/// `letter-a` sent "B" to `letter-c`).
@Suite struct SectionIndexAfterUpdateTests {
    @Test func titlesFollowTheirSectionsById() {
        let sections = [SectionIndexTests.section("intro", .header)] + ["a", "b", "c"].map { SectionIndexTests.section($0) }
        let made = Table(id: "t", sectionIndexTitles: ["A", "B", "C", "#"], sections: sections)
        let targets = SectionIndex.targets(of: made)
        #expect(targets == ["a", "b", "c", "c"])
        var updated = made
        updated.sections.removeAll { $0.id == "a" }
        // intro, b, c: B and C keep their sections; A, whose section went, shows the next one.
        #expect((0..<4).map { SectionIndex.section(forTitleAt: $0, targets: targets, in: updated) } == [1, 1, 2, 2])
        // By position the old answer: B would show c.
        #expect(SectionIndex.section(forTitleAt: 1, in: updated) == 2)
        updated.sections.removeAll { $0.id == "c" }
        #expect(SectionIndex.section(forTitleAt: 3, targets: targets, in: updated) == 1, "the nearest earlier one when none follows")
        updated.sections.insert(SectionIndexTests.section("new"), at: 1)
        #expect(SectionIndex.section(forTitleAt: 1, targets: targets, in: updated) == 2, "a section inserted before does not shift it")
    }

    @Test func perSectionTitlesAndNoTargetsAnswerAsBefore() {
        let table = Table(id: "t", sections: [
            SectionIndexTests.section("intro", .header, indexTitle: "★"), SectionIndexTests.section("b", indexTitle: "B"),
        ])
        #expect(SectionIndex.targets(of: table).isEmpty)
        #expect((0..<2).map { SectionIndex.section(forTitleAt: $0, targets: [], in: table) } == [0, 1])
    }
}
