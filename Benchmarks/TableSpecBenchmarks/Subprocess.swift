import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and times it from spawn to exit, with `posix_spawn` and `wait4` (which
/// also gives its peak memory)
/// (Foundation's `Process` polls a run loop while waiting, which would add milliseconds to
/// a 10 ms run).
enum Subprocess {
    /// What a run gave.
    struct Outcome {
        var status: Int32
        var elapsed: Duration
        /// The child's peak resident memory, in bytes (`wait4`'s `ru_maxrss`).
        var peakMemory: Int
    }

    /// Runs `executable` with `arguments`, standard input from `/dev/null`, standard output
    /// to `stdout` and standard error to `stderr` (paths, truncated first), and waits for
    /// it. The environment is this process's.
    static func run(
        _ executable: String, _ arguments: [String], stdout: String = "/dev/null", stderr: String = "/dev/null"
    ) throws -> Outcome {
        // 1. Redirections.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // 2. argv as C strings, freed after the spawn.
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // 3. Spawn and wait.
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = clock.now - start
        // Exited normally: the exit status; killed: 128 + the signal, as shells show it.
        let exited = (status & 0x7F) == 0
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)          // bytes
        #else
        let peak = Int(usage.ru_maxrss) * 1024   // KiB
        #endif
        return Outcome(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), elapsed: elapsed, peakMemory: peak)
    }
}
