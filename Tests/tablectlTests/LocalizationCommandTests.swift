import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `render --locale`, `tablectl strings` and `validate --catalog-unused` as commands.
@Suite struct LocalizationCommandTests {
    static let settings = "specs/settings.yaml"

    @Test(arguments: [("de", "WLAN"), ("de-CH", "WLAN"), ("de_AT", "Einstellungen"), ("fr", "Wi-Fi"), ("en", "Settings")])
    func renderDrawsTheTranslatedTable(locale: String, shown: String) throws {
        let out = try BinaryRunner.run(["render", "--locale", locale, "--width", "60", Self.settings])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains(shown))
        #expect(out.stderr.isEmpty)
    }

    @Test func renderWithoutLocalizationExitsTwo() throws {
        let out = try BinaryRunner.run(["render", "--locale", "de", "specs/onboarding.yaml"])
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains("tablectl: error: specs/onboarding.yaml has no localization to draw in 'de'"))
    }

    static let spec = """
        tablespec: 1
        id: t
        localization: {catalog: L10n/Screen.xcstrings}
        sections:
          - id: s
            rows:
              - {id: a, title: Wi-Fi}
              - {id: b, title: {key: bt.title, default: Bluetooth, comment: Row title.}}
        """

    @Test func stringsCreatesTheCatalogThenLeavesItAlone() throws {
        let directory = try TemporaryDirectory(files: ["t.yaml": Self.spec, "L10n/.keep": ""])
        let before = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(before.status == 1)
        #expect(before.stdout.contains("[catalog-unreadable]"))
        let first = try BinaryRunner.run(["strings", "t.yaml", "--catalog", "L10n/Screen.xcstrings"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "added 2 keys to L10n/Screen.xcstrings\n", "the missing catalog is what strings mends")
        let written = try directory.read("L10n/Screen.xcstrings")
        #expect(written == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "bt.title" : {
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
                "Wi-Fi" : {
                  "extractionState" : "manual"
                }
              },
              "version" : "1.0"
            }
            """)
        let after = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(after.status == 0, "\(after.stdout)")
        let again = try BinaryRunner.run(["strings", "t.yaml", "--catalog", "L10n/Screen.xcstrings"], in: directory.url)
        #expect(again.status == 0)
        #expect(again.stderr.contains("has every key already"))
        #expect(try directory.read("L10n/Screen.xcstrings") == written)
    }

    /// A `.strings` file is a catalog: its sibling `.lproj` folders are the other languages,
    /// `strings` appends to the source language's file only.
    @Test func stringsFilesAreCatalogsWithTheirSiblingLanguages() throws {
        let english = "/* Row title. */\n\"Wi-Fi\" = \"Wi-Fi\";\n"
        let german = "\"Wi-Fi\" = \"WLAN\";\n\"bt.title\" = \"Blauzahn\";\n"
        let directory = try TemporaryDirectory(files: [
            "t.yaml": Self.spec.replacing("L10n/Screen.xcstrings", with: "L10n/en.lproj/Screen.strings"),
            "L10n/en.lproj/Screen.strings": english, "L10n/de.lproj/Screen.strings": german,
        ])
        let before = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(before.status == 1)
        #expect(before.stdout.contains("t.yaml:8:30: error: "), "\(before.stdout)")
        #expect(before.stdout.contains("[missing-localization-key]"))
        let first = try BinaryRunner.run(["strings", "t.yaml", "--catalog", "L10n/en.lproj/Screen.strings"], in: directory.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "added 1 key to L10n/en.lproj/Screen.strings\n")
        #expect(try directory.read("L10n/en.lproj/Screen.strings") == english + "\n/* Row title. */\n\"bt.title\" = \"Bluetooth\";\n")
        #expect(try directory.read("L10n/de.lproj/Screen.strings") == german, "translations are left to translators")
        let after = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(after.status == 0, "\(after.stdout)")
        #expect(!after.stdout.contains("warning"), "\(after.stdout)")
        let render = try BinaryRunner.run(["render", "--locale", "de", "--width", "60", "t.yaml"], in: directory.url)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("WLAN") && render.stdout.contains("Blauzahn"))
        let again = try BinaryRunner.run(["strings", "t.yaml", "--catalog", "L10n/en.lproj/Screen.strings"], in: directory.url)
        #expect(again.stderr.contains("has every key already"))
        try directory.write("L10n/fr.lproj/Screen.strings", "\"Wi-Fi\" = \"Wi-Fi\"\n")
        let broken = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("L10n/fr.lproj/Screen.strings:2:1: expected ';' after the value of 'Wi-Fi'"), "\(broken.stdout)")
    }

    @Test func stringsReportsAMalformedCatalogWhereItIs() throws {
        let directory = try TemporaryDirectory(files: ["t.yaml": Self.spec, "L10n/Screen.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n}"])
        let out = try BinaryRunner.run(["strings", "t.yaml", "--catalog", "L10n/Screen.xcstrings"], in: directory.url)
        #expect(out.status == 2)
        #expect(out.stderr.contains("tablectl: error: L10n/Screen.xcstrings:4:2:"))
        #expect(try directory.read("L10n/Screen.xcstrings") == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n}")
    }

    @Test func unusedKeysAreReportedOnlyWhenAsked() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "bt.title" : {

                },
                "Old Row" : {

                },
                "Wi-Fi" : {

                }
              },
              "version" : "1.0"
            }
            """
        let directory = try TemporaryDirectory(files: ["t.yaml": Self.spec, "L10n/Screen.xcstrings": catalog])
        let plain = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(plain.status == 0, "\(plain.stdout)")
        let asked = try BinaryRunner.run(["validate", "--catalog-unused", "t.yaml"], in: directory.url)
        #expect(asked.status == 0)
        #expect(asked.stdout.contains("t.yaml:3:25: warning: no string of the spec uses the catalog key 'Old Row' [unused-catalog-key]"))
        #expect(asked.stdout.contains("L10n/Screen.xcstrings:7:5: note: 'Old Row' is here"))
    }

    /// More missing keys than validate's cap on findings: none of them stops `strings`.
    @Test func stringsAddsMoreKeysThanTheCapOnFindings() throws {
        let rows = (0..<1_100).map { "      - {id: r\($0), title: Row \($0)}" }.joined(separator: "\n")
        let spec = "tablespec: 1\nid: t\nlocalization: {catalog: L.xcstrings}\nsections:\n  - id: s\n    rows:\n" + rows + "\n"
        let directory = try TemporaryDirectory(files: ["t.yaml": spec])
        let out = try BinaryRunner.run(["strings", "t.yaml", "--catalog", "L.xcstrings"], in: directory.url)
        #expect(out.status == 0, "\(out.stderr.prefix(300))")
        #expect(out.stderr == "added 1100 keys to L.xcstrings\n")
        let after = try BinaryRunner.run(["validate", "t.yaml"], in: directory.url)
        #expect(after.status == 0)
    }

    /// The localized composite of `Fixtures/Localization/Composite`, copied to a directory
    /// without `.tablectl.yml` (the root is then the screen's directory, as for includes).
    static func composite() throws -> TemporaryDirectory {
        let fixtures = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Localization/Composite")
        var files: [String: String] = [:]
        for name in ["top.yaml", "Settings.xcstrings", "parts/account.yaml", "parts/about.yaml"] {
            files[name] = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        }
        return try TemporaryDirectory(files: files)
    }

    @Test func aCompositesPartsAreCheckedTranslatedAndExportedThroughTheScreensCatalog() throws {
        let tree = try Self.composite()
        let before = try BinaryRunner.run(["validate", "--format", "json", "top.yaml"], in: tree.url)
        #expect(before.status == 1)
        #expect(!before.stdout.contains("catalog-unreadable"), "a part's ../Settings.xcstrings is inside the root: \(before.stdout)")
        #expect(before.stdout.components(separatedBy: "missing-localization-key").count - 1 == 2, "\(before.stdout)")
        let added = try BinaryRunner.run(["strings", "top.yaml", "--catalog", "Settings.xcstrings"], in: tree.url)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stderr.hasSuffix("added 2 keys to Settings.xcstrings\n"), "the parts' keys: \(added.stderr)")
        let render = try BinaryRunner.run(["render", "--locale", "de", "--width", "40", "top.yaml"], in: tree.url)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("Einstellungen") && render.stdout.contains("WLAN"), "\(render.stdout)")
        let swift = try BinaryRunner.run(["export", "--format", "swift", "top.yaml"], in: tree.url)
        #expect(swift.stdout.contains(#"String(localized: "family.title", defaultValue: "Family", table: "Settings")"#), "\(swift.stdout)")
    }

    @Test func aCachedCompositeWithALocalizedPartIsCheckedAfreshWhenThePartsCatalogChanges() throws {
        let fixtures = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Localization/Composite")
        let account = try String(contentsOf: fixtures.appendingPathComponent("parts/Account.xcstrings"), encoding: .utf8)
        let tree = try TemporaryDirectory(files: [
            "top.yaml": "tablespec: 1\nid: top\nsections:\n  - {include: parts/signout.yaml}\n",
            "parts/signout.yaml": try String(contentsOf: fixtures.appendingPathComponent("parts/signout.yaml"), encoding: .utf8),
            "parts/Account.xcstrings": account,
        ])
        let arguments = ["validate", "--cache", "--cache-dir", "cache", "top.yaml"]
        let first = try BinaryRunner.run(arguments, in: tree.url)
        #expect(first.stdout.contains("[localization-mismatch]") && !first.stdout.contains("[missing-localization-key]"), "\(first.stdout)")
        try tree.write("parts/Account.xcstrings", account.replacingOccurrences(of: "\"Sign Out\"", with: "\"Log Out\""))
        let second = try BinaryRunner.run(arguments, in: tree.url)
        #expect(second.stdout.contains("'Sign Out' is not a key of the string catalog 'parts/Account.xcstrings'"), "\(second.stdout)")
    }
}
