import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// `tablectl diff --format html|svg|side`: the fixture pair `Fixtures/diff/old.yaml` →
/// `new.yaml` drawn, compared with goldens; well-formed XML; hostile strings inert; the
/// side-by-side drawing fits its width and colours only when asked.
@Suite struct RenderDiffOutputTests {
    static let old = DiffOutputTests.old
    static let new = DiffOutputTests.new
    static let hostileOld = DiffOutputTests.folder + "/hostile-old.yaml"
    static let hostileNew = DiffOutputTests.folder + "/hostile-new.yaml"
    /// `side` fits the terminal, else `$COLUMNS`: the tests set it.
    static let columns = ["COLUMNS": "100"]

    @Test(arguments: [("html", "html"), ("svg", "svg"), ("side", "txt")])
    func drawingMatchesGolden(format: String, ext: String) throws {
        let out = try BinaryRunner.run(["diff", "--format", format, Self.old, Self.new], environment: Self.columns)
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stderr.isEmpty)
        if format != "side" { RenderMarkupOutputTests.expectInert(out.stdout, format: format) }
        Golden.expectMatches(out.stdout, golden: RenderOutputTests.golden("diff-side-by-side.\(ext)"))
    }

    @Test func everyChangeIsMarkedOnTheRightSide() throws {
        let html = try BinaryRunner.run(["diff", "--format", "html", Self.old, Self.new]).stdout
        #expect(html.contains("<li class=\"row k-standard chg chg-del\" data-id=\"bluetooth\">"))
        #expect(html.contains("<li class=\"row k-standard chg chg-ins\" data-id=\"hotspot\">"))
        #expect(html.contains("title: &quot;Wi-Fi&quot; → &quot;WLAN&quot;"))
        // A moved row carries the same numbered badge on both sides.
        let badges = html.components(separatedBy: "data-id=\"licenses\"").dropFirst().map { $0.prefix(120) }
        #expect(badges.count == 2)
        #expect(badges.allSatisfy { $0.contains(">↕") })
        let svg = try BinaryRunner.run(["diff", "--format", "svg", Self.old, Self.new]).stdout
        #expect(svg.contains("marker-end=\"url(#arrow)\""))
    }

    @Test(arguments: [40, 80, 100, 200])
    func sideFitsTheWidthAndColoursOnlyWhenAsked(width: Int) throws {
        let plain = try BinaryRunner.run(["diff", "--format", "side", Self.old, Self.new], environment: ["COLUMNS": "\(width)"])
        #expect(!plain.stdout.contains("\u{1B}"))
        RenderOutputTests.expectFits(plain.stdout, width: width)
        let colour = try BinaryRunner.run(["diff", "--format", "side", "--color", "always", Self.old, Self.new],
                                          environment: ["COLUMNS": "\(width)"])
        RenderOutputTests.expectHarmless(colour.stdout, colour: true)
        let stripped = colour.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == plain.stdout)
    }

    @Test(arguments: ["html", "svg", "side"])
    func hostileStringsAreInert(format: String) throws {
        let out = try BinaryRunner.run(["diff", "--format", format, "--color", "always", Self.hostileOld, Self.hostileNew],
                                       environment: Self.columns)
        #expect(out.status == 1, "\(out.stderr)")
        if format == "side" {
            RenderOutputTests.expectHarmless(out.stdout, colour: true)
        } else {
            RenderMarkupOutputTests.expectInert(out.stdout, format: format)
        }
    }

    @Test(.enabled(if: RenderMarkupOutputTests.xmllint != nil, "xmllint not found: run 'make test' (installs libxml2-utils) or set TABLECTL_XMLLINT"),
          arguments: ["html", "svg"])
    func drawingIsWellFormedXML(format: String) throws {
        let tool = try #require(RenderMarkupOutputTests.xmllint)
        let directory = try TemporaryDirectory()
        for (name, pair) in [("fixture", (Self.old, Self.new)), ("hostile", (Self.hostileOld, Self.hostileNew))] {
            let file = directory.path("\(name).\(format)")
            _ = try BinaryRunner.run(["diff", "--format", format, "-o", file, pair.0, pair.1])
            let check = try ExternalTool.run(tool, ["--noout", "--nonet", file])
            #expect(check.status == 0, "xmllint \(name): \(check.output)")
        }
    }
}
