#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import TableSpec

/// Writing whole strings to standard output and standard error, unbuffered.
///
/// A report is built as one string and written with `write(2)` in a loop, so its bytes are
/// the same whatever else buffers output, and nothing is lost on exit. A write to standard
/// output that fails (a full disk, `/dev/full`, a closed pipe when `SIGPIPE` is ignored) is
/// an error like a failed `-o`: a message on standard error and exit status 2, never a cut
/// file and status 0.
enum StandardStreams {
    /// Writes `text` to standard output; on failure, says so and ends the process with
    /// exit status 2 (for a command whose one output this is).
    static func writeOutput(_ text: String) {
        guard writeOutputReporting(text) else { _exit(ExitStatus.usage) }
    }

    /// Writes `text` to standard output; on failure, says so on standard error and returns
    /// false, so a caller with other outputs (validate's report files) still writes them.
    static func writeOutputReporting(_ text: String) -> Bool {
        guard SystemCall.writeAll(Array(text.utf8), to: 1) else {
            reportFailedOutput(errno)
            return false
        }
        return true
    }

    /// Says on standard error that standard output could not be written (`code`: errno).
    static func reportFailedOutput(_ code: Int32) {
        writeError("tablectl: error: cannot write to standard output: \(SystemCall.describe(code))\n")
    }

    static func writeError(_ text: String) { SystemCall.writeAll(Array(text.utf8), to: 2) }

    /// Whether standard output is a terminal (for `--color auto`).
    static var outputIsTerminal: Bool { isatty(1) != 0 }

    /// The value of environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Makes a failed flush of C's buffered standard output at exit (argument-parser prints
    /// help and version text with `print`) end the process with status 2 and a message,
    /// as a failed ``writeOutput(_:)`` does. Call once, first thing in `main`.
    static func checkStandardOutputAtExit() {
        atexit {
            // fflush(NULL) flushes every C stream and fails when any write failed.
            if fflush(nil) != 0 {
                StandardStreams.reportFailedOutput(errno)
                _exit(ExitStatus.usage)
            }
        }
    }
}
