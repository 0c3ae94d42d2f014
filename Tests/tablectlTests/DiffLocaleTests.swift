import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `tablectl diff` of localized specs: a changed key is a row update in every format, and
/// `--locale L` compares each side's text through its own String Catalog (with `--git REV`,
/// the catalog as of REV).
@Suite struct DiffLocaleTests {
    static func spec(bluetoothKey: String) -> String {
        """
        tablespec: 1
        id: screen
        localization: {catalog: Screen.xcstrings}
        sections:
          - id: main
            header: {key: main.header, default: Network}
            rows:
              - {id: wifi, title: Wi-Fi}
              - {id: bt, title: {key: \(bluetoothKey), default: Bluetooth}}

        """
    }

    /// A String Catalog as Xcode 15 writes it: English source, German translations.
    static func catalog(_ german: [(key: String, value: String)]) -> String {
        let entries = german.map { key, value in
            """
                "\(key)" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
                  }
                }
            """
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    static let oldCatalog = catalog([
        ("a.title", "Bluetooth"), ("b.title", "Bluetooth"), ("main.header", "Netzwerk"), ("Wi-Fi", "WLAN"),
    ])
    static let newCatalog = catalog([
        ("a.title", "Bluetooth"), ("b.title", "Bluetooth-Geräte"), ("main.header", "Netzwerk"), ("Wi-Fi", "WLAN-Netz"),
    ])

    static func sides() throws -> TemporaryDirectory {
        try TemporaryDirectory(files: [
            "old/screen.yaml": spec(bluetoothKey: "a.title"), "old/Screen.xcstrings": oldCatalog,
            "new/screen.yaml": spec(bluetoothKey: "b.title"), "new/Screen.xcstrings": newCatalog,
        ])
    }

    @Test func aChangedKeyIsARowUpdate() throws {
        let tree = try Self.sides()
        let out = try BinaryRunner.run(["diff", "--color", "never", "old/screen.yaml", "new/screen.yaml"], in: tree.url)
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout == """
            --- old/screen.yaml
            +++ new/screen.yaml
            section main
              ~ row bt at 0.1: title.key: "a.title" → "b.title"
            1 row updated

            """)
        let json = try BinaryRunner.run(["diff", "--format", "json", "old/screen.yaml", "new/screen.yaml"], in: tree.url)
        #expect(json.stdout.contains(#""field": "title.key""#), "\(json.stdout)")
    }

    @Test func withALocaleEachSideIsTranslatedThroughItsOwnCatalog() throws {
        let tree = try Self.sides()
        let out = try BinaryRunner.run(["diff", "--color", "never", "--locale", "de-CH", "old/screen.yaml", "new/screen.yaml"], in: tree.url)
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout.contains(#"~ row wifi at 0.0: title: "WLAN" → "WLAN-Netz""#), "\(out.stdout)")
        #expect(out.stdout.contains(#""Bluetooth" → "Bluetooth-Geräte""#), "\(out.stdout)")
        #expect(out.stdout.contains(#"title.key: "a.title" → "b.title""#), "\(out.stdout)")
        #expect(out.stderr.isEmpty)
        let english = try BinaryRunner.run(["diff", "--color", "never", "--locale", "en", "old/screen.yaml", "new/screen.yaml"], in: tree.url)
        #expect(!english.stdout.contains("wifi"), "the source language is the spec's text: \(english.stdout)")
    }

    /// `diff --locale de --git HEAD specs/screen.yaml` after committing `files` and writing
    /// `edit` over one of them.
    static func germanDiffAtHead(_ files: [String: String], edit: (path: String, text: String)) throws -> (tree: TemporaryDirectory, out: ProcessOutput) {
        let tree = try TemporaryDirectory(files: files)
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "screen"]] { try DiffGitTests.git(arguments, in: tree) }
        try tree.write(edit.path, edit.text)
        return (tree, try BinaryRunner.run(["diff", "--color", "never", "--locale", "de", "--git", "HEAD", "specs/screen.yaml"], in: tree.url))
    }

    /// Only the German Wi-Fi title changed between HEAD and the working copy.
    static let wifiRetranslated = """
        --- HEAD:specs/screen.yaml
        +++ specs/screen.yaml
        section main
          ~ row wifi at 0.0: title: "WLAN" → "WLAN-Netz"
        1 row updated

        """

    @Test func withGitTheOldSidesCatalogIsReadAtTheRevision() throws {
        // Only the translations changed.
        let (tree, out) = try Self.germanDiffAtHead(
            ["specs/screen.yaml": Self.spec(bluetoothKey: "a.title"), "specs/Screen.xcstrings": Self.oldCatalog],
            edit: ("specs/Screen.xcstrings", Self.newCatalog))
        let plain = try BinaryRunner.run(["diff", "--git", "HEAD", "specs/screen.yaml"], in: tree.url)
        #expect(plain.status == 0, "the spec itself did not change: \(plain.stdout)\(plain.stderr)")
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout == Self.wifiRetranslated)
    }

    /// A `.strings` catalog's other languages are sibling `.lproj` folders: at a revision
    /// they are listed from git's tree, so the old side is German too, and only what
    /// changed shows.
    @Test func withGitAStringsCatalogsLanguagesAreListedAtTheRevision() throws {
        let spec = Self.spec(bluetoothKey: "a.title").replacingOccurrences(of: "Screen.xcstrings", with: "en.lproj/Screen.strings")
        let english = "\"a.title\" = \"Bluetooth\";\n\"main.header\" = \"Network\";\n\"Wi-Fi\" = \"Wi-Fi\";\n"
        let german = "\"a.title\" = \"Bluetooth\";\n\"main.header\" = \"Netzwerk\";\n\"Wi-Fi\" = \"WLAN\";\n"
        let (_, out) = try Self.germanDiffAtHead(
            ["specs/screen.yaml": spec, "specs/en.lproj/Screen.strings": english, "specs/de.lproj/Screen.strings": german],
            edit: ("specs/de.lproj/Screen.strings", german.replacingOccurrences(of: "\"WLAN\"", with: "\"WLAN-Netz\"")))
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout == Self.wifiRetranslated)
    }

    @Test func anUnreadableCatalogOrNoLocalizationExitsTwo() throws {
        let tree = try Self.sides()
        try tree.write("new/Screen.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n")
        let out = try BinaryRunner.run(["diff", "--locale", "de", "old/screen.yaml", "new/screen.yaml"], in: tree.url)
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        // The catalog's finding as a warning (diff goes on despite findings), then the error.
        #expect(out.stderr.hasPrefix("new/screen.yaml:3:25: warning: cannot read the string catalog"), "\(out.stderr)")
        #expect(out.stderr.hasSuffix("\ntablectl: error: cannot read the string catalog 'Screen.xcstrings': new/Screen.xcstrings:3:1: unexpected end of file; expected a double-quoted object key\n"), "\(out.stderr)")
        let plain = try BinaryRunner.run(["diff", "--locale", "de", "specs/onboarding.yaml", "specs/onboarding.yaml"])
        #expect(plain.status == 2)
        #expect(plain.stderr.contains("neither specs/onboarding.yaml nor specs/onboarding.yaml has a localization to compare in 'de'"), "\(plain.stderr)")
    }
}
