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
