import Foundation
import Testing
import TableSpecTestSupport

/// What a composite's outputs add: the HTML drawing marks where each file's sections start,
/// a diff names each change's file (and `--git` reads every component at the revision),
/// and the Swift export carries the section map and keeps moves within a component unless
/// `rowMoves: anywhere`.
@Suite struct CompositionOutputTests {
    @Test func theDrawingMarksWhereEachFileStarts() throws {
        let dir = try CompositionCommandTests.project()
        let html = try BinaryRunner.run(["render", "--format", "html", "screen.yaml"], in: dir.url)
        #expect(html.status == 0, "\(html)")
        let marks = html.stdout.split(separator: "\n").filter { $0.hasPrefix("<p class=\"component\"") }
        #expect(marks == [
            "<p class=\"component\" data-file=\"parts/profile.yaml\">parts/profile.yaml</p>",
            "<p class=\"component\" data-file=\"screen.yaml\">screen.yaml</p>",
            "<p class=\"component\" data-file=\"parts/legal.yaml\">parts/legal.yaml</p>",
        ])
        let plain = try BinaryRunner.run(["render", "--format", "html", "parts/legal.yaml"], in: dir.url)
        #expect(!plain.stdout.contains("<p class=\"component\""), "a spec of one file has no marks")
    }

    @Test func aDiffNamesTheFileOfEachChange() throws {
        let dir = try CompositionCommandTests.project()
        try dir.write("new/screen.yaml", CompositionCommandTests.screen)
        try dir.write("new/parts/account.yaml", CompositionCommandTests.account)
        try dir.write("new/parts/profile.yaml", CompositionCommandTests.profile)
        try dir.write("new/parts/legal.yaml", CompositionCommandTests.legal + "\n      - {id: privacy, title: Privacy}\n")
        let text = try BinaryRunner.run(["diff", "screen.yaml", "new/screen.yaml"], in: dir.url)
        #expect(text.stdout.contains("section legal (parts/legal.yaml)\n  + row privacy at 2.1\n"), "\(text.stdout)")
        let json = try BinaryRunner.run(["diff", "--format", "json", "screen.yaml", "new/screen.yaml"], in: dir.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let inserted = ((document["rows"] as? [String: Any])?["inserted"] as? [[String: Any]]) ?? []
        #expect(inserted.map { $0["file"] as? String } == ["parts/legal.yaml"])
    }

    @Test func gitModeReadsEveryComponentAtTheRevision() throws {
        let tree = try CompositionCommandTests.project()
        try DiffGitTests.git(["init", "-q"], in: tree)
        try DiffGitTests.git(["add", "."], in: tree)
        try DiffGitTests.git(["commit", "-q", "-m", "screen"], in: tree)
        // Only a component changes in the working copy.
        try tree.write("parts/legal.yaml", CompositionCommandTests.legal.replacingOccurrences(of: "title: Terms", with: "title: Terms of Use"))
        let diff = try BinaryRunner.run(["diff", "--git", "HEAD", "screen.yaml"], in: tree.url)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout == """
            --- HEAD:screen.yaml
            +++ screen.yaml
            section legal (parts/legal.yaml)
              ~ row terms at 2.0: title: "Terms" → "Terms of Use"
            1 row updated

            """, "\(diff.stdout)")
        #expect(diff.stderr.isEmpty, "\(diff.stderr)")
    }

    @Test func theSwiftExportCarriesTheSectionMap() throws {
        let dir = try CompositionCommandTests.project()
        let swift = try BinaryRunner.run(["export", "--format", "swift", "screen.yaml"], in: dir.url)
        #expect(swift.status == 0, "\(swift)")
        #expect(swift.stdout.contains("TableSpecRuntime.SectionMap.Part(file: \"parts/legal.yaml\", firstSection: 2, sectionCount: 1, firstLocalSection: 0),"))
        #expect(swift.stdout.contains("rowMovesAcrossParts: false)"))
        #expect(swift.stdout.contains("state = TableSpecRuntime.TableState(table: table, sectionMap: SettingsTable.sectionMap)"),
                "the data source's state keeps moves within a part")
        try dir.write("screen.yaml", CompositionCommandTests.screen.replacingOccurrences(of: "title: Settings\n", with: "title: Settings\nrowMoves: anywhere\n"))
        let anywhere = try BinaryRunner.run(["export", "--format", "swift", "screen.yaml"], in: dir.url)
        #expect(anywhere.stdout.contains("rowMovesAcrossParts: true)"))
        let single = try BinaryRunner.run(["export", "--format", "swift", "parts/legal.yaml"], in: dir.url)
        #expect(!single.stdout.contains("static let sectionMap"), "a spec of one file gets no section map")
        try dir.write("screen.yaml", CompositionCommandTests.screen.replacingOccurrences(of: "title: Settings\n", with: "title: Settings\nrowMoves: somewhere\n"))
        let bad = try BinaryRunner.run(["validate", "--color", "never", "screen.yaml"], in: dir.url)
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("screen.yaml:4:11: error: unknown rowMoves value 'somewhere'"), "\(bad.stdout)")
    }
}
