import Testing
@testable import TableSpec

/// Text cut to fit never ends inside an escape ``TerminalText`` wrote: `\u{202e}` is kept
/// whole or dropped whole, never shown as `\u{20…`.
@Suite struct DisplayWidthEscapeTests {
    /// Every width over neutralised text with escapes at every offset: the kept part ends
    /// before or after a whole escape, and fits.
    @Test(arguments: ["ABCDEFGHIJKL\u{202E}MNOP", "A\u{1B}[2J\u{1B}[2J tail", "ab\ncd\u{2028}ef", "日本\u{202E}語のテキスト\u{7}"])
    func aCutNeverSplitsAnEscape(text: String) {
        let safe = TerminalText.neutralised(text)
        for ascii in [false, true] {
            // (Below the ellipsis's width, ASCII gives only dots.)
            for width in (ascii ? 3 : 1)...(DisplayWidth.columns(safe) + 1) {
                let (cut, columns) = DisplayWidth.fit(safe, to: width, ascii: ascii)
                #expect(columns <= width && columns == DisplayWidth.columns(cut), "\(width): \(cut)")
                let kept = cut.hasSuffix("...") && ascii ? String(cut.dropLast(3)) : cut.hasSuffix("…") ? String(cut.dropLast()) : cut
                #expect(Self.escapesAreWhole(kept), "width \(width): \(cut.debugDescription)")
                #expect(safe.hasPrefix(kept))
            }
        }
    }

    @Test func theReportedCaseKeepsTheEscapeWholeOrDropsIt() {
        let safe = TerminalText.neutralised("ABCDEFGHIJKL\u{202E}MNOP")
        #expect(DisplayWidth.truncated(safe, to: 16) == "ABCDEFGHIJKL…")
        #expect(DisplayWidth.truncated(safe, to: 21) == "ABCDEFGHIJKL\\u{202e}…")
        #expect(DisplayWidth.truncated("a literal \\ backslash", to: 12) == "a literal …")
        #expect(DisplayWidth.truncated("x}\\u{41}yz", to: 9) == "x}\\u{41}…")
    }

    /// Whether every `\u{` in `text` is closed and no `\` ends it.
    static func escapesAreWhole(_ text: String) -> Bool {
        if text.hasSuffix("\\") { return false }
        var rest = Substring(text)
        while let open = rest.range(of: "\\u{") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { return false }
            rest = rest[rest.index(after: close)...]
        }
        return true
    }
}
