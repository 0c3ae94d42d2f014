import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program for a test with `posix_spawn`, feeding its standard input and reading
/// both outputs through `poll`, so none of the three pipes can fill up and block it.
///
/// Not Foundation's `Process`: on Linux its `run()` now and then crashes the test process
/// (a 256-byte over-read of `/proc/self/fd` entries, swift-corelibs-foundation#5472, in the
/// Swift 6.3 toolchain), and a test suite that starts thousands of processes meets it. A
/// working directory is set through `/usr/bin/env -C DIR` (GNU coreutils), since
/// `posix_spawn_file_actions_addchdir_np` is not visible from Swift.
public enum Spawn {
    /// How a program ended and what it printed.
    public struct Output: Sendable {
        /// The exit status; for a program killed by a signal, the signal's number.
        public var status: Int32
        /// Whether a signal killed it.
        public var signalled: Bool
        /// Whether it ran past the timeout (it was then killed).
        public var timedOut: Bool
        public var stdout: [UInt8]
        public var stderr: [UInt8]
    }

    /// Why a program could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `executable` with `arguments`, `stdin` as its standard input, `environment` as
    /// its whole environment (this process's when nil), in `directory` (this process's when
    /// nil), for at most `timeout` seconds (then SIGKILL). With `mergingErrors`, standard
    /// error goes to the standard output pipe, interleaved as a terminal shows it.
    /// O(input + output).
    public static func run(
        _ executable: String, _ arguments: [String], stdin: [UInt8] = [], environment: [String: String]? = nil,
        directory: String? = nil, timeout: Double? = nil, mergingErrors: Bool = false
    ) throws -> Output {
        signal(SIGPIPE, SIG_IGN)   // a program that exits before reading all its input
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                pipes.flatMap { $0 }.forEach { close($0) }
                throw Failure(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
            }
            pipes.append(ends)
        }
        // 1. Spawn, the pipes on 0, 1 and 2.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
        posix_spawn_file_actions_adddup2(&actions, mergingErrors ? pipes[1][1] : pipes[2][1], 2)
        for fd in pipes.flatMap({ $0 }) { posix_spawn_file_actions_addclose(&actions, fd) }
        let program = directory == nil ? executable : "/usr/bin/env"
        let argv = directory.map { ["/usr/bin/env", "-C", $0, executable] } ?? [executable]
        var cArguments: [UnsafeMutablePointer<CChar>?] = (argv + arguments).map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }.sorted()
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { cEnvironment.forEach { free($0) } }
        // Every signal at its default in the child (this process ignores SIGPIPE); the
        // signal mask is inherited, as Foundation's `Process` leaves it.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number: Int32 in 1..<32 where number != SIGKILL && number != SIGSTOP { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, &attributes, &cArguments, &cEnvironment)
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        guard spawned == 0 else {
            [pipes[0][1], pipes[1][0], pipes[2][0]].forEach { close($0) }
            throw Failure(description: "cannot run '\(executable)': \(String(cString: strerror(spawned)))")
        }
        // 2. Write the input and read both outputs until the program closes them.
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var timedOut = false
        var fds = [
            pollfd(fd: stdin.isEmpty ? -1 : pipes[0][1], events: Int16(POLLOUT), revents: 0),
            pollfd(fd: pipes[1][0], events: Int16(POLLIN), revents: 0),
            pollfd(fd: pipes[2][0], events: Int16(POLLIN), revents: 0),
        ]
        if stdin.isEmpty { close(pipes[0][1]) }
        var written = 0
        var collected: [[UInt8]] = [[], [], []]
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while fds.contains(where: { $0.fd >= 0 }) {
            var wait: Int32 = -1
            if let deadline, !timedOut {
                wait = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)))
            }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                kill(pid, SIGKILL)
                timedOut = true
                continue
            }
            if fds[0].fd >= 0, fds[0].revents != 0 {
                // At most PIPE_BUF bytes: poll said that much fits, so the write cannot block.
                let chunk = stdin[written..<min(stdin.count, written + 4096)]
                let count = chunk.withUnsafeBytes { write(fds[0].fd, $0.baseAddress, $0.count) }
                if count > 0 { written += count }
                if (count < 0 && errno != EINTR && errno != EAGAIN) || written == stdin.count {
                    close(fds[0].fd)
                    fds[0].fd = -1
                }
            }
            for index in 1...2 where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    close(fds[index].fd)
                    fds[index].fd = -1
                } else {
                    collected[index] += buffer[0..<count]
                }
            }
        }
        fds.filter { $0.fd >= 0 }.forEach { close($0.fd) }
        // 3. Wait for it.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalled = status & 0x7f != 0
        return Output(
            status: signalled ? status & 0x7f : (status >> 8) & 0xff, signalled: signalled, timedOut: timedOut,
            stdout: collected[1], stderr: collected[2])
    }
}
