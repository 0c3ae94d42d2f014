import Foundation
import Testing
@testable import TableSpec

/// A value that failed to decode gives one finding: the rules never judge the default the
/// model holds in its place (`canEdit: yes` is `wrong-type`, not also "cannot be edited").
@Suite struct RejectedValueTests {
    /// A spec with one section `s` (its keys `sectionLines`) holding one row `r` (its keys
    /// `rowLines`), after the table-level `tableLines`.
    static func spec(table tableLines: String = "", section sectionLines: String = "", row rowLines: String = "") -> String {
        func indented(_ text: String, by spaces: Int) -> String {
            text.split(separator: "\n").map { String(repeating: " ", count: spaces) + $0 + "\n" }.joined()
        }
        return "tablespec: 1\nid: t\n" + indented(tableLines, by: 0) + "sections:\n  - id: s\n"
            + indented(sectionLines, by: 4) + "    rows:\n      - id: r\n        title: R\n"
            + indented(rowLines, by: 8)
    }

    /// Each case: a key with a wrongly typed or invalid value, written where its default
    /// would make a rule fire (or could), and the one rule that must report it.
    static let cases: [(name: String, spec: String, rule: RuleID)] = [
        // editing-disabled would read canEdit's default, false.
        ("canEdit: yes, with swipe actions",
         spec(row: "editing: {canEdit: yes}\nswipe: {trailing: [{id: x, title: X}]}"), .wrongType),
        ("canEdit: yes, with a delete title", spec(row: "editing: {canEdit: yes, deleteTitle: Remove}"), .wrongType),
        ("canEdit: \"true\" quoted", spec(row: "editing: {canEdit: \"true\"}\nswipe: {leading: [{id: x, title: X}]}"), .wrongType),
        ("editing: on", spec(row: "editing: on\nswipe: {trailing: [{id: x, title: X}]}"), .wrongType),
        ("editing: a list", spec(row: "editing: [canEdit]\nswipe: {trailing: [{id: x, title: X}]}"), .wrongType),
        // header-lead-position / footer-finish-position would read the section kind's default, body.
        ("section kind: heder, with a headerLead row",
         spec(section: "kind: heder").replacingFirst("title: R", with: "title: R\n        kind: headerLead"), .invalidValue),
        ("section kind: [footer], with a footerFinish row",
         spec(section: "kind: [footer]").replacingFirst("title: R", with: "title: R\n        kind: footerFinish"), .wrongType),
        // empty-section would see no rows.
        ("rows: none", "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows: none\n", .wrongType),
        ("rows missing", "tablespec: 1\nid: t\nsections:\n  - id: s\n", .missingKey),
        ("header: a list, no rows", "tablespec: 1\nid: t\nsections:\n  - id: s\n    header: [a]\n    rows: []\n", .wrongType),
        // unknown-kind would miss the declaration.
        ("cellTypes: a list", spec(table: "cellTypes: [profileCell]", row: "kind: profileCell"), .wrongType),
        ("a cell type that is not a mapping", spec(table: "cellTypes: {profileCell: subtitle}", row: "kind: profileCell"), .wrongType),
        // unused-cell-type would miss the row that uses it.
        ("kind: a list", spec(table: "cellTypes: {profileCell: {}}", row: "kind: [profileCell]"), .wrongType),
        ("a row that is not a mapping",
         spec(table: "cellTypes: {profileCell: {}}") + "      - profileCell\n", .wrongType),
        // index-titles-mismatch would count without the title, the section or its kind.
        ("a section index title that is a list", spec(table: "sectionIndexTitles: [[S]]"), .wrongType),
        ("a section that is not a mapping, with index titles",
         spec(table: "sectionIndexTitles: [S, T]") + "  - t\n", .wrongType),
        ("section kind: hed, with index titles", spec(table: "sectionIndexTitles: []", section: "kind: hed"), .invalidValue),
        // Keys no rule reads a default of: still exactly one finding.
        ("selectable: yes", spec(row: "selectable: yes"), .wrongType),
        ("showsMenu: no", spec(row: "showsMenu: no"), .wrongType),
        ("multipleSelection: 1", spec(row: "multipleSelection: 1"), .wrongType),
        ("canMove: yes", spec(row: "editing: {canEdit: true, canMove: yes}"), .wrongType),
        ("indentWhileEditing: off", spec(row: "editing: {canEdit: true, indentWhileEditing: off}"), .wrongType),
        ("editing style: remove, with a delete title",
         spec(row: "editing: {canEdit: true, style: remove, deleteTitle: Remove}"), .invalidValue),
        ("fullSwipe: yes", spec(row: "editing: {canEdit: true, style: none}\nswipe: {fullSwipe: yes, trailing: [{id: x, title: X}]}"), .wrongType),
        ("swipe action style: red",
         spec(row: "editing: {canEdit: true, style: none}\nswipe: {trailing: [{id: x, title: X, style: red}]}"), .invalidValue),
        // swipe-delete would read the role's default (none) or the style's (delete).
        ("swipe action role: dlete",
         spec(row: "editing: {canEdit: true}\nswipe: {trailing: [{id: x, title: X, role: dlete}]}"), .invalidValue),
        ("editing style: remove, with trailing actions",
         spec(row: "editing: {canEdit: true, style: remove}\nswipe: {trailing: [{id: x, title: X}]}"), .invalidValue),
        ("accessory: [checkmark]", spec(row: "accessory: [checkmark]"), .wrongType),
        ("row kind: a mapping, with a detail", spec(row: "kind: {name: button}\ndetail: D"), .wrongType),
        ("detail: a list, on a button", spec(row: "kind: button\ndetail: [D]"), .wrongType),
        ("height: big", spec(row: "height: big"), .invalidValue),
        ("height: \"44\"", spec(row: "height: \"44\""), .wrongType),
        ("indentation: -1", spec(row: "indentation: -1"), .invalidValue),
        ("action: go", spec(row: "action: go"), .wrongType),
        ("table style: fancy", spec(table: "style: fancy"), .invalidValue),
        ("sectionIndexTitles: A", spec(table: "sectionIndexTitles: A"), .wrongType),
        ("cell type base: [button], with a detail",
         spec(table: "cellTypes: {c: {base: [button]}}", row: "kind: c\ndetail: D"), .wrongType),
        ("headerHeight: [1]", spec(section: "headerHeight: [1]"), .wrongType),
        ("defaults rowHeight: tall", spec(table: "defaults: {rowHeight: tall}"), .invalidValue),
    ]

    @Test(arguments: cases.indices)
    func aRejectedValueGivesOneFinding(_ index: Int) {
        let (name, spec, rule) = Self.cases[index]
        let report = SpecChecker.check(SourceFile(path: "spec.yaml", text: spec))
        #expect(
            report.diagnostics.map(\.rule) == [rule],
            "\(name): \(report.diagnostics.map { "\($0.rule): \($0.message)" })\n\(spec)")
    }

    @Test func theDecoderRecordsRejectedValuesAndTheirInsides() throws {
        let decoded = try Decoding.decode(Self.spec(section: "kind: heder", row: "editing: on\nselectable: yes"))
        let row = Pointer([.key("sections"), .index(0), .key("rows"), .index(0)])
        #expect(decoded.rejected.covers(row.appending("editing")))
        #expect(decoded.rejected.covers(row.appending("editing").appending("canEdit")))   // inside a rejected value
        #expect(decoded.rejected.covers(row.appending("selectable")))
        #expect(!decoded.rejected.covers(row))
        #expect(!decoded.rejected.covers(row.appending("title")))
        #expect(decoded.rejected.covers(Pointer([.key("sections"), .index(0), .key("kind")])))
        #expect(Set(decoded.rejected.inside(Pointer([.key("sections")]))) == [
            ["0", "kind"], ["0", "rows", "0", "editing"], ["0", "rows", "0", "selectable"],
        ])
        #expect(try Decoding.decode(Self.spec()).rejected.isEmpty)
    }

    @Test func keysWithSlashesAndTildesAreMatchedExactly() {
        var rejected = RejectedValues()
        rejected.insert(Pointer([.key("cellTypes"), .key("a/b~c")]).description)
        #expect(rejected.covers(Pointer([.key("cellTypes"), .key("a/b~c"), .key("base")])))
        #expect(!rejected.covers(Pointer([.key("cellTypes"), .key("a")])))
        #expect(rejected.inside(Pointer([.key("cellTypes")])) == [["a/b~c"]])
    }
}

extension String {
    /// This string with the first `target` replaced by `replacement`.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
