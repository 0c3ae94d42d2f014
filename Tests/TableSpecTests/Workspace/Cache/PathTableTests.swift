@testable import TableSpec
import Testing

/// The result cache's path records, looked up where they lie in the index's bytes.
@Suite struct PathTableTests {
    static func record(_ n: UInt64) -> CacheIndex.PathRecord {
        CacheIndex.PathRecord(
            generation: UInt32(n), metadata: FileMetadata(device: n, inode: n + 1, size: n + 2, modified: -1, changed: 5),
            recorded: Int64(n) * 1_000, content: CacheIndex.ContentKey(low: n, high: ~n, lengthAndFormat: n << 1))
    }

    @Test func findsEveryPathWhateverTheOrderGiven() {
        let paths = ["b/x.yaml", "a.yaml", "b/x.yam", "", "é.yaml", "b/x.yaml2", "Z.json", "b"]
        let table = CacheIndex.PathTable(sorting: paths.enumerated().map { ($1, Self.record(UInt64($0))) })
        #expect(table.count == paths.count)
        for (n, path) in paths.enumerated() {
            #expect(table[path] == Self.record(UInt64(n)), "\(path)")
        }
        #expect(table.all.map(\.path) == paths.sorted { $0.utf8Precedes($1) })
        for absent in ["c", "a", "b/x.yaml ", "b/x.ya", "é", "zz"] {
            #expect(table[absent] == nil, "\(absent)")
        }
    }

    @Test func aLaterRecordOfAPathWins() {
        let table = CacheIndex.PathTable(sorting: [
            ("a", Self.record(1)), ("b", Self.record(2)), ("a", Self.record(3)), ("a", Self.record(4)),
        ])
        #expect(table.count == 2)
        #expect(table["a"] == Self.record(4) && table["b"] == Self.record(2))
    }

    @Test func emptyTableFindsNothing() {
        #expect(CacheIndex.PathTable()["a"] == nil && CacheIndex.PathTable().count == 0)
        #expect(CacheIndex.PathTable(sorting: [])[""] == nil)
    }

    /// An index written with its paths out of order (older tablectl, or by hand) still reads.
    @Test func unsortedIndexFileReads() throws {
        let bytes = CacheIndex.serialize(
            generation: 1, entries: [], paths: [("z.yaml", Self.record(1)), ("a.yaml", Self.record(2))])
        let index = try CacheIndex.parse(bytes)
        #expect(index.paths["z.yaml"] == Self.record(1) && index.paths["a.yaml"] == Self.record(2))
    }

    /// 2,000 paths as a directory walk names them: every one found, in O(log n) each.
    @Test func manyPaths() {
        let paths = (0..<2_000).map { "/tmp/corpus/folder\($0 % 8)/spec-\($0).yaml" }
        let table = CacheIndex.PathTable(sorting: paths.map { ($0, Self.record(7)) })
        #expect(paths.allSatisfy { table[$0] == Self.record(7) })
        #expect(table["/tmp/corpus/folder0/spec-2000.yaml"] == nil)
    }
}
