#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LanguageServer {
    /// Serves one client over `input` and `output` (standard input and output) until it
    /// sends `exit` or closes its end; returns the exit status: 0 after `shutdown` and
    /// `exit`, 1 otherwise.
    ///
    /// One thread: it waits for input no longer than the next diagnostics are due
    /// (`poll`), so a burst of changes is checked once, ``debounce`` after the last, and
    /// a check runs between messages, never during one. Reads 64 KiB at a time into a
    /// ``MessageFramer``.
    public static func run(
        input: Int32 = 0, output: Int32 = 1, workingDirectory: String = FilePath.workingDirectory,
        rulesDocumentation: String? = defaultRulesDocumentation()
    ) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(workingDirectory: workingDirectory, rulesDocumentation: rulesDocumentation)
        let clock = ContinuousClock()
        let origin = clock.now
        func now() -> Double {
            let elapsed = (clock.now - origin).components
            return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        }
        func send(_ messages: [JSONValue]) {
            for message in messages { SystemCall.writeAll(MessageFramer.framed(message.compactText), to: output) }
        }
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // 1. Wait for input, or until diagnostics are due.
            let wait = server.nextDeadline.map { Int32(max(0, min(60_000, (($0 - now()) * 1000).rounded(.up)))) } ?? -1
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, wait)
            if ready < 0, errno != EINTR { return 1 }
            // 2. Read what is there and answer every whole message.
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { SystemCall.read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                // The client closed its end without `exit`.
                if count <= 0 { return server.shutdownRequested ? 0 : 1 }
                framer.append(buffer[0..<count])
                while let frame = framer.next() {
                    send(server.receive(frame, now: now()))
                    if let status = server.exitStatus { return status }
                }
            }
            // 3. Publish the diagnostics that are due.
            send(server.publishDue(now: now()))
        }
    }

    /// The `docs/rules.md` beside the running executable's package (a build from a
    /// checkout: `.build/…/tablectl`), as a `file://` URI; nil when there is none.
    public static func defaultRulesDocumentation() -> String? {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return nil }
        var directory = FilePath.parent(String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
        for _ in 0..<6 {
            let candidate = FilePath.joined(directory, "docs/rules.md")
            if access(candidate, R_OK) == 0 { return DocumentURI.uri(of: candidate) }
            if directory == "/" { break }
            directory = FilePath.parent(directory)
        }
        return nil
    }
}
