import Testing
@testable import TableSpec

/// Neutralising spec text for the terminal.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "\\u{1b}[31mred\\u{1b}[0m"),          // SGR colour
        ("\u{1B}]0;title\u{07}", "\\u{1b}]0;title\\u{7}"),                 // OSC window title
        ("\u{1B}[2J\u{1B}[H", "\\u{1b}[2J\\u{1b}[H"),                      // clear screen, home
        ("\u{9B}31m", "\\u{9b}31m"),                                       // C1 CSI
        ("a\u{7F}b\u{85}c", "a\\u{7f}b\\u{85}c"),                          // DEL, NEL
        ("abc\u{202E}def\u{202C}", "abc\\u{202e}def\\u{202c}"),            // override
        ("\u{2066}x\u{2069}\u{200F}\u{061C}", "\\u{2066}x\\u{2069}\\u{200f}\\u{61c}"), // isolates, marks
        ("a\u{2028}b\u{2029}c", "a\\u{2028}b\\u{2029}c"),                  // separators
        ("a\nb\rc", "a\\nb\\rc"),
        ("tab\there", "tab here"),
        ("日本語 👍🏽 e\u{301}", "日本語 👍🏽 e\u{301}"),
    ])
    func neutralises(_ text: String, _ expected: String) {
        let safe = TerminalText.neutralised(text)
        #expect(safe == expected)
        #expect(!safe.unicodeScalars.contains(where: TerminalText.isUnsafe))
    }

    @Test func escapedKeepsTabsVisible() {
        #expect(TerminalText.escaped("a\tb\u{1B}") == "a\\tb\\u{1b}")
        #expect(TerminalText.escaped("plain") == "plain")
    }

    @Test func asciiModeEscapesEverythingElse() {
        let safe = TerminalText.neutralised("日\u{1B}é!", ascii: true)
        #expect(safe == "\\u{65e5}\\u{1b}\\u{e9}!")
        #expect(safe.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
    }

    @Test func everyUnsafeScalarIsCaught() {
        for value in UInt8(0)...0x9F where value < 0x20 || value >= 0x7F {
            #expect(TerminalText.isUnsafe(Unicode.Scalar(value)), "U+\(String(value, radix: 16))")
        }
        let bidi: [Unicode.Scalar] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
        for scalar in bidi {
            #expect(TerminalText.isUnsafe(scalar))
        }
        #expect(!TerminalText.isUnsafe(" "))
        #expect(!TerminalText.isUnsafe("日"))
    }
}
