@testable import TableSpec
import Testing

/// The cursor's place in block YAML, and what the schema says there.
@Suite struct CursorContextTests {
    /// The context at the `|` of `text` (which is removed).
    private func context(_ text: String, json: Bool = false) -> CursorContext {
        let marked = Array(text.utf8)
        let at = marked.firstIndex(of: UInt8(ascii: "|"))!
        var bytes = marked
        bytes.remove(at: at)
        return CursorContext.at(at, in: bytes, lines: LineIndex(bytes), json: json)
    }

    /// The text `context` says is under the cursor, from `text` (the `|` removed).
    private func word(_ context: CursorContext, in text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.remove(at: bytes.firstIndex(of: UInt8(ascii: "|"))!)
        return String(decoding: bytes[context.word], as: UTF8.self)
    }

    @Test func keysOfARowItem() {
        let spec = "tablespec: 1\nsections:\n  - id: a\n    rows:\n      - id: r\n        acc|\n"
        let found = context(spec)
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(found.place == .key(prefix: "acc"))
        #expect(SpecSchema.mapping(at: found.path) == .row)
    }

    @Test func newItemAndIndentlessSequence() {
        let found = context("sections:\n- id: a\n  rows:\n  - ti|\n")
        #expect(found.path == ["sections", "-", "rows", "-"])
        #expect(context("sections:\n  - id: a\n  - |").path == ["sections", "-"])
        #expect(context("ti|").path == [])
        #expect(SpecSchema.mapping(at: []) == .table)
    }

    @Test func valueOfAKey() {
        let found = context("sections:\n  - id: a\n    rows:\n      - id: r\n        accessory: disc|losure  # note\n")
        #expect(found.place == .value(key: "accessory", prefix: "disc"))
        #expect(found.text == "disclosure")
        #expect(SpecSchema.values(of: "accessory", in: .row).contains("disclosureIndicator"))
    }

    @Test func namedEntriesAndNestedMappings() {
        #expect(SpecSchema.mapping(at: ["cellTypes", "ProfileCell"]) == .cellType)
        #expect(SpecSchema.mapping(at: ["sections", "-", "rows", "-", "editing"]) == .editing)
        #expect(SpecSchema.mapping(at: ["sections", "-", "rows", "-", "swipe", "trailing", "-"]) == .swipeAction)
        #expect(SpecSchema.mapping(at: ["sections", "-", "template"]) == .template)
        #expect(SpecSchema.mapping(at: ["sections", "-", "rows", "-", "title"]) == nil)
        #expect(SpecSchema.mapping(at: ["nonsense"]) == nil)
        let found = context("cellTypes:\n  ProfileCell:\n    ba|\n")
        #expect(SpecSchema.mapping(at: found.path) == .cellType)
    }

    @Test func keysComeFromTheSchemaWithTheirDocs() {
        let keys = SpecSchema.keys(of: .row)
        #expect(keys.map(\.name) == SchemaDefinitions.keys(of: .row))
        #expect(keys.first { $0.name == "accessory" }?.description.contains("AccessoryType") == true)
        #expect(SpecSchema.values(of: "kind", in: .row).contains("subtitle"))
    }
}
