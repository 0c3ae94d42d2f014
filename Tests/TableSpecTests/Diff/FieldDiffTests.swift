import Testing
@testable import TableSpec

@Suite("Diff: field changes")
struct FieldDiffTests {
    @Test func equalValuesHaveNoChanges() {
        let value = SpecValue.object([("title", .string("Wi-Fi")), ("tags", .list([.number("1")]))])
        #expect(FieldDiff.changes(from: value, to: value) == [])
    }

    @Test func nestedObjectsAndListsGivePaths() {
        let old = SpecValue.object([
            ("title", .string("Wi-Fi")),
            ("editing", .object([("canEdit", .bool(false)), ("style", .string("delete"))])),
            ("swipe", .object([("trailing", .list([.object([("id", .string("x")), ("title", .string("Delete"))])]))])),
        ])
        let new = SpecValue.object([
            ("title", .string("WLAN")),
            ("editing", .object([("canEdit", .bool(true)), ("style", .string("delete"))])),
            ("swipe", .object([("trailing", .list([.object([("id", .string("x")), ("title", .string("Remove"))])]))])),
        ])
        expectSame(FieldDiff.changes(from: old, to: new), [
            FieldChange(field: "title", old: .string("Wi-Fi"), new: .string("WLAN")),
            FieldChange(field: "editing.canEdit", old: .bool(false), new: .bool(true)),
            FieldChange(field: "swipe.trailing[0].title", old: .string("Delete"), new: .string("Remove")),
        ])
    }

    @Test func keysAndElementsOnOneSideAreChangesFromOrToNil() {
        let old = SpecValue.object([("detail", .string("On")), ("list", .list([.number("1"), .number("2")]))])
        let new = SpecValue.object([("list", .list([.number("1")])), ("image", .string("wifi"))])
        expectSame(FieldDiff.changes(from: old, to: new), [
            FieldChange(field: "detail", old: .string("On"), new: nil),
            FieldChange(field: "list[1]", old: .number("2"), new: nil),
            FieldChange(field: "image", old: nil, new: .string("wifi")),
        ])
    }

    @Test func aValueThatChangesTypeIsOneChange() {
        let old = SpecValue.object([("height", .number("44"))])
        let new = SpecValue.object([("height", .object([("estimated", .number("44"))]))])
        expectSame(FieldDiff.changes(from: old, to: new), [
            FieldChange(field: "height", old: .number("44"), new: .object([("estimated", .number("44"))])),
        ])
    }

    @Test func fieldListsSkipIgnoredKeysAndStartUnderAPath() {
        let old: [(key: String, value: SpecValue)] = [("id", .string("a")), ("rows", .list([])), ("header", .string("A"))]
        let new: [(key: String, value: SpecValue)] = [("id", .string("a")), ("rows", .list([.null])), ("header", .string("B"))]
        expectSame(FieldDiff.changes(from: old, to: new, ignoring: ["rows"]), [
            FieldChange(field: "header", old: .string("A"), new: .string("B")),
        ])
        expectSame(FieldDiff.changes(from: .bool(true), to: .bool(false), path: "editing.canMove"), [
            FieldChange(field: "editing.canMove", old: .bool(true), new: .bool(false)),
        ])
    }
}
