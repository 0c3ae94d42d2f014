/// The result cache's one index file (`results-v4.bin`): every cached report of a cache
/// directory, keyed by ``ContentHash``, and what each file path last held.
///
/// Layout (integers little-endian):
/// ```
/// magic "TSPCACHE"                    8 bytes
/// format version (2)                  u32
/// generation (the run that wrote it)  u32
/// entry count                         u32
/// per entry: key low u64, key high u64, generation last used u32,
///            payload length u32, payload (``DiagnosticCodec``)
/// path count                          u32
/// per path: path length u32, generation last used u32,
///           device u64, inode u64, size u64, mtime ns i64, ctime ns i64,
///           recorded (time before the read) ns i64,
///           content hash low u64, high u64, length × 2 + JSON flag u64,
///           path (UTF-8)
/// checksum: ContentHash of all bytes before it, low u64, high u64
/// ```
/// Parsing checks the checksum first and every length against the bytes left, so a
/// truncated, damaged or foreign file is rejected as a whole with a reason, never read as
/// wrong results. O(file size) both ways.
struct CacheIndex {
    /// One cached report, its payload a slice of the file's bytes (not copied).
    struct Entry {
        /// The generation of the last run that wrote this entry as used.
        var generation: UInt32
        var payload: ArraySlice<UInt8>
    }

    static let magic: [UInt8] = Array("TSPCACHE".utf8)
    static let formatVersion: UInt32 = 3
    /// Magic, version, generation and count.
    static let headerSize = 20
    /// Key, generation and payload length.
    static let entryHeaderSize = 24
    /// Path length, generation, metadata, time recorded and content.
    static let pathHeaderSize = 80
    /// The seed of the checksum, so it differs from any content key.
    static let checksumSeed: UInt64 = 0x7461_626C_6563_746C

    /// The generation of the run that wrote the file (0 for an empty index).
    var generation: UInt32 = 0
    /// Read in place (``EntryTable``).
    var entries = EntryTable()
    /// Read in place, not parsed into strings (``PathTable``).
    var paths = PathTable()

    /// Why a file is not a usable index.
    struct ParseError: Error {
        var reason: String
    }

    /// The index in `bytes`, or why it cannot be used.
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> CacheIndex {
        // 1. Magic, then the checksum over everything before the last 16 bytes.
        let body: ArraySlice<UInt8>
        switch CacheFile.body(of: bytes, magic: magic, seed: checksumSeed, minimum: headerSize - magic.count) {
        case .success(let checked): body = checked
        case .failure(.foreign): throw ParseError(reason: "it is not a tablectl result cache")
        case .failure(.truncated): throw ParseError(reason: "it is truncated")
        case .failure(.checksumMismatch): throw ParseError(reason: "it is damaged or truncated (checksum mismatch)")
        }
        // 2. Header.
        var reader = ByteReader(body)
        guard let version = reader.uint32(), let generation = reader.uint32(), let count = reader.uint32() else {
            throw ParseError(reason: "it is truncated")
        }
        guard version == formatVersion else {
            throw ParseError(reason: "it has format version \(version), not \(formatVersion)")
        }
        guard Int(count) <= reader.remaining / entryHeaderSize else {
            throw ParseError(reason: "it is damaged (entry count \(count) does not fit)")
        }
        // 3. Entries, where each starts (``EntryTable`` reads them in place; a later
        //    duplicate key replaces an earlier one).
        var index = CacheIndex(generation: generation)
        var entryStarts: [Int] = []
        entryStarts.reserveCapacity(Int(count))
        for _ in 0..<count {
            let start = reader.position
            guard reader.skip(entryHeaderSize - 4), let length = reader.uint32(), reader.skip(Int(length))
            else { throw ParseError(reason: "it is damaged (an entry runs past the end)") }
            entryStarts.append(start)
        }
        index.entries = EntryTable(bytes: bytes, starts: entryStarts)
        // 4. Path records, where each starts (``PathTable`` reads them in place; a later
        //    duplicate path replaces an earlier one).
        guard let pathCount = reader.uint32() else { throw ParseError(reason: "it is truncated") }
        guard Int(pathCount) <= reader.remaining / pathHeaderSize else {
            throw ParseError(reason: "it is damaged (path count \(pathCount) does not fit)")
        }
        var starts: [Int] = []
        starts.reserveCapacity(Int(pathCount))
        for _ in 0..<pathCount {
            let start = reader.position
            guard let length = reader.uint32(), reader.skip(pathHeaderSize - 4 + Int(length)) else {
                throw ParseError(reason: "it is damaged (a path record runs past the end)")
            }
            starts.append(start)
        }
        guard reader.remaining == 0 else {
            throw ParseError(reason: "it is damaged (\(reader.remaining) bytes after the last entry)")
        }
        index.paths = PathTable(bytes: bytes, starts: starts)
        return index
    }

    /// The bytes of an index written by run `generation` holding `entries` and `paths`, in
    /// the order given (entries sorted by key and paths by their bytes read fastest, see
    /// ``SortedStarts``).
    /// O(total payload size).
    static func serialize(
        generation: UInt32, entries: [(key: ContentHash, entry: Entry)],
        paths: [(path: String, record: PathRecord)] = []
    ) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(headerSize + 4 + CacheFile.checksumSize
            + entries.reduce(0) { $0 + entryHeaderSize + $1.entry.payload.count }
            + paths.reduce(0) { $0 + pathHeaderSize + $1.path.utf8.count })
        writer.bytes.append(contentsOf: magic)
        writer.uint32(formatVersion)
        writer.uint32(generation)
        writer.uint32(UInt32(truncatingIfNeeded: entries.count))
        for (key, entry) in entries {
            writer.uint64(key.low)
            writer.uint64(key.high)
            writer.uint32(entry.generation)
            writer.uint32(UInt32(truncatingIfNeeded: entry.payload.count))
            writer.bytes.append(contentsOf: entry.payload)
        }
        writer.uint32(UInt32(truncatingIfNeeded: paths.count))
        for (path, record) in paths {
            writer.pathRecord(path, record)
        }
        CacheFile.appendChecksum(to: &writer, seed: checksumSeed)
        return writer.bytes
    }
}
