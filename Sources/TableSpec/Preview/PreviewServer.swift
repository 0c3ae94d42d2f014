#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview's HTTP/1.1 server: a socket bound to 127.0.0.1 only (never to another
/// interface), an accept loop on the calling thread, and one thread per connection (at
/// most ``maxConnections`` at once; more get a 503). Each connection carries one request
/// (`Connection: close`): its head is read within 10 s and 16 KiB, parsed
/// (``HTTPRequest``; malformed is 400, never a crash), and answered by the
/// ``PreviewSite``, or followed as an event stream. SIGINT and SIGTERM end the loop: the
/// socket is closed and ``serveUntilSignalled()`` returns.
///
/// ```swift
/// let server = try PreviewServer(site: PreviewSite(specs: PreviewSpecs(paths: ["specs"])), port: 0)
/// print(server.announcement, terminator: "")   // "preview: http://127.0.0.1:49152/"
/// server.serveUntilSignalled()
/// ```
public final class PreviewServer: Sendable {
    /// The ports `--port` may name; 0 asks the system for a free one.
    public static let ports = 0...65_535
    /// The most connections served at once (each event stream holds one).
    public static let maxConnections = 64

    /// The port listened on.
    public let port: Int
    private let site: PreviewSite
    private let listener: Int32
    private let gate = ConnectionGate(limit: PreviewServer.maxConnections)

    /// Listens on 127.0.0.1:`port` (0: a free port). Throws ``PreviewError`` when the port
    /// cannot be had (in use, not permitted).
    public init(site: PreviewSite, port: Int) throws(PreviewError) {
        self.site = site
        #if canImport(Darwin)
        let kind = SOCK_STREAM
        #else
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #endif
        guard Self.ports.contains(port) else { throw PreviewError(message: "--port must be between 0 and 65535, not \(port)") }
        let listener = socket(AF_INET, kind, 0)
        guard listener >= 0 else {
            throw PreviewError(message: "cannot open a socket: " + SystemCall.describe(errno))
        }
        var on: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: in_addr_t(0x7F00_0001).bigEndian)   // 127.0.0.1, INADDR_LOOPBACK
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, size) } }
        guard bound == 0, listen(listener, 64) == 0 else {
            let why = SystemCall.describe(errno)
            close(listener)
            throw PreviewError(message: "cannot listen on 127.0.0.1:\(port): \(why); choose another --port, or 0 for a free one")
        }
        var actual = sockaddr_in()
        var length = size
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        self.listener = listener
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    /// Listens on 127.0.0.1:`port` for `site`, prints ``announcement`` on standard output,
    /// and serves until SIGINT or SIGTERM (`tablectl preview`). Throws ``PreviewError``
    /// when the port cannot be had.
    public static func serve(_ site: PreviewSite, port: Int) throws(PreviewError) {
        let server = try PreviewServer(site: site, port: port)
        // The signals are caught before the address is printed: Ctrl-C (or a script's
        // SIGINT) right after it still ends the server cleanly.
        let stop = StopSignal.install()
        StandardStreams.writeOutput(server.announcement)
        server.serveUntilSignalled(stop: stop)
    }

    /// The address pages are served at.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// The line `tablectl preview` prints once it listens.
    public var announcement: String { "preview: \(url)\n" }

    /// Accepts connections until SIGINT or SIGTERM arrives, each served on its own
    /// thread; then closes the socket and returns (connections still open end with the
    /// process).
    public func serveUntilSignalled() {
        serveUntilSignalled(stop: StopSignal.install())
    }

    /// ``serveUntilSignalled()`` with the stop signals already caught, `stop` the pipe
    /// they write to.
    private func serveUntilSignalled(stop: Int32) {
        var entries = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&entries, nfds_t(entries.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if entries[1].revents != 0 { break }
            guard entries[0].revents & Int16(POLLIN) != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            // Not inherited by `git show` (accept4's SOCK_CLOEXEC is not visible from Swift).
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            PreviewSocket.setTimeouts(client, receive: 5, send: 10)
            guard gate.enter() else {
                let busy = HTTPResponse(status: 503, type: .text, body: "too many connections; close a preview tab and reload\n")
                _ = PreviewSocket.send(busy.bytes(includingBody: true), to: client)
                close(client)
                continue
            }
            let started = PreviewThread.detach { [self] in
                serve(client)
                PreviewSocket.finish(client)
                gate.leave()
            }
            if !started {
                close(client)
                gate.leave()
            }
        }
        close(listener)
    }

    /// Reads one request from `client` and answers it (or streams its events).
    private func serve(_ client: Int32) {
        let request: HTTPRequest
        switch PreviewSocket.readHead(client) {
        case .closed: return
        case .tooLarge:
            let response = HTTPResponse(status: 431, type: .html, body: PreviewPage.message("the request head is larger than \(HTTPRequest.maxHeadBytes) bytes"))
            _ = PreviewSocket.send(response.bytes(includingBody: true), to: client)
            return
        case .bytes(let head):
            switch HTTPRequest.parse(head) {
            case .success(let parsed): request = parsed
            case .failure(let rejection):
                let response = HTTPResponse(status: rejection.status, type: .html, body: PreviewPage.message(rejection.reason))
                _ = PreviewSocket.send(response.bytes(includingBody: true), to: client)
                return
            }
        }
        let withBody = request.method != "HEAD"
        switch site.answer(request, port: port) {
        case .response(let response): _ = PreviewSocket.send(response.bytes(includingBody: withBody), to: client)
        case .events(let watcher): PreviewEvents.stream(watcher, to: client, includingBody: withBody)
        }
    }
}

/// Counts the connections being served, up to a limit.
private final class ConnectionGate: @unchecked Sendable {
    private let lock = Lock()
    private var count = 0
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// Takes a place; false when all are taken.
    func enter() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard count < limit else { return false }
        count += 1
        return true
    }

    /// Gives a place back.
    func leave() {
        lock.lock()
        count -= 1
        lock.unlock()
    }
}

/// Threads for connections: detached POSIX threads (Dispatch's pool is not for work that
/// blocks for minutes, as an event stream does).
enum PreviewThread {
    /// The closure a thread runs, passed through `pthread_create`'s pointer.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread; false when no thread could be made.
    static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { raw in
            let raw: UnsafeMutableRawPointer? = raw
            guard let raw else { return nil }
            Unmanaged<Body>.fromOpaque(raw).takeRetainedValue().run()
            return nil
        }, box)
        guard created == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        return true
    }
}

/// The write end of the pipe SIGINT and SIGTERM are reported through (a handler may only
/// `write(2)`); -1 before ``StopSignal/install()``.
nonisolated(unsafe) private var stopPipe: Int32 = -1

/// SIGINT and SIGTERM, turned into a readable pipe the accept loop polls.
private enum StopSignal {
    /// Installs the handlers (once) and returns the pipe's read end.
    static func install() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        stopPipe = ends[1]
        // A parent may have started the server with them blocked (a mask is inherited
        // through exec): this thread takes them, as Ctrl-C expects.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(stopPipe, &byte, 1)
            }
        }
        return ends[0]
    }
}
