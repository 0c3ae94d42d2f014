#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old contents or the new, never a partial file:
/// the bytes go to a temporary file in the same directory, which is then renamed over the
/// target (`rename(2)` is atomic within one filesystem). Used for every file tablectl
/// writes: reports, baselines, the result cache.
///
/// ```swift
/// try AtomicFile.write("…", to: "reports/results.sarif")
/// ```
public enum AtomicFile {
    /// Why a file could not be written.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Lower-case and specific: "cannot write 'b.json': permission denied".
        public var message: String
        public var description: String { message }
    }

    /// Replaces the file at `path` with `text`. See ``write(_:to:)-([UInt8],_)``.
    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Array(text.utf8), to: path)
    }

    /// Replaces the file at `path` with `bytes`, creating missing parent directories. A
    /// replaced file keeps its mode (and owner where allowed); a new file gets mode 0666
    /// less the umask, as a plain `open` would. Leaves no temporary file behind, and the
    /// old file untouched, when anything fails or a terminating signal arrives
    /// (``TemporaryFileCleanup``).
    /// O(bytes), plus one `fsync` when `durable` (1–11 ms on the benchmark machine, more on
    /// a busy disk): without it, a crash soon after may leave an empty or torn file under
    /// the new name, which is fine only for a file whose reader detects that and can do
    /// without it (the result cache: its checksum fails, it reads as empty).
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(WriteError) {
        let writer = try Writer(path: path)
        try writer.write(bytes)
        try writer.commit(durable: durable)
    }

    /// A file written atomically in pieces, for output produced as it goes (`simulate -o`):
    /// the pieces go to the temporary file, and ``commit(durable:)`` renames it over the
    /// target. Until then the target is untouched; a writer dropped without committing (an
    /// error, a thrown exit) removes its temporary file.
    ///
    /// ```swift
    /// let file = try AtomicFile.Writer(path: "steps.json")
    /// try file.write(Array("{".utf8))
    /// try file.commit()
    /// ```
    public final class Writer {
        /// The file replaced on commit.
        public let path: String
        private let fd: Int32
        private let temporary: String
        private let slot: TemporaryFileCleanup.Slot?
        private var open = true

        /// Opens a temporary file beside `path` (creating missing parent directories), with
        /// the mode (and owner, where allowed) of the file it will replace.
        public init(path: String) throws(WriteError) {
            // 1. The directory, created when missing.
            let directory = AtomicFile.parent(of: path)
            try AtomicFile.makeDirectories(directory, for: path)
            // 2. A temporary file beside the target, registered for removal on a signal
            //    before it exists (TemporaryFileCleanup.create).
            let base = path.split(separator: "/").last.map(String.init) ?? "file"
            guard let (fd, temporary, slot) = TemporaryFileCleanup.create(prefix: "\(directory)/.\(base).tablectl-") else {
                throw AtomicFile.failure(path, "cannot create a temporary file in '\(directory)': " + SystemCall.describe(errno))
            }
            (self.path, self.fd, self.temporary, self.slot) = (path, fd, temporary, slot)
            // 3. The replaced file's mode (and owner, where allowed) or, for a new file,
            //    the usual mode.
            guard AtomicFile.adoptMode(of: path, fd: fd) else { throw abandon() }
        }

        /// Appends `bytes` to the temporary file. O(bytes).
        public func write(_ bytes: [UInt8]) throws(WriteError) {
            guard open else { throw AtomicFile.failure(path, "already written") }
            guard SystemCall.writeAll(bytes, to: fd) else { throw abandon() }
        }

        /// Flushes the temporary file (with `fsync` when `durable`) and renames it over
        /// ``path``; on failure removes it and leaves ``path`` as it was.
        public func commit(durable: Bool = true) throws(WriteError) {
            guard open else { throw AtomicFile.failure(path, "already written") }
            var ok = !durable || fsync(fd) == 0 || errno == EINVAL
            ok = close(fd) == 0 && ok
            open = false
            guard ok, rename(temporary, path) == 0 else {
                let reason = SystemCall.describe(errno)
                unlink(temporary)
                TemporaryFileCleanup.unregister(slot)
                throw AtomicFile.failure(path, reason)
            }
            TemporaryFileCleanup.unregister(slot)
        }

        /// Closes and removes the temporary file; the error to throw, with `errno`'s reason.
        private func abandon() -> WriteError {
            let reason = SystemCall.describe(errno)
            discard()
            return AtomicFile.failure(path, reason)
        }

        /// Closes and removes the temporary file, once.
        private func discard() {
            guard open else { return }
            open = false
            close(fd)
            unlink(temporary)
            TemporaryFileCleanup.unregister(slot)
        }

        deinit { discard() }
    }

    /// Gives the open temporary file `fd` the permission bits of the regular file at `path`
    /// when there is one, and tries its owner and group (as `sed -i` does: it works for
    /// root, and for a group the user is in; a failure leaves the writer's own), so
    /// replacing a `0600` file does not publish it as `0644`. A new file keeps the mode
    /// `open` gave it: 0666 less the umask. False when the mode cannot be set.
    private static func adoptMode(of path: String, fd: Int32) -> Bool {
        var old = stat()
        guard stat(path, &old) == 0, (old.st_mode & S_IFMT) == S_IFREG else { return true }
        if fchown(fd, old.st_uid, old.st_gid) != 0 { _ = fchown(fd, uid_t.max, old.st_gid) }
        return fchmod(fd, old.st_mode & 0o7777) == 0
    }

    /// Appends `text` to the file at `path`, creating it when missing (for files another
    /// program owns, such as `GITHUB_STEP_SUMMARY`). O(text size).
    public static func append(_ text: String, to path: String) throws(WriteError) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure(path, SystemCall.describe(errno)) }
        let ok = SystemCall.writeAll(Array(text.utf8), to: fd)
        let reason = SystemCall.describe(errno)
        guard close(fd) == 0, ok else { throw failure(path, reason) }
    }

    private static func failure(_ path: String, _ reason: String) -> WriteError {
        WriteError(message: "cannot write '\(path)': \(reason)")
    }

    /// The directory part of `path` (`.` for a bare name).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }

    /// Creates `directory` and its missing parents.
    static func makeDirectories(_ directory: String, for path: String) throws(WriteError) {
        var info = stat()
        if stat(directory, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else { throw failure(path, "'\(directory)' is not a directory") }
            return
        }
        let up = parent(of: directory)
        if up != directory { try makeDirectories(up, for: path) }
        guard mkdir(directory, 0o777) == 0 || errno == EEXIST else {
            throw failure(path, "cannot create directory '\(directory)': " + SystemCall.describe(errno))
        }
    }
}
