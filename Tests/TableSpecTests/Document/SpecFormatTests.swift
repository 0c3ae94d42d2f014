import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// Which reader a file goes to (``SpecFormat``): the extension decides; only a name
/// without a spec extension is sniffed.
@Suite struct SpecFormatTests {
    @Test(arguments: [
        ("spec.json", "tablespec: 1", SpecFormat.json),
        ("SPEC.JSON", "", .json),
        ("spec.yaml", "  \n{\"a\": 1}", .yaml),
        ("spec.YML", "{a: 1}", .yaml),
        ("spec.yaml", "tablespec: 1", .yaml),
        ("dir.json/spec.yaml", "{a: 1}", .yaml),
        ("<stdin>", "\u{FEFF} \n\t{\"a\": 1}", .json),
        ("<stdin>", "{a: 1}", .json),
        ("<stdin>", "tablespec: 1", .yaml),
        ("<stdin>", "", .yaml),
        ("main:a.yaml", "{a: 1}", .yaml),
        ("notes.txt", "{\"a\": 1}", .json),
        (".yaml", "{\"a\": 1}", .json),
        ("spec.yaml.txt", "a: 1", .yaml),
    ])
    func extensionDecidesThenContent(_ path: String, _ text: String, _ format: SpecFormat) {
        let source = SourceFile(path: path, text: text)
        #expect(source.format == format, "\(path) \(text.debugDescription)")
        #expect(source.isJSON == (format == .json))
    }

    /// Flow-style YAML documents, several from the YAML test suite (whose whole content is
    /// a flow mapping), load as YAML under a `.yaml` or `.yml` name.
    static let flowDocuments = [
        "{foo: you, bar: far}",
        "{a: [b, c], d: {e: f}}",
        "{ ? explicit: entry, implicit: entry, ? }",
        "{'single': \"double\", plain: 1}",
        "{\n  multi: line,\n  flow: [1, 2],\n}",
        "{tablespec: 1, id: t, sections: [{id: s, rows: [{id: r, title: R}]}]}",
    ]

    @Test(arguments: flowDocuments, ["screen.yaml", "screen.yml", "Screen.YAML"])
    func flowStyleYAMLLoadsAsYAML(text: String, name: String) throws {
        let root = try Loader.load(SourceFile(path: name, text: text))
        guard case .mapping(let pairs) = root.content else {
            Issue.record("\(text.debugDescription) is not a mapping")
            return
        }
        #expect(!pairs.isEmpty)
    }

    @Test func flowStyleSpecChecksCleanUnderAYAMLName() {
        let text = "{tablespec: 1, id: t, sections: [{id: s, rows: [{id: r, title: R}]}]}"
        let report = SpecChecker.check(SourceFile(path: "screen.yaml", text: text))
        #expect(report.diagnostics.map(\.message) == [])
        #expect(report.table?.id == "t")
    }

    @Test func yamlContentUnderAJSONNameGetsTheStrictJSONError() {
        let report = SpecChecker.check(SourceFile(path: "screen.json", text: "{tablespec: 1, id: t, sections: []}"))
        #expect(report.table == nil)
        #expect(report.diagnostics.map(\.message)
            == ["unquoted key 'tablespec'; object keys must be in double quotes in JSON"])
        let block = SpecChecker.check(SourceFile(path: "screen.json", text: "tablespec: 1\nid: t\n"))
        #expect(block.table == nil)
        #expect(block.diagnostics.count == 1)
    }

    /// Standard input is named by `--stdin-name`: with a spec extension, the extension
    /// decides; without one (the default `<stdin>`), a leading `{` means JSON.
    @Test func standardInputFollowsItsName() {
        let flow = "{tablespec: 1, id: t, sections: [{id: s, rows: [{id: r, title: R}]}]}"
        func check(_ name: String) -> FileReport {
            SpecChecker.check(SourceFile(path: BatchInput.standardInput(name: name).displayPath, text: flow))
        }
        #expect(check("screen.yaml").table?.id == "t")
        #expect(check("specs/screen.yml").table?.id == "t")
        let unnamed = check("<stdin>")
        #expect(unnamed.table == nil)
        #expect(unnamed.diagnostics.first?.message
            == "unquoted key 'tablespec'; object keys must be in double quotes in JSON")
        #expect(unnamed.diagnostics.first?.hint == "write \"tablespec\"; this input was read as JSON because it "
            + "starts with '{' and its name has no .yaml, .yml or .json extension; for YAML, give the file a "
            + ".yaml name (standard input: --stdin-name screen.yaml)")
        // A file named .json gets the JSON error alone.
        let json = SpecChecker.check(SourceFile(path: "screen.json", text: flow))
        #expect(json.diagnostics.first?.hint == "write \"tablespec\"")
    }
}
