extension CacheIndex {
    /// Where the records of one kind lie in an index file's bytes, in the order of their
    /// keys, one per key: what ``PathTable`` and ``EntryTable`` search, so that opening a
    /// cache builds no dictionary (no hashing, no allocation per record).
    ///
    /// Records are written in key order; reading confirms it with one comparison of
    /// neighbours (O(n)). Records out of order or repeating a key (a file written by an
    /// older tablectl, or by hand) are sorted once instead (O(n log n)), a later record of
    /// a key replacing an earlier one, as when the file is read front to back.
    ///
    /// ```swift
    /// let keys = [30, 10, 20, 10]          // the key of the record at each start
    /// let order = SortedStarts([0, 1, 2, 3]) { keys[$0] < keys[$1] ? -1 : keys[$0] == keys[$1] ? 0 : 1 }
    /// order.starts                         // [3, 2, 0]: 10 (the later), 20, 30
    /// order.find { keys[$0] - 20 }         // 2
    /// ```
    struct SortedStarts {
        /// Record starts, in key order.
        let starts: [Int]

        /// No records.
        init() {
            starts = []
        }

        /// `starts` as written, put in key order by `compare` (negative, zero or positive as
        /// the key at the first start is below, equal to or above that at the second).
        init(_ starts: [Int], compare: (Int, Int) -> Int) {
            if zip(starts, starts.dropFirst()).allSatisfy({ compare($0, $1) < 0 }) {
                self.starts = starts
                return
            }
            let ordered = starts.enumerated().sorted { a, b in
                let order = compare(a.element, b.element)
                return order != 0 ? order < 0 : a.offset < b.offset
            }.map(\.element)
            self.starts = ordered.indices.compactMap { i in
                i == ordered.count - 1 || compare(ordered[i], ordered[i + 1]) != 0 ? ordered[i] : nil
            }
        }

        /// The start of the record whose key is the one sought, or nil: `compare` tells how
        /// the key at a start compares with it. Binary search, O(log n) calls.
        func find(_ compare: (Int) -> Int) -> Int? {
            var (low, high) = (0, starts.count)
            while low < high {
                let middle = (low + high) / 2
                let order = compare(starts[middle])
                if order == 0 { return starts[middle] }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }

        /// The little-endian `UInt64` at `offset`.
        static func word(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        /// The little-endian `UInt32` at `offset`.
        static func word32(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
    }
}
