import Foundation
import TableSpecTestSupport
import Testing
@testable import TableSpec

/// The byte-level walk (``DirectoryListing``, ``SpecFileFinder/hasSpecExtension(_:)``)
/// against the `String`-based code it replaced, kept here as the reference.
@Suite struct DirectoryListingTests {
    /// The listing's order and hidden entries are those of the names as `String`s, sorted
    /// with `utf8Precedes` and filtered with `hasPrefix(".")`: names sharing 6, 8 or more
    /// leading bytes, shorter than 8 bytes, differing in case, non-ASCII, and hidden.
    @Test func listingIsTheStringOrder() throws {
        var names = [
            "a", "b", "A", "ab", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefgh.yaml",
            "abcdefgg.yaml", "abcdefgZ", "settings-a.yaml", "settings-b.yaml", "settings.yaml",
            "settings-a.yml", "écran.yaml", "e\u{301}cran.yml", "日本.json", "z", "Z.JSON",
            ".hidden", ".\u{301}accent.yaml", "..dots", "a.b", "a-b", "a_b",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let length = Int.random(in: 1...12, using: &generator)
            names.append(String((0..<length).map { _ in "aab.-_Zz0".randomElement(using: &generator) ?? "a" }))
        }
        names = Array(Set(names)).filter { $0 != "." && $0 != ".." }
        let tree = try TemporaryDirectory(files: Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
        let listing = try #require(DirectoryListing(tree.root))
        let listed = listing.entries.map { String(decoding: listing.name($0), as: UTF8.self) }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: tree.root)
        let expected = onDisk.filter { !$0.hasPrefix(".") }.sorted { $0.utf8Precedes($1) }
        #expect(listed == expected)
        #expect(listed.contains(".\u{301}accent.yaml"), "a dot and a combining mark is not hidden")
        #expect(listing.entries.allSatisfy { $0.type == .file })
        for entry in listing.entries {
            let name = String(decoding: listing.name(entry), as: UTF8.self)
            #expect(entry.hasSpecExtension == Self.referenceIsSpecFileName(name), "\(name)")
            #expect(listing.path([UInt8]("dir/".utf8), entry) == "dir/" + name)
        }
    }

    /// More entries than the packed sort takes positions for are sorted by comparing.
    @Test func manyEntriesAreSortedToo() throws {
        #expect(DirectoryListing("/nonexistent-\(UUID())") == nil)
        let tree = try TemporaryDirectory(files: [:])
        for index in stride(from: 2_999, through: 0, by: -1) {
            #expect(FileManager.default.createFile(atPath: tree.path("same-prefix-\(index).yaml"), contents: nil))
        }
        let listing = try #require(DirectoryListing(tree.root))
        let listed = listing.entries.map { String(decoding: listing.name($0), as: UTF8.self) }
        #expect(listed == listed.sorted { $0.utf8Precedes($1) })
        #expect(listed.count == 3_000)
    }

    @Test(arguments: [
        "a.yaml", "a.YML", "a.json", "a.yaml.bak", "yaml", ".yaml", ".yml", "a.", "x.yml", "ab.yml",
        "écran.JsOn", "a.yamlx", "a.ym", "a.yaml ", "a.y\u{301}ml", "a.\u{212A}son", "b.c.Yaml",
        "a..yml", "a.y.ml", "a/yml", ".json", "a.jSoN", "a.yam", "aa.yaml", "a.xyml", "a.ymll", "",
        ".", "..", "a.Yaml", "a.YAML", "a.JSON", "a.jsoN", "a.ya\u{0}l", "a.{ml",
    ])
    func specExtensionIsTheReference(name: String) {
        #expect(SpecFileFinder.isSpecFileName(name) == Self.referenceIsSpecFileName(name))
    }

    /// The `String`-based check the byte check replaced.
    static func referenceIsSpecFileName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return false }
        let suffix = utf8[utf8.index(after: dot)...]
        return SpecFileFinder.extensions.contains { known in
            known.utf8.count == suffix.count
                && zip(known.utf8, suffix).allSatisfy { $0 == $1 || ($1 >= 0x41 && $1 <= 0x5A && $0 == $1 | 0x20) }
        }
    }
}
