import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl diff` output in every format on the fixture pair `Fixtures/diff/old.yaml` →
/// `new.yaml` (a table field; a section moved, inserted, deleted and updated; rows
/// inserted, deleted, moved within and across sections, updated; a renamed row id),
/// compared with goldens in `Fixtures/diff/__Goldens__/`.
@Suite struct DiffOutputTests {
    static let folder = TestPaths.fixtures + "/diff"
    static let old = folder + "/old.yaml"
    static let new = folder + "/new.yaml"

    static func golden(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/diff/__Goldens__").appendingPathComponent(name)
    }

    @Test(arguments: [("text", "txt"), ("json", "json"), ("markdown", "md"), ("stat", "txt")])
    func formatMatchesGolden(format: String, ext: String) throws {
        let out = try BinaryRunner.run(["diff", "--format", format, Self.old, Self.new])
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stderr.isEmpty)
        Golden.expectMatches(out.stdout, golden: Self.golden("\(format).\(ext)"))
    }

    @Test func textIsTheDefaultAndHasNoColourOffATerminal() throws {
        let plain = try BinaryRunner.run(["diff", Self.old, Self.new])
        let text = try BinaryRunner.run(["diff", "--format", "text", Self.old, Self.new])
        #expect(plain.stdout == text.stdout)
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    @Test func colourFollowsValidatesRules() throws {
        let always = try BinaryRunner.run(["diff", "--color", "always", Self.old, Self.new])
        #expect(always.stdout.contains("\u{1B}[1;31m-\u{1B}[0m row bluetooth at 0.2"))
        #expect(always.stdout.contains("\u{1B}[1;32m+\u{1B}[0m row hotspot at 1.3"))
        let strippedOfColour = always.stdout.replacingOccurrences(
            of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(strippedOfColour == (try BinaryRunner.run(["diff", Self.old, Self.new])).stdout)
        let never = try BinaryRunner.run(["diff", "--color", "never", Self.old, Self.new])
        #expect(!never.stdout.contains("\u{1B}["))
        let noColor = try BinaryRunner.run(["diff", Self.old, Self.new], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let out = try BinaryRunner.run(["diff", "--format", "json", Self.old, Self.new])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["identical", "old", "new", "requiresReload", "table", "sections", "rows", "stages", "renames"])
        #expect(object["identical"] as? Bool == false)
        let rows = try #require(object["rows"] as? [String: Any])
        #expect(Set(rows.keys) == ["deleted", "inserted", "moved", "updated"])
        let moved = try #require(rows["moved"] as? [[String: Any]])
        let licenses = try #require(moved.first { $0["id"] as? String == "licenses" })
        let from = try #require(licenses["from"] as? [String: Any])
        let to = try #require(licenses["to"] as? [String: Any])
        #expect(from["sectionId"] as? String == "about" && from["section"] as? Int == 2 && from["index"] as? Int == 1)
        #expect(to["sectionId"] as? String == "privacy" && to["section"] as? Int == 3 && to["index"] as? Int == 0)
        let stages = try #require(object["stages"] as? [[String: Any]])
        let last = try #require(stages.last?["after"] as? [[String: Any]])
        #expect(last.map { $0["id"] as? String } == ["about", "connectivity", "notifications", "privacy"])
        #expect(last.map { $0["rows"] as? [String] } == [
            ["version"], ["cellular", "airplane-mode", "wifi", "hotspot"],
            ["allow-notifications", "do-not-disturb", "sounds"], ["licenses", "tracking"],
        ])
        let renames = try #require(object["renames"] as? [[String: Any]])
        #expect(renames.map { $0["oldId"] as? String } == ["dnd"])
        #expect(renames.map { $0["newId"] as? String } == ["do-not-disturb"])
    }

    /// UIKit's row-count rule, checked on the JSON `stages` of the fixture pair: for every
    /// section that survives a batch, rows after = rows before − deleted − moved out +
    /// inserted + moved in (before = the previous stage's `after`, or the old table).
    @Test func everyStageBalancesRowCounts() throws {
        let out = try BinaryRunner.run(["diff", "--format", "json", Self.old, Self.new])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let stages = try #require(object["stages"] as? [[String: Any]])
        var before: [(id: String, rows: [String])] = [
            ("connectivity", ["airplane-mode", "wifi", "bluetooth", "cellular"]),
            ("notifications", ["allow-notifications", "sounds", "dnd"]),
            ("about", ["version", "licenses"]), ("legacy", ["classic-mode"]),
        ]
        for stage in stages {
            let purpose = stage["purpose"] as? String ?? "?"
            let sections = try #require(stage["sections"] as? [String: [[String: Any]]])
            let rows = try #require(stage["rows"] as? [String: [[String: Any]]])
            let after = try #require(stage["after"] as? [[String: Any]]).map {
                (id: $0["id"] as? String ?? "", rows: $0["rows"] as? [String] ?? [])
            }
            let inserted = Set((sections["inserted"] ?? []).compactMap { $0["index"] as? Int })
            func count(_ list: String, _ key: String?, section: Int) -> Int {
                (rows[list] ?? []).filter { entry in
                    let place = key.map { entry[$0] as? [String: Any] ?? [:] } ?? entry
                    return place["section"] as? Int == section
                }.count
            }
            for (newIndex, section) in after.enumerated() where !inserted.contains(newIndex) {
                guard let oldIndex = before.firstIndex(where: { $0.id == section.id }) else { continue }
                let expected = before[oldIndex].rows.count - count("deleted", nil, section: oldIndex)
                    - count("moved", "from", section: oldIndex) + count("inserted", nil, section: newIndex)
                    + count("moved", "to", section: newIndex)
                #expect(section.rows.count == expected, "stage \(purpose), section \(section.id): \(section.rows)")
            }
            before = after
        }
        #expect(before.map(\.id) == ["about", "connectivity", "notifications", "privacy"])
        #expect(before.last?.rows == ["licenses", "tracking"])
    }

    @Test func jsonValuesAreJSONValuesAndNullWhenAbsent() throws {
        let tree = try TemporaryDirectory(files: [
            "a.yaml": "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - {id: r, title: A, height: 44}\n",
            "b.yaml": "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - {id: r, title: A, detail: D, height: 0x30}\n",
        ])
        let out = try BinaryRunner.run(["diff", "--format", "json", tree.path("a.yaml"), tree.path("b.yaml")])
        #expect(out.stdout.contains(#""field": "detail",\#n            "old": null,\#n            "new": "D""#), "\(out.stdout)")
        #expect(out.stdout.contains(#""field": "height",\#n            "old": 44,\#n            "new": 48"#), "\(out.stdout)")
    }

    @Test func identicalTablesInYAMLAndJSON() throws {
        for format in ["text", "stat", "markdown", "json"] {
            let out = try BinaryRunner.run(["diff", "--format", format, Self.folder + "/small.json", Self.folder + "/small.yaml"])
            #expect(out.status == 0, "\(format): \(out.stdout)\(out.stderr)")
            #expect(out.stderr.isEmpty)
            switch format {
            case "text": #expect(out.stdout == "no differences\n")
            case "json": #expect(out.stdout.hasPrefix("{\n  \"identical\": true,"))
            case "markdown": #expect(out.stdout.hasSuffix("No table changes.\n"))
            default: #expect(out.stdout.hasPrefix("table:    0 fields changed\n"))
            }
        }
    }

    @Test func outputFileIsWrittenInsteadOfStandardOutput() throws {
        let tree = try TemporaryDirectory()
        let target = tree.path("reports/comment.md")
        let out = try BinaryRunner.run(["diff", "--format", "markdown", "-o", target, Self.old, Self.new])
        #expect(out.status == 1)
        #expect(out.stdout.isEmpty)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        let direct = try BinaryRunner.run(["diff", "--format", "markdown", Self.old, Self.new])
        #expect(written == direct.stdout)
    }

    @Test func standardInputIsOneSide() throws {
        let bytes = try Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(Self.old))
        let out = try BinaryRunner.run(["diff", "-", Self.new, "--stdin-name", "main:old.yaml"], stdin: bytes)
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout.hasPrefix("--- main:old.yaml\n+++ \(Self.new)\n"))
        let both = try BinaryRunner.run(["diff", "-", "-"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("'-' (standard input) can be only one side of a diff"))
    }

    @Test func hostileStringsAreEscapedInText() throws {
        let out = try BinaryRunner.run(["diff", Self.folder + "/hostile-old.yaml", Self.folder + "/hostile-new.yaml"])
        #expect(out.status == 1, "\(out.stderr)")
        #expect(!out.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" })
        #expect(!out.stderr.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" })
        Golden.expectMatches(out.stdout, golden: Self.golden("hostile.txt"))
        let markdown = try BinaryRunner.run(["diff", "--format", "markdown", Self.folder + "/hostile-old.yaml", Self.folder + "/hostile-new.yaml"])
        #expect(!markdown.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" })
    }
}
