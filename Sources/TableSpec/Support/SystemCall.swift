#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls tablectl makes itself, named apart from the Swift methods they
/// would shadow (`read`, `write`), with `errno` turned into a message.
package enum SystemCall {
    /// Writes all of `bytes` to `fd`, retrying after `EINTR` and short writes. False when
    /// a write fails (`errno` says why). O(bytes).
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                write(fd, raw.baseAddress.map { $0 + done }, raw.count - done)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += count
        }
        return true
    }

    /// `read(2)`.
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        posixRead(fd, buffer, count)
    }

    /// `write(2)`.
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        posixWrite(fd, buffer, count)
    }

    /// `strerror(code)`, lower-cased: "no such file or directory".
    package static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}

// Outside `SystemCall`, `read` and `write` name the C library's functions on every
// platform, not the members above that wrap them.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
