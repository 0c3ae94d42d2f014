import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old contents or the new, never a partial file:
/// the bytes go to a temporary file in the same directory, which is then renamed over the
/// target (`rename(2)` is atomic within one filesystem).
public enum AtomicFile {
    /// Why a file could not be written.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Lower-case and specific: "cannot write 'b.json': permission denied".
        public var message: String
        public var description: String { message }
    }

    /// Replaces the file at `path` with `bytes`. O(bytes).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path, errno) }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                WriteGlue.write(fd, raw.baseAddress.map { $0 + done }, bytes.count - done)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(fd)
                unlink(temporary)
                throw failure(path, code)
            }
            done += count
        }
        var code: Int32 = 0
        if fsync(fd) != 0, errno != EINVAL { code = errno }
        if close(fd) != 0, code == 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            throw failure(path, code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> WriteError {
        let reason = strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
        return WriteError(message: "cannot write '\(path)': \(reason)")
    }
}

/// The C `write`, named apart from ``AtomicFile/write(_:to:)``.
private enum WriteGlue {
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }
}
