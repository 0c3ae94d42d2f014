import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// The server's state machine without a process: lifecycle, errors, and the parts a
/// process test cannot set up (a finding with a ``Fix``).
@Suite struct LanguageServerTests {
    private func body(_ json: String) -> MessageFramer.Frame { .message(Array(json.utf8)) }

    private func initialized(_ server: LanguageServer, encodings: String = "") -> JSONValue? {
        let general = encodings.isEmpty ? "" : ",\"general\":{\"positionEncodings\":[\(encodings)]}"
        return server.receive(body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{"x":1\#(general)}}}"#), now: 0).first
    }

    @Test func lifecycle() {
        let server = LanguageServer(workingDirectory: "/tmp")
        let early = server.receive(body(#"{"jsonrpc":"2.0","id":0,"method":"textDocument/hover","params":{}}"#), now: 0)
        #expect(early.first?["error"]?["code"]?.int == -32002)
        let reply = initialized(server, encodings: #""utf-8""#)
        #expect(reply?["result"]?["capabilities"]?["positionEncoding"]?.string == "utf-8")
        #expect(reply?["result"]?["capabilities"]?["textDocumentSync"]?["change"]?.int == 2)
        #expect(initialized(server)?["error"]?["code"]?.int == -32600)
        #expect(server.receive(body(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#), now: 0).isEmpty)
        #expect(server.receive(body(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#), now: 0).first?["result"] != nil)
        let after = server.receive(body(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#), now: 0)
        #expect(after.first?["error"]?["code"]?.int == -32600)
        #expect(server.exitStatus == nil)
        #expect(server.receive(body(#"{"jsonrpc":"2.0","method":"exit"}"#), now: 0).isEmpty)
        #expect(server.exitStatus == 0)
    }

    @Test func exitWithoutShutdownIsOne() {
        let server = LanguageServer(workingDirectory: "/tmp")
        _ = server.receive(body(#"{"jsonrpc":"2.0","method":"exit"}"#), now: 0)
        #expect(server.exitStatus == 1)
    }

    @Test func malformedMessagesGetErrors() {
        let server = LanguageServer(workingDirectory: "/tmp")
        _ = initialized(server)
        let cases: [(String, Int)] = [
            ("{\"jsonrpc\":", -32700), ("[1,2]", -32600), (#"{"jsonrpc":"2.0","id":4}"#, -32600),
            (#"{"jsonrpc":"1.0","id":4,"method":"shutdown"}"#, -32600), (#"{"jsonrpc":"2.0","id":[],"method":"x"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":5,"method":"no/such"}"#, -32601),
            (#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{"textDocument":{}}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///nope.yaml"},"position":{"line":0,"character":0}}}"#, -32602),
        ]
        for (json, code) in cases {
            let reply = server.receive(body(json), now: 0)
            #expect(reply.count == 1 && reply.first?["error"]?["code"]?.int == code, "\(json) → \(reply.map(\.compactText))")
        }
        #expect(server.receive(.badHeader("x"), now: 0).first?["error"]?["code"]?.int == -32700)
        #expect(server.receive(body(#"{"jsonrpc":"2.0","method":"no/such"}"#), now: 0).isEmpty, "an unknown notification")
        #expect(server.receive(body(#"{"jsonrpc":"2.0","id":9,"result":null}"#), now: 0).isEmpty, "a response")
    }

    @Test func aFixIsAQuickFixWithItsEditsInTheNegotiatedEncoding() {
        let server = LanguageServer(workingDirectory: "/tmp")
        _ = initialized(server)
        let uri = "file:///tmp/lsp-fix.yaml"
        let text = "# é😀\nacessory: x\n"
        _ = server.receive(body(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"\#(text.replacingOccurrences(of: "\n", with: "\\n"))"}}}"#), now: 0)
        let start = Array(text.utf8).count - 12
        let fix = Fix(title: "replace 'acessory' with 'accessory'", edits: [TextEdit(start: start, end: start + 8, replacement: "accessory")])
        let diagnostic = Diagnostic(rule: .unknownKey, message: "unknown key 'acessory'", span: Span(
            start: Mark(line: 2, column: 1, offset: start), end: Mark(line: 2, column: 9, offset: start + 8)), fix: fix)
        server.documents[uri]?.report = FileReport(source: SourceFile(path: "/tmp/lsp-fix.yaml", text: text), diagnostics: [diagnostic], table: nil)
        let request = #"{"jsonrpc":"2.0","id":8,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\#(uri)"},"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":2}},"context":{"diagnostics":[]}}}"#
        let actions = server.receive(body(request), now: 0).first?["result"]?.array ?? []
        #expect(actions.count == 1)
        #expect(actions.first?["kind"]?.string == "quickfix")
        #expect(actions.first?["title"]?.string == "replace 'acessory' with 'accessory'")
        let edit = actions.first?["edit"]?["changes"]?[uri]?.array?.first
        #expect(edit?["newText"]?.string == "accessory")
        #expect(edit?["range"]?.compactText == #"{"start":{"line":1,"character":0},"end":{"line":1,"character":8}}"#)
        // Elsewhere on the line before: none.
        let before = request.replacingOccurrences(of: #""line":1,"character":2"#, with: #""line":0,"character":1"#)
        #expect(server.receive(body(before), now: 0).first?["result"]?.array?.isEmpty == true)
    }
}

/// Hostile input never traps: positions and ranges at the limits of a JSON integer, and
/// seeded random edits, completions, hovers and symbols on a spec being typed.
@Suite struct LanguageServerRobustnessTests {
    private func body(_ json: String) -> MessageFramer.Frame { .message(Array(json.utf8)) }

    @Test func extremePositionsAreClamped() {
        let index = LineIndex(Array("a: 1\nb: 2".utf8))
        for encoding in [PositionEncoding.utf8, .utf16] {
            #expect(index.offset(of: EditorPosition(line: 0, character: .max), in: encoding) == 4)
            #expect(index.offset(of: EditorPosition(line: .max, character: .max), in: encoding) == 9)
            #expect(index.offset(of: EditorPosition(line: .min, character: .min), in: encoding) == 0)
        }
    }

    @Test func randomEditsAndRequestsNeverTrap() {
        let server = LanguageServer(workingDirectory: "/tmp")
        _ = server.receive(body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#), now: 0)
        let uri = "file:///tmp/lsp-robustness-\(UInt32.random(in: 0...UInt32.max)).yaml"
        let spec = #"tablespec: 1\nid: t\ncellTypes:\n  C: {base: subtitle}\nsections:\n  - id: s\n    rows:\n      - id: \"é😀\"\n        kind: C\n        title: x\n  - {include: \"a b.yaml\"}\n"#
        _ = server.receive(body(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"\#(spec)"}}}"#), now: 0)
        var random = SeededRandom(seed: 32)
        let pieces = ["", "- ", "id: ", "kind: ", "{include: ", "\\n", "   ", ":", "\\\"", "😀", "é", "rows:\\n", "}", "#"]
        let numbers = ["0", "1", "3", "9", "-1", "9223372036854775807", "-9223372036854775808", "1.5", "\"2\"", "null"]
        func position() -> String {
            #"{"line":\#(numbers[random.below(numbers.count)]),"character":\#(numbers[random.below(numbers.count)])}"#
        }
        for step in 0..<400 {
            let text = (0..<random.below(3)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let change = random.chance(10) ? #"{"text":"\#(spec)"}"# : #"{"range":{"start":\#(position()),"end":\#(position())},"text":"\#(text)"}"#
            _ = server.receive(body(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(step + 2)},"contentChanges":[\#(change)]}}"#), now: 0)
            for method in ["completion", "hover", "definition", "documentSymbol"] {
                let reply = server.receive(body(#"{"jsonrpc":"2.0","id":\#(step),"method":"textDocument/\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":\#(position())}}"#), now: 0)
                #expect(reply.count == 1, "\(method) answers once")
            }
            if step % 50 == 0 { _ = server.publishDue(now: Double(step)) }
        }
        let published = server.publishDue(now: 1_000)
        #expect(published.count == 1)
    }
}
