import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `.strings` files as catalogs: read as Xcode, genstrings and plutil write them (UTF-8 and
/// UTF-16, comments, escapes), their sibling `.lproj` folders as the other languages, and
/// keys appended without touching a byte already there.
@Suite struct StringsFileTests {
    static let directory = StringCatalogTests.directory.appendingPathComponent("Strings")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func read(_ name: String) throws -> StringsFile {
        try StringsFileReader.read(SourceFile(path: name, bytes: try bytes(name)))
    }

    @Test func readsPairsCommentsAndEscapesAsXcodeWritesThem() throws {
        let file = try Self.read("en.lproj/Settings.strings")
        #expect(file.encoding == .utf8)
        #expect(file.pairs.map(\.key) == ["Wi-Fi", "Bluetooth", "%lld Devices", "quote.title", "unquoted_key.1", "Sign Out", "Twice"])
        #expect(file.pairs.map(\.comment) == [
            "Row title.", "A line comment before the pair.", "Row title with a count.",
            "Escapes: a quote, a backslash, a line break, a tab, \\U and \\u, a surrogate pair, octal.", nil,
            "A value equal to its key.", "Written twice: the last value wins.",
        ])
        #expect(file.pairs[3].value == "Say \"hi\" \\ wave\nnext\tcol \u{E9}\u{E8} \u{1F600} A")
        #expect(file.pairs[4].value == "unquoted-value")
        #expect(file.pairs[5].value == "Sign Out")
        #expect(file.pairs[6].value == "second", "the last value wins, as plutil reads it")
        #expect(file.pairs[6].span.start.line == 24, "a repeated key stays where it was first written")
        #expect(file.pairs[0].span.start.line == 7 && file.pairs[0].span.start.column == 1)
    }

    @Test func readsUTF16WithAByteOrderMarkAndUTF8WithOne() throws {
        let german = try Self.read("de.lproj/Settings.strings")
        #expect(german.encoding == .utf16LittleEndian)
        #expect(german.pairs.first { $0.key == "quote.title" }?.value == "Sag \"hallo\" – ü")
        #expect(german.pairs.first { $0.key == "Wi-Fi" }?.comment == "Row title.")
        let portuguese = try Self.read("pt-BR.lproj/Settings.strings")
        #expect(portuguese.encoding == .utf8)
        #expect(portuguese.pairs.first?.key == "Wi-Fi", "the byte order mark is not part of the first key")
        let bigEndian = [0xFE, 0xFF] + StringsText.encode("\"a\" = \"b\";\n", as: .utf16BigEndian)
        #expect(try StringsFileReader.read(SourceFile(path: "b", bytes: bigEndian)).pairs.first?.value == "b")
        // Errors are located in the bytes as written: a BOM and two bytes a character.
        let unfinished = [0xFF, 0xFE] + StringsText.encode("\"é\" = \"b\"", as: .utf16LittleEndian)
        #expect(throws: LoadError.self) { try StringsFileReader.read(SourceFile(path: "u", bytes: unfinished)) }
        do { _ = try StringsFileReader.read(SourceFile(path: "u", bytes: unfinished)) } catch {
            #expect(error.diagnostic.span.start.line == 1 && error.diagnostic.span.start.column == 10)
            #expect(error.diagnostic.span.start.offset == 20)
        }
        let noMark = StringsText.encode("\"a\" = \"é\";", as: .utf16LittleEndian)
        #expect(try StringsFileReader.read(SourceFile(path: "c", bytes: noMark)).encoding == .utf16LittleEndian)
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ';' after the value of 'a', found '\"'"),
        ("\"a\" = \"b;\n", 1, 7, "unterminated string; close it with \""),
        ("/* open\n\"a\" = \"b\";", 1, 1, "unterminated comment; close it with */"),
        ("\"a\" = ;", 1, 7, "expected the value of 'a', found ';'"),
        ("\"a\" = \"\\UXYZ\";", 1, 8, "\\U must be followed by 1 to 4 hex digits"),
        ("\"a\" = \"\\UD83D x\";", 1, 8, "half of a surrogate pair; write both halves (\\UD83D\\UDE00)"),
        ("\"ok\" = \"b\";\n\"a\" = \"\u{FF}\";", 2, 8, "the file is not valid UTF-8 at byte 19"),
        ("= \"b\";", 1, 1, "expected a key, found '='"),
    ])
    func malformedFileIsLocated(text: String, line: Int, column: Int, message: String) {
        // "\u{FF}" is written as the byte 0xFF, which UTF-8 never has.
        let bytes = Array(text.utf8).flatMap { $0 == 0xC3 ? [] : ($0 == 0xBF ? [0xFF] : [$0]) }
        do {
            _ = try StringsFileReader.read(SourceFile(path: "en.lproj/S.strings", bytes: bytes))
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.diagnostic.message == message)
            #expect(error.diagnostic.span.start.line == line)
            #expect(error.diagnostic.span.start.column == column)
        }
    }

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

    @Test func theFolderNamesTheLanguageAndBaseIsTheDevelopmentLanguage() {
        #expect(StringsLayout(path: "specs/pt-BR.lproj/S.strings")?.language == "pt-BR")
        #expect(StringsLayout(path: "Base.lproj/S.strings")?.language == "en")
        #expect(StringsLayout(path: "Base.lproj/S.strings")?.folder == ".")
        #expect(StringsLayout(path: "S.strings") == nil)
        #expect(StringsLayout(path: "x/.lproj/S.strings") == nil)
        let layout = StringsLayout(path: "/p/en.lproj/S.strings")
        #expect(layout?.siblings(among: ["Base.lproj", "de.lproj", "en.lproj", "notes.txt"]).map(\.path) == ["/p/de.lproj/S.strings"])
        #expect(Localization(catalog: "en.lproj/Settings.strings").tableName == "Settings")
    }

    @Test(arguments: ["en.lproj/Settings.strings", "de.lproj/Settings.strings", "pt-BR.lproj/Settings.strings"])
    func aFileThatLacksNoKeyStaysByteForByte(name: String) throws {
        let original = try Self.bytes(name)
        let keys = try Self.read(name).pairs.map { StringCatalogWriter.Addition(key: $0.key) }
        let (bytes, added) = try StringsFileWriter.appending(keys, to: original, path: name)
        #expect(added.isEmpty)
        #expect(bytes == original)
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

    @Test func newKeysAreAppendedInTheFilesEncoding() throws {
        let original = try Self.bytes("de.lproj/Settings.strings")
        let additions: [StringCatalogWriter.Addition] = [
            .init(key: "Wi-Fi"), .init(key: "bt.title", comment: "Row title.", sourceText: "Blue \"tooth\"\n"),
            .init(key: "Sign Out"),
        ]
        let (bytes, added) = try StringsFileWriter.appending(additions, to: original, path: "de.lproj/Settings.strings")
        #expect(added == ["bt.title", "Sign Out"])
        #expect(Array(bytes.prefix(original.count)) == original, "every byte already there is kept")
        let suffix = try StringsText.decode(Array(bytes.dropFirst(original.count)))
        #expect(suffix.0 == .utf16LittleEndian)
        let appended = String(String.UnicodeScalarView(suffix.1.scalars))
        #expect(appended == """

            /* Row title. */
            "bt.title" = "Blue \\"tooth\\"\\n";

            /* No comment provided by engineer. */
            "Sign Out" = "Sign Out";

            """)
        let read = try StringsFileReader.read(SourceFile(path: "d", bytes: bytes))
        #expect(read.encoding == .utf16LittleEndian)
        #expect(read.pairs.first { $0.key == "bt.title" }?.value == "Blue \"tooth\"\n")
        let (fresh, _) = try StringsFileWriter.appending([.init(key: "a")], to: Array("\"z\" = \"z\";".utf8), path: "n")
        #expect(String(decoding: fresh, as: UTF8.self) == "\"z\" = \"z\";\n\n/* No comment provided by engineer. */\n\"a\" = \"a\";\n")
        let (new, _) = try StringsFileWriter.appending([.init(key: "a", comment: "x */ y")], to: nil, path: "n")
        #expect(String(decoding: new, as: UTF8.self) == "/* x * / y */\n\"a\" = \"a\";\n")
    }
}
