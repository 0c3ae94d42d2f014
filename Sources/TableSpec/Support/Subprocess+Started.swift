#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Subprocess {
    /// A program started and left running (a server the tests talk to, `tablectl
    /// preview`): its standard output read a line at a time, signalled, waited for.
    /// Killed (SIGKILL) and reaped when released while still running.
    ///
    /// ```swift
    /// let server = try Subprocess.start(["tablectl", "preview", "specs"])
    /// let line = server.readLine(timeout: 10)   // "preview: http://127.0.0.1:49152/"
    /// server.signal(SIGTERM)
    /// server.wait(timeout: 5)                   // 0
    /// ```
    package final class Started: @unchecked Sendable {
        /// The program's process id.
        package let pid: pid_t
        private let output: Int32
        private let errors: Int32
        private var pending: [UInt8] = []
        private var status: Int32?

        fileprivate init(pid: pid_t, output: Int32, errors: Int32) {
            self.pid = pid
            self.output = output
            self.errors = errors
        }

        deinit {
            if status == nil {
                kill(pid, SIGKILL)
                _ = wait(timeout: 5)
            }
            close(output)
            close(errors)
        }

        /// The next line of standard output (without its newline), waiting at most
        /// `timeout` seconds; nil when none came or the output ended.
        package func readLine(timeout: Double) -> String? {
            let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeFirst(newline + 1)
                    return line
                }
                let left = ContinuousClock.now.duration(to: deadline).components
                let wait = Int32(clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
                guard wait > 0 else { return nil }
                var entry = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, wait) > 0 else { continue }
                let count = read(output, &buffer, buffer.count)
                if count <= 0 { return nil }
                pending += buffer[0..<count]
            }
        }

        /// What the program wrote on standard error so far (without waiting).
        package func availableErrors() -> String {
            var collected: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var entry = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            while poll(&entry, 1, 0) > 0 {
                let count = read(errors, &buffer, buffer.count)
                if count <= 0 { break }
                collected += buffer[0..<count]
            }
            return String(decoding: collected, as: UTF8.self)
        }

        /// Sends signal `number` to the program.
        package func signal(_ number: Int32) { kill(pid, number) }

        /// The exit status (128 + the signal when one killed it), waiting at most `timeout`
        /// seconds; nil when it is still running then.
        @discardableResult
        package func wait(timeout: Double) -> Int32? {
            if let status { return status }
            let deadline = ContinuousClock.now + .milliseconds(Int64(timeout * 1000))
            var raw: Int32 = 0
            repeat {
                let done = waitpid(pid, &raw, WNOHANG)
                if done == pid {
                    let killed = raw & 0x7f
                    status = killed != 0 ? 128 + killed : (raw >> 8) & 0xff
                    return status
                }
                if done < 0, errno != EINTR { return nil }
                usleep(10_000)
            } while ContinuousClock.now < deadline
            return nil
        }
    }

    /// Starts `arguments[0]` (found on `PATH`) with `arguments`, standard input empty,
    /// `environment` as its whole environment (this process's when nil), in `directory`
    /// (this process's when nil), and returns without waiting. Throws when it cannot start.
    package static func start(
        _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil
    ) throws(LaunchError) -> Started {
        let (pid, pipes) = try launch(arguments, environment: environment, directory: directory, mergingErrors: false)
        close(pipes[0][1])
        for fd in [pipes[1][0], pipes[2][0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return Started(pid: pid, output: pipes[1][0], errors: pipes[2][0])
    }
}
