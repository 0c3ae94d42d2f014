import TableSpec
import TableSpecTestSupport
import Testing

/// A localized spec's strings: plain text is its own key; `{key, default, comment}` keeps
/// the text in the model field and the key by place; template text is never a key.
@Suite struct LocalizedSpecTests {
    static let spec = """
        tablespec: 1
        id: t
        title: {key: settings.title, default: Settings, comment: The screen title.}
        localization: {catalog: Settings.xcstrings, table: Shared}
        sectionIndexTitles: [{key: index.a, default: A}]
        sections:
          - id: net
            header: {key: net.header, default: Network}
            footer: Plain footer
            rows:
              - title: {key: wifi.title, default: Wi-Fi, comment: Row title.}
                detail: Home
                editing: {canEdit: true, deleteTitle: {key: forget, default: Forget}}
                swipe:
                  trailing:
                    - {id: mute, title: {key: swipe.mute, default: Mute}}
                menu:
                  - {title: {key: menu.copy}, id: copy}
                id: wifi
          - id: people
            source: people
            template: {id: "p-{id}", title: "{name}"}
        sources:
          people:
            key: id
            fields: {id: string, name: string}
            sample: [{id: a, name: Ann}]
        """

    @Test func explicitKeysAreKeptByPlaceAndTextStaysInTheFields() throws {
        let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: Self.spec)))
        #expect(decoded.diagnostics.map(\.message) == [])
        let table = try #require(decoded.table)
        #expect(table.title == "Settings")
        let row = try #require(table.sections.first?.rows.first)
        #expect(row.title == "Wi-Fi")
        #expect(row.editing?.deleteTitle == "Forget")
        #expect(row.menu.first?.title == "menu.copy")
        let localization = try #require(table.localization)
        #expect(localization.catalog == "Settings.xcstrings")
        #expect(localization.tableName == "Shared")
        #expect(localization.keys == [
            .tableTitle: LocalizedKey(key: "settings.title", comment: "The screen title.", hasDefault: true),
            .indexTitle(0): LocalizedKey(key: "index.a", hasDefault: true),
            .header(section: "net"): LocalizedKey(key: "net.header", hasDefault: true),
            .title(row: "wifi"): LocalizedKey(key: "wifi.title", comment: "Row title.", hasDefault: true),
            .deleteTitle(row: "wifi"): LocalizedKey(key: "forget", hasDefault: true),
            .swipe(row: "wifi", action: "mute"): LocalizedKey(key: "swipe.mute", hasDefault: true),
            .menu(row: "wifi", item: "copy"): LocalizedKey(key: "menu.copy"),
        ])
        #expect(table.localizableTexts().map(\.key) == [
            "settings.title", "index.a", "net.header", "wifi.title", "Home", "forget", "swipe.mute", "menu.copy", "Plain footer",
        ])
    }

    @Test func textFromDataIsNeverTranslated() throws {
        let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: Self.spec))).table)
        let places = Set(table.localizableTexts().map(\.place))
        let expanded = table.expanded().translated(only: places) { "<\($0.key)>" }
        #expect(expanded.title == "<settings.title>")
        #expect(expanded.sections[0].footer == "<Plain footer>")
        #expect(expanded.sections[1].rows.map(\.title) == ["Ann"])
    }

    @Test func aKeyMappingWithoutKeyIsReported() throws {
        let text = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows: [{id: a, title: {default: A, note: x}}]\n"
        let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: text)))
        #expect(decoded.diagnostics.map(\.rule) == [.unknownKey, .missingKey])
        #expect(decoded.table?.sections.first?.rows.first?.title == "A")
    }
}
