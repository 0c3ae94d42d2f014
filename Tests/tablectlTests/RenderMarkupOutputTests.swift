import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// What `tablectl render --format html|svg` draws: goldens of every spec in specs/ and of
/// the hostile fixture, SVG well-formed by xmllint, and hostile text escaped, never markup.
@Suite struct RenderMarkupOutputTests {
    static let xmllint = ExternalTool.find("xmllint", environment: "TABLECTL_XMLLINT")
    static let formats = ["html", "svg"]

    /// Every spec with each format; with `--appearance dark` and with `--editing
    /// --show-ids` for two of them.
    static let cases: [(String, String, [String])] = TestPaths.fixtureNames(in: "specs").flatMap { name in
        formats.map { (name, $0, [String]()) }
    } + formats.flatMap { format in
        [("settings.yaml", format, ["--appearance", "dark"]), ("onboarding.yaml", format, ["--editing", "--show-ids"])]
    }

    static func goldenName(_ spec: String, _ format: String, _ options: [String]) -> String {
        let label = options.filter { $0.hasPrefix("--") || $0 == "dark" }.map { $0.replacingOccurrences(of: "--", with: "") }
        return ([spec] + label).joined(separator: "-") + "." + format
    }

    @Test(arguments: cases)
    func specMatchesGolden(spec: String, format: String, options: [String]) throws {
        let out = try BinaryRunner.run(["render", "--format", format] + options + ["specs/" + spec])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stderr.isEmpty)
        Self.expectInert(out.stdout, format: format)
        Golden.expectMatches(out.stdout, golden: RenderOutputTests.golden(Self.goldenName(spec, format, options)))
    }

    @Test(arguments: formats)
    func hostileFixtureMatchesGoldenAndIsInert(format: String) throws {
        let out = try BinaryRunner.run(["render", "--format", format, "--editing", "--show-ids", RenderOutputTests.hostile])
        #expect(out.status == 0, "\(out.stderr)")
        Self.expectInert(out.stdout, format: format)
        // The markup is there, as escaped text.
        #expect(out.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(out.stdout.contains("\\u{1b}[31m"))
        Golden.expectMatches(out.stdout, golden: RenderOutputTests.golden("hostile." + format))
    }

    /// SVG is XML; the HTML page is written as well-formed XML too (void elements closed),
    /// so xmllint reads both, whatever the spec holds.
    @Test(.enabled(if: xmllint != nil, "xmllint not found: run 'make test' (installs libxml2-utils) or set TABLECTL_XMLLINT"),
          arguments: formats)
    func outputIsWellFormedXML(format: String) throws {
        let tool = try #require(Self.xmllint)
        let directory = try TemporaryDirectory()
        let inputs = TestPaths.fixtureNames(in: "specs").map { "specs/" + $0 } + [RenderOutputTests.hostile]
        for (number, input) in inputs.enumerated() {
            for options in [[String](), ["--appearance", "dark", "--editing", "--show-ids"]] {
                let file = directory.path("\(number)-\(options.count).\(format)")
                let out = try BinaryRunner.run(["render", "--format", format, "-o", file] + options + [input])
                #expect(out.status == 0, "\(out.stderr)")
                let check = try ExternalTool.run(tool, ["--noout", "--nonet", file])
                #expect(check.status == 0, "xmllint \(input): \(check.output)")
            }
        }
    }

    @Test func appearanceIsForcedOrLeftToTheViewer() throws {
        let auto = try BinaryRunner.run(["render", "--format", "html", "specs/settings.yaml"]).stdout
        #expect(auto.contains("@media (prefers-color-scheme:dark)"))
        #expect(auto.contains("<meta name=\"color-scheme\" content=\"light dark\"/>"))
        let dark = try BinaryRunner.run(["render", "--format", "html", "--appearance", "dark", "specs/settings.yaml"]).stdout
        #expect(!dark.contains("prefers-color-scheme"))
        #expect(dark.contains("--bg:#000;"))
        let svgLight = try BinaryRunner.run(["render", "--format", "svg", "specs/settings.yaml"]).stdout
        let svgDark = try BinaryRunner.run(["render", "--format", "svg", "--appearance", "dark", "specs/settings.yaml"]).stdout
        #expect(svgLight.contains(".bg{fill:#f2f2f7}"))
        #expect(svgDark.contains(".bg{fill:#000000}"))
    }

    @Test func outputFileIsWrittenAtomicallyAndMatchesStandardOutput() throws {
        let directory = try TemporaryDirectory()
        for format in Self.formats {
            let file = directory.path("out." + format)
            let written = try BinaryRunner.run(["render", "--format", format, "-o", file, "specs/profile.yaml"])
            #expect(written.status == 0 && written.stdout.isEmpty)
            let printed = try BinaryRunner.run(["render", "--format", format, "specs/profile.yaml"])
            #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.root).sorted() == ["out.html", "out.svg"])
    }

    /// Markup that only the renderer wrote: known elements and attributes, no script, no
    /// event handler, no element from the spec's text, no `]]>`, no control or
    /// bidirectional character; nothing that loads (no `src`, `href` or `url(` but the
    /// diff's marker reference).
    static func expectInert(_ text: String, format: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let allowed: Set<String> = format == "html"
            ? ["html", "head", "meta", "title", "style", "body", "main", "div", "header", "h1", "h2", "section", "ul", "ol", "li", "span", "p", "br"]
            : ["svg", "title", "style", "defs", "marker", "path", "rect", "line", "circle", "text"]
        let tags = matches(of: "<([A-Za-z][A-Za-z0-9]*)", in: text)
        let unknown = Set(tags).subtracting(allowed)
        #expect(unknown.isEmpty, "unexpected elements: \(unknown.sorted())", sourceLocation: sourceLocation)
        let attributes = Set(matches(of: "(<[A-Za-z][^<>]*>)", in: text).flatMap { matches(of: "\\s([A-Za-z:-]+)=", in: $0) })
        #expect(!attributes.contains { $0.lowercased().hasPrefix("on") || ["src", "href", "xlink:href"].contains($0) },
                "attributes: \(attributes.sorted())", sourceLocation: sourceLocation)
        #expect(text.range(of: "<script", options: .caseInsensitive) == nil, sourceLocation: sourceLocation)
        #expect(text.range(of: "<[^>]*\\sonerror\\s*=", options: [.regularExpression, .caseInsensitive]) == nil,
                sourceLocation: sourceLocation)
        #expect(!text.contains("]]>"), sourceLocation: sourceLocation)
        #expect(!text.contains("url(") || format == "svg", sourceLocation: sourceLocation)
        let bad = text.unicodeScalars.filter { $0 != "\n" && TerminalText.isUnsafe($0) }
        #expect(bad.isEmpty, "unsafe scalars: \(bad.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    /// The first capture group of every match of `pattern`.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
