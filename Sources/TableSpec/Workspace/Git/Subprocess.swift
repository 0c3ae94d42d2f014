#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program found on `PATH` and collects what it printed, for `tablectl diff --git`
/// (``GitRevision``: `git show` for the old version of a file).
///
/// Uses `posix_spawnp` with both output pipes read through `poll`, so a program that writes
/// much to one stream while tablectl reads the other cannot block. Standard input is
/// `/dev/null`.
enum Subprocess {
    /// What a finished program printed, and its exit status (128 + the signal when killed).
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: [UInt8]
    }

    /// Why a program could not be started.
    struct LaunchError: Error {
        var message: String
    }

    /// Runs `arguments[0]` with `arguments`, waits for it to end. O(output size).
    static func run(_ arguments: [String]) throws(LaunchError) -> Output {
        guard let program = arguments.first else { throw LaunchError(message: "no program to run") }
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw LaunchError(message: "cannot create a pipe: " + SystemCall.describe(errno)) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1])
            throw LaunchError(message: "cannot create a pipe: " + SystemCall.describe(errno))
        }
        // 1. Spawn with stdout and stderr on the pipes' write ends, stdin from /dev/null.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, &argv, environ)
        close(outPipe[1])
        close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw LaunchError(message: "cannot run '\(program)': " + SystemCall.describe(spawned))
        }
        // 2. Read both pipes to their ends.
        var collected: [[UInt8]] = [[], []]
        var fds = [pollfd(fd: outPipe[0], events: Int16(POLLIN), revents: 0),
                   pollfd(fd: errPipe[0], events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while fds.contains(where: { $0.fd >= 0 }) {
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in fds.indices where fds[index].fd >= 0 && fds[index].revents != 0 {
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
        for entry in fds where entry.fd >= 0 { close(entry.fd) }
        // 3. Wait for it.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Output(status: code, standardOutput: collected[0], standardError: collected[1])
    }
}
