#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads spec files (and standard input) into memory without ever reading more than the
/// file-size limit allows.
///
/// Uses POSIX `open`/`read`, so a failure names its cause ("permission denied", "is a
/// directory"), and a file over the limit is detected from its size before it is read.
///
/// A path is read only when it names a regular file (symbolic links followed): the one
/// home of that check for specs, includes, scripts, configurations, baselines, the cache
/// and the outputs `--check` compares. A FIFO, a device or a socket could block a read
/// forever (a FIFO with no writer, `/dev/stdin` on a terminal) or have effects when
/// opened, so its type is checked with `stat` before it is opened, and again with `fstat`
/// on a descriptor opened with `O_NONBLOCK` (an open that cannot block, in case the path
/// was replaced in between). Standard input (`-`) is read whatever it is.
enum SpecFileReader {
    /// What reading gave.
    enum Contents {
        case bytes([UInt8])
        /// Larger than the limit: the size when known (a regular file), else nil.
        case tooLarge(size: Int?)
    }

    /// Reads the file at `path`, at most `limit` bytes. O(file size, capped at `limit`).
    static func read(path: String, limit: Int) throws(BatchFailure) -> Contents {
        try readFile(path: path, limit: limit).contents
    }

    /// The bytes of the file at `path` when it can be read and has at most `limit` of them;
    /// nil otherwise. O(file size, capped at `limit`).
    static func bytes(path: String, limit: Int) -> [UInt8]? {
        guard case .bytes(let bytes)? = try? read(path: path, limit: limit) else { return nil }
        return bytes
    }

    /// Reads the file at `path`, at most `limit` bytes, with the metadata an `fstat` of the
    /// same descriptor gave before reading. The metadata is nil unless the file is a
    /// regular file and exactly its size in bytes was read (so it describes the bytes
    /// returned, unless the file was written during the read, which moves its ctime).
    /// Opened relative to `cursor`'s directory when one is given. O(file size, capped at
    /// `limit`).
    static func readFile(
        path: String, limit: Int, cursor: DirectoryCursor? = nil
    ) throws(BatchFailure) -> (contents: Contents, metadata: FileMetadata?) {
        // 1. The type, before anything is opened (a missing file fails at the open, with its cause).
        if let found = cursor.map({ $0.mode(path: path) }) ?? Self.mode(of: path), let why = notRegular(found) {
            throw BatchFailure(path: path, message: "cannot read '\(path)': \(why)")
        }
        // 2. An open that cannot block; the type checked again on what was opened.
        let fd = cursor?.openForReading(path: path) ?? open(path, openFlags)
        guard fd >= 0 else {
            throw BatchFailure(path: path, message: "cannot read '\(path)': \(SystemCall.describe(errno))")
        }
        defer { close(fd) }
        return try read(fd: fd, name: path, limit: limit, regularOnly: true)
    }

    /// How a path is opened for reading: `O_NONBLOCK` so that opening a FIFO cannot wait
    /// for a writer (a regular file's reads ignore it), `O_NOCTTY` so a terminal never
    /// becomes the controlling one.
    static let openFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY

    /// Why a file of type `mode` (`st_mode`) is not read as a spec, or nil for a regular
    /// file: "is a directory", "it is a FIFO, not a regular file", ….
    static func notRegular(_ mode: mode_t) -> String? {
        let kind: String
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        return "it is \(kind), not a regular file"
    }

    /// The `st_mode` of the file at `path` (symbolic links followed), or nil when it
    /// cannot be looked up. One `stat`.
    static func mode(of path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode : nil
    }

    /// Reads standard input to its end, at most `limit` bytes.
    static func readStandardInput(name: String, limit: Int) throws(BatchFailure) -> Contents {
        try read(fd: 0, name: name, limit: limit, regularOnly: false).contents
    }

    /// Reads `input`, a file or standard input, at most `limit` bytes.
    static func read(_ input: BatchInput, limit: Int) throws(BatchFailure) -> Contents {
        switch input {
        case .file(let path): return try read(path: path, limit: limit)
        case .standardInput(let name): return try readStandardInput(name: name, limit: limit)
        }
    }

    /// Reads an open descriptor to its end. A regular file larger than `limit` is not read
    /// at all, and one within it is read into an array of its size (one allocation, no
    /// copy); any other input (or a file that grew) is read in 64 KiB chunks and abandoned
    /// once past `limit`. With `regularOnly`, anything but a regular file is refused
    /// unread (a directory always is).
    private static func read(
        fd: Int32, name: String, limit: Int, regularOnly: Bool
    ) throws(BatchFailure) -> (contents: Contents, metadata: FileMetadata?) {
        var info = stat()
        var bytes: [UInt8] = []
        if fstat(fd, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR || regularOnly, let why = notRegular(info.st_mode) {
                throw BatchFailure(path: name, message: "cannot read '\(name)': \(why)")
            }
            if type == S_IFREG, Int(info.st_size) > limit {
                return (.tooLarge(size: Int(info.st_size)), nil)
            }
            if type == S_IFREG {
                // One byte more than the size: a short read means the end was reached.
                let size = Int(info.st_size)
                bytes = try read(fd: fd, name: name, size: size)
                if bytes.count <= size {
                    return (.bytes(bytes), bytes.count == size ? FileMetadata(info) : nil)
                }
            }
        } else if regularOnly {
            throw BatchFailure(path: name, message: "cannot read '\(name)': \(SystemCall.describe(errno))")
        }
        let chunk = 64 << 10
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                SystemCall.read(fd, raw.baseAddress, chunk)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw BatchFailure(path: name, message: "cannot read '\(name)': \(SystemCall.describe(errno))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { return (.tooLarge(size: nil), nil) }
        }
        return (.bytes(bytes), nil)
    }

    /// Up to `size + 1` bytes from regular file `fd` of `size` bytes: fewer only at its end.
    /// A read that reaches `size` ends it, so a whole file takes one `read`, not two (the
    /// byte past `size` is there to notice a file that grew). O(size).
    private static func read(fd: Int32, name: String, size: Int) throws(BatchFailure) -> [UInt8] {
        let count = size + 1
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var total = 0
            while total < count, let base = buffer.baseAddress {
                let n = SystemCall.read(fd, base + total, count - total)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = errno }
                if n <= 0 { break }
                total += n
                if total >= size, total < count { break }
            }
            initialized = total
        }
        if failure != 0 {
            throw BatchFailure(path: name, message: "cannot read '\(name)': \(SystemCall.describe(failure))")
        }
        return bytes
    }

    /// Why `path` cannot be opened or listed, as a lower-case phrase.
    static func reason(for path: String) -> String {
        if access(path, R_OK) != 0 { return SystemCall.describe(errno) }
        return "not readable"
    }
}
