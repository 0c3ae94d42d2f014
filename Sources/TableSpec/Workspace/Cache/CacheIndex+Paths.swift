extension CacheIndex {
    /// What identifies a file's content in a result key: the hash of its bytes, its length
    /// and whether it is read as JSON. Combined with the options it gives the key of a
    /// result (``ResultCache/key(for:options:)``).
    struct ContentKey: Hashable {
        var low: UInt64
        var high: UInt64
        /// The length shifted left by one, the JSON flag in bit 0.
        var lengthAndFormat: UInt64
    }

    /// What a path held when a run last read it: the file's metadata from an `fstat` of
    /// the descriptor it was read from (before reading), the content key of the bytes
    /// read, and the time taken before the metadata (the start of that run).
    struct PathRecord: Equatable {
        /// The generation of the last run that wrote this record as used.
        var generation: UInt32
        var metadata: FileMetadata
        /// Nanoseconds since 1970, taken before the file was looked at.
        var recorded: Int64
        var content: ContentKey

        /// Whether the record can stand for the content: the file had not changed within
        /// ``FileMetadata/racyMargin`` of ``recorded`` (``FileMetadata/isSettled(before:)``).
        /// O(1).
        var isTrusted: Bool { metadata.isSettled(before: recorded) }
    }
}

extension ByteWriter {
    /// One path record in the layout of ``CacheIndex``.
    mutating func pathRecord(_ path: String, _ record: CacheIndex.PathRecord) {
        uint32(UInt32(truncatingIfNeeded: path.utf8.count))
        uint32(record.generation)
        uint64(record.metadata.device)
        uint64(record.metadata.inode)
        uint64(record.metadata.size)
        uint64(UInt64(bitPattern: record.metadata.modified))
        uint64(UInt64(bitPattern: record.metadata.changed))
        uint64(UInt64(bitPattern: record.recorded))
        uint64(record.content.low)
        uint64(record.content.high)
        uint64(record.content.lengthAndFormat)
        bytes.append(contentsOf: path.utf8)
    }
}
