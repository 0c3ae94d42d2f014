@testable import TableSpec
import Testing

/// `FilePath.absolute` returns an already-normal path as it is (the fast path the result
/// cache's warm runs rely on); every other shape still goes through normalisation.
@Suite struct FilePathNormalTests {
    /// The normalisation without the fast path, as a reference.
    static func reference(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    @Test func fastPathAgreesWithNormalisation() {
        let pieces = ["a", ".", "..", "...", ".a", "a.", "", "b.yaml", "..b"]
        var paths: [String] = ["/", "//", "", ".", ".."]
        for x in pieces {
            for y in pieces {
                paths += ["/\(x)/\(y)", "\(x)/\(y)", "/\(x)/\(y)/", "\(x)//\(y)"]
            }
        }
        for path in paths {
            for directory in ["/work", "/", "/w/./x", "/w/"] {
                #expect(FilePath.absolute(path, from: directory) == Self.reference(path, from: directory),
                        "\(path) from \(directory)")
            }
        }
    }

    @Test func normalPaths() {
        #expect(FilePath.isNormal("/"))
        #expect(FilePath.isNormal("/a/b.yaml"))
        #expect(FilePath.isNormal("/a/.../.b"))
        #expect(!FilePath.isNormal("/a/"))
        #expect(!FilePath.isNormal("/a//b"))
        #expect(!FilePath.isNormal("/a/./b"))
        #expect(!FilePath.isNormal("/a/.."))
        #expect(!FilePath.isNormal("a/b"))
        #expect(!FilePath.isNormal(""))
    }
}
