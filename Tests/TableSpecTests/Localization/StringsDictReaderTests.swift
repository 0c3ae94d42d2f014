import TableSpec
import Testing

/// `.stringsdict` files: a malformed one is located at the first problem (reading one as
/// Xcode writes it is in ``StringsFileTests``, through the catalog it belongs to).
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
}
