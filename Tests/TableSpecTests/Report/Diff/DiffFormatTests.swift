import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The drawn diffs (html, svg, side) of a Settings screen before and after a change that
/// has every kind of change: a table field, sections moved, inserted, deleted and updated,
/// rows inserted, deleted, moved within and across sections, updated, and a rename.
@Suite struct DiffFormatTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Render")

    static func load(_ name: String) throws -> Table {
        let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(name)))
        return try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: name, bytes: bytes))).table)
    }

    static func pair() throws -> (old: Table, new: Table, changes: Changeset) {
        let old = try load("diff-old.yaml")
        let new = try load("diff-new.yaml")
        return (old, new, try TableDiff.diff(from: old, to: new))
    }

    @Test(arguments: ["html", "svg", "side"])
    func drawingMatchesGolden(format: String) throws {
        let (old, new, changes) = try Self.pair()
        let formatter = try #require(DiffFormatList.format(named: format))
        let report = DiffReport(oldName: "diff-old.yaml", newName: "diff-new.yaml", old: old, new: new, changes: changes)
        let out = formatter.format(report, color: false, width: 100)
        let ext = format == "side" ? "txt" : format
        Golden.expectMatches(out, golden: Self.fixtures.appendingPathComponent("__Goldens__/diff.\(ext)"))
    }

    @Test func marksPairMovesWithOneNumberAndListUpdatedFields() throws {
        let (old, new, changes) = try Self.pair()
        let marks = DiffMarks(changes, old: old, new: new)
        // Every move has the same number on both sides.
        for move in changes.rows.moved {
            let a = try #require(marks.old.rows[move.id])
            let b = try #require(marks.new.rows[move.id])
            #expect(a.moveNumber != nil && a.moveNumber == b.moveNumber)
            #expect(a.moveNote?.hasPrefix("moved to ") == true)
            #expect(b.moveNote?.hasPrefix("moved from ") == true)
        }
        for delete in changes.rows.deleted { #expect(marks.old.rows[delete.id]?.change == .deleted) }
        for insert in changes.rows.inserted { #expect(marks.new.rows[insert.id]?.change == .inserted) }
        #expect(marks.new.rows["wifi"]?.fields == ["title: \"Wi-Fi\" → \"WLAN\""])
        #expect(marks.new.rows["do-not-disturb"]?.note == "renamed from dnd?")
        #expect(marks.tableFields == ["title: \"Settings\" → \"Preferences\""])
        #expect(marks.old.sections["legacy"]?.change == .deleted)
        #expect(marks.new.sections["privacy"]?.change == .inserted)
    }

    @Test func sideFitsItsWidthAndColoursOnlyWhenAsked() throws {
        let (old, new, changes) = try Self.pair()
        for width in [40, 61, 100, 160] {
            for color in [false, true] {
                let out = SideDiffRenderer.render(old: old, new: new, changes: changes,
                                                  options: RenderOptions(width: width, color: color))
                #expect(out.contains("\u{1B}") == color)
                let plain = out.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                for line in plain.split(separator: "\n") {
                    #expect(DisplayWidth.columns(line) <= width, "too wide at \(width): \(line)")
                }
            }
        }
        let ascii = SideDiffRenderer.render(old: old, new: new, changes: changes, options: RenderOptions(width: 80, ascii: true))
        #expect(ascii.unicodeScalars.allSatisfy { $0 == "\n" || ($0.value >= 0x20 && $0.value < 0x7F) })
    }

    @Test func identicalTablesSayNoDifferences() throws {
        let (old, _, _) = try Self.pair()
        let same = try TableDiff.diff(from: old, to: old)
        let report = DiffReport(oldName: "a", newName: "a", old: old, new: old, changes: same)
        for formatter in DiffFormatList.all where !["json", "stat"].contains(formatter.identifier) {
            let out = formatter.format(report, color: false, width: 80)
            #expect(out.contains("no differences") || out.contains("No table changes"), "\(formatter.identifier)")
            #expect(!out.contains(" chg chg-") && !out.contains("class=\"upd\""), "\(formatter.identifier)")
        }
    }

    @Test func diffFormatsAreListedSortedWithUniqueIDs() {
        let ids = DiffFormatList.all.map { $0.identifier }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        let renderIDs = RendererList.all.map { $0.identifier }
        #expect(renderIDs == renderIDs.sorted())
    }
}
