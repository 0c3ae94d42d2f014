/// JSON-RPC 2.0 as the Language Server Protocol uses it: a message body read into a
/// ``JSONValue`` by the project's strict JSON parser, classified as a request, a
/// notification or a response, and the error codes the server answers with.
enum JSONRPC {
    /// The error codes of JSON-RPC and of the protocol.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case internalError = -32603
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    /// A message from the client.
    struct Incoming {
        /// The request id (a number or a string); nil for a notification.
        var id: JSONValue?
        var method: String
        var params: JSONValue
    }

    /// A body that is not a message: the error to answer with, and the id when one could
    /// be read (else the answer's id is `null`).
    struct Rejection: Error {
        var code: ErrorCode
        var message: String
        var id: JSONValue = .null
    }

    /// Reads `body` as one JSON-RPC message. Responses the client sends (to requests the
    /// server never made) give nil. Throws a ``Rejection``: -32700 for bytes that are not
    /// JSON, -32600 for JSON that is not a request or notification. O(body).
    static func parse(_ body: [UInt8]) throws(Rejection) -> Incoming? {
        let value: JSONValue
        do {
            value = JSONValue(node: try JSONParser.parse(body, limits: .default))
        } catch {
            throw Rejection(code: .parseError, message: "the message is not JSON: \(error.diagnostic.message) at \(error.diagnostic.span.start)")
        }
        guard case .object = value else {
            throw Rejection(code: .invalidRequest, message: "a message must be a JSON object (batches are not supported)")
        }
        let id = value["id"]
        if let id, !id.isValidID {
            throw Rejection(code: .invalidRequest, message: "'id' must be a number or a string")
        }
        guard value["jsonrpc"]?.string == "2.0" else {
            throw Rejection(code: .invalidRequest, message: "'jsonrpc' must be \"2.0\"", id: id ?? .null)
        }
        guard let methodValue = value["method"] else {
            if value["result"] != nil || value["error"] != nil { return nil }
            throw Rejection(code: .invalidRequest, message: "the message has no 'method'", id: id ?? .null)
        }
        guard let method = methodValue.string else {
            throw Rejection(code: .invalidRequest, message: "'method' must be a string", id: id ?? .null)
        }
        return Incoming(id: id, method: method, params: value["params"] ?? .null)
    }

    /// A response with `result`.
    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    /// An error response.
    static func error(id: JSONValue, code: ErrorCode, message: String) -> JSONValue {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .int(code.rawValue)), ("message", .string(message))])),
        ])
    }

    /// A notification from the server.
    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }
}

extension JSONValue {
    /// A parsed JSON document as a value: strings are the quoted scalars, `true`, `false`,
    /// `null` and numbers the plain ones. O(nodes).
    init(node: Node) {
        switch node.content {
        case .scalar(let scalar):
            let text = scalar.text
            if scalar.style != .plain {
                self = .string(text)
            } else if text == "true" || text == "false" {
                self = .bool(text == "true")
            } else if text == "null" {
                self = .null
            } else if let number = Int(text) {
                self = .int(number)
            } else {
                self = .number(text)
            }
        case .sequence(let items): self = .array(items.map(JSONValue.init(node:)))
        case .mapping(let pairs): self = .object(pairs.map { ($0.keyText ?? "", JSONValue(node: $0.value)) })
        }
    }

    /// The value of `key` when this is an object that has it. O(keys).
    subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.0 == key }?.1
    }

    /// The text of a string.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of an integer (a number written without fraction or exponent).
    var int: Int? {
        if case .int(let number) = self { return number }
        return nil
    }

    /// The items of an array.
    var array: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// Whether it may be a request id: a number or a string.
    var isValidID: Bool {
        switch self {
        case .string, .int, .number: return true
        default: return false
        }
    }
}
