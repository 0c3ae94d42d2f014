import Testing
@testable import TableSpec

/// `canonicalValue` lives in Model/Table+Canonical.swift; diff is its main user.
@Suite("Diff: canonical values")
struct CanonicalValueTests {
    @Test func aBareTableOmitsDefaultsUnlessAskedForThem() {
        let table = Table(id: "settings", sections: [Section(id: "main", rows: [Row(id: "wifi", title: "Wi-Fi")])])
        let row = SpecValue.object([("id", .string("wifi")), ("title", .string("Wi-Fi"))])
        expectSame(table.canonicalValue(), .object([
            ("tablespec", .number("1")), ("id", .string("settings")),
            ("sections", .list([.object([("id", .string("main")), ("rows", .list([row]))])])),
        ]))
        let explicitRow = SpecValue.object([
            ("id", .string("wifi")), ("kind", .string("standard")), ("title", .string("Wi-Fi")),
            ("accessory", .string("none")), ("selectable", .bool(true)), ("indentation", .number("0")),
            ("showsMenu", .bool(false)), ("menu", .list([])), ("multipleSelection", .bool(false)),
        ])
        expectSame(table.canonicalValue(explicitDefaults: true), .object([
            ("tablespec", .number("1")), ("id", .string("settings")), ("style", .string("plain")),
            ("sections", .list([.object([("id", .string("main")), ("kind", .string("body")), ("rows", .list([explicitRow]))])])),
        ]))
    }

    @Test func everyFieldInFormatOrder() {
        let row = Row(
            id: "r", kind: .custom("profile"), title: "T", detail: "D", image: "star", accessory: .checkmark,
            action: .navigate("next"), accessoryAction: .emit("info"), selectable: false, height: .estimated(44.5), indentation: 2,
            editing: Editing(canEdit: true, deleteTitle: "Remove", canMove: true, moveWithin: .section),
            swipe: Swipe(trailing: [SwipeAction(id: "x", title: "X", style: .destructive, action: .emit("x"))], fullSwipe: false),
            showsMenu: false, menu: [MenuItem(id: "m", title: "M")], multipleSelection: true, meta: .object([("k", .null)]))
        expectSame(row.canonicalValue(), .object([
            ("id", .string("r")), ("kind", .string("profile")), ("title", .string("T")), ("detail", .string("D")),
            ("image", .string("star")), ("accessory", .string("checkmark")), ("action", .object([("navigate", .string("next"))])),
            ("accessoryAction", .object([("emit", .string("info"))])),
            ("selectable", .bool(false)), ("height", .object([("estimated", .number("44.5"))])), ("indentation", .number("2")),
            ("editing", .object([
                ("canEdit", .bool(true)), ("deleteTitle", .string("Remove")), ("canMove", .bool(true)), ("moveWithin", .string("section")),
            ])),
            ("swipe", .object([
                ("trailing", .list([.object([("id", .string("x")), ("title", .string("X")), ("style", .string("destructive")),
                                             ("action", .object([("emit", .string("x"))]))])])),
                ("fullSwipe", .bool(false)),
            ])),
            ("showsMenu", .bool(false)), ("menu", .list([.object([("id", .string("m")), ("title", .string("M"))])])),
            ("multipleSelection", .bool(true)), ("meta", .object([("k", .null)])),
        ]))
    }

    @Test func nestedDefaultsAreExplicitOnRequest() {
        expectSame(Editing().canonicalValue(), .object([]))
        expectSame(Editing().canonicalValue(explicitDefaults: true), .object([
            ("canEdit", .bool(false)), ("style", .string("delete")), ("canMove", .bool(false)), ("indentWhileEditing", .bool(true)),
            ("moveWithin", .string("table")),
        ]))
        expectSame(Swipe().canonicalValue(), .object([]))
        expectSame(Swipe().canonicalValue(explicitDefaults: true), .object([
            ("leading", .list([])), ("trailing", .list([])), ("fullSwipe", .bool(true)),
        ]))
        expectSame(CellType(name: "profile").canonicalValue(), .object([]))
        expectSame(CellType(name: "profile", base: .subtitle, reuseIdentifier: "ProfileCell").canonicalValue(), .object([
            ("base", .string("subtitle")), ("reuseIdentifier", .string("ProfileCell")),
        ]))
        expectSame(CellType(name: "profile").canonicalValue(explicitDefaults: true), .object([
            ("base", .string("standard")), ("reuseIdentifier", .string("profile")),
        ]))
    }

    @Test func tableFieldsWithoutSections() {
        let table = Table(
            id: "t", title: "Settings", style: .insetGrouped,
            defaults: TableDefaults(rowHeight: .auto, headerHeight: .fixed(28)), sectionIndexTitles: ["A"],
            cellTypes: [CellType(name: "c", base: .value2)], sections: [Section(id: "s")])
        expectSame(table.canonicalFields(explicitDefaults: false, sections: false).map(\.key),
                   ["tablespec", "id", "title", "style", "defaults", "sectionIndexTitles", "cellTypes"])
        expectSame(table.canonicalValue(), .object(
            table.canonicalFields(explicitDefaults: false, sections: false)
                + [("sections", .list([.object([("id", .string("s")), ("rows", .list([]))])]))]))
        expectSame(table.canonicalFields(explicitDefaults: false, sections: false)[4].value, .object([
            ("rowHeight", .string("auto")), ("headerHeight", .number("28")),
        ]))
    }

    @Test(arguments: [(44, "44"), (44.5, "44.5"), (-0.0, "0"), (1e300, "1e+300"), (0.1, "0.1")] as [(Double, String)])
    func heightsAsTheShortestText(points: Double, text: String) {
        #expect(Height.text(of: points) == text)
        #expect(Height.fixed(points).canonicalValue == .number(text))
    }
}
