extension CacheIndex {
    /// The cached reports of an index file, read where they lie in the file's bytes: a
    /// look-up is a binary search over the keys (O(log n)) and a payload is a slice of the
    /// file's bytes. Entries are written sorted by key (``ResultCache/keyOrder(_:_:)``);
    /// see ``SortedStarts`` for files that are not.
    struct EntryTable {
        /// The bytes the entries lie in (the whole index file, shared, not copied).
        private let bytes: [UInt8]
        /// Where each entry starts in ``bytes``, in key order.
        private let order: SortedStarts

        /// No entries.
        init() {
            bytes = []
            order = SortedStarts()
        }

        /// The entries starting at `starts` in `bytes` (each known to lie inside it, in the
        /// order written). O(n), or O(n log n) when they are not sorted.
        init(bytes: [UInt8], starts: [Int]) {
            self.bytes = bytes
            order = bytes.withUnsafeBytes { raw in
                SortedStarts(starts) { Self.compare(Self.key(at: $0, in: raw), Self.key(at: $1, in: raw)) }
            }
        }

        /// The number of entries.
        var count: Int { order.starts.count }

        /// The entry stored under `key`, or nil. O(log n).
        subscript(key: ContentHash) -> Entry? {
            bytes.withUnsafeBytes { raw in
                order.find { Self.compare(Self.key(at: $0, in: raw), key) }.map { entry(at: $0, in: raw) }
            }
        }

        /// Every key and entry, in key order. O(n).
        var all: [(key: ContentHash, entry: Entry)] {
            bytes.withUnsafeBytes { raw in order.starts.map { (Self.key(at: $0, in: raw), entry(at: $0, in: raw)) } }
        }

        private static func key(at start: Int, in raw: UnsafeRawBufferPointer) -> ContentHash {
            ContentHash(low: SortedStarts.word(raw, start), high: SortedStarts.word(raw, start + 8))
        }

        private func entry(at start: Int, in raw: UnsafeRawBufferPointer) -> Entry {
            let length = Int(SortedStarts.word32(raw, start + 20))
            let from = start + CacheIndex.entryHeaderSize
            return Entry(generation: SortedStarts.word32(raw, start + 16), payload: bytes[from..<from + length])
        }

        /// ``ResultCache/keyOrder(_:_:)`` as a three-way comparison.
        private static func compare(_ a: ContentHash, _ b: ContentHash) -> Int {
            if a.high != b.high { return a.high < b.high ? -1 : 1 }
            return a.low == b.low ? 0 : a.low < b.low ? -1 : 1
        }
    }
}
