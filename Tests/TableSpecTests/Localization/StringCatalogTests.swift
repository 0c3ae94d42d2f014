import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// String Catalogs: read as Xcode writes them, looked up with iOS's fallback, and written
/// back byte for byte, new keys where Xcode sorts them.
@Suite struct StringCatalogTests {
    static let directory = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Localization")

    static func source(_ name: String) throws -> SourceFile {
        SourceFile(path: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
    }

    @Test(arguments: ["Xcode15.xcstrings", "Compact.xcstrings", "Empty.xcstrings", "EmptyCompact.xcstrings"])
    func untouchedCatalogIsWrittenByteForByte(name: String) throws {
        let source = try Self.source(name)
        let (_, tree) = try StringCatalogReader.read(source)
        let (text, added) = StringCatalogWriter.text(adding: [], to: tree, original: source.bytes)
        #expect(added == 0)
        let original = String(decoding: source.bytes, as: UTF8.self)
        #expect(Array(text.utf8) == source.bytes, "\(LineDiff.diff(expected: original, actual: text))")
    }

    @Test func newKeysGoWhereXcodeSortsThemAndTranslationsStay() throws {
        let source = try Self.source("Xcode15.xcstrings")
        let (_, tree) = try StringCatalogReader.read(source)
        let (text, added) = StringCatalogWriter.text(
            adding: [
                .init(key: "Airplane Mode", comment: "Row title."),
                .init(key: "zeta"),
                .init(key: "Key3", comment: "Between Key2 and Key10."),
                .init(key: "bluetooth.title", comment: "Row title.", sourceText: "Bluetooth"),
            ],
            to: tree, original: source.bytes)
        #expect(added == 3)
        let (catalog, _) = try StringCatalogReader.read(SourceFile(path: "out.xcstrings", text: text))
        #expect(catalog.keys == ["", "%lld Devices", "Airplane Mode", "bluetooth.title", "Key2", "Key3", "Key10", "wifi.title", "zeta"])
        #expect(catalog.entries["Airplane Mode"]?.localizations.count == 3)
        #expect(catalog.entries["Airplane Mode"]?.comment == "Row title.")
        #expect(text.contains("""
                "bluetooth.title" : {
                  "comment" : "Row title.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Bluetooth"
                      }
                    }
                  }
                },
            """))
        #expect(text.contains("    \"zeta\" : {\n      \"extractionState\" : \"manual\"\n    }\n  },\n  \"version\" : \"1.0\"\n}"))
        #expect(!text.hasSuffix("\n"), "the file had no final newline")
        // Written again with nothing new, it stays as it is.
        let (again, none) = StringCatalogWriter.text(
            adding: [.init(key: "zeta")], to: try StringCatalogReader.read(SourceFile(path: "o", text: text)).1,
            original: Array(text.utf8))
        #expect(none == 0)
        #expect(again == text)
    }

    @Test func translationsFallBackAsIOSDoes() throws {
        let (catalog, _) = try StringCatalogReader.read(try Self.source("Xcode15.xcstrings"))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["de", "de-CH", "fr"])
        #expect(catalog.value(of: "Airplane Mode", locale: "de-CH") == "Flugmodus (CH)")
        #expect(catalog.value(of: "Airplane Mode", locale: "de_AT") == "Flugmodus")
        #expect(catalog.value(of: "Airplane Mode", locale: "fr-CA") == "Mode Avion")
        #expect(catalog.value(of: "Airplane Mode", locale: "ja") == nil)
        #expect(catalog.value(of: "%lld Devices", locale: "de") == "%lld Geräte")
        #expect(catalog.value(of: "%lld Devices", locale: "fr") == nil, "a form still needs review")
        #expect(catalog.value(of: "Key2", locale: "de") == nil, "state new is not a translation")
        #expect(catalog.entries["Key10"]?.shouldTranslate == false)
        #expect(catalog.value(of: "wifi.title", locale: "fr") == "Wi-Fi \"maison\" / Réseau")
        #expect(StringCatalog.fallbacks(of: "zh-Hans-HK") == ["zh-Hans-HK", "zh-Hans", "zh"])
    }

    @Test(arguments: [
        ("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}", 3, 3),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"comment\" : 3\n    }\n  }\n}", 5, 19),
        ("{\n  \"strings\" : {}\n}", 1, 1),
        ("[]", 1, 1),
    ])
    func malformedCatalogIsLocated(text: String, line: Int, column: Int) {
        #expect(throws: LoadError.self) { try StringCatalogReader.read(SourceFile(path: "C.xcstrings", text: text)) }
        do {
            _ = try StringCatalogReader.read(SourceFile(path: "C.xcstrings", text: text))
        } catch {
            #expect(error.diagnostic.span.start.line == line)
            #expect(error.diagnostic.span.start.column == column)
        }
    }

    @Test func keysSortAsFinderSortsThem() {
        let keys = ["b lower", "Key10", "_x", "B upper", "a", "Key2", "product.type.11_1", "product.type.2_1", "Z", "%lld items", ""]
        #expect(keys.sorted(by: XcodeKeyOrder.precedes) == [
            "", "%lld items", "_x", "a", "b lower", "B upper", "Key2", "Key10", "product.type.2_1", "product.type.11_1", "Z",
        ])
    }

    @Test(arguments: [
        ("Wi-Fi", [String]()),
        ("100%% done", []),
        ("%lld of %@", ["integer", "object"]),
        ("%2$@ hat %1$lld", ["integer", "object"]),
        ("%.2f km, %d%%", ["double", "integer"]),
        ("%#@devices@ on %@", ["object"]),
    ])
    func formatSpecifiers(text: String, kinds: [String]) {
        #expect(FormatSpecifiers.of(text) == kinds)
    }
}
