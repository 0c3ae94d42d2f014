/// Paths as the CI formats (GitHub, SARIF, JUnit, GitLab, Checkstyle) write them: relative
/// to the working directory, with `.` and `..` steps worked out, so that CI services can
/// match them to files in the repository.
///
/// ```swift
/// ReportPath.relative("./specs/../specs/a.yaml", to: "/repo")   // "specs/a.yaml"
/// ReportPath.relative("/repo/specs/a.yaml", to: "/repo")        // "specs/a.yaml"
/// ReportPath.relative("/elsewhere/a.yaml", to: "/repo")         // "/elsewhere/a.yaml"
/// ```
/// The work is textual: symbolic links are not resolved, and nothing is read from disk.
enum ReportPath {
    /// `path` relative to `directory` (an absolute path) when it lies inside it; an
    /// absolute path otherwise (for a relative path that climbs out with `..`, the absolute
    /// path it names). O(path length).
    static func relative(_ path: String, to directory: String) -> String {
        let base = components(of: directory)
        let absolute = path.hasPrefix("/") ? components(of: path) : components(of: directory + "/" + path)
        if absolute.count > base.count, Array(absolute.prefix(base.count)) == base {
            return absolute.dropFirst(base.count).joined(separator: "/")
        }
        return "/" + absolute.joined(separator: "/")
    }

    /// Whether `path` (as ``relative(_:to:)`` returns it) is absolute.
    static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// The steps of `path` with empty and `.` steps dropped and `..` applied (a `..` above
    /// the root is dropped, as the kernel does).
    static func components(of path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if !out.isEmpty { out.removeLast() }
            default: out.append(String(part))
            }
        }
        return out
    }

    /// `path` as a URI reference: every UTF-8 byte other than ASCII letters, digits,
    /// `-._~` and `/` percent-encoded (RFC 3986), so spaces, `%`, `#` and non-ASCII names
    /// survive. An absolute path becomes a `file://` URI. O(path length).
    static func uri(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
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
        return isAbsolute(path) ? "file://" + encoded : encoded
    }
}
