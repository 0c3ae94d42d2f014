/// One HTTP/1.1 request head as the preview server reads it: the method, the decoded path,
/// the query's parameters and the headers. Only what a browser sends for a page is
/// accepted; everything else is an ``HTTPRequest/Rejection`` with the status to answer.
///
/// - The head (request line and headers) is at most ``maxHeadBytes`` bytes and
///   ``maxHeaders`` lines; longer is 431.
/// - The request line is `METHOD /origin-form HTTP/1.x`; anything else is 400 (an
///   absolute URI, a missing slash, stray spaces), another version 505.
/// - `%XX` escapes in the path and query are decoded; a bad escape, a NUL or bytes that
///   are not UTF-8 are 400.
/// - A body (`Content-Length` other than 0, any `Transfer-Encoding`) is 400: nothing the
///   preview serves takes one.
///
/// ```swift
/// let request = try HTTPRequest.parse(Array("GET /spec/a%20b.yaml HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)).get()
/// request.path   // "/spec/a b.yaml"
/// ```
/// Cost: O(head length).
public struct HTTPRequest: Sendable, Equatable {
    /// Why a request head is refused: the status and a lower-case reason for the page.
    public struct Rejection: Error, Sendable, Equatable {
        /// The status to answer with (400, 431, 505).
        public var status: Int
        /// What is wrong, lower-case.
        public var reason: String
    }

    /// The largest request head accepted, in bytes.
    public static let maxHeadBytes = 16 << 10
    /// The most header lines accepted.
    public static let maxHeaders = 100

    /// `GET`, `HEAD`, … as sent (methods are case-sensitive).
    public var method: String
    /// The decoded path, starting with `/`.
    public var path: String
    /// The query's parameters, decoded (`+` is a space), in order.
    public var query: [(name: String, value: String)]
    /// The headers, names lower-cased, in order.
    public var headers: [(name: String, value: String)]

    /// The value of header `name` (lower-case) when it is sent exactly once; nil when it is
    /// missing or repeated.
    public func header(_ name: String) -> String? {
        let values = headers.filter { $0.name == name }
        return values.count == 1 ? values[0].value : nil
    }

    /// The first value of query parameter `name`.
    public func parameter(_ name: String) -> String? { query.first { $0.name == name }?.value }

    public static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.path == b.path && a.query.elementsEqual(b.query, by: ==) && a.headers.elementsEqual(b.headers, by: ==)
    }

    /// The request in `head`: the bytes up to and including the blank line that ends it.
    public static func parse(_ head: [UInt8]) -> Result<HTTPRequest, Rejection> {
        func reject(_ status: Int, _ reason: String) -> Result<HTTPRequest, Rejection> { .failure(Rejection(status: status, reason: reason)) }
        guard head.count <= maxHeadBytes else { return reject(431, "the request head is larger than \(maxHeadBytes) bytes") }
        // 1. Lines, each ending in CRLF (a bare LF is accepted, as RFC 9112 allows).
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in head.indices where head[index] == UInt8(ascii: "\n") {
            var end = index
            if end > start, head[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            lines.append(head[start..<end])
            start = index + 1
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { return reject(400, "the request is empty") }
        guard lines.count - 1 <= maxHeaders else { return reject(431, "more than \(maxHeaders) header lines") }
        // 2. The request line.
        let parts = first.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }),
              parts[0].allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else { return reject(400, "the request line is not 'METHOD /path HTTP/1.1'") }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.hasPrefix("HTTP/") else { return reject(400, "the request line does not end in an HTTP version") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return reject(505, "only HTTP/1.1 is served, not \(version)") }
        let target = Array(parts[1])
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return reject(400, "the request target must be a path starting with '/'")
        }
        let split = target.firstIndex(of: UInt8(ascii: "?")) ?? target.endIndex
        guard let path = decode(target[..<split], plusIsSpace: false) else { return reject(400, "the path has a malformed %-escape") }
        var query: [(String, String)] = []
        if split < target.endIndex {
            for pair in target[(split + 1)...].split(separator: UInt8(ascii: "&")) {
                let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
                guard let name = decode(pair[..<equals], plusIsSpace: true),
                      let value = decode(equals < pair.endIndex ? pair[(equals + 1)...] : [], plusIsSpace: true)
                else { return reject(400, "the query has a malformed %-escape") }
                query.append((name, value))
            }
        }
        // 3. The headers: `name: value`, no folding, no space before the colon.
        var headers: [(String, String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ":") }),
                  line.allSatisfy({ ($0 >= 0x20 && $0 != 0x7F) || $0 == 0x09 })
            else { return reject(400, "a header line is malformed") }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            headers.append((name, value))
        }
        let request = HTTPRequest(method: String(decoding: parts[0], as: UTF8.self), path: path, query: query, headers: headers)
        if let length = request.headers.first(where: { $0.name == "content-length" })?.value, length != "0" {
            return reject(400, "a request body is not accepted")
        }
        if request.headers.contains(where: { $0.name == "transfer-encoding" }) { return reject(400, "a request body is not accepted") }
        return .success(request)
    }

    /// `bytes` with `%XX` decoded (and `+` as a space when `plusIsSpace`); nil for a bad
    /// escape, a NUL, or bytes that are not UTF-8. O(length).
    static func decode(_ bytes: some Collection<UInt8>, plusIsSpace: Bool) -> String? {
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hex), let low = iterator.next().flatMap(hex) else { return nil }
                out.append(high << 4 | low)
            } else {
                out.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        guard !out.contains(0) else { return nil }
        return String(validating: out, as: UTF8.self)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (an HTTP header value's
    /// optional white space). O(length).
    var trimmingSpaces: String {
        let bytes = Array(utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
