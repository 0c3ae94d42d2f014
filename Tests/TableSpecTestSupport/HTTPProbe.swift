import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a server answered: the status, the headers (names lower-cased) and the body.
public struct HTTPReply: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: String
}

/// Why a request could not be made or answered.
public struct HTTPProbeError: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

/// A tiny HTTP/1.1 client over a raw socket, for the tests of `tablectl preview`: sends
/// bytes exactly as given (so a test can send a malformed request), reads the answer to
/// the end (the server closes each connection), and follows an event stream.
///
/// ```swift
/// let reply = try HTTPProbe.get("/", port: port)
/// #expect(reply.status == 200)
/// ```
public enum HTTPProbe {
    /// A socket connected to 127.0.0.1:`port`.
    static func connect(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HTTPProbeError(description: "cannot open a socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, size) } }
        guard connected == 0 else {
            close(fd)
            throw HTTPProbeError(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))")
        }
        return fd
    }

    /// Writes all of `bytes`.
    static func write(_ bytes: [UInt8], to fd: Int32) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress.map { $0 + written }, bytes.count - written, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw HTTPProbeError(description: "the server closed the connection while the request was sent") }
            written += count
        }
    }

    /// Reads from `fd` until `done` says the bytes are enough, the server closes, or
    /// `timeout` seconds pass.
    static func read(_ fd: Int32, into bytes: inout [UInt8], timeout: Double, until done: ([UInt8]) -> Bool = { _ in false }) {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        var buffer = [UInt8](repeating: 0, count: 8192)
        while !done(bytes) {
            let left = ContinuousClock.now.duration(to: deadline).components
            let wait = Int32(clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
            guard wait > 0 else { return }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, wait) > 0 else { continue }
            let count = recv(fd, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            bytes += buffer[0..<count]
        }
    }

    /// Sends `request` as it is and reads the whole answer.
    public static func send(_ request: [UInt8], port: Int, timeout: Double = 30) throws -> HTTPReply {
        let fd = try connect(port: port)
        defer { close(fd) }
        try write(request, to: fd)
        var bytes: [UInt8] = []
        read(fd, into: &bytes, timeout: timeout)
        return try parse(bytes)
    }

    /// `GET path` with `Host: host` (default: 127.0.0.1 and the port).
    public static func get(_ path: String, port: Int, host: String? = nil, method: String = "GET") throws -> HTTPReply {
        try send(Array("\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    /// The status, headers and body of an answer.
    static func parse(_ bytes: [UInt8]) throws -> HTTPReply {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { throw HTTPProbeError(description: "no complete answer: \(text.prefix(200))") }
        var lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw HTTPProbeError(description: "not an HTTP/1.1 status line: \(text.prefix(80))")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPReply(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}

/// An open `/events` stream: its answer's head, then its events one at a time.
public final class EventStreamProbe {
    private let fd: Int32
    private var pending: [UInt8] = []
    /// The answer's head (status line and headers).
    public let head: String

    /// Opens `path` (`/events?path=KEY`) on 127.0.0.1:`port` and reads the head.
    public init(_ path: String, port: Int) throws {
        fd = try HTTPProbe.connect(port: port)
        try HTTPProbe.write(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8), to: fd)
        var bytes: [UInt8] = []
        HTTPProbe.read(fd, into: &bytes, timeout: 30) { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else {
            close(fd)
            throw HTTPProbeError(description: "no answer head: \(text)")
        }
        head = String(text[..<end.lowerBound])
        pending = Array(text[end.upperBound...].utf8)
    }

    deinit { close(fd) }

    /// The next event that has an `event:` field (retry lines and comments skipped), as
    /// its lines; nil when none comes within `timeout` seconds.
    public func nextEvent(timeout: Double) -> String? {
        let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
        while true {
            let text = String(decoding: pending, as: UTF8.self)
            if let end = text.range(of: "\n\n") {
                let block = String(text[..<end.lowerBound])
                pending = Array(text[end.upperBound...].utf8)
                if block.split(separator: "\n").contains(where: { $0.hasPrefix("event:") }) { return block }
                continue
            }
            let left = ContinuousClock.now.duration(to: deadline).components.seconds
            guard ContinuousClock.now < deadline else { return nil }
            HTTPProbe.read(fd, into: &pending, timeout: Double(max(left, 0)) + 0.2) { String(decoding: $0, as: UTF8.self).contains("\n\n") }
            if !String(decoding: pending, as: UTF8.self).contains("\n\n"), ContinuousClock.now >= deadline { return nil }
        }
    }
}
