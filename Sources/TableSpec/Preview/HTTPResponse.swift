/// One HTTP/1.1 response of the preview server, with the headers every response carries:
/// the Content-Security-Policy (``policy``), `X-Content-Type-Options: nosniff`, no
/// caching, no referrer, no framing, and `Connection: close` (one request per connection).
///
/// ```swift
/// let response = HTTPResponse(status: 404, type: .html, body: "<p>not found</p>")
/// response.bytes(includingBody: true)   // "HTTP/1.1 404 Not Found\r\n…"
/// ```
public struct HTTPResponse: Sendable {
    /// The media types the server sends.
    public enum MediaType: String, Sendable {
        case html = "text/html; charset=utf-8"
        case css = "text/css; charset=utf-8"
        case javascript = "text/javascript; charset=utf-8"
        case text = "text/plain; charset=utf-8"
        case eventStream = "text/event-stream; charset=utf-8"
    }

    /// The policy of every response: nothing loads or runs but the server's own style
    /// sheet and script (`'self'`), the page's requests go only to the server, and the
    /// only inline CSS allowed is in `style` attributes (a row's indentation and tint
    /// custom properties, which cannot load anything under `default-src 'none'`).
    public static let policy = "default-src 'none'; script-src 'self'; style-src 'self'; style-src-elem 'self'; "
        + "style-src-attr 'unsafe-inline'; connect-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; "
        + "frame-ancestors 'none'"

    /// The status code.
    public var status: Int
    /// The body's media type.
    public var type: MediaType
    /// The body.
    public var body: String
    /// Headers besides the common ones (`Allow` on a 405).
    public var extraHeaders: [(String, String)] = []

    /// A response of `status` with `body` of `type`.
    public init(status: Int, type: MediaType, body: String, extraHeaders: [(String, String)] = []) {
        self.status = status
        self.type = type
        self.body = body
        self.extraHeaders = extraHeaders
    }

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }

    /// The status line and headers; an event stream has no `Content-Length` (it ends when
    /// the connection closes). O(header size).
    static func head(status: Int, type: MediaType, length: Int?, extra: [(String, String)] = []) -> String {
        var out = "HTTP/1.1 \(status) \(reason(status))\r\nContent-Type: \(type.rawValue)\r\n"
        if let length { out += "Content-Length: \(length)\r\n" }
        let common = [
            ("Content-Security-Policy", policy), ("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store"),
            ("Referrer-Policy", "no-referrer"), ("X-Frame-Options", "DENY"), ("Cross-Origin-Resource-Policy", "same-origin"),
            ("Connection", "close"),
        ]
        for (name, value) in common + extra { out += name + ": " + value + "\r\n" }
        return out + "\r\n"
    }

    /// The response as bytes; `includingBody` is false for a `HEAD` request (the headers
    /// still give the body's length). O(body).
    public func bytes(includingBody: Bool) -> [UInt8] {
        let body = Array(self.body.utf8)
        let head = Array(Self.head(status: status, type: type, length: body.count, extra: extraHeaders).utf8)
        return includingBody ? head + body : head
    }
}
