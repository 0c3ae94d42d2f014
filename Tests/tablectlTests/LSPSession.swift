import Foundation
import TableSpecTestSupport

/// A `tablectl lsp` process driven over its standard input and output, as an editor
/// does: framed messages written, responses and notifications read with a timeout (a
/// reader thread frames standard output as it arrives).
final class LSPSession: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSCondition()
    private var buffer: [UInt8] = []
    private var messages: [[String: Any]] = []
    private var closed = false
    private var nextID = 100

    init(directory: URL) throws {
        process.executableURL = try BinaryRunner.executable()
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                lock.lock()
                if data.isEmpty { closed = true } else { buffer += data; frame() }
                lock.broadcast()
                lock.unlock()
                if data.isEmpty { return }
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Moves every whole message of `buffer` to `messages` (called with the lock held).
    private func frame() {
        let separator = Array("\r\n\r\n".utf8)
        while let end = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator }) {
            let header = String(decoding: buffer[..<end], as: UTF8.self)
            guard let line = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length: ") }),
                  let length = Int(line.dropFirst("Content-Length: ".count)) else { return }
            guard buffer.count >= end + 4 + length else { return }
            let body = Data(buffer[(end + 4)..<(end + 4 + length)])
            buffer.removeFirst(end + 4 + length)
            messages.append((try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["unparsable": body])
        }
    }

    /// Writes raw bytes to the server.
    func write(raw: String) {
        input.fileHandleForWriting.write(Data(raw.utf8))
    }

    /// Closes the server's standard input (an editor that went away).
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Writes one framed message.
    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try! JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        write(raw: "Content-Length: \(body.count)\r\n\r\n" + String(decoding: body, as: UTF8.self))
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: [String: Any], timeout: TimeInterval = 20) -> [String: Any]? {
        nextID += 1
        let id = nextID
        send(["id": id, "method": method, "params": params])
        return wait(timeout: timeout) { ($0["id"] as? Int) == id }
    }

    /// The first message not yet taken that `matches`, waiting at most `timeout` seconds.
    func wait(timeout: TimeInterval = 20, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let index = messages.firstIndex(where: matches) { return messages.remove(at: index) }
            if closed || !lock.wait(until: deadline) { return messages.firstIndex(where: matches).map { messages.remove(at: $0) } }
        }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String, timeout: TimeInterval = 20) -> [[String: Any]]? {
        let message = wait(timeout: timeout) {
            $0["method"] as? String == "textDocument/publishDiagnostics"
                && ($0["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// Waits for the process to end (at most `timeout` seconds); its status, nil if it did not.
    func exitStatus(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Sends `initialize` (with `encodings` offered) and `initialized`.
    @discardableResult
    func initialize(encodings: [String] = ["utf-16"]) -> [String: Any]? {
        let reply = request("initialize", [
            "processId": NSNull(), "rootUri": NSNull(),
            "capabilities": ["general": ["positionEncodings": encodings]],
        ])
        notify("initialized", [:])
        return reply
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
    }

    /// A session started in a new directory holding `files`, initialized, with that
    /// directory (kept by the caller for the session's length).
    static func started(_ files: [String: String]) throws -> (LSPSession, TemporaryDirectory) {
        let tree = try TemporaryDirectory(files: files)
        let session = try LSPSession(directory: tree.url)
        session.initialize()
        return (session, tree)
    }

    /// The items `textDocument/completion` offers at `line`, `character` of `uri`.
    func completion(_ uri: String, _ line: Int, _ character: Int) -> [[String: Any]] {
        let reply = request("textDocument/completion", ["textDocument": ["uri": uri], "position": lspPosition(line, character)])
        return (reply?["result"] as? [[String: Any]]) ?? []
    }

    /// The markdown `textDocument/hover` shows at `line`, `character` of `uri` ("" for none).
    func hover(_ uri: String, _ line: Int, _ character: Int) -> String {
        let reply = request("textDocument/hover", ["textDocument": ["uri": uri], "position": lspPosition(line, character)])
        return (((reply?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String) ?? ""
    }

    /// Sends `exit` and waits for the process to end.
    func end() {
        notify("exit", [:])
        _ = exitStatus()
    }
}

/// `position` as an LSP `Position`.
func lspPosition(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }
