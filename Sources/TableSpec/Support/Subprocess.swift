#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and collects what it printed: `git show` for `tablectl diff --git`
/// (``GitRevision``), and every program the tests start.
///
/// `posix_spawnp` (found on `PATH`), with standard input fed and both outputs read through
/// `poll`, so a program that writes much to one stream while its input is still being
/// written, or the other stream read, cannot block. Every signal is at its default in the
/// child; the signal mask is inherited. A working directory is set through
/// `/usr/bin/env -C DIR` (GNU coreutils): `posix_spawn_file_actions_addchdir_np` is not
/// visible from Swift. Not Foundation's `Process`, whose `run()` on Linux now and then
/// over-reads `/proc/self/fd` entries and crashes (swift-corelibs-foundation#5472).
package enum Subprocess {
    /// What a finished program printed, and how it ended.
    package struct Output: Sendable {
        /// The exit status; 128 + the signal when a signal killed it.
        package var status: Int32
        /// The signal that killed it, if one did.
        package var signal: Int32?
        /// Whether it ran past the timeout (it was then killed).
        package var timedOut: Bool
        package var standardOutput: [UInt8]
        package var standardError: [UInt8]
    }

    /// Why a program could not be started.
    package struct LaunchError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Runs `arguments[0]` with `arguments`, `input` on its standard input, `environment` as
    /// its whole environment (this process's when nil), in `directory` (this process's when
    /// nil), for at most `timeout` seconds (then SIGKILL); waits for it to end. With
    /// `mergingErrors`, standard error goes to the standard output pipe, interleaved as a
    /// terminal shows it. O(input + output).
    package static func run(
        _ arguments: [String], input: [UInt8] = [], environment: [String: String]? = nil, directory: String? = nil,
        timeout: Double? = nil, mergingErrors: Bool = false
    ) throws(LaunchError) -> Output {
        // A program may exit before reading all its input: with input to write, SIGPIPE is
        // ignored from then on in this process (the tests'); without, nothing changes.
        if !input.isEmpty { signal(SIGPIPE, SIG_IGN) }
        let (pid, pipes) = try launch(arguments, environment: environment, directory: directory, mergingErrors: mergingErrors)
        let (collected, timedOut) = exchange(
            input: input, stdin: pipes[0][1], outputs: [pipes[1][0], pipes[2][0]], pid: pid, timeout: timeout)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let killed = status & 0x7f != 0 ? status & 0x7f : nil
        return Output(
            status: killed.map { 128 + $0 } ?? (status >> 8) & 0xff, signal: killed, timedOut: timedOut,
            standardOutput: collected[0], standardError: collected[1])
    }

    /// Starts `arguments` (in `directory` through `env -C` when given) on three new pipes
    /// (``makePipes()``): its pid and the pipes, the child's ends closed here. Throws when
    /// it cannot start (no pipe is left open then).
    static func launch(
        _ arguments: [String], environment: [String: String]?, directory: String?, mergingErrors: Bool
    ) throws(LaunchError) -> (pid: pid_t, pipes: [[Int32]]) {
        guard !arguments.isEmpty else { throw LaunchError(message: "no program to run") }
        let pipes = try makePipes()
        let argv = (directory.map { ["/usr/bin/env", "-C", $0] } ?? []) + arguments
        do {
            return (try spawn(argv, pipes: pipes, environment: environment, mergingErrors: mergingErrors), pipes)
        } catch {
            [pipes[0][1], pipes[1][0], pipes[2][0]].forEach { close($0) }
            throw error
        }
    }

    /// Three pipes, for standard input, output and error; throws when one cannot be made
    /// (none is left open then).
    static func makePipes() throws(LaunchError) -> [[Int32]] {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                pipes.joined().forEach { close($0) }
                throw LaunchError(message: "cannot create a pipe: " + SystemCall.describe(errno))
            }
            pipes.append(ends)
        }
        return pipes
    }

    /// Starts `argv` with the pipes' ends on its 0, 1 and 2 (2 on 1's when
    /// `mergingErrors`); closes the child's ends here. Throws when it cannot start.
    static func spawn(
        _ argv: [String], pipes: [[Int32]], environment: [String: String]?, mergingErrors: Bool
    ) throws(LaunchError) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
        posix_spawn_file_actions_adddup2(&actions, mergingErrors ? pipes[1][1] : pipes[2][1], 2)
        for fd in pipes.joined() { posix_spawn_file_actions_addclose(&actions, fd) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number: Int32 in 1..<32 where number != SIGKILL && number != SIGSTOP { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let variables: [String] = (environment ?? [:]).map { "\($0.key)=\($0.value)" }.sorted()
        var cEnvironment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { cEnvironment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = environment == nil
            ? posix_spawnp(&pid, argv[0], &actions, &attributes, &cArguments, environ)
            : posix_spawnp(&pid, argv[0], &actions, &attributes, &cArguments, &cEnvironment)
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        guard spawned == 0 else { throw LaunchError(message: "cannot run '\(argv[0])': " + SystemCall.describe(spawned)) }
        return pid
    }

    /// Writes `input` to `stdin` (then closes it) and reads `outputs` to their ends; past
    /// `timeout` seconds, kills `pid` and reads on. What each output gave, and whether the
    /// timeout struck.
    private static func exchange(
        input: [UInt8], stdin: Int32, outputs: [Int32], pid: pid_t, timeout: Double?
    ) -> (collected: [[UInt8]], timedOut: Bool) {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + .milliseconds(Int64($0 * 1000)) }
        var timedOut = false
        if input.isEmpty { close(stdin) }
        var fds = [pollfd(fd: input.isEmpty ? -1 : stdin, events: Int16(POLLOUT), revents: 0)]
            + outputs.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var written = 0
        var collected: [[UInt8]] = [[], []]
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while fds.contains(where: { $0.fd >= 0 }) {
            var wait: Int32 = -1
            if let deadline, !timedOut {
                let left = clock.now.duration(to: deadline).components
                wait = Int32(clamping: max(0, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000))
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
                let chunk = input[written..<min(input.count, written + 4096)]
                let count = chunk.withUnsafeBytes { write(fds[0].fd, $0.baseAddress, $0.count) }
                if count > 0 { written += count }
                if (count < 0 && errno != EINTR && errno != EAGAIN) || written == input.count {
                    close(fds[0].fd)
                    fds[0].fd = -1
                }
            }
            for index in 1..<fds.count where fds[index].fd >= 0 && fds[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    close(fds[index].fd)
                    fds[index].fd = -1
                } else {
                    collected[index - 1] += buffer[0..<count]
                }
            }
        }
        fds.filter { $0.fd >= 0 }.forEach { close($0.fd) }
        return (collected, timedOut)
    }
}
