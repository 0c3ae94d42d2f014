import Testing
@testable import TableSpec

/// Columns by grapheme cluster, truncation and wrapping.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0),
        ("Wi-Fi", 5),
        ("日本語", 6),              // Japanese: CJK ideographs
        ("ひらがな", 8),            // hiragana
        ("ｶﾀｶﾅ", 4),               // halfwidth katakana stay narrow
        ("ＡＢ", 4),               // fullwidth forms
        ("中文标题", 8),            // Chinese
        ("한국어", 6),              // Korean: Hangul syllables
        ("\u{1100}\u{1161}\u{11A8}", 2), // Hangul built from jamo: one cluster, leading jamo wide
        ("👍", 2),
        ("👍🏽", 2),                // skin-tone modifier joins its base
        ("👨‍👩‍👧", 2),               // ZWJ family sequence
        ("🇯🇵", 2),                // flag: a pair of regional indicators
        ("1️⃣", 2),                // keycap
        ("❤️", 2),                 // text-default symbol with FE0F
        ("❤", 1),                  // without FE0F: text presentation
        ("e\u{301}", 1),           // é as e + combining acute
        ("é", 1),                  // precomposed
        ("\u{301}", 0),            // a lone combining mark
        ("a\u{200B}b", 2),         // zero-width space
        ("a\u{200D}b", 2),         // a joiner between letters
        ("\u{FE0F}", 0),           // a lone variation selector
        ("…›✓ⓘ⊖⊕≡╭─╮", 10),        // East Asian Ambiguous: one column
        ("\u{3000}", 2),           // ideographic space
        ("abc\u{202E}def", 6),     // bidi override: format, no column
    ])
    func measuresColumns(_ text: String, _ columns: Int) {
        #expect(DisplayWidth.columns(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func asciiFastPathAgreesWithClusterWalk() {
        let text = "The quick brown fox, 0-9 ~!@#$%^&*()"
        #expect(DisplayWidth.columns(text) == text.reduce(0) { $0 + DisplayWidth.columns(of: $1) })
    }

    @Test func controlCharactersHaveNoWidthUntilNeutralised() {
        #expect(DisplayWidth.columns("a\tb") == 2)
        let safe = TerminalText.neutralised("a\tb\u{1B}")
        #expect(safe == "a b\\u{1b}")
        #expect(DisplayWidth.columns(safe) == 9)
    }

    @Test(arguments: [
        ("Wi-Fi", 10, "Wi-Fi"),
        ("Wi-Fi", 5, "Wi-Fi"),
        ("Bluetooth", 5, "Blue…"),
        ("日本語のテキスト", 7, "日本語…"),
        ("日本語のテキスト", 8, "日本語…"),    // never half a wide character: 7 columns
        ("日本語のテキスト", 16, "日本語のテキスト"),
        ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 4, "👨‍👩‍👧…"),         // never splits a ZWJ sequence
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("🇯🇵🇯🇵", 3, "🇯🇵…"),
        ("abc", 1, "…"),
        ("abc", 0, ""),
    ])
    func truncatesByCluster(_ text: String, _ width: Int, _ expected: String) {
        let cut = DisplayWidth.truncated(text, to: width)
        #expect(cut == expected)
        #expect(DisplayWidth.columns(cut) <= width)
    }

    @Test func truncatesWithDotsInASCII() {
        #expect(DisplayWidth.truncated("Bluetooth", to: 6, ascii: true) == "Blu...")
        #expect(DisplayWidth.truncated("Bluetooth", to: 2, ascii: true) == "..")
        #expect(DisplayWidth.truncated("日本語", to: 5, ascii: true) == "日...")
    }

    @Test func truncationOfAHugeStringIsCheap() {
        let huge = String(repeating: "日", count: 1_000_000)
        let cut = DisplayWidth.fit(huge, to: 11, ascii: false)
        #expect(cut.text == String(repeating: "日", count: 5) + "…")
        #expect(cut.columns == 11)
    }

    @Test func wrapsAtSpaces() {
        let lines = DisplayWidth.wrapped("Badges show the number of unread messages", to: 12)
        #expect(lines == ["Badges show", "the number", "of unread", "messages"])
        #expect(DisplayWidth.wrapped("", to: 10) == [])
        #expect(DisplayWidth.wrapped("   ", to: 10) == [])
        #expect(DisplayWidth.wrapped("a  b", to: 10) == ["a b"])
    }

    @Test func wrapsWideTextAndLongWordsByCluster() {
        let lines = DisplayWidth.wrapped("日本語のテキスト abc", to: 5)
        #expect(lines == ["日本", "語の", "テキ", "スト", "abc"])
        let long = DisplayWidth.wrapped(String(repeating: "x", count: 25), to: 10)
        #expect(long == [String(repeating: "x", count: 10), String(repeating: "x", count: 10), "xxxxx"])
        for line in DisplayWidth.wrapped("👨‍👩‍👧👍🏽🇯🇵1️⃣e\u{301}", to: 3) {
            #expect(DisplayWidth.columns(line) <= 3)
        }
    }
}
