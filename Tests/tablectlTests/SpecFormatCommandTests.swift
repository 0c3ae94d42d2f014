import Foundation
import TableSpecTestSupport
import Testing

/// Every command reads a file the way its extension says (``SpecFormat``): a flow-style
/// `.yaml` is YAML, a `.json` is strict JSON, and only unnamed standard input is sniffed.
@Suite struct SpecFormatCommandTests {
    static let flow = "{tablespec: 1, id: t, title: Flow, sections: [{id: s, rows: [{id: r, title: R}]}]}\n"
    static let jsonError = "unquoted key 'tablespec'; object keys must be in double quotes in JSON"

    @Test func validateReadsFlowStyleYAMLFilesAndFolders() throws {
        let dir = try TemporaryDirectory(files: ["specs/screen.yaml": Self.flow, "specs/other.yml": Self.flow])
        let files = try BinaryRunner.run(["validate", "specs/screen.yaml", "specs/other.yml"], in: dir.url)
        #expect(files.stdout == "no problems in 2 files\n")
        #expect(files.status == 0)
        let folder = try BinaryRunner.run(["validate", "specs"], in: dir.url)
        #expect(folder.stdout == "no problems in 2 files\n")
        #expect(folder.status == 0)
    }

    @Test func aJSONFileIsStrictJSON() throws {
        let dir = try TemporaryDirectory(files: ["screen.json": Self.flow])
        let out = try BinaryRunner.run(["validate", "screen.json"], in: dir.url)
        #expect(out.status == 1)
        #expect(out.stdout.hasPrefix("screen.json:1:2: error: \(Self.jsonError) [syntax]\n"))
    }

    @Test func standardInputIsReadAsItsNameSays() throws {
        let named = try BinaryRunner.run(["validate", "-", "--stdin-name", "screen.yaml"], stdin: Data(Self.flow.utf8))
        #expect(named.stdout == "no problems in 1 file\n")
        #expect(named.status == 0)
        let unnamed = try BinaryRunner.run(["validate", "-"], stdin: Data(Self.flow.utf8))
        #expect(unnamed.stdout.hasPrefix("<stdin>:1:2: error: \(Self.jsonError) [syntax]\n"))
        #expect(unnamed.status == 1)
    }

    @Test func diffRenderAndExportReadFlowStyleYAML() throws {
        let changed = Self.flow.replacingOccurrences(of: "title: R}", with: "title: Q}")
        let dir = try TemporaryDirectory(files: ["old.yaml": Self.flow, "new.yml": changed])
        let diff = try BinaryRunner.run(["diff", "old.yaml", "new.yml", "--format", "stat"], in: dir.url)
        #expect(diff.stderr == "")
        #expect(diff.status == 1)
        let render = try BinaryRunner.run(["render", "--width", "40", "old.yaml"], in: dir.url)
        #expect(render.stderr == "")
        #expect(render.status == 0)
        #expect(render.stdout.contains("Flow"))
        let export = try BinaryRunner.run(["export", "-", "--stdin-name", "screen.yml", "--format", "json"],
                                          stdin: Data(Self.flow.utf8))
        #expect(export.stderr == "")
        #expect(export.status == 0)
        #expect(export.stdout.contains("\"tablespec\""))
    }
}
