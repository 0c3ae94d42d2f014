import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl lsp` on what is not a plain YAML spec: action scripts, JSON and flow-style
/// specs, files validate would skip, and a part opened without its composite.
@Suite struct LSPDocumentKindsTests {
    static let spec = """
        tablespec: 1
        id: screen
        sections:
          - id: general
            rows:
              - id: wifi
                title: Wi-Fi
                editing: {canEdit: true}
                swipe:
                  trailing:
                    - {id: pin, title: Pin}
              - id: about
                title: About
          - id: more
            rows:
              - {id: help, title: Help}

        """

    private func labels(_ items: [[String: Any]]) -> [String] { items.compactMap { $0["label"] as? String } }

    private func edits(_ items: [[String: Any]]) -> [String] {
        items.compactMap { ($0["textEdit"] as? [String: Any])?["newText"] as? String }
    }

    /// A script is checked against the spec beside it, as `simulate` reads it, and gets the
    /// spec's ids where an id goes; editing the spec's buffer checks the script again.
    @Test func aScriptIsCheckedAndCompletedAgainstItsSpec() throws {
        let script = "- select: wfi\n- move: {row: about, to: {section: more, index: 0}}\n- swipe: {row: wifi, action: pin}\n- \n"
        let (lsp, tree) = try LSPSession.started(["specs/screen.yaml": Self.spec, "specs/screen.actions.yaml": script])
        let (specURI, uri) = ("file://" + tree.path("specs/screen.yaml"), "file://" + tree.path("specs/screen.actions.yaml"))
        lsp.open(uri, script)
        let found = try #require(lsp.diagnostics(for: uri))
        #expect(found.map { $0["code"] as? String } == ["invalid-value", "wrong-type"], "\(found)")
        #expect((found.first?["message"] as? String)?.contains("no row 'wfi' in the spec or inserted by the script; did you mean 'wifi'?") == true)
        func complete(_ line: Int, _ character: Int) -> [String] { labels(lsp.completion(uri, line, character)) }
        #expect(complete(0, 12) == ["wifi", "about", "help"])
        #expect(complete(1, 38) == ["general", "more"], "a move's section")
        #expect(complete(2, 32) == ["pin"], "a swipe action of the spec's rows")
        let verbs = complete(3, 2)
        #expect(verbs.first == "select" && verbs.contains("choose") && verbs.count == 21, "\(verbs)")
        #expect(complete(1, 11) == ["row", "to"], "the keys of a verb's mapping")
        #expect(lsp.hover(uri, 1, 3).contains("`moveRowAt:to:`"))
        #expect(lsp.hover(uri, 1, 16).contains("row **about** (standard) in section **general**: About"))
        // Go to definition: the row's id in the spec.
        let definition = lsp.request("textDocument/definition", ["textDocument": ["uri": uri], "position": lspPosition(2, 16)])
        let location = definition?["result"] as? [String: Any]
        #expect(location?["uri"] as? String == specURI)
        let start = (location?["range"] as? [String: Any])?["start"] as? [String: Int]
        #expect(start == ["line": 5, "character": 12])
        // The spec's unsaved buffer renames the row: the script is checked again.
        lsp.open(specURI, Self.spec.replacingOccurrences(of: "id: about", with: "id: about-app"))
        #expect(lsp.diagnostics(for: specURI) != nil)
        let again = try #require(lsp.diagnostics(for: uri))
        #expect(again.contains { ($0["message"] as? String)?.contains("no row 'about'") == true }, "\(again)")
        lsp.end()
    }

    /// Without a spec beside it, a script's shape is checked and a note says why its ids
    /// are not.
    @Test func aScriptWithoutItsSpecIsCheckedForShape() throws {
        let (lsp, tree) = try LSPSession.started(["lone.actions.json": #"[{"selec": "a"}]"#])
        let uri = "file://" + tree.path("lone.actions.json")
        lsp.open(uri, #"[{"selec": "a"}]"#)
        let found = try #require(lsp.diagnostics(for: uri))
        #expect(found.map { $0["severity"] as? Int } == [3, 1])
        #expect((found.first?["message"] as? String)?.hasPrefix("no spec beside this script ('lone.yaml', 'lone.yml', 'lone.json')") == true)
        #expect((found.last?["message"] as? String)?.contains("did you mean 'select'?") == true)
        let verbs = labels(lsp.completion(uri, 0, 4))
        #expect(verbs.contains("select"))
        lsp.end()
    }

    /// JSON and flow-style YAML get the completion, hover and definitions block YAML gets,
    /// written as the text around them is (quoted in JSON).
    @Test func jsonAndFlowStyleAreCompleted() throws {
        let json = """
            {
              "tablespec": 1,
              "id": "screen",
              "cellTypes": {"Big": {"base": "subtitle"}},
              "sections": [
                {"id": "a", "rows": [{"id": "r", "kind": "", "acc": "none"}]}
              ]
            }
            """
        let yaml = "tablespec: 1\nid: flow\nsections:\n  - id: a\n    rows: [{id: r, title: R, accessory: }]\n"
        let (lsp, tree) = try LSPSession.started(["specs/screen.json": json, "specs/flow.yaml": yaml])
        let (jsonURI, yamlURI) = ("file://" + tree.path("specs/screen.json"), "file://" + tree.path("specs/flow.yaml"))
        lsp.open(jsonURI, json)
        _ = lsp.diagnostics(for: jsonURI)
        let kinds = lsp.completion(jsonURI, 5, 46)
        #expect(labels(kinds).contains("subtitle") && labels(kinds).contains("Big"), "\(labels(kinds))")
        #expect(edits(kinds).contains(#""Big""#))
        let keys = lsp.completion(jsonURI, 5, 51)
        #expect(edits(keys).contains(#""accessory""#), "a key followed by its colon gets none: \(edits(keys).prefix(3))")
        #expect(lsp.hover(jsonURI, 1, 5).contains("**tablespec** (table)"))
        lsp.open(yamlURI, yaml)
        _ = lsp.diagnostics(for: yamlURI)
        let values = lsp.completion(yamlURI, 4, 40)
        #expect(labels(values).contains("disclosureIndicator"))
        let flowKeys = lsp.completion(yamlURI, 4, 22)
        #expect(edits(flowKeys).contains("title"))
        lsp.end()
    }

    /// A script follows its spec's buffer: opened after the script (not on disk yet), then
    /// closed (the script is checked again without it); an inserted row gets the spec's
    /// cell types.
    @Test func aScriptFollowsItsSpecsBufferOpenedAndClosed() throws {
        let script = "- select: wifi\n- insert: {at: wifi, row: {id: n, title: N, kind: }}\n"
        let spec = Self.spec.replacingOccurrences(of: "sections:", with: "cellTypes:\n  Big: {base: subtitle}\nsections:")
        let (lsp, tree) = try LSPSession.started(["screen.actions.yaml": script])
        let (specURI, uri) = ("file://" + tree.path("screen.yaml"), "file://" + tree.path("screen.actions.yaml"))
        lsp.open(uri, script)
        #expect(lsp.diagnostics(for: uri)?.first?["severity"] as? Int == 3, "no spec yet")
        lsp.open(specURI, spec)
        _ = lsp.diagnostics(for: specURI)
        let withSpec = try #require(lsp.diagnostics(for: uri))
        #expect(!withSpec.contains { $0["severity"] as? Int == 3 }, "\(withSpec)")
        let kinds = labels(lsp.completion(uri, 1, 50))
        #expect(kinds.contains("Big") && kinds.contains("subtitle"), "\(kinds)")
        lsp.notify("textDocument/didClose", ["textDocument": ["uri": specURI]])
        #expect(lsp.diagnostics(for: specURI)?.isEmpty == true)
        #expect(lsp.diagnostics(for: uri)?.first?["severity"] as? Int == 3, "the spec's buffer is gone")
        lsp.end()
    }

    /// A part whose composite's include validate refuses (outside the composite's root) is
    /// checked alone; closing a part's unsaved buffer checks its composite from the file.
    @Test func aRefusedIncludeLeavesThePartItsOwnFindingsAndClosingABufferRechecks() throws {
        let part = "tablespec: 1\nid: part\nsections:\n  - id: b\n    rows:\n      - {id: dup, title: B, kind: standrad}\n"
        let root = "tablespec: 1\nid: root\nsections:\n  - id: a\n    rows:\n      - {id: dup, title: A}\n  - include: ../parts/part.yaml\n"
        let (lsp, tree) = try LSPSession.started(["parts/part.yaml": part, "screens/root.yaml": root])
        let (partURI, rootURI) = ("file://" + tree.path("parts/part.yaml"), "file://" + tree.path("screens/root.yaml"))
        lsp.open(partURI, part)
        #expect(lsp.diagnostics(for: partURI)?.map { $0["code"] as? String } == ["unknown-kind"], "alone: the include is refused")
        // A root that may include it (same folder), open, with the part's unsaved edit.
        let local = root.replacingOccurrences(of: "../parts/part.yaml", with: "part.yaml")
        try tree.write("parts/root.yaml", local)
        let localURI = "file://" + tree.path("parts/root.yaml")
        lsp.open(localURI, local)
        _ = lsp.diagnostics(for: localURI)
        #expect(lsp.diagnostics(for: partURI)?.compactMap { $0["code"] as? String }.sorted() == ["duplicate-row-id", "unknown-kind"])
        lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": partURI, "version": 2], "contentChanges": [["text": part.replacingOccurrences(of: "id: dup", with: "id: own")]],
        ])
        _ = lsp.diagnostics(for: localURI)
        #expect(lsp.diagnostics(for: partURI)?.map { $0["code"] as? String } == ["unknown-kind"])
        lsp.notify("textDocument/didClose", ["textDocument": ["uri": partURI]])
        #expect(lsp.diagnostics(for: partURI)?.isEmpty == true)
        let reread = try #require(lsp.diagnostics(for: localURI))
        #expect(reread.isEmpty, "the duplicate is the part's; the composite itself is clean: \(reread)")
        _ = rootURI
        lsp.end()
    }

    /// A source's fields where a field goes: after a `{` in a template's string (only what
    /// is typed after it replaced), a template's `when` (its `bool` fields), a source's `key`.
    @Test func sourceFieldsAreCompleted() throws {
        let spec = """
            tablespec: 1
            id: people
            sources:
              contacts:
                key: id
                fields: {id: string, name: string, favorite: bool}
                sample: [{id: "1", name: Ann, favorite: true}]
              teams:
                key: code
                fields: {code: string, open: bool}
                sample: []
            sections:
              - id: favorites
                source: contacts
                template: {id: "fav-{id}", title: "Hi {na", when: fav}

            """
        let (lsp, tree) = try LSPSession.started(["people.yaml": spec])
        let uri = "file://" + tree.path("people.yaml")
        lsp.open(uri, spec)
        _ = lsp.diagnostics(for: uri)
        func complete(_ line: Int, _ character: Int) -> [[String: Any]] { lsp.completion(uri, line, character) }
        let placeholder = complete(14, 45)
        #expect(placeholder.compactMap { $0["label"] as? String } == ["id", "name", "favorite"], "the section's source only")
        let edit = placeholder.first { $0["label"] as? String == "name" }?["textEdit"] as? [String: Any]
        #expect(edit?["newText"] as? String == "name}")
        let start = (edit?["range"] as? [String: Any])?["start"] as? [String: Int]
        #expect(start == ["line": 14, "character": 43])
        #expect(complete(14, 57).compactMap { $0["label"] as? String } == ["favorite"], "a template's when: bool fields")
        #expect(complete(8, 13).compactMap { $0["label"] as? String } == ["code", "open"], "a source's key")
        lsp.end()
    }

    /// What validate would skip gets no findings: a YAML file that is not a spec where no
    /// configuration applies, a file the configuration excludes; a spec there does.
    @Test func filesValidateSkipsGetNoFindings() throws {
        let workflow = "name: CI\non: [push]\njobs: {}\n"
        let broken = "tablespec: 1\nid: x\nsections: 3\n"
        let (lsp, tree) = try LSPSession.started([
            "ci/workflow.yaml": workflow, "app/.tablectl.yml": "exclude: [\"drafts/**\"]\n",
            "app/drafts/draft.yaml": broken, "app/screen.yaml": broken,
        ])
        for (path, text, count) in [("ci/workflow.yaml", workflow, 0), ("app/drafts/draft.yaml", broken, 0), ("app/screen.yaml", broken, 1)] {
            let uri = "file://" + tree.path(path)
            lsp.open(uri, text)
            #expect(lsp.diagnostics(for: uri)?.count == count, "\(path)")
            let offered = labels(lsp.completion(uri, 0, 0))
            #expect(offered.isEmpty == (count == 0), "\(path): a file validate skips gets no completion either")
        }
        lsp.end()
    }
}
