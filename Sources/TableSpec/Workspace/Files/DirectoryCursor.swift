#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks files up relative to an open descriptor of the directory of the previous one.
///
/// The kernel resolves a path one component at a time: a `stat` of
/// `specs/settings/account.yaml` walks three names, a `fstatat` relative to an open
/// `specs/settings` one. A directory walk lists each directory's files together and the
/// workers take them in that order, so a worker's files come in runs from one directory;
/// the cursor keeps that directory open (one descriptor, reopened when the directory
/// changes). In a warm run over 2,000 files, path lookup fell from 7% of the run's
/// samples to under 1% (docs/performance-corpus.md). A path without a `/` is looked up
/// as given.
///
/// The descriptor follows its directory: when the directory is renamed or replaced
/// during the run, the files that follow from it are looked up where it went until the
/// cursor moves on, a race of the same kind as a file changed during the run.
///
/// Used by one thread at a time: ``BatchChecker`` and each cache worker make their own.
final class DirectoryCursor {
    /// The directory part of the last path (without its final `/`; nil before the first
    /// one), and an open descriptor of it, or -1 when it could not be opened.
    private var directory: [UInt8]?
    private var descriptor: Int32 = -1

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The metadata of the regular file at `path`, as ``FileMetadata/init(path:)`` gives
    /// it: one `fstatat` (plus an `open` when the directory changed).
    func metadata(path: String) -> FileMetadata? {
        var info = stat()
        let found = lookUp(path) { directory, name in fstatat(directory, name, &info, 0) == 0 }
        return found ? FileMetadata(info) : nil
    }

    /// The `st_mode` of the file at `path` (symbolic links followed), or nil when it cannot
    /// be looked up: one `fstatat`.
    func mode(path: String) -> mode_t? {
        var info = stat()
        let found = lookUp(path) { directory, name in fstatat(directory, name, &info, 0) == 0 }
        return found ? info.st_mode : nil
    }

    /// Opens the file at `path` for reading (``SpecFileReader/openFlags``), as `open(2)`
    /// does with the whole path: the descriptor, or -1 with `errno` set.
    func openForReading(path: String) -> Int32 {
        var fd: Int32 = -1
        _ = lookUp(path) { directory, name in
            fd = openat(directory, name, SpecFileReader.openFlags)
            return fd >= 0
        }
        return fd
    }

    /// Calls `body` with a directory descriptor and the name to look up in it: the
    /// cursor's directory and the last component when `path` has a `/`, else the current
    /// directory and the whole path. When the directory cannot be opened, `body` gets the
    /// current directory and the whole path (the call then fails or succeeds as the plain
    /// call would).
    private func lookUp(_ path: String, _ body: (Int32, UnsafePointer<CChar>) -> Bool) -> Bool {
        path.withCString { whole in
            // No `/`, or a last `/` with nothing after it: the path as given.
            guard let slash = strrchr(whole, Int32(UInt8(ascii: "/"))), slash[1] != 0 else {
                return body(AT_FDCWD, whole)
            }
            let length = whole.distance(to: slash)
            if !isOpen(whole, length: length) { reopen(whole, length: length) }
            guard descriptor >= 0 else { return body(AT_FDCWD, whole) }
            return body(descriptor, slash + 1)
        }
    }

    /// Whether the cursor's directory is the first `length` bytes of `path`. O(length).
    private func isOpen(_ path: UnsafePointer<CChar>, length: Int) -> Bool {
        guard let directory, directory.count == length else { return false }
        return directory.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return length == 0 }
            return memcmp(base, path, length) == 0
        }
    }

    /// Closes the current directory and opens the first `length` bytes of `path` (`/`
    /// when that is empty: the path is at the root).
    private func reopen(_ path: UnsafePointer<CChar>, length: Int) {
        if descriptor >= 0 { close(descriptor) }
        let bytes = path.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
        directory = bytes
        var name = length == 0 ? Array("/".utf8) : bytes
        name.append(0)
        descriptor = name.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { $0.baseAddress.map { open($0, Self.flags) } ?? -1 }
        }
    }

    /// How a directory is opened. (Not `O_PATH`, which Swift's Glibc module does not
    /// export: a directory that can be searched but not read then fails to open, and its
    /// files are looked up by their whole path.)
    private static let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
}
