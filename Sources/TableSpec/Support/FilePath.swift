#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic for configuration lookup, globs, baselines and reports: absolute
/// paths without `.` and `..`, one path relative to another, paths as reports and URIs show
/// them.
///
/// Textual (symbolic links are not resolved, so a file is matched by the path it was named
/// by, as `git` and `.gitignore` do; paths compare by their UTF-8 bytes), except
/// ``resolved(_:from:)``, which asks the file system.
///
/// ```swift
/// FilePath.absolute("specs/../a.yaml", from: "/repo")     // "/repo/a.yaml"
/// FilePath.relative("/repo/specs/a.yaml", to: "/repo")    // "specs/a.yaml"
/// FilePath.relative("/repo/a.yaml", to: "/repo/specs")    // "../a.yaml"
/// ```
public enum FilePath {
    /// `path` made absolute against `directory` (when relative) and normalised: no empty,
    /// `.` or `..` components, no trailing `/`. O(path length).
    public static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        if isNormal(joined) { return joined }
        return "/" + normalized(joined, keepsClimbs: false).joined(separator: "/")
    }

    /// The components of `path` without empty ones and `.`, each `..` taking off the one
    /// before it; a `..` with none before it is kept when `keepsClimbs` (a relative path
    /// may climb), else dropped (nothing is above `/`). O(path length).
    private static func normalized(_ path: String, keepsClimbs: Bool) -> [Substring] {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case ".." where !parts.isEmpty && parts.last != "..": parts.removeLast()
            case "..": if keepsClimbs { parts.append(part) }
            default: parts.append(part)
            }
        }
        return parts
    }

    /// Whether absolute `path` is already normalised: no empty, `.` or `..` component and
    /// no trailing slash (so ``absolute(_:from:)`` can return it as it is). O(length), no
    /// allocation; a plain loop over the bytes of a native string.
    static func isNormal(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isNormal) ?? isNormal(path.utf8)
    }

    /// ``isNormal(_:)`` on the UTF-8 bytes of a path.
    private static func isNormal<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var length = 0
        var onlyDots = true
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (onlyDots && length <= 2) { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                if byte != UInt8(ascii: ".") { onlyDots = false }
            }
        }
        if length == 0 { return bytes.count == 1 }
        return !(onlyDots && length <= 2)
    }

    /// `path` relative to `base` (both absolute and normalised), with `../` where `path`
    /// is outside `base`; `"."` when they are the same. O(path length).
    public static func relative(_ path: String, to base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] {
            common += 1
        }
        let up = Array(repeating: "..", count: from.count - common)
        let down = target[common...].map(String.init)
        let parts = up + down
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` as reports show it (GitHub, SARIF, JUnit, GitLab, Checkstyle, so that CI
    /// services match it to a file of the repository): relative to `directory` (absolute)
    /// when it lies inside it, else absolute; `.` and `..` worked out either way.
    ///
    /// ```swift
    /// FilePath.relative("./specs/../specs/a.yaml", within: "/repo")   // "specs/a.yaml"
    /// FilePath.relative("/elsewhere/a.yaml", within: "/repo")         // "/elsewhere/a.yaml"
    /// ```
    /// O(path length).
    public static func relative(_ path: String, within directory: String) -> String {
        let base = absolute(directory, from: "/")
        let full = absolute(path, from: base)
        let prefix = base == "/" ? "/" : base + "/"
        guard full.utf8.count > prefix.utf8.count, full.utf8.starts(with: prefix.utf8) else { return full }
        return String(Substring(full.utf8.dropFirst(prefix.utf8.count)))
    }

    /// Relative `path` appended to relative `directory`, with `.` and `..` worked out where
    /// they can be (a `..` that climbs above `directory`'s start is kept):
    /// `joined("specs/screens", "../parts/a.yaml")` is `specs/parts/a.yaml`. O(length).
    public static func joined(_ directory: String, _ path: String) -> String {
        let joined = normalized(directory + "/" + path, keepsClimbs: !directory.hasPrefix("/")).joined(separator: "/")
        return directory.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` as a URI reference: every UTF-8 byte other than ASCII letters, digits, `-._~`
    /// and `/` percent-encoded (RFC 3986), so spaces, `%`, `#` and non-ASCII names survive;
    /// an absolute path becomes a `file://` URI. O(path length).
    ///
    /// ```swift
    /// FilePath.uri("specs/a b.yaml")   // "specs/a%20b.yaml"
    /// FilePath.uri("/abs/x:y.yaml")    // "file:///abs/x%3Ay.yaml"
    /// ```
    public static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        let encoded = String(decoding: out, as: UTF8.self)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// The directory part of an absolute, normalised path (`"/"` for a top-level entry).
    /// O(length of the last component): searches the UTF-8 bytes from the end (a `/` is
    /// never part of a longer character), not the characters.
    public static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The file `path` names, as one spelling: absolute, normalised, with symbolic links
    /// resolved in the longest part of it that exists (the whole path, else its directory),
    /// so `t.txt`, `./t.txt`, `/repo/t.txt` and a path through a link to `/repo` give the
    /// same string. For telling whether two output paths are the same file before either
    /// is written. O(path length) plus one or two `realpath(3)` calls.
    public static func resolved(_ path: String, from directory: String) -> String {
        let lexical = absolute(path, from: directory)
        if let real = realPath(lexical) { return real }
        let parent = parent(lexical)
        guard let realParent = realPath(parent) else { return lexical }
        // The last component, by UTF-8 offset (a name may start with a combining mark).
        let skip = parent == "/" ? 1 : parent.utf8.count + 1
        let name = Substring(lexical.utf8.dropFirst(min(skip, lexical.utf8.count)))
        return realParent == "/" ? "/" + name : realParent + "/" + name
    }

    /// `realpath(3)` of `path`, or nil when a component does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The process's working directory, absolute and normalised.
    public static var workingDirectory: String {
        absolute(FileManager.default.currentDirectoryPath, from: "/")
    }
}
