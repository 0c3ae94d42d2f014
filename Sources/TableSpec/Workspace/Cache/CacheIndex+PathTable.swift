extension CacheIndex {
    /// The path records of an index file, read where they lie in the file's bytes.
    ///
    /// Opening a cache of thousands of paths makes no strings and no dictionary: parsing
    /// notes where each record starts (O(records), plus one comparison of neighbouring
    /// paths to confirm the order), and a look-up is a binary search comparing path bytes
    /// with `String.byteOrder` (O(log records)). Records are written sorted by the bytes of their
    /// path (``CacheIndex/serialize(generation:entries:paths:)``); a file whose records
    /// are not in that order, or repeat a path, is sorted once when read (O(n log n)), a
    /// later record of a path replacing an earlier one.
    ///
    /// ```swift
    /// let table = CacheIndex.PathTable(sorting: [("b.yaml", record), ("a.yaml", record)])
    /// table["a.yaml"]   // record
    /// table.count       // 2
    /// ```
    struct PathTable {
        /// The bytes the records lie in (the whole index file, shared, not copied).
        private let bytes: [UInt8]
        /// Where each record starts in ``bytes``, in path order.
        private let order: SortedStarts

        /// No records.
        init() {
            bytes = []
            order = SortedStarts()
        }

        /// The records of `records`, laid out as an index file lays them out. O(n log n).
        init(sorting records: [(path: String, record: PathRecord)]) {
            var writer = ByteWriter()
            var starts: [Int] = []
            for (path, record) in records {
                starts.append(writer.bytes.count)
                writer.pathRecord(path, record)
            }
            self.init(bytes: writer.bytes, starts: starts)
        }

        /// The records starting at `starts` in `bytes` (each known to lie inside it, in the
        /// order written). O(total path length), or O(n log n) when they are not sorted.
        init(bytes: [UInt8], starts: [Int]) {
            self.bytes = bytes
            order = bytes.withUnsafeBytes { raw in
                SortedStarts(starts) { String.byteOrder(Self.path(at: $0, in: raw), Self.path(at: $1, in: raw)) }
            }
        }

        /// The number of paths.
        var count: Int { order.starts.count }

        /// The record of `path`, or nil. O(log n) comparisons of path bytes.
        subscript(path: String) -> PathRecord? {
            var path = path
            return path.withUTF8 { query in
                bytes.withUnsafeBytes { raw in
                    order.find { String.byteOrder(Self.path(at: $0, in: raw), UnsafeRawBufferPointer(query)) }
                        .map { Self.record(at: $0, in: raw) }
                }
            }
        }

        /// Every path and its record, in path order. O(n), one string per path.
        var all: [(path: String, record: PathRecord)] {
            bytes.withUnsafeBytes { raw in
                order.starts.map { start in
                    (String(decoding: Self.path(at: start, in: raw), as: UTF8.self), Self.record(at: start, in: raw))
                }
            }
        }

        // MARK: Reading records in place (layout: ``CacheIndex``)

        private static func path(at start: Int, in raw: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
            let length = Int(SortedStarts.word32(raw, start))
            let from = start + CacheIndex.pathHeaderSize
            return UnsafeRawBufferPointer(rebasing: raw[from..<from + length])
        }

        private static func record(at start: Int, in raw: UnsafeRawBufferPointer) -> PathRecord {
            let generation = SortedStarts.word32(raw, start + 4)
            let at = start + 8
            let metadata = FileMetadata(
                device: SortedStarts.word(raw, at), inode: SortedStarts.word(raw, at + 8), size: SortedStarts.word(raw, at + 16),
                modified: Int64(bitPattern: SortedStarts.word(raw, at + 24)), changed: Int64(bitPattern: SortedStarts.word(raw, at + 32)))
            return PathRecord(
                generation: generation, metadata: metadata, recorded: Int64(bitPattern: SortedStarts.word(raw, at + 40)),
                content: ContentKey(low: SortedStarts.word(raw, at + 48), high: SortedStarts.word(raw, at + 56), lengthAndFormat: SortedStarts.word(raw, at + 64)))
        }
    }
}
