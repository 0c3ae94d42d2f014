import TableSpec
import Testing

/// The preview server's request parser: what a browser sends is read, everything else is
/// refused with the status the server answers.
@Suite struct HTTPRequestTests {
    static func parse(_ text: String) -> Result<HTTPRequest, HTTPRequest.Rejection> {
        HTTPRequest.parse(Array(text.utf8))
    }

    @Test func aBrowsersRequestIsRead() throws {
        let request = try Self.parse(
            "GET /spec/a%20b.yaml?path=x%2Fy+z&flag HTTP/1.1\r\nHost:  localhost:8080 \r\nAccept: */*\r\n\r\n").get()
        #expect(request.method == "GET")
        #expect(request.path == "/spec/a b.yaml")
        #expect(request.parameter("path") == "x/y z")
        #expect(request.parameter("flag") == "")
        #expect(request.header("host") == "localhost:8080")
        #expect(request.header("accept") == "*/*")
    }

    @Test(arguments: [
        ("", 400), ("garbage\r\n\r\n", 400), ("GET /\r\n\r\n", 400), ("GET  / HTTP/1.1\r\n\r\n", 400),
        ("get / HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/2\r\n\r\n", 505), ("GET / FTP/1.0\r\n\r\n", 400),
        ("GET http://x/ HTTP/1.1\r\n\r\n", 400), ("GET /a%4 HTTP/1.1\r\n\r\n", 400), ("GET /a%00 HTTP/1.1\r\n\r\n", 400),
        ("GET /%ff%fe HTTP/1.1\r\n\r\n", 400), ("GET /?a=%zz HTTP/1.1\r\n\r\n", 400), ("GET / HTTP/1.1\r\nno colon\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n: empty name\r\n\r\n", 400), ("GET / HTTP/1.1\r\nX: a\u{1}b\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nContent-Length: 3\r\n\r\n", 400), ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n" + String(repeating: "X: y\r\n", count: 101) + "\r\n", 431),
        ("GET / HTTP/1.1\r\nX: " + String(repeating: "y", count: 17_000) + "\r\n\r\n", 431),
    ])
    func malformedRequestsAreRefused(text: String, status: Int) {
        guard case .failure(let rejection) = Self.parse(text) else {
            Issue.record("accepted: \(text.prefix(40))")
            return
        }
        #expect(rejection.status == status, "\(text.prefix(40)): \(rejection.reason)")
    }

    @Test func aRepeatedHeaderHasNoSingleValue() throws {
        let request = try Self.parse("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n").get()
        #expect(request.header("host") == nil)
    }
}
