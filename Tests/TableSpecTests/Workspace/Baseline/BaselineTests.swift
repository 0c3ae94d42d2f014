import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

@Suite("Validation: baseline")
struct BaselineTests {
    static let spec = """
        tablespec: 1
        id: t
        sections:
          - id: s
            rows:
              - {id: a, title: A, kind: button, detail: D}
          - id: e1
            rows: []
        """

    func report(_ text: String, path: String = "specs/a.yaml") -> FileReport {
        SpecChecker.check(SourceFile(path: path, text: text))
    }

    @Test func recordsSortedCountedEntriesRelativeToItsDirectory() {
        let twice = Self.spec.replacingOccurrences(of: "  - id: e1\n    rows: []", with: "  - id: e1\n    rows: []\n  - id: e1\n    rows: []")
        let baseline = Baseline(reports: [report(twice)], directory: "/repo", workingDirectory: "/repo")
        #expect(baseline.entries.map { "\($0.path) \($0.rule) \($0.pointer) \($0.count)" } == [
            "specs/a.yaml detail-not-shown /sections/0/rows/0/detail 1",
            "specs/a.yaml duplicate-section-id /sections/2/id 1",
            "specs/a.yaml empty-section /sections/1 1",
            "specs/a.yaml empty-section /sections/2 1",
        ])
        let elsewhere = Baseline(reports: [report(twice)], directory: "/repo/ci", workingDirectory: "/repo")
        #expect(elsewhere.entries.first?.path == "../specs/a.yaml")
    }

    @Test func lineShiftsDoNotMatterButNewFindingsDo() {
        let baseline = Baseline(reports: [report(Self.spec)], directory: "/repo", workingDirectory: "/repo")
        let shifted = "# a comment\n\n" + Self.spec
        #expect(baseline.newFindings(in: [report(shifted)], directory: "/repo", workingDirectory: "/repo")[0].diagnostics.isEmpty)
        let more = shifted + "\n  - id: e2\n    rows: []\n"
        let fresh = baseline.newFindings(in: [report(more)], directory: "/repo", workingDirectory: "/repo")
        #expect(fresh[0].diagnostics.map(\.pointer) == ["/sections/2"])
    }

    @Test func countsAbsorbAtMostThatMany() {
        let entry = Baseline.Entry(path: "a.yaml", rule: .emptySection, pointer: "/sections/1", message: "m", count: 2)
        let baseline = Baseline(entries: [entry])
        let d = Diagnostic(rule: .emptySection, message: "m", span: Span(at: .start), pointer: "/sections/1")
        let three = FileReport(source: SourceFile(path: "a.yaml", text: ""), diagnostics: [d, d, d], table: nil)
        #expect(baseline.newFindings(in: [three], directory: "/r", workingDirectory: "/r")[0].diagnostics.count == 1)
        #expect(baseline.findingCount == 2)
        #expect(Baseline(entries: [entry, entry]).entries.map(\.count) == [4], "equal keys merge")
    }

    @Test func jsonRoundTripsAndEscapes() throws {
        let entries = [
            Baseline.Entry(path: "b.yaml", rule: "x", pointer: "/a~1b", message: "say \"hi\"\\\n\u{1}é", count: 3),
            Baseline.Entry(path: "a.yaml", rule: "y", pointer: "", message: "m", count: 1),
        ]
        let baseline = Baseline(entries: entries)
        let json = baseline.json()
        #expect(json == """
            {
              "version": 1,
              "entries": [
                {"path": "a.yaml", "rule": "y", "pointer": "", "message": "m", "count": 1},
                {"path": "b.yaml", "rule": "x", "pointer": "/a~1b", "message": "say \\"hi\\"\\\\\\n\\u0001é", "count": 3}
              ]
            }

            """)
        #expect(try Baseline.parse(SourceFile(path: "b.json", text: json), name: "b.json") == baseline)
        #expect(Baseline(entries: []).json() == "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    @Test(arguments: [
        ("[]", "invalid baseline 'b.json': 1:1: expected an object with version and entries"),
        ("{\"entries\": []}", "invalid baseline 'b.json': 1:1: missing key 'version'"),
        ("{\"version\": \"1\", \"entries\": []}", "invalid baseline 'b.json': 1:13: unsupported version the quoted string '1'; this tablectl reads version 1"),
        ("{\"version\": 1, \"entries\": {}}", "invalid baseline 'b.json': 1:27: expected a list of entries"),
        ("{\"version\": 1, \"entries\": [{\"path\": 1}]}", "invalid baseline 'b.json': 1:37: expected a string for 'path', found '1'"),
        ("{\"version\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"pointer\": \"\", \"message\": \"m\", \"count\": 0}]}",
         "invalid baseline 'b.json': 1:95: expected a count of 1 or more, found '0'"),
        ("{\"version\": 1, \"entries\": [}", "invalid baseline 'b.json': 1:28: "),
    ])
    func rejectsMalformedFiles(text: String, message: String) {
        do {
            _ = try Baseline.parse(SourceFile(path: "b.json", text: text), name: "b.json")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let tree = try TemporaryDirectory(files: ["keep.txt": ""])
        let path = tree.root + "/baseline.json"
        let baseline = Baseline(reports: [report(Self.spec)], directory: tree.root, workingDirectory: tree.root)
        try baseline.write(to: path)
        try baseline.write(to: path)   // replacing works too
        #expect(try Baseline.read(path: path) == baseline)
        let names = try FileManager.default.contentsOfDirectory(atPath: tree.root).sorted()
        #expect(names == ["baseline.json", "keep.txt"], "no temporary file is left behind")
        try baseline.write(to: tree.root + "/new/dir/b.json")   // missing folders are made
        #expect(try Baseline.read(path: tree.root + "/new/dir/b.json") == baseline)
        #expect(throws: BaselineError.self) { try baseline.write(to: tree.root + "/keep.txt/b.json") }
        #expect(throws: BaselineError(message: "cannot read baseline '\(tree.root)/none.json': no such file or directory")) {
            try Baseline.read(path: tree.root + "/none.json")
        }
    }
}
