import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// What `tablectl render` draws: goldens of every spec in specs/ at two widths and with
/// each option, and the hostile fixture, which must come out harmless.
@Suite struct RenderOutputTests {
    static let hostile = TestPaths.fixtures + "/render/hostile.yaml"
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/render/__Goldens__")

    static func golden(_ name: String) -> URL { goldens.appendingPathComponent(name) }

    /// Every spec in specs/ with each width.
    static let specsAndWidths: [(String, Int)] = TestPaths.fixtureNames(in: "specs").flatMap { [($0, 80), ($0, 40)] }

    @Test(arguments: specsAndWidths)
    func specMatchesGolden(name: String, width: Int) throws {
        let out = try BinaryRunner.run(["render", "--width", "\(width)", "specs/" + name])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stderr.isEmpty)
        Self.expectFits(out.stdout, width: width)
        Golden.expectMatches(out.stdout, golden: Self.golden("\(name)-\(width).txt"))
    }

    @Test(arguments: [
        ("ascii", ["--ascii"]),
        ("editing", ["--editing"]),
        ("show-ids", ["--show-ids"]),
        ("color", ["--color", "always"]),
        ("ascii-editing-ids", ["--ascii", "--editing", "--show-ids"]),
    ])
    func optionsMatchGoldens(label: String, options: [String]) throws {
        for name in TestPaths.fixtureNames(in: "specs") {
            let out = try BinaryRunner.run(["render", "--width", "60"] + options + ["specs/" + name])
            #expect(out.status == 0, "\(out.stderr)")
            Self.expectFits(out.stdout, width: 60)
            if options.contains("--ascii") {
                #expect(out.stdout.unicodeScalars.allSatisfy { $0 == "\n" || ($0.value >= 0x20 && $0.value < 0x7F) })
            }
            #expect(out.stdout.contains("\u{1B}") == (label == "color"))
            Golden.expectMatches(out.stdout, golden: Self.golden("\(name)-60-\(label).txt"))
        }
    }

    @Test(arguments: [80, 40])
    func hostileFixtureMatchesGolden(width: Int) throws {
        let out = try BinaryRunner.run(["render", "--width", "\(width)", "--editing", "--show-ids", Self.hostile])
        #expect(out.status == 0, "\(out.stderr)")
        Self.expectHarmless(out.stdout, colour: false)
        Self.expectFits(out.stdout, width: width)
        Golden.expectMatches(out.stdout, golden: Self.golden("hostile-\(width).txt"))
    }

    @Test(arguments: [20, 33, 80, 200])
    func hostileFixtureIsHarmlessWithEveryOption(width: Int) throws {
        for options in [[], ["--color", "always"], ["--ascii"], ["--editing", "--show-ids", "--color", "always"]] {
            let out = try BinaryRunner.run(["render", "--width", "\(width)"] + options + [Self.hostile])
            #expect(out.status == 0, "\(out.stderr)")
            Self.expectHarmless(out.stdout, colour: options.contains("always"))
            Self.expectFits(out.stdout, width: width)
            // The markup is there, as text.
            if width >= 80 { #expect(out.stdout.contains("<script>alert(1)</script>")) }
        }
    }

    @Test func hostileTextIsShownNotObeyed() throws {
        let out = try BinaryRunner.run(["render", "--width", "120", Self.hostile])
        #expect(out.stdout.contains("\\u{1b}[31mred\\u{1b}[0m text"))
        #expect(out.stdout.contains("\\u{1b}]0;pwned\\u{7} Title"))
        #expect(out.stdout.contains("abc\\u{202e}evil\\u{202c}"))
        #expect(out.stdout.contains("<script>alert(1)</script>"))
    }

    /// No ESC, C0 (but newline), DEL, C1, bidi control or separator, other than the
    /// renderer's own SGR codes when colour is on.
    static func expectHarmless(_ text: String, colour: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        var rest = text
        if colour {
            rest = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(rest != text, "colour was asked for", sourceLocation: sourceLocation)
        }
        let bad = rest.unicodeScalars.filter { $0 != "\n" && TerminalText.isUnsafe($0) }
        #expect(bad.isEmpty, "unsafe scalars: \(bad.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    /// Every line within `width` columns (SGR codes left out) and none ending in a space.
    static func expectFits(_ text: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let plain = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        for line in plain.split(separator: "\n") {
            #expect(DisplayWidth.columns(line) <= width, "too wide: \(line)", sourceLocation: sourceLocation)
            #expect(line.last != " ", "trailing space: \(line)", sourceLocation: sourceLocation)
        }
    }
}
