import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl lsp`, driven over stdio as an editor drives it.
@Suite struct LSPCommandTests {
    static let spec = """
        tablespec: 1
        id: settings
        cellTypes:
          ProfileCell:
            base: subtitle
        sections:
          - id: general
            header: General
            rows:
              - id: wifi
                kind: standrad
                title: Wi-Fi
              - id: me
                kind: ProfileCell
                title: Me
          - {include: more.yaml}

        """
    static let more = "tablespec: 1\nid: more\nsections:\n  - id: more\n    rows:\n      - id: about\n        title: About\n"

    private func session(configuration: String = "") throws -> (LSPSession, TemporaryDirectory, String) {
        var files = ["specs/settings.yaml": Self.spec, "specs/more.yaml": Self.more]
        if !configuration.isEmpty { files[".tablectl.yml"] = configuration }
        let tree = try TemporaryDirectory(files: files)
        let session = try LSPSession(directory: tree.url)
        return (session, tree, "file://" + tree.path("specs/settings.yaml"))
    }

    private func range(_ value: Any?) -> [Int] {
        let range = value as? [String: Any]
        let start = range?["start"] as? [String: Int], end = range?["end"] as? [String: Int]
        return [start?["line"], start?["character"], end?["line"], end?["character"]].map { $0 ?? -1 }
    }

    @Test func diagnosticsOnOpenAndAfterAnIncrementalChangeThenShutdown() throws {
        let (lsp, tree, uri) = try session(configuration: "rules:\n  unknown-kind: warning\n")
        defer { withExtendedLifetime(tree) {} }
        let reply = lsp.initialize()
        let capabilities = (reply?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["positionEncoding"] as? String == "utf-16")
        #expect((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(capabilities?["hoverProvider"] as? Bool == true)
        lsp.open(uri, Self.spec)
        let opened = try #require(lsp.diagnostics(for: uri))
        let kind = try #require(opened.first { $0["code"] as? String == "unknown-kind" })
        #expect(range(kind["range"]) == [10, 14, 10, 22])
        #expect(kind["severity"] as? Int == 2, "the configuration makes it a warning")
        #expect((kind["message"] as? String)?.contains("did you mean 'standard'") == true)
        let href = (kind["codeDescription"] as? [String: Any])?["href"] as? String
        #expect(href?.hasSuffix("docs/rules.md#unknown-kind") == true)
        // An incremental change fixes it.
        lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": lspPosition(10, 14), "end": lspPosition(10, 22)], "text": "standard"]],
        ])
        let changed = try #require(lsp.diagnostics(for: uri))
        #expect(!changed.contains { $0["code"] as? String == "unknown-kind" }, "\(changed)")
        // A full change brings another finding.
        lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 3],
            "contentChanges": [["text": Self.spec.replacingOccurrences(of: "id: me", with: "id: wifi")]],
        ])
        let full = try #require(lsp.diagnostics(for: uri))
        #expect(full.contains { $0["code"] as? String == "duplicate-row-id" && ($0["relatedInformation"] as? [Any])?.isEmpty == false })
        lsp.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(lsp.diagnostics(for: uri)?.isEmpty == true)
        #expect(lsp.request("shutdown", [:])?["result"] is NSNull)
        let late = lsp.request("textDocument/hover", [:])
        #expect((late?["error"] as? [String: Any])?["code"] as? Int == -32600)
        lsp.notify("exit", [:])
        #expect(lsp.exitStatus() == 0)
    }

    @Test func completionHoverDefinitionAndSymbols() throws {
        let (lsp, tree, uri) = try session()
        lsp.initialize(encodings: ["utf-8", "utf-16"])
        lsp.open(uri, Self.spec)
        _ = lsp.diagnostics(for: uri)
        let document: [String: Any] = ["uri": uri]
        // Keys of a row, with their documentation.
        let keys = lsp.request("textDocument/completion", ["textDocument": document, "position": lspPosition(11, 8)])
        let items = (keys?["result"] as? [[String: Any]]) ?? []
        let accessory = items.first { $0["label"] as? String == "accessory" }
        #expect(((accessory?["documentation"] as? [String: Any])?["value"] as? String)?.contains("AccessoryType") == true)
        // Values of kind: built-in kinds and the table's cell types.
        let kinds = lsp.request("textDocument/completion", ["textDocument": document, "position": lspPosition(13, 14)])
        let labels = ((kinds?["result"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
        #expect(labels.contains("subtitle") && labels.contains("ProfileCell"), "\(labels)")
        // Hover: a key's documentation; a rule's explanation on its finding.
        func hover(_ line: Int, _ character: Int) -> String {
            let reply = lsp.request("textDocument/hover", ["textDocument": document, "position": lspPosition(line, character)])
            return (((reply?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String) ?? ""
        }
        #expect(hover(11, 9).contains("The title text."))
        #expect(hover(10, 16).contains("unknown-kind (error"))
        #expect(hover(13, 16).contains("cell type **ProfileCell**"))
        // Definition: the cell type's declaration, the included file.
        let cell = lsp.request("textDocument/definition", ["textDocument": document, "position": lspPosition(13, 16)])
        let location = cell?["result"] as? [String: Any]
        #expect(location?["uri"] as? String == uri)
        #expect(range(location?["range"]) == [3, 2, 3, 13])
        let include = lsp.request("textDocument/definition", ["textDocument": document, "position": lspPosition(15, 16)])
        #expect((include?["result"] as? [String: Any])?["uri"] as? String == "file://" + tree.path("specs/more.yaml"))
        // The outline: sections with their rows.
        let symbols = (lsp.request("textDocument/documentSymbol", ["textDocument": document])?["result"] as? [[String: Any]]) ?? []
        #expect(symbols.map { $0["name"] as? String } == ["general", "include: more.yaml"])
        let rows = (symbols.first?["children"] as? [[String: Any]])?.map { $0["name"] as? String }
        #expect(rows == ["wifi", "me"])
        lsp.notify("exit", [:])
        #expect(lsp.exitStatus() == 1, "exit without shutdown")
    }

    @Test func malformedMessagesGetErrorsAndTheSessionGoesOn() throws {
        let (lsp, _, _) = try session()
        lsp.write(raw: "Content-Length: 9\r\n\r\n{\"jsonrpc")
        let parse = lsp.wait { (($0["error"] as? [String: Any])?["code"] as? Int) == -32700 }
        #expect(parse?["id"] is NSNull)
        lsp.write(raw: "Content-Lengthh: 2\r\n\r\n{}")
        #expect(lsp.wait { (($0["error"] as? [String: Any])?["message"] as? String)?.contains("header") == true } != nil)
        let early = lsp.request("textDocument/hover", [:])
        #expect((early?["error"] as? [String: Any])?["code"] as? Int == -32002)
        lsp.initialize()
        let unknown = lsp.request("no/such", [:])
        #expect((unknown?["error"] as? [String: Any])?["code"] as? Int == -32601)
        let invalid = lsp.request("textDocument/completion", ["textDocument": ["uri": 3]])
        #expect((invalid?["error"] as? [String: Any])?["code"] as? Int == -32602)
        lsp.send(["id": 7, "params": [:]])
        #expect(lsp.wait { $0["id"] as? Int == 7 && (($0["error"] as? [String: Any])?["code"] as? Int) == -32600 } != nil)
        #expect(lsp.request("shutdown", [:]) != nil)
        lsp.closeInput()
        #expect(lsp.exitStatus() == 0, "end of input after shutdown")
    }

    /// Ranges count UTF-16 units by default and bytes when the client offers UTF-8; the
    /// file's suppression comments apply.
    @Test func rangesInTheNegotiatedEncodingAndSuppressions() throws {
        let text = "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - {title: \"é😀\", id: r, kind: standrad}\n"
        for (encoding, start) in [("utf-16", 36), ("utf-8", 39)] {
            let (lsp, tree, _) = try session()
            let uri = "file://" + tree.path("specs/flow.yaml")
            lsp.initialize(encodings: [encoding])
            lsp.open(uri, text)
            let found = try #require(lsp.diagnostics(for: uri))
            #expect(found.map { range($0["range"]) } == [[5, start, 5, start + 8]], "\(encoding)")
            let suppressed = text.replacingOccurrences(of: "      - {", with: "      # tablectl: disable-next-line unknown-kind\n      - {")
            lsp.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": suppressed]]])
            #expect(lsp.diagnostics(for: uri)?.isEmpty == true, "suppressed")
            lsp.notify("exit", [:])
            _ = lsp.exitStatus()
        }
    }

    /// A part is checked with its composite (the composed table's rules): the file on
    /// disk while only the part is open, the composite's buffer once it is open, the
    /// part's unsaved buffer included.
    @Test func aPartIsCheckedWithItsComposite() throws {
        let root = "tablespec: 1\nid: root\nsections:\n  - id: a\n    rows:\n      - id: dup\n        title: A\n  - {include: part.yaml}\n"
        let part = "tablespec: 1\nid: part\nsections:\n  - id: b\n    rows:\n      - id: dup\n        title: B\n"
        let tree = try TemporaryDirectory(files: ["specs/root.yaml": root, "specs/part.yaml": part])
        let lsp = try LSPSession(directory: tree.url)
        let (rootURI, partURI) = ("file://" + tree.path("specs/root.yaml"), "file://" + tree.path("specs/part.yaml"))
        lsp.initialize()
        lsp.open(partURI, part)
        let onDisk = try #require(lsp.diagnostics(for: partURI))
        #expect(onDisk.map { $0["code"] as? String } == ["duplicate-row-id"], "with specs/root.yaml from disk")
        lsp.open(rootURI, root.replacingOccurrences(of: "id: dup", with: "id: mine"))
        #expect(lsp.diagnostics(for: rootURI) != nil)
        #expect(lsp.diagnostics(for: partURI)?.isEmpty == true, "with the composite's buffer")
        lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": rootURI, "version": 2], "contentChanges": [["text": root]],
        ])
        #expect(lsp.diagnostics(for: rootURI) != nil)
        let together = try #require(lsp.diagnostics(for: partURI))
        #expect(together.map { $0["code"] as? String } == ["duplicate-row-id"])
        #expect(range(together.first?["range"]) == [5, 12, 5, 15])
        // An unsaved edit of the part is what the composite sees.
        lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": partURI, "version": 2],
            "contentChanges": [["range": ["start": lspPosition(5, 12), "end": lspPosition(5, 15)], "text": "other"]],
        ])
        #expect(lsp.diagnostics(for: partURI)?.isEmpty == true)
        lsp.notify("exit", [:])
        _ = lsp.exitStatus()
    }

    /// A 20,000-row spec: diagnostics after a change arrive well within the hang guard
    /// (measured: see docs/editors.md).
    @Test func largeDocumentGetsDiagnosticsAfterAChange() throws {
        var text = "tablespec: 1\nid: big\nsections:\n  - id: all\n    rows:\n"
        for i in 0..<20_000 { text += "      - id: r\(i)\n        title: Row \(i)\n" }
        let (lsp, tree, _) = try session()
        let uri = "file://" + tree.path("specs/big.yaml")
        lsp.initialize()
        lsp.open(uri, text)
        #expect(lsp.diagnostics(for: uri, timeout: 60)?.isEmpty == true)
        let started = Date()
        lsp.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": lspPosition(5 + 2 * 10_000, 12), "end": lspPosition(5 + 2 * 10_000, 18)], "text": "r1"]],
        ])
        let changed = try #require(lsp.diagnostics(for: uri, timeout: 60))
        let elapsed = Date().timeIntervalSince(started)
        print("lsp: diagnostics of a 20,000-row spec \(Int(elapsed * 1000)) ms after a change")
        #expect(changed.contains { $0["code"] as? String == "duplicate-row-id" })
        lsp.notify("exit", [:])
        _ = lsp.exitStatus()
    }
}
