#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview server's reads and writes on one connection, over POSIX sockets: a
/// request head read within a size and a time limit, whole writes that never raise
/// `SIGPIPE`, and a wait that notices the client closing.
enum PreviewSocket {
    /// What reading a request head gave.
    enum Head: Equatable {
        /// The head, up to and including its blank line (or all that came before the
        /// client stopped sending: the parser then says what is wrong with it).
        case bytes([UInt8])
        /// More than ``HTTPRequest/maxHeadBytes`` without a blank line.
        case tooLarge
        /// Nothing, or the time ran out.
        case closed
    }

    /// Seconds a client has to send its whole request head.
    static let headSeconds = 10

    /// Sets how long one read and one write may block (then they fail with `EAGAIN`).
    static func setTimeouts(_ socket: Int32, receive: Int, send: Int) {
        for (option, seconds) in [(SO_RCVTIMEO, receive), (SO_SNDTIMEO, send)] {
            var time = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
        }
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads a request head from `socket`: up to the first blank line, within
    /// ``headSeconds`` and ``HTTPRequest/maxHeadBytes``. O(head).
    static func readHead(_ socket: Int32) -> Head {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(headSeconds)
        while clock.now < deadline {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if count == 0 { return head.isEmpty ? .closed : .bytes(head) }
            let searchFrom = max(0, head.count - 3)
            head += buffer[0..<count]
            if let end = endOfHead(head, from: searchFrom) { return .bytes(Array(head[..<end])) }
            if head.count > HTTPRequest.maxHeadBytes { return .tooLarge }
        }
        return .closed
    }

    /// The index just past the blank line (`\r\n\r\n` or `\n\n`) that ends a head, searching
    /// from `start`; nil when there is none yet.
    static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
        let newline = UInt8(ascii: "\n"), ret = UInt8(ascii: "\r")
        var index = start
        while index < bytes.count {
            if bytes[index] == newline {
                if index + 1 < bytes.count, bytes[index + 1] == newline { return index + 2 }
                if index + 2 < bytes.count, bytes[index + 1] == ret, bytes[index + 2] == newline { return index + 3 }
            }
            index += 1
        }
        return nil
    }

    /// Writes all of `bytes` to `socket`; false when the client is gone or a write timed
    /// out. Never raises `SIGPIPE`. O(bytes).
    static func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                posixSend(socket, raw.baseAddress.map { $0 + written }, bytes.count - written, flags)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Ends the connection gently: no more writes, then what the client still sends is
    /// read and dropped (for at most half a second and 1 MiB), then the socket is closed.
    /// Closing with unread bytes would send a reset, which can make the client lose the
    /// answer it has not read yet (a 400 for a request with a body, a 431).
    static func finish(_ socket: Int32) {
        shutdown(socket, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 4096)
        var drained = 0
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        while drained < 1 << 20, poll(&entry, 1, 500) > 0 {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            drained += count
        }
        close(socket)
    }

    /// Waits up to `milliseconds` for the client to send or close; false when it closed
    /// (or the connection failed), true when the time passed with the connection open.
    /// Anything the client sends meanwhile is read and dropped.
    static func waitWhileOpen(_ socket: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, milliseconds)
        if ready < 0 { return errno == EINTR }
        if ready == 0 { return true }
        if entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return false }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        return count > 0 || (count < 0 && (errno == EAGAIN || errno == EINTR))
    }
}

/// `send(2)`, named apart from ``PreviewSocket/send(_:to:)``.
private func posixSend(_ socket: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(socket, buffer, count, flags)
}
