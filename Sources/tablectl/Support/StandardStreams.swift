#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing whole strings to standard output and standard error, unbuffered.
///
/// A report is built as one string and written with `write(2)` in a loop, so its bytes are
/// the same whatever else buffers output, and nothing is lost on exit.
enum StandardStreams {
    static func writeOutput(_ text: String) { write(text, to: 1) }
    static func writeError(_ text: String) { write(text, to: 2) }

    /// Whether standard output is a terminal (for `--color auto`).
    static var outputIsTerminal: Bool { isatty(1) != 0 }

    /// The value of environment variable `name`, if set.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { raw in
                systemWrite(fd, raw.baseAddress.map { $0 + done }, raw.count - done)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            done += count
        }
        bytes.removeAll()
    }

    private static func systemWrite(_ fd: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, pointer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, pointer, count)
        #else
        return Darwin.write(fd, pointer, count)
        #endif
    }
}
