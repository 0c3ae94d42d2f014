import Foundation
import TableSpec
import Testing
@testable import TableSpecTestSupport

/// What the plugins print about spec paths is escaped as tablectl escapes it: a file named
/// to hold terminal escapes (`a\u{1b}[2J.yaml`) cannot clear the screen, recolour or
/// reorder a plugin's messages. The plugins cannot link TableSpec, so their escaping
/// (`CommandSupport.escaped`) is checked against `TerminalText.escaped`.
@Suite struct PluginTextTests {
    @Test func thePluginsEscapeEveryScalarAsTablectlDoes() {
        var scalars = (0...0x3000).compactMap(Unicode.Scalar.init)
        scalars += [0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "a" + String(Character(scalar)) + "b"
            #expect(CommandSupport.escaped(text) == TerminalText.escaped(text), "U+\(String(scalar.value, radix: 16))")
        }
        #expect(CommandSupport.escaped("Specs/a\u{1b}[2J\u{202e}.yaml") == "Specs/a\\u{1b}[2J\\u{202e}.yaml")
    }

    @Test func aClashOfHostileNamesIsShownEscaped() throws {
        let directory = try TemporaryDirectory(files: [
            "Specs/a\u{1b}[2J.yaml": "tablespec: 1\nid: a\nsections: []\n",
            "Specs/A\u{1b}[2J.yml": "tablespec: 1\nid: b\nsections: []\n",
        ])
        let files = ["Specs/a\u{1b}[2J.yaml", "Specs/A\u{1b}[2J.yml"].map { directory.url.appendingPathComponent($0) }
        var message = ""
        do {
            _ = try SpecSelection.select(files, within: directory.url)
        } catch {
            message = "\(error)"
        }
        #expect(message.hasPrefix("table specs "), "a clash: \(message)")
        #expect(!message.contains("\u{1b}"), "\(message)")
        #expect(message.contains("'Specs/A\\u{1b}[2J.yml' and 'Specs/a\\u{1b}[2J.yaml'"), "\(message)")
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOAmongATargetsFilesIsNeverOpened() throws {
        let directory = try TemporaryDirectory(files: ["Specs/settings.yaml": "tablespec: 1\nid: s\nsections: []\n"])
        #expect(mkfifo(directory.path("Specs/pipe.yaml"), 0o644) == 0)
        let files = ["Specs/pipe.yaml", "Specs/settings.yaml"].map { directory.url.appendingPathComponent($0) }
        // Reading the FIFO would wait for a writer for ever; it is passed over unread.
        let specs = try SpecSelection.select(files, within: directory.url)
        #expect(specs.map(\.outputName) == ["settings.tablespec.swift"])
    }
}
