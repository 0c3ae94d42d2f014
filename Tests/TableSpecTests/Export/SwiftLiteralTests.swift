import Testing
@testable import TableSpec

/// String literals and comments in generated Swift. That each literal holds exactly its
/// text is proved by compiling and running one (`SwiftCompileTests`).
@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"\(x)"#, #""\\(x)""#),
        ("\"\"\"", #""\"\"\"""#),
        (##"#"raw"#"##, ##""#\"raw\"#""##),
        ("a\nb\r\tc\0", #""a\nb\r\tc\0""#),
        ("\u{1B}[31m", #""\u{1B}[31m""#),
        ("rtl \u{202E}x", #""rtl \u{202E}x""#),
        ("\u{2028}\u{00A0}", #""\u{2028}\u{A0}""#),
        ("é 日本 🚀", #""é 日本 🚀""#),
        ("\u{301}a", #""\u{301}a""#),
        ("", #""""#),
    ])
    func string(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test func optionalAndNumbers() {
        #expect(SwiftLiteral.optional(nil) == "nil")
        #expect(SwiftLiteral.optional("x") == #""x""#)
        #expect(SwiftLiteral.double(44) == "44")
        #expect(SwiftLiteral.double(44.5) == "44.5")
        #expect(SwiftLiteral.double(1e300) == "1e+300")
        #expect(SwiftLiteral.double(.infinity) == "Double.infinity")
        #expect(SwiftLiteral.double(-.infinity) == "-Double.infinity")
        #expect(SwiftLiteral.double(.nan) == "Double.nan")
    }

    @Test func commentsStayOnOneLine() {
        #expect(SwiftLiteral.comment("a\nb\u{2028}c\u{1B}") == #"a\u{A}b\u{2028}c\u{1B}"#)
        #expect(SwiftLiteral.comment("specs/é.yaml") == "specs/é.yaml")
    }
}
