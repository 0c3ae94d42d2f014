#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written: a lower-case message naming the path and the reason.
struct FileWriteError: Error, CustomStringConvertible {
    var description: String
}

/// Writing files tablectl produces (reports): atomically, and appending.
///
/// ```swift
/// try AtomicFile.write("…", to: "reports/results.sarif")
/// ```
enum AtomicFile {
    /// Replaces the file at `path` with `text` so that readers see either the old file or
    /// the whole new one, never a part: the bytes go to a temporary file in the same
    /// directory, which is then renamed over `path`. Missing parent directories are
    /// created. The new file gets mode 0666 less the umask, as a plain `open` would.
    /// Throws ``FileWriteError`` and leaves no temporary file behind. O(text size).
    static func write(_ text: String, to path: String) throws(FileWriteError) {
        // 1. The directory, created when missing.
        let directory = parent(of: path)
        try makeDirectories(directory, for: path)
        // 2. A temporary file beside the target.
        let base = path.split(separator: "/").last.map(String.init) ?? "report"
        var template = Array("\(directory)/.\(base).tablectl-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard fd >= 0 else { throw failure(path, "cannot create a temporary file in '\(directory)'") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // 3. Write everything, give it the usual mode, and rename it into place.
        let mask = umask(0)
        umask(mask)
        var ok = fchmod(fd, 0o666 & ~mask) == 0 && writeAll(Array(text.utf8), to: fd)
        ok = close(fd) == 0 && ok
        guard ok, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw failure(path, reason.lowercased())
        }
    }

    /// Appends `text` to the file at `path`, creating it when missing (for files another
    /// program owns, such as `GITHUB_STEP_SUMMARY`). O(text size).
    static func append(_ text: String, to path: String) throws(FileWriteError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o666)
        guard fd >= 0 else { throw failure(path, String(cString: strerror(errno)).lowercased()) }
        let ok = writeAll(Array(text.utf8), to: fd)
        let reason = String(cString: strerror(errno)).lowercased()
        guard close(fd) == 0, ok else { throw failure(path, reason) }
    }

    private static func failure(_ path: String, _ reason: String) -> FileWriteError {
        FileWriteError(description: "cannot write '\(path)': \(reason)")
    }

    /// The directory part of `path` (`.` for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    /// Creates `directory` and its missing parents.
    private static func makeDirectories(_ directory: String, for path: String) throws(FileWriteError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw failure(path, "'\(directory)' is not a directory") }
            return
        }
        let up = parent(of: directory)
        if up != directory { try makeDirectories(up, for: path) }
        guard mkdir(directory, 0o777) == 0 || errno == EEXIST else {
            throw failure(path, "cannot create directory '\(directory)': " + String(cString: strerror(errno)).lowercased())
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress.map { $0 + done }, raw.count - done)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += count
        }
        return true
    }

    private static func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, pointer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, pointer, count)
        #else
        return Darwin.write(fd, pointer, count)
        #endif
    }
}
