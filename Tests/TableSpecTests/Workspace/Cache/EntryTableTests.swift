@testable import TableSpec
import Testing

/// The result cache's entries, looked up by key where they lie in the index's bytes.
@Suite struct EntryTableTests {
    @Test func findsEveryEntryWhateverTheOrderWritten() throws {
        let keys = [ContentHash(low: 5, high: 1), ContentHash(low: 1, high: 2), ContentHash(low: 9, high: 0),
                    ContentHash(low: 0, high: .max), ContentHash(low: 5, high: 1)]
        let entries = keys.enumerated().map { n, key in
            (key: key, entry: CacheIndex.Entry(generation: UInt32(n), payload: ArraySlice(repeating: UInt8(n), count: n)))
        }
        let index = try CacheIndex.parse(CacheIndex.serialize(generation: 1, entries: entries))
        #expect(index.entries.count == 4, "the repeated key counts once")
        #expect(index.entries[keys[0]]?.generation == 4, "a later entry of a key wins")
        #expect(index.entries[keys[0]].map { Array($0.payload) } == [4, 4, 4, 4])
        for n in 1...3 {
            #expect(index.entries[keys[n]]?.generation == UInt32(n))
            #expect(index.entries[keys[n]].map { Array($0.payload) } == Array(repeating: UInt8(n), count: n))
        }
        #expect(index.entries[ContentHash(low: 5, high: 0)] == nil && index.entries[ContentHash(low: 6, high: 1)] == nil)
        #expect(index.entries.all.map(\.key.high) == [0, 1, 2, .max])
    }

    @Test func sortedStartsExample() {
        let keys = [30, 10, 20, 10]
        let order = CacheIndex.SortedStarts([0, 1, 2, 3]) { keys[$0] < keys[$1] ? -1 : keys[$0] == keys[$1] ? 0 : 1 }
        #expect(order.starts == [3, 2, 0])
        #expect(order.find { keys[$0] - 20 } == 2 && order.find { keys[$0] - 25 } == nil)
    }
}
