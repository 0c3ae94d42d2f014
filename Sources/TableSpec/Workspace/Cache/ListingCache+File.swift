extension ListingCache {
    static let magic: [UInt8] = Array("TSPLISTS".utf8)
    static let formatVersion: UInt32 = 1
    /// The seed of the checksum, so it differs from the result index's.
    static let checksumSeed: UInt64 = 0x6C69_7374_696E_6773

    /// The bytes of a file written by `toolVersion` holding `records`, in the order
    /// given. Layout (integers little-endian, `varint` as ``ByteWriter`` writes them):
    /// ```
    /// magic "TSPLISTS"                        8 bytes
    /// format version (1)                      u32
    /// tool version                            varint length, UTF-8
    /// record count                            u32
    /// per record: path length varint, path (UTF-8),
    ///             device u64, inode u64, size u64, mtime ns i64, ctime ns i64,
    ///             recorded (time before the stat) ns i64,
    ///             the listing (``DirectoryListing/store(into:)``)
    /// checksum: ContentHash of all bytes before it, low u64, high u64
    /// ```
    /// O(file size).
    static func serialize(_ records: [(path: String, record: Record)], toolVersion: String) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.append(contentsOf: magic)
        writer.uint32(formatVersion)
        writer.string(toolVersion)
        writer.uint32(UInt32(truncatingIfNeeded: records.count))
        for (path, record) in records {
            writer.string(path)
            let metadata = record.metadata
            for word in [metadata.device, metadata.inode, metadata.size, UInt64(bitPattern: metadata.modified),
                         UInt64(bitPattern: metadata.changed), UInt64(bitPattern: record.recorded)] {
                writer.uint64(word)
            }
            record.listing.store(into: &writer)
        }
        CacheFile.appendChecksum(to: &writer, seed: checksumSeed)
        return writer.bytes
    }

    /// The records in `bytes` and the tool version that wrote them, or nil when they are
    /// not a whole file of this format (another magic or format version, a checksum that
    /// does not match, a record that runs past the end or bytes after the last). A later
    /// record of a path replaces an earlier one. O(file size).
    static func parse(_ bytes: [UInt8]) -> (records: [String: Record], toolVersion: String)? {
        guard case .success(let body) = CacheFile.body(of: bytes, magic: magic, seed: checksumSeed, minimum: 8)
        else { return nil }
        var reader = ByteReader(body)
        guard reader.uint32() == formatVersion, let toolVersion = reader.string(), let count = reader.uint32(),
              Int(count) <= reader.remaining / 50
        else { return nil }
        var records: [String: Record] = [:]
        records.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let path = reader.string(),
                  let device = reader.uint64(), let inode = reader.uint64(), let size = reader.uint64(),
                  let modified = reader.uint64(), let changed = reader.uint64(), let recorded = reader.uint64(),
                  let listing = DirectoryListing.stored(&reader)
            else { return nil }
            let metadata = FileMetadata(
                device: device, inode: inode, size: size,
                modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
            records[path] = Record(metadata: metadata, recorded: Int64(bitPattern: recorded), listing: listing)
        }
        return reader.remaining == 0 ? (records, toolVersion) : nil
    }
}
