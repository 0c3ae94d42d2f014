#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpec

/// Writing whole strings to standard output and standard error, unbuffered.
///
/// A report is built as one string and written with `write(2)` in a loop, so its bytes are
/// the same whatever else buffers output, and nothing is lost on exit.
enum StandardStreams {
    static func writeOutput(_ text: String) { SystemCall.writeAll(Array(text.utf8), to: 1) }
    static func writeError(_ text: String) { SystemCall.writeAll(Array(text.utf8), to: 2) }

    /// Whether standard output is a terminal (for `--color auto`).
    static var outputIsTerminal: Bool { isatty(1) != 0 }

    /// The value of environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
