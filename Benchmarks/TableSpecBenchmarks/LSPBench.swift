import Foundation
import TableSpec

/// `tablectl-bench lsp`: issue 32's latency. Drives `tablectl lsp` (the installed binary)
/// over its standard input and output as an editor does, on one generated spec of N rows:
/// the time from `didOpen` to its `publishDiagnostics`, then, for each of M incremental
/// changes (each adds or removes a duplicate row id in the middle of the file), from the
/// `didChange` to the diagnostics of that version, the server's 150 ms debounce included.
/// Beside them, `tablectl validate` of the same file as a process. Goal: diagnostics
/// within 1 s of a change at 20,000 rows.
///
/// Command line: `tablectl-bench lsp [--rows 20000] [--changes 10] --tablectl PATH [--keep]`.
struct LSPBench {
    var rows: Int
    var changes: Int
    var tablectl: String?
    var keep: Bool

    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("lsp") { try LSPBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        let command = try BenchCommand(arguments, counts: ["--rows": 20_000, "--changes": 10])
        (rows, changes, tablectl, keep) = (command["--rows"], command["--changes"], command.tablectl, command.keep)
    }

    func run() throws {
        guard let tablectl else { throw BenchError("--tablectl PATH is needed (make bench passes the installed binary)") }
        // 1. The spec: one section of N rows, as the editor test writes it.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-lsp-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: directory) } }
        var text = "tablespec: 1\nid: big\nsections:\n  - id: all\n    rows:\n"
        for i in 0..<rows { text += "      - id: r\(i)\n        title: Row \(i)\n" }
        let path = directory + "/big.yaml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let validate = try Subprocess.run(tablectl, ["validate", path])
        // 2. The server, opened on it.
        let server = try Server(tablectl, directory: directory)
        defer { server.stop() }
        let uri = "file://" + path
        _ = try server.request(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#, id: 1)
        server.send(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        let opened = ContinuousClock.now
        server.send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":\#(JSONText.quoted(text))}}}"#)
        _ = try server.diagnostics(version: 1)
        let open = ContinuousClock.now - opened
        // 3. Changes: the middle row's id becomes `r1` (a duplicate) and back.
        let line = 5 + 2 * (rows / 2)
        var latencies: [Duration] = []
        for change in 0..<changes {
            let version = change + 2
            let (old, new) = change % 2 == 0 ? ("r\(rows / 2)", "r1") : ("r1", "r\(rows / 2)")
            let started = ContinuousClock.now
            server.send(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":\#(line),"character":12},"end":{"line":\#(line),"character":\#(12 + old.count)}},"text":"\#(new)"}]}}"#)
            let findings = try server.diagnostics(version: version)
            latencies.append(ContinuousClock.now - started)
            guard findings == (change % 2 == 0) else { throw BenchError("change \(change): diagnostics do not follow the edit") }
        }
        _ = try server.request(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, id: 2)
        server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
        // 4. The figures.
        let sorted = latencies.sorted()
        func ms(_ d: Duration) -> String { String(format: "%.0f ms", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000) }
        print("lsp: \(rows) rows (\(text.utf8.count / 1024) KiB), \(changes) changes, \(tablectl)")
        print("  validate (process)         \(ms(validate.elapsed))")
        print("  didOpen → diagnostics      \(ms(open))")
        print("  didChange → diagnostics    median \(ms(sorted[sorted.count / 2])), min \(ms(sorted[0])), max \(ms(sorted[sorted.count - 1])) (150 ms debounce included; goal ≤ 1 s)")
    }

    /// A `tablectl lsp` process and its framed output.
    final class Server {
        let process = Process()
        let input = Pipe(), output = Pipe()
        var buffer: [UInt8] = []

        init(_ tablectl: String, directory: String) throws {
            process.executableURL = URL(fileURLWithPath: tablectl)
            process.arguments = ["lsp"]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            (process.standardInput, process.standardOutput, process.standardError) = (input, output, FileHandle.nullDevice)
            try process.run()
        }

        func send(_ body: String) {
            input.fileHandleForWriting.write(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
        }

        /// The next message's body, read as it arrives.
        func next() throws -> String {
            while true {
                if let end = (0..<max(0, buffer.count - 3)).first(where: { buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10 }) {
                    let header = String(decoding: buffer[..<end], as: UTF8.self)
                    guard let length = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length: ") })
                        .flatMap({ Int($0.dropFirst(16)) }) else { throw BenchError("bad header '\(header)'") }
                    if buffer.count >= end + 4 + length {
                        let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
                        buffer.removeFirst(end + 4 + length)
                        return body
                    }
                }
                let data = output.fileHandleForReading.availableData
                guard !data.isEmpty else { throw BenchError("the server closed its output") }
                buffer += data
            }
        }

        func request(_ body: String, id: Int) throws -> String {
            send(body)
            while true {
                let message = try next()
                if message.contains("\"id\":\(id)") { return message }
            }
        }

        /// Waits for the diagnostics of `version`; whether they hold a finding.
        func diagnostics(version: Int) throws -> Bool {
            while true {
                let message = try next()
                guard message.contains("publishDiagnostics"), message.contains("\"version\":\(version),") else { continue }
                return !message.contains("\"diagnostics\":[]")
            }
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }
}
