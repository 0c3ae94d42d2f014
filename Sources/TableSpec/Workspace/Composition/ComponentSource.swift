#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a component file could not be read.
package enum ComponentReadError: Error, Sendable, Hashable {
    /// Nothing there, or it cannot be read: the reason, lower-case ("no such file or
    /// directory", "it is a FIFO, not a regular file").
    case missing(String)
    /// A symbolic link (or a directory on the way) that leads outside the root.
    case outside
    /// Larger than the file-size limit.
    case tooLarge(limit: Int)
}

/// What makes two paths one file, as a ``ComponentSource`` knows it: on disk the device
/// and inode of the file a path leads to (every link followed), in git or in memory the
/// path itself (nothing there is a link). Two includes of one identity are one file, so
/// `l1/a.yaml` with `l1 -> .` is `a.yaml`.
package enum ComponentIdentity: Hashable, Sendable {
    /// A file on disk: `st_dev` and `st_ino` of its real path.
    case inode(device: UInt64, inode: UInt64)
    /// A file named by a path that has no other name (git's tree, memory).
    case path(String)
}

/// A component file found but not read yet: its identity, and what ``ComponentSource/read(_:limit:)``
/// reads.
package struct ComponentLocation: Sendable {
    /// Which file it is.
    package var identity: ComponentIdentity
    /// What the source reads: the real path on disk, the path in the repository in git.
    package var path: String
}

/// Where a composition reads the files its top file includes: the file system, git at a
/// revision (`Git/`), or memory (rule examples and tests).
///
/// Paths are absolute and normalised (``FilePath/absolute(_:from:)``), already checked by
/// the composer to lie under the root lexically; a source must also refuse a file whose
/// real location is outside the root (a symbolic link), without reading it. A file is
/// first located (its identity, without reading it), then read: the composer reads each
/// identity once (``Composer``).
package protocol ComponentSource: Sendable {
    /// Which file `path` names, or why there is none (missing, outside the root). Reads
    /// nothing.
    func locate(_ path: String, root: String) throws(ComponentReadError) -> ComponentLocation
    /// The bytes of the file at `location`, at most `limit` of them, or why not.
    func read(_ location: ComponentLocation, limit: Int) throws(ComponentReadError) -> [UInt8]
    /// The names in directory `path`, sorted; none when it cannot be listed (or the source
    /// lists nothing, as git). For a `.strings` catalog's languages (``StringsLayout``).
    func entries(of path: String) -> [String]
}

/// Component files on disk. A file whose real path (`realpath(3)`, every link resolved) is
/// not under the root's real path is refused before it is opened; its identity is the
/// device and inode of that real path, and only a regular file is read
/// (``SpecFileReader``: a FIFO or a device is refused, never opened). O(file size) a file.
package struct FileSystemComponents: ComponentSource {
    package init() {}

    package func locate(_ path: String, root: String) throws(ComponentReadError) -> ComponentLocation {
        guard let real = Self.realPath(path) else { throw .missing(SystemCall.describe(errno)) }
        let realRoot = Self.realPath(root) ?? root
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else { throw .outside }
        var info = stat()
        guard stat(real, &info) == 0 else { throw .missing(SystemCall.describe(errno)) }
        return ComponentLocation(
            identity: .inode(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)),
            path: real)
    }

    package func read(_ location: ComponentLocation, limit: Int) throws(ComponentReadError) -> [UInt8] {
        let contents: SpecFileReader.Contents
        do {
            contents = try SpecFileReader.read(path: location.path, limit: limit)
        } catch {
            throw .missing(Self.reason(error.message, path: location.path))
        }
        switch contents {
        case .bytes(let bytes): return bytes
        case .tooLarge: throw .tooLarge(limit: limit)
        }
    }

    /// The cause at the end of a ``BatchFailure`` message ("cannot read 'x': permission denied").
    private static func reason(_ message: String, path: String) -> String {
        let prefix = "cannot read '\(path)': "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }

    /// `realpath(3)` of `path`, or nil (with `errno` set) when it cannot be resolved.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Component files held in memory, by absolute path: for rule examples and tests.
package struct MemoryComponents: ComponentSource {
    package let files: [String: [UInt8]]

    /// Files `files`, keyed by absolute, normalised path.
    package init(_ files: [String: [UInt8]]) {
        self.files = files
    }

    package func locate(_ path: String, root: String) throws(ComponentReadError) -> ComponentLocation {
        ComponentLocation(identity: .path(path), path: path)
    }

    package func read(_ location: ComponentLocation, limit: Int) throws(ComponentReadError) -> [UInt8] {
        guard let bytes = files[location.path] else { throw .missing("no such file or directory") }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }
}
