#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams, environment and terminal, as a command uses them:
/// whole strings written unbuffered, the terminal's width, and ending the process.
///
/// A report is built as one string and written with `write(2)` in a loop, so its bytes are
/// the same whatever else buffers output, and nothing is lost on exit. A write to standard
/// output that fails (a full disk, `/dev/full`, a closed pipe when `SIGPIPE` is ignored) is
/// an error like a failed `-o`: a message on standard error and exit status 2, never a cut
/// file and status 0.
package enum StandardStreams {
    /// The exit status when standard output cannot be written: 2, "could not do what was
    /// asked", as for any command.
    static let failedOutputStatus: Int32 = 2

    /// Writes `text` to standard output; on failure, says so and ends the process with
    /// exit status 2 (for a command whose one output this is).
    package static func writeOutput(_ text: String) {
        guard writeOutputReporting(text) else { _exit(failedOutputStatus) }
    }

    /// Writes `text` to standard output; on failure, says so on standard error and returns
    /// false, so a caller with other outputs (validate's report files) still writes them.
    package static func writeOutputReporting(_ text: String) -> Bool {
        guard SystemCall.writeAll(Array(text.utf8), to: 1) else {
            reportFailedOutput(errno)
            return false
        }
        return true
    }

    /// Says on standard error that standard output could not be written (`code`: errno).
    package static func reportFailedOutput(_ code: Int32) {
        writeError("tablectl: error: cannot write to standard output: \(SystemCall.describe(code))\n")
    }

    /// Writes `text` to standard error.
    package static func writeError(_ text: String) { SystemCall.writeAll(Array(text.utf8), to: 2) }

    /// Whether standard output is a terminal (for `--color auto`).
    package static var outputIsTerminal: Bool { isatty(1) != 0 }

    /// The value of environment variable `name`, if set.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The columns of the terminal standard output writes to (`TIOCGWINSZ`), else
    /// `$COLUMNS`, else 80; clamped to `range`. O(1).
    package static func terminalColumns(within range: ClosedRange<Int>) -> Int {
        var size = winsize()
        if isatty(1) != 0, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return min(max(Int(size.ws_col), range.lowerBound), range.upperBound)
        }
        if let text = environment("COLUMNS"), let columns = Int(text), columns > 0 {
            return min(max(columns, range.lowerBound), range.upperBound)
        }
        return min(max(80, range.lowerBound), range.upperBound)
    }

    /// Makes a failed flush of C's buffered standard output at exit (argument-parser prints
    /// help and version text with `print`) end the process with status 2 and a message,
    /// as a failed ``writeOutput(_:)`` does. Call once, first thing in `main`.
    package static func checkStandardOutputAtExit() {
        atexit {
            // fflush(NULL) flushes every C stream and fails when any write failed.
            if fflush(nil) != 0 {
                StandardStreams.reportFailedOutput(errno)
                _exit(2)  // failedOutputStatus, written out: a C function pointer captures nothing
            }
        }
    }

    /// Ends the process with `status` (C `exit`: standard I/O flushed), without freeing
    /// what the process built: a command about to exit need not free a large tree.
    package static func terminate(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #elseif canImport(Darwin)
        Darwin.exit(status)
        #endif
    }
}
