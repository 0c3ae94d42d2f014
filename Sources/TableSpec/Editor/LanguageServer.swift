/// `tablectl lsp`: a Language Server Protocol 3.17 server for spec files.
///
/// This type is the protocol's state machine, free of any stream: ``receive(_:now:)`` takes
/// one framed message and returns what to send back; ``publishDue(now:)`` returns the
/// diagnostics whose debounce delay has passed. ``LanguageServer/run(input:output:)`` drives
/// it over standard input and output. Lifecycle as the protocol says: requests before
/// `initialize` get -32002, `shutdown` then `exit` ends with status 0, `exit` alone with 1,
/// requests after `shutdown` get -32600; a notification never gets a response.
///
/// ```swift
/// let server = LanguageServer(workingDirectory: "/app")
/// let replies = server.receive(.message(body), now: 0)
/// ```
public final class LanguageServer {
    /// How long after a change its diagnostics are computed (a burst of keystrokes is
    /// checked once).
    static let debounce = 0.15

    /// Relative `file:` URIs and unsaved buffers are placed here.
    let workingDirectory: String
    /// `docs/rules.md`'s URI, for each diagnostic's `codeDescription` (nil: none given).
    var rulesDocumentation: String?
    var encoding = PositionEncoding.utf16
    private(set) var initialized = false
    private(set) var shutdownRequested = false
    /// The process's exit status, once `exit` was received.
    public private(set) var exitStatus: Int32?
    var documents: [String: EditorDocument] = [:]
    /// When each document's diagnostics are due, by URI.
    var pending: [String: Double] = [:]

    /// A server whose unsaved buffers are checked as files of `workingDirectory`, linking
    /// each rule to its section of `rulesDocumentation` (a `docs/rules.md` URI) when given.
    public init(workingDirectory: String, rulesDocumentation: String? = nil) {
        self.workingDirectory = workingDirectory
        self.rulesDocumentation = rulesDocumentation
    }

    /// The earliest time diagnostics are due, if any are.
    var nextDeadline: Double? { pending.values.min() }

    /// Handles one frame read from the client at time `now` (seconds, any origin); returns
    /// the messages to send, in order. Never throws: every problem is an error response.
    func receive(_ frame: MessageFramer.Frame, now: Double) -> [JSONValue] {
        let body: [UInt8]
        switch frame {
        case .message(let bytes): body = bytes
        case .badHeader(let reason):
            return [JSONRPC.error(id: .null, code: .parseError, message: "bad message header: \(reason)")]
        case .tooLarge(let length):
            return [JSONRPC.error(id: .null, code: .invalidRequest, message: "message of \(length) bytes is over the limit; it was skipped")]
        }
        let message: JSONRPC.Incoming
        do {
            guard let incoming = try JSONRPC.parse(body) else { return [] }
            message = incoming
        } catch {
            return [JSONRPC.error(id: error.id, code: error.code, message: error.message)]
        }
        guard let id = message.id else {
            notify(message, now: now)
            return []
        }
        do {
            return [JSONRPC.response(id: id, result: try respond(to: message))]
        } catch {
            return [JSONRPC.error(id: id, code: error.code, message: error.message)]
        }
    }

    /// The result of a request, or the error to answer it with.
    private func respond(to request: JSONRPC.Incoming) throws(JSONRPC.Rejection) -> JSONValue {
        if shutdownRequested {
            throw JSONRPC.Rejection(code: .invalidRequest, message: "the server is shutting down; only 'exit' is accepted")
        }
        if request.method == "initialize" {
            guard !initialized else {
                throw JSONRPC.Rejection(code: .invalidRequest, message: "'initialize' was already received")
            }
            initialized = true
            return initialize(request.params)
        }
        guard initialized else {
            throw JSONRPC.Rejection(code: .serverNotInitialized, message: "send 'initialize' first")
        }
        switch request.method {
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/documentSymbol": return try symbols(request.params)
        case "textDocument/hover": return try hover(request.params)
        case "textDocument/completion": return try completion(request.params)
        case "textDocument/definition": return try definition(request.params)
        case "textDocument/codeAction": return try codeActions(request.params)
        default:
            throw JSONRPC.Rejection(code: .methodNotFound, message: "unknown method '\(request.method)'")
        }
    }

    /// Handles a notification; unknown ones (and those before `initialize`) are dropped,
    /// as the protocol asks; a malformed one is dropped too (there is nothing to answer).
    private func notify(_ notification: JSONRPC.Incoming, now: Double) {
        if notification.method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return
        }
        guard initialized, !shutdownRequested else { return }
        let params = notification.params
        switch notification.method {
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            let path = DocumentURI.path(of: uri, directory: workingDirectory)
            documents[uri] = EditorDocument(uri: uri, path: path, text: text, version: item["version"]?.int ?? 0)
            pending[uri] = now
            includers = [:]
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri],
                  let changes = params["contentChanges"]?.array else { return }
            // All of the changes or none: a change that cannot be applied leaves the text
            // as it was, never half-edited out of step with the client's.
            let before = document.bytes
            do { for change in changes { try document.apply(change, encoding: encoding) } } catch { return }
            document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
            documents[uri] = document
            pending[uri] = now + Self.debounce
            // An `include:` typed or deleted may change which composites include a file.
            if ByteSearch.contains(before, "include") || ByteSearch.contains(document.bytes, "include") { includers = [:] }
        case "textDocument/didSave":
            // A saved file may change what its includes, its composites or its
            // configuration say: check again.
            includers = [:]
            if let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil { pending[uri] = now + Self.debounce }
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] else { return }
            documents[uri] = nil
            pending[uri] = nil
            closed.append(uri)
            includers = [:]
            // What was checked with its buffer is checked again with the file: a composite
            // that includes it, the parts it included, the scripts that play on it.
            let parts = document.report.map { Set($0.dependencies.prefix($0.components.count)) } ?? []
            for (other, open) in documents
            where open.report?.includes(document.path) == true || parts.contains(open.path) || open.script?.specPath == document.path {
                pending[other] = now + Self.debounce
            }
        default: return
        }
    }

    /// Documents closed since the last ``publishDue(now:)``: their diagnostics are cleared.
    var closed: [String] = []
    /// The composites on disk that include each document's file (``Includers``), by path:
    /// found on a document's first check, forgotten when any document is opened, saved or
    /// closed.
    var includers: [String: [String]] = [:]

    /// The `initialize` result: the capabilities, and the position encoding agreed.
    private func initialize(_ params: JSONValue) -> JSONValue {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = PositionEncoding.negotiated(offered)
        if let rules = params["initializationOptions"]?["rulesDocumentation"]?.string { rulesDocumentation = rules }
        let capabilities: JSONValue = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))])),
            ])),
            ("completionProvider", .object([("triggerCharacters", .array([.string(":"), .string(" ")]))])),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
            ("definitionProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
        ])
        return .object([
            ("capabilities", capabilities),
            ("serverInfo", .object([("name", .string("tablectl")), ("version", .string(ToolVersion.current))])),
        ])
    }

    /// The open document a request's `textDocument.uri` names; -32602 when there is none.
    func document(_ params: JSONValue) throws(JSONRPC.Rejection) -> EditorDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw JSONRPC.Rejection(code: .invalidParams, message: "the request needs 'textDocument.uri'")
        }
        guard let document = documents[uri] else {
            throw JSONRPC.Rejection(code: .invalidParams, message: "'\(uri)' is not open; send 'textDocument/didOpen' first")
        }
        return document
    }

    /// The open document a feature request (completion, hover, definition, outline, code
    /// actions) names, or nil when it is one `validate` skips: those get empty answers.
    func featureDocument(_ params: JSONValue) throws(JSONRPC.Rejection) -> EditorDocument? {
        let found = try document(params)
        return found.skipped ? nil : found
    }

    /// The byte offset of a request's `position` in `document`; -32602 when there is none.
    func offset(_ params: JSONValue, in document: inout EditorDocument) throws(JSONRPC.Rejection) -> Int {
        guard let position = EditorPosition(params["position"]) else {
            throw JSONRPC.Rejection(code: .invalidParams, message: "the request needs a 'position' with 'line' and 'character'")
        }
        return document.lines().offset(of: position, in: encoding)
    }
}
