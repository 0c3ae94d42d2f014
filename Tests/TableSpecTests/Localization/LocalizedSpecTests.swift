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
        let text = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows: [{id: a, title: {default: A, note: x}}, {id: b, title: {a: b}}]\n"
        let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: text)))
        #expect(decoded.diagnostics.map(\.rule) == [.unknownKey, .missingKey, .wrongType])
        #expect(decoded.table?.sections.first?.rows.first?.title == "A")
    }
}

/// Generated Swift looks a localized table's strings up in its catalog's table.
@Suite struct LocalizedExportTests {
    @Test func visibleStringsAreStringCatalogLookups() throws {
        let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: LocalizedSpecTests.spec))).table)
        let source = try SwiftExporter.export(table, options: ExportOptions(sourceName: "t.yaml", toolVersion: "test"))
        #expect(source.contains("import Foundation\n"))
        #expect(source.contains("#if !canImport(UIKit)\n"))
        #expect(source.contains(#"title: String(localized: "settings.title", defaultValue: "Settings", table: "Shared", comment: "The screen title.")"#))
        #expect(source.contains(#"sectionIndexTitles: [String(localized: "index.a", defaultValue: "A", table: "Shared")]"#))
        #expect(source.contains(#"header: String(localized: "net.header", defaultValue: "Network", table: "Shared")"#))
        #expect(source.contains(#"footer: String(localized: "Plain footer", table: "Shared")"#))
        #expect(source.contains(#"title: String(localized: "wifi.title", defaultValue: "Wi-Fi", table: "Shared", comment: "Row title.")"#))
        #expect(source.contains(#"detail: String(localized: "Home", table: "Shared")"#))
        #expect(source.contains(#"deleteTitle: String(localized: "forget", defaultValue: "Forget", table: "Shared")"#))
        #expect(source.contains(#"title: String(localized: "swipe.mute", defaultValue: "Mute", table: "Shared")"#))
        #expect(source.contains(#"title: String(localized: "menu.copy", table: "Shared")"#))
        // Template text is data: never looked up.
        #expect(!source.contains(#"String(localized: "{name}""#))
    }

    /// JSON and YAML write each string as it was written, explicit keys and comments
    /// included, so the export decodes to the same table (before, the keys were lost).
    @Test func jsonAndYAMLWriteExplicitKeysBack() throws {
        let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: LocalizedSpecTests.spec))).table)
        for (exporter, path) in [(JSONExporter.self, "t.json"), (YAMLExporter.self, "t.yaml")] as [(any Exporter.Type, String)] {
            let text = try exporter.export(table, options: ExportOptions())
            let decoded = SpecDecoder.decode(try Loader.load(SourceFile(path: path, text: text)), isJSON: path.hasSuffix(".json"))
            #expect(decoded.diagnostics.map(\.message) == [], "\(path)")
            #expect(decoded.table == table, "\(path): \(text)")
            #expect(decoded.table?.localization?.keys == table.localization?.keys, "\(path)")
        }
        let yaml = try YAMLExporter.export(table, options: ExportOptions())
        #expect(yaml.contains("key: wifi.title"), "\(yaml)")
        #expect(yaml.contains("comment: Row title."), "\(yaml)")
        // Template text stays text.
        #expect(yaml.contains("title: '{name}'") || yaml.contains("title: \"{name}\""), "\(yaml)")
    }

    @Test func anUnlocalizedTableKeepsLiterals() throws {
        let text = "tablespec: 1\nid: t\ntitle: Settings\nsections:\n  - id: s\n    rows: [{id: a, title: A}]\n"
        let table = try #require(SpecDecoder.decode(try Loader.load(SourceFile(path: "t.yaml", text: text))).table)
        let source = try SwiftExporter.export(table, options: ExportOptions(sourceName: "t.yaml", toolVersion: "test"))
        #expect(!source.contains("String(localized:"))
        #expect(!source.contains("import Foundation"))
        #expect(source.contains(#"title: "Settings""#))
    }
}
