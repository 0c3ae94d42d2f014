#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the filesystem says about a regular file without reading it: the identity of the
/// file (device and inode), its size, and when its content and its inode last changed,
/// to the nanosecond. The result cache's "unchanged file" test, as git's index uses it.
///
/// The ctime (``changed``) cannot be set by a program (`touch -d` sets the mtime and moves
/// the ctime to now), so an edit followed by restoring the mtime is still seen.
///
/// ```swift
/// let before = FileMetadata(path: "specs/a.yaml")
/// // … the file is rewritten, even with the same size and mtime …
/// FileMetadata(path: "specs/a.yaml") == before     // false: the ctime moved
/// ```
public struct FileMetadata: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    public var device: UInt64
    /// The file's inode number (`st_ino`); a file replaced by a rename has a new one.
    public var inode: UInt64
    /// The size in bytes (`st_size`).
    public var size: UInt64
    /// The last content change (`st_mtim`), in nanoseconds since 1970.
    public var modified: Int64
    /// The last inode change (`st_ctim`): any write, rename, `chmod` or `touch`, in
    /// nanoseconds since 1970.
    public var changed: Int64

    /// Metadata from its five values.
    public init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The metadata of the regular file at `path` (symbolic links followed), or nil when
    /// it cannot be looked up or is not a regular file. One `stat`; the path is passed
    /// from the string's own storage when it can be (no copy to a C string).
    public init?(path: String) {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        self.init(info)
    }

    /// The metadata in `info` (from `stat` or `fstat`), or nil when it is not a regular
    /// file. O(1).
    init?(_ info: stat) {
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0 else { return nil }
        #if canImport(Darwin)
        let (mtime, ctime) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (mtime, ctime) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: UInt64(info.st_size), modified: Self.nanoseconds(mtime), changed: Self.nanoseconds(ctime))
    }

    /// `time` in nanoseconds since 1970, saturating far outside the years ±292.
    static func nanoseconds(_ time: timespec) -> Int64 {
        let (product, overflow) = Int64(time.tv_sec).multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return time.tv_sec < 0 ? .min : .max }
        let (sum, carry) = product.addingReportingOverflow(Int64(time.tv_nsec))
        return carry ? .max : sum
    }

    /// The current time (`CLOCK_REALTIME`, the clock file times are taken from), in
    /// nanoseconds since 1970. One `clock_gettime`.
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }
}
