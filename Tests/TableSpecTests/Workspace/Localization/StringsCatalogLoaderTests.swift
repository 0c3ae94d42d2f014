import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// A `.strings` catalog as the loader reads it: the named file and the same file in each
/// sibling `.lproj` folder (and the `.stringsdict` beside each), under the root and within
/// the limits, checked by the localization rules; and `strings` adding to it.
@Suite struct StringsCatalogLoaderTests {
    static let directory = StringsFileTests.directory

    static func bytes(_ name: String) throws -> [UInt8] { try StringsFileTests.bytes(name) }

    @Test func siblingLprojFoldersAreTheOtherLanguages() throws {
        let root = Self.directory.path
        let outcome = CatalogLoader.load(
            Localization(catalog: "en.lproj/Settings.strings"), specPath: "t.yaml", absolutePath: root + "/t.yaml", root: root,
            components: FileSystemComponents(), limits: .default, span: Span(at: .start))
        guard case .read(let catalog) = outcome else { Issue.record("\(outcome)"); return }
        #expect(catalog.path == "en.lproj/Settings.strings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.locales == ["de", "pt-BR"])
        #expect(catalog.value(of: "Wi-Fi", locale: "de-AT") == "WLAN")
        #expect(catalog.value(of: "Sign Out", locale: "de") == nil, "German has no Sign Out")
        #expect(catalog.entries["Only German"] == nil, "a key only a translation has is not a catalog key")
        #expect(catalog.entries["Wi-Fi"]?.comment == "Row title.")
        #expect(catalog.entries["%lld Devices"]?.localizations["pt-BR"]?.forms[""] == "%@ dispositivos")
        // The .stringsdict beside each .strings file: its plural forms.
        #expect(catalog.entries["%lld Devices"]?.localizations["de"]?.forms == ["plural.one": "Ein Gerät", "plural.other": "%lld Geräte"])
        #expect(catalog.value(of: "%lld Devices", locale: "de") == "%lld Geräte")
        #expect(catalog.entries["%lld Devices"]?.localizations["en"]?.forms["plural.one"] == "%lld Device", "the plural replaces the .strings value")
        let networks = catalog.entries["%lld Networks"]
        #expect(networks?.file == "en.lproj/Settings.stringsdict")
        #expect(networks?.span.start.line == 22)
        #expect(networks?.localizations["en"]?.forms["plural.other"] == "%lld Networks & more")
        #expect(catalog.keys.suffix(2) == ["%lld Networks", "%lld files in %lld folders"])
        #expect(catalog.entries["%lld files in %lld folders"]?.localizations["en"]?.forms == [
            "substitutions.files.plural.one": "%lld file in %lld", "substitutions.files.plural.other": "%lld files in %lld",
            "substitutions.folders.plural.one": "%lld in %lld folder", "substitutions.folders.plural.other": "%lld in %lld folders",
        ])
    }

    /// The five localization rules read a `.strings` catalog as they read a String Catalog.
    @Test func theRulesCheckAStringsCatalog() throws {
        let spec = """
            tablespec: 1
            id: t
            localization: {catalog: en.lproj/Settings.strings}
            sections:
              - id: s
                rows:
                  - {id: a, title: Wi-Fi}
                  - {id: b, title: "%lld Devices"}
                  - {id: c, title: "%lld Networks"}
                  - {id: d, title: Sign Out}
                  - {id: e, title: Missing}
            """
        let root = Self.directory.path
        let decoded = try Decoding.decode(spec, path: "t.yaml")
        let findings = CatalogLoader.findings(
            decoded, specPath: "t.yaml", absolutePath: root + "/t.yaml", root: root, components: FileSystemComponents(),
            options: CheckOptions())
        let summary = findings.map { "\($0.span.start.line) \($0.rule) \($0.message)" }.sorted()
        #expect(summary == [
            "10 missing-translation 'Sign Out' has no 'de' translation",
            "10 missing-translation 'Sign Out' has no 'pt-BR' translation",
            "11 missing-localization-key 'Missing' is not a key of the string catalog 'en.lproj/Settings.strings'",
            "8 format-specifier-mismatch the 'pt-BR' translation of '%lld Devices' formats object, but the text formats integer",
            "9 format-specifier-mismatch the 'de' translation of '%lld Networks' formats object, but the text formats integer",
            "9 missing-translation '%lld Networks' has no 'pt-BR' translation",
        ], "\(summary)")
        var options = CheckOptions()
        options.reportsUnusedCatalogKeys = true
        let unused = CatalogLoader.findings(
            decoded, specPath: "t.yaml", absolutePath: root + "/t.yaml", root: root, components: FileSystemComponents(),
            options: options).filter { $0.rule == .unusedCatalogKey }
        let places = unused.flatMap(\.related).map { "\($0.path ?? ""):\($0.span.start.line)" }
        #expect(places.contains("en.lproj/Settings.stringsdict:40"), "a plural key is shown in its own file: \(places)")
    }

    @Test func aSiblingOutsideTheRootIsNeverRead() throws {
        let root = Self.directory.appendingPathComponent("en.lproj").path
        let outcome = CatalogLoader.load(
            Localization(catalog: "Settings.strings"), specPath: "t.yaml", absolutePath: root + "/t.yaml", root: root,
            components: FileSystemComponents(), limits: .default, span: Span(at: .start))
        guard case .read(let catalog) = outcome else { Issue.record("\(outcome)"); return }
        #expect(catalog.locales.isEmpty)
        #expect(catalog.keys.count == 9, "the .stringsdict beside it is read")
    }

    /// A sibling that is there but cannot be read makes the catalog unreadable; one that
    /// is not there is no language.
    @Test func aSiblingThatCannotBeReadIsReported() throws {
        let directory = try TemporaryDirectory(files: [
            "en.lproj/S.strings": "\"a\" = \"a\";", "fr.lproj/Other.strings": "", "de.lproj/S.strings/x": "",
        ])
        let notAFile = CatalogLoader.load(
            Localization(catalog: "en.lproj/S.strings"), specPath: "t.yaml", absolutePath: directory.path("t.yaml"),
            root: directory.url.path, components: FileSystemComponents(), limits: .default, span: Span(at: .start))
        guard case .refused(let finding) = notAFile else { Issue.record("a directory was read as a .strings file"); return }
        #expect(finding.message.hasPrefix("cannot read the string catalog 'en.lproj/S.strings': de.lproj/S.strings: "))
        let small = try TemporaryDirectory(files: ["en.lproj/S.strings": "\"a\";", "de.lproj/S.strings": "\"a\" = \"Ah\";"])
        let outcome = CatalogLoader.load(
            Localization(catalog: "en.lproj/S.strings"), specPath: "t.yaml", absolutePath: small.path("t.yaml"),
            root: small.url.path, components: FileSystemComponents(), limits: Limits(maxFileSize: 10), span: Span(at: .start))
        guard case .refused(let tooLarge) = outcome else { Issue.record("\(outcome)"); return }
        #expect(tooLarge.message == "cannot read the string catalog 'en.lproj/S.strings': de.lproj/S.strings: it is larger than the limit of 10 bytes")
    }

    /// `tablectl strings` with a `.strings` file: a key of the `.stringsdict` beside it is
    /// there already; a file outside an `.lproj` folder is refused, untouched.
    @Test func catalogUpdateCountsTheStringsdictsKeys() throws {
        let plurals = try String(decoding: Self.bytes("en.lproj/Settings.stringsdict"), as: UTF8.self)
        let directory = try TemporaryDirectory(files: [
            "en.lproj/S.strings": "\"Wi-Fi\" = \"Wi-Fi\";", "en.lproj/S.stringsdict": plurals, "S.strings": "",
        ])
        let spec = """
            tablespec: 1
            id: t
            localization: {catalog: en.lproj/S.strings}
            sections:
              - id: s
                rows:
                  - {id: a, title: Wi-Fi}
                  - {id: b, title: "%lld Networks"}
                  - {id: c, title: Sign Out}
            """
        let table = try #require(try Decoding.decode(spec, path: "t.yaml").table)
        let outcome = try CatalogUpdate.update(catalog: directory.path("en.lproj/S.strings"), with: [table])
        #expect(outcome.added == ["Sign Out"])
        #expect(try directory.read("en.lproj/S.strings") == """
            "Wi-Fi" = "Wi-Fi";

            /* No comment provided by engineer. */
            "Sign Out" = "Sign Out";

            """)
        do {
            _ = try CatalogUpdate.update(catalog: directory.path("S.strings"), with: [table])
            Issue.record("a .strings file outside an .lproj folder was written")
        } catch {
            #expect(error.message.hasSuffix("S.strings is not in a folder named after its language; write it as en.lproj/NAME.strings"))
        }
        #expect(try directory.read("S.strings") == "")
    }
}
