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
package struct FileMetadata: Hashable, Sendable {
    /// The device holding the file (`st_dev`).
    package var device: UInt64
    /// The file's inode number (`st_ino`); a file replaced by a rename has a new one.
    package var inode: UInt64
    /// The size in bytes (`st_size`).
    package var size: UInt64
    /// The last content change (`st_mtim`), in nanoseconds since 1970.
    package var modified: Int64
    /// The last inode change (`st_ctim`): any write, rename, `chmod` or `touch`, in
    /// nanoseconds since 1970.
    package var changed: Int64
    // Metadata from its five values: the memberwise `init(device:inode:size:modified:changed:)`.
}

extension FileMetadata {
    /// The metadata of the regular file at `path` (symbolic links followed), or nil when
    /// it cannot be looked up or is not a regular file. One `stat`; the path is passed
    /// from the string's own storage when it can be (no copy to a C string).
    package init?(path: String) {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        self.init(info)
    }

    /// The metadata of the directory at `path` (symbolic links followed), or nil when it
    /// cannot be looked up or is not a directory. One `stat`. A directory's mtime and
    /// ctime move whenever an entry is added, removed or renamed in it, so equal metadata
    /// means the same list of names (``ListingCache``).
    init?(directoryAt path: String) {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        self.init(fields: info)
    }

    /// Which file it is, whatever path leads to it: its device and inode.
    package var identity: ComponentIdentity { .inode(device: device, inode: inode) }

    /// The metadata in `info` (from `stat` or `fstat`), or nil when it is not a regular
    /// file. O(1).
    init?(_ info: stat) {
        guard info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0 else { return nil }
        self.init(fields: info)
    }

    /// The five values of `info`, whatever the kind of file. O(1).
    private init(fields info: stat) {
        #if canImport(Darwin)
        let (mtime, ctime) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (mtime, ctime) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: UInt64(clamping: info.st_size), modified: Self.nanoseconds(mtime), changed: Self.nanoseconds(ctime))
    }

    /// How much older than the moment it was recorded a file's mtime and ctime must be for
    /// a record of it to be trusted: 2 s, more than any filesystem's timestamp granularity
    /// in use (FAT's 2 s included) and than the lag of the kernel's coarse clock.
    static let racyMargin: Int64 = 2_000_000_000

    /// Whether the file had stopped changing ``racyMargin`` before `recorded` (nanoseconds
    /// since 1970, taken before the file was looked at). Otherwise ("racily clean", as git
    /// calls it) a later change could leave the same size, mtime and ctime, because
    /// timestamps advance in ticks, and a record made at `recorded` must not be trusted.
    /// O(1).
    func isSettled(before recorded: Int64) -> Bool {
        guard recorded >= Int64.min + Self.racyMargin else { return false }
        let limit = recorded - Self.racyMargin
        return modified <= limit && changed <= limit
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
