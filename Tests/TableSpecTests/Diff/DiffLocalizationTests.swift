import TableSpecTestSupport
import Testing
@testable import TableSpec
@testable import TableSpecRuntime

/// A localized table's keys in the diff: a string whose key or comment changed is a change
/// of its row, section or table (`title.key: a → b`), reloaded as a changed title is,
/// although its text in the source language is the same.
@Suite struct DiffLocalizationTests {
    typealias F = DiffFixtures

    /// `s: a b` localized, row `b`'s title and section `s`'s header with explicit keys.
    static func table(rowKey: String = "a.title", headerKey: String = "s.header", comment: String? = nil) -> Table {
        var table = F.table("s: a b")
        table.sections[0].header = "Network"
        table.sections[0].rows[1].title = "Bluetooth"
        table.localization = Localization(catalog: "Screen.xcstrings", keys: [
            .title(row: "b"): LocalizedKey(key: rowKey, comment: comment, hasDefault: true),
            .header(section: "s"): LocalizedKey(key: headerKey, hasDefault: true),
        ])
        return table
    }

    @Test func aChangedKeyIsARowUpdateReloadedAsAChangedTitle() throws {
        let changes = try F.checkedDiff(Self.table(), Self.table(rowKey: "b.title"))
        let updated = [RowUpdate(id: "b", sectionID: "s", at: path(0, 1), newAt: path(0, 1), changes: [
            FieldChange(field: "title.key", old: .string("a.title"), new: .string("b.title")),
        ])]
        expectSame(changes, Changeset(rows: rowChanges(updated: updated), stages: [
            Stage(purpose: .rows, sections: SectionChanges(), rows: rowChanges(updated: updated), after: F.shape("s: a b")),
        ]))
    }

    @Test func aChangedHeaderKeyReloadsTheSection() throws {
        let changes = try F.checkedDiff(Self.table(), Self.table(headerKey: "s.title"))
        let update = SectionUpdate(id: "s", index: 0, newIndex: 0, changes: [
            FieldChange(field: "header.key", old: .string("s.header"), new: .string("s.title")),
        ])
        expectSame(changes, Changeset(sections: sectionChanges(updated: [update]), stages: [
            Stage(purpose: .reloadSections, sections: sectionChanges(updated: [update]), rows: RowChanges(), after: F.shape("s: a b")),
        ]))
    }

    @Test func aChangedCommentIsReportedForTranslators() throws {
        let changes = try F.checkedDiff(Self.table(comment: "Row title."), Self.table(comment: "The Bluetooth row."))
        #expect(changes.rows.updated.map(\.changes) == [[
            FieldChange(field: "title.comment", old: .string("Row title."), new: .string("The Bluetooth row.")),
        ]])
    }

    @Test func aStringThatBecameExplicitlyKeyedShowsItsKey() throws {
        var old = Self.table()
        old.localization?.keys[.title(row: "b")] = nil
        let changes = try F.checkedDiff(old, Self.table())
        #expect(changes.rows.updated.map(\.changes) == [[
            FieldChange(field: "title", old: .string("Bluetooth"),
                        new: .object([("key", .string("a.title")), ("default", .string("Bluetooth"))])),
        ]])
    }

    @Test func aTableThatBecameLocalizedIsATableChange() throws {
        let old = F.table("s: a")
        var new = old
        new.localization = Localization(catalog: "Screen.xcstrings", table: "Shared")
        let changes = try F.checkedDiff(old, new)
        expectSame(changes, Changeset(table: [
            FieldChange(field: "localization", old: nil,
                        new: .object([("catalog", .string("Screen.xcstrings")), ("table", .string("Shared"))])),
        ]))
        #expect(try F.checkedDiff(new, old).table.map(\.field) == ["localization"], "and stopping being localized")
    }

    @Test func theTableTitlesKeyIsATableChange() throws {
        var old = F.table("s: a", title: "Settings")
        old.localization = Localization(catalog: "Screen.xcstrings", keys: [.tableTitle: LocalizedKey(key: "settings.title", hasDefault: true)])
        var new = old
        new.localization?.keys[.tableTitle]?.key = "prefs.title"
        let changes = try F.checkedDiff(old, new)
        expectSame(changes, Changeset(table: [
            FieldChange(field: "title.key", old: .string("settings.title"), new: .string("prefs.title")),
        ]))
    }
}
