import TableSpec
import Testing

/// `.stringsdict` files: a malformed one is located at the first problem (reading one as
/// Xcode writes it is in ``StringsCatalogLoaderTests``, through the catalog it belongs
/// to); and every cut of a real `.strings` or `.stringsdict` file is read or located,
/// never a crash.
@Suite struct StringsDictReaderTests {
    @Test(arguments: [
        ("<plist><dict><key>a</key><string>x</string></dict></plist>", 26, "the value of 'a' must be a <dict>, not <string>"),
        ("<dict><key>a</key><dict></dict></dict>", 19, "'a' has no NSStringLocalizedFormatKey string"),
        ("<dict><key>a</key>", 19, "expected an element, found the end of the file"),
        ("<dict></array>", 7, "expected </dict> to close the <dict> at line 1"),
        ("<dict><key>a&bogus;</key>", 13, "unknown character reference '&bogus;'"),
        ("<dict><string>a</string></dict>", 7, "expected <key> in <dict>, found <string>"),
        (String(repeating: "<array>", count: 100), 449, "elements nested more than 64 deep"),
    ])
    func malformedStringsdictIsLocated(text: String, column: Int, message: String) {
        do {
            _ = try StringsDictReader.read(SourceFile(path: "en.lproj/S.stringsdict", text: text))
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.diagnostic.message == message)
            #expect(error.diagnostic.span.start.line == 1 && error.diagnostic.span.start.column == column)
        }
    }

    /// Every prefix of each fixture (a file cut anywhere, a UTF-16 character or an escape
    /// cut in half) reads, or throws an error located inside the file. O(size²).
    @Test(arguments: [
        "en.lproj/Settings.strings", "de.lproj/Settings.strings", "pt-BR.lproj/Settings.strings",
        "en.lproj/Settings.stringsdict", "de.lproj/Settings.stringsdict",
    ])
    func everyCutFileIsReadOrLocated(name: String) throws {
        let bytes = try StringsFileTests.bytes(name)
        for length in 0...bytes.count {
            let source = SourceFile(path: name, bytes: Array(bytes.prefix(length)))
            do {
                if name.hasSuffix(".stringsdict") { _ = try StringsDictReader.read(source) } else { _ = try StringsFileReader.read(source) }
            } catch {
                let mark = error.diagnostic.span.start
                #expect(mark.line >= 1 && mark.column >= 1 && mark.offset <= length, "\(name) cut at \(length): \(mark)")
                #expect(!error.diagnostic.message.isEmpty)
            }
        }
    }
}
