#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a component file could not be read.
package enum ComponentReadError: Error, Sendable {
    /// Nothing there, or it cannot be read: the reason, lower-case ("no such file or directory").
    case missing(String)
    /// A symbolic link (or a directory on the way) that leads outside the root.
    case outside
    /// Larger than the file-size limit.
    case tooLarge(limit: Int)
}

/// Where a composition reads the files its top file includes: the file system, git at a
/// revision (`Git/`), or memory (rule examples and tests).
///
/// Paths are absolute and normalised (``FilePath/absolute(_:from:)``), already checked by
/// the composer to lie under the root lexically; a source must also refuse a file whose
/// real location is outside the root (a symbolic link), without reading it.
package protocol ComponentSource: Sendable {
    /// The bytes of the file at `path`, at most `limit` of them, or why not.
    func read(_ path: String, root: String, limit: Int) throws(ComponentReadError) -> [UInt8]
}

/// Component files on disk. A file whose real path (`realpath(3)`, every link resolved) is
/// not under the root's real path is refused before it is opened. O(file size) a file.
package struct FileSystemComponents: ComponentSource {
    package init() {}

    package func read(_ path: String, root: String, limit: Int) throws(ComponentReadError) -> [UInt8] {
        guard let real = Self.realPath(path) else { throw .missing(SystemCall.describe(errno)) }
        let realRoot = Self.realPath(root) ?? root
        guard real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else { throw .outside }
        let contents: SpecFileReader.Contents
        do {
            contents = try SpecFileReader.read(path: real, limit: limit)
        } catch {
            throw .missing(Self.reason(error.message, path: real))
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
    private static func realPath(_ path: String) -> String? {
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

    package func read(_ path: String, root: String, limit: Int) throws(ComponentReadError) -> [UInt8] {
        guard let bytes = files[path] else { throw .missing("no such file or directory") }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }
}
