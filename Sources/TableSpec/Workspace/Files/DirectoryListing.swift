#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The visible entries of one directory, read once with `readdir` and sorted by the bytes of
/// their names (the order of `ls` under `LC_ALL=C`).
///
/// Names are kept as bytes in one buffer, not as a `String` each: a walk only builds the
/// paths of the entries it keeps. Hidden entries (names starting with `.`, which includes
/// `.` and `..`) are left out. A name that is not valid UTF-8 is stored repaired (each bad
/// sequence replaced by U+FFFD), as `String(decoding:as:)` would give it, so names sort and
/// join exactly like the `String`s they become.
///
/// ```swift
/// if let listing = DirectoryListing("specs") {
///     listing.entries.map { String(decoding: listing.name($0), as: UTF8.self) }   // ["a.yaml", "b"]
/// }
/// ```
struct DirectoryListing {
    /// What `readdir` says an entry is; `unknown` (a symbolic link, or a file system that
    /// does not say) needs an `lstat`.
    enum EntryType: UInt8 { case file, directory, unknown, other }

    /// One entry: where its name is in ``names``, its type, and its first eight bytes as a
    /// big-endian number (zero-padded), so most comparisons are one integer compare.
    /// 24 bytes, so sorting moves little. A name is at most 255 bytes (three times that
    /// once repaired), so its length fits in 16 bits.
    struct Entry {
        var key: UInt64
        var start: Int
        var count: UInt16
        var type: EntryType
        /// Whether the name has a spec file extension (``SpecFileFinder/hasSpecExtension(_:)``).
        var hasSpecExtension: Bool
    }

    /// The names of all entries, back to back.
    private(set) var names: [UInt8] = []
    /// The entries, sorted by the bytes of their names.
    private(set) var entries: [Entry] = []

    /// Lists `directory`; nil when it cannot be opened. O(entries × log entries) compares,
    /// almost all of them one integer compare.
    init?(_ directory: String) {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        names.reserveCapacity(4096)
        entries.reserveCapacity(64)
        while let entry = readdir(handle) {
            let type: EntryType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): type = .directory
            case Int32(DT_REG): type = .file
            case Int32(DT_LNK), Int32(DT_UNKNOWN): type = .unknown
            default: type = .other
            }
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                guard let base = raw.baseAddress else { return }
                let length = strnlen(base.assumingMemoryBound(to: CChar.self), raw.count)
                add(UnsafeRawBufferPointer(start: base, count: length), type: type)
            }
        }
        sort()
    }

    /// A listing of no entries (filled by ``stored(_:)``).
    private init() {}

    /// The name of `entry`, as bytes.
    func name(_ entry: Entry) -> ArraySlice<UInt8> {
        names[entry.start..<(entry.start + Int(entry.count))]
    }

    /// `prefix` followed by the name of `entry`, as one `String` built in place (both are
    /// UTF-8). O(length): two copies, one allocation.
    func path(_ prefix: [UInt8], _ entry: Entry) -> String {
        names.withUnsafeBufferPointer { names in
            let name = UnsafeBufferPointer(rebasing: names[entry.start..<(entry.start + Int(entry.count))])
            return String(unsafeUninitializedCapacity: prefix.count + name.count) { buffer in
                let middle = buffer.initialize(fromContentsOf: prefix)
                return buffer[middle...].initialize(fromContentsOf: name)
            }
        }
    }

    /// Appends one entry unless it is hidden.
    private mutating func add(_ raw: UnsafeRawBufferPointer, type: EntryType) {
        guard let first = raw.first else { return }
        var high: UInt8 = 0
        for byte in raw { high |= byte }
        if high < 0x80 {
            if first == UInt8(ascii: ".") { return }
            append(raw, type: type)
            return
        }
        // Not ASCII: the bytes of the `String` (repaired when not UTF-8), and "hidden" as
        // `String.hasPrefix(".")` says it (by characters, so "." and a combining mark is not).
        let name = String(decoding: raw, as: UTF8.self)
        if name.hasPrefix(".") { return }
        var copy = name
        copy.withUTF8 { append(UnsafeRawBufferPointer($0), type: type) }
    }

    private mutating func append(_ name: UnsafeRawBufferPointer, type: EntryType) {
        let bytes = name.assumingMemoryBound(to: UInt8.self)
        entries.append(Self.entry(bytes, start: names.count, type: type))
        names.append(contentsOf: bytes)
    }

    /// The entry of the name `name`, found at `start` in ``names``. O(1).
    private static func entry(_ name: UnsafeBufferPointer<UInt8>, start: Int, type: EntryType) -> Entry {
        var key: UInt64 = 0
        for index in 0..<8 {
            key = key << 8 | UInt64(index < name.count ? name[index] : 0)
        }
        return Entry(
            key: key, start: start, count: UInt16(truncatingIfNeeded: name.count), type: type,
            hasSpecExtension: SpecFileFinder.hasSpecExtension(name))
    }

    /// Sorts the entries by their names' bytes, in two steps:
    ///
    /// 1. a plain integer sort of each entry's first six bytes packed with its position
    ///    (as long as positions fit in 16 bits);
    /// 2. a comparing sort of each run of entries whose first six bytes are the same
    ///    (none when names differ early, as most do).
    ///
    /// Equal names (possible only once repaired) keep `readdir` order, as a stable sort
    /// keeps them. O(entries × log entries).
    private mutating func sort() {
        guard entries.count > 1 else { return }
        guard entries.count <= 1 << 16 else {
            sortByComparing(0..<entries.count)
            return
        }
        // 1. The first six bytes, and the position to break ties.
        var packed = [UInt64](repeating: 0, count: entries.count)
        for (index, entry) in entries.enumerated() {
            packed[index] = entry.key & ~0xFFFF | UInt64(index)
        }
        packed.sort()
        entries = packed.map { [entries] in entries[Int($0 & 0xFFFF)] }
        // 2. Runs with the same first six bytes.
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].key >> 16 == entries[start].key >> 16 { end += 1 }
            if end - start > 1 { sortByComparing(start..<end) }
            start = end
        }
    }

    /// Sorts `entries[range]` by comparing names. Names hold no NUL byte, so equal keys
    /// mean the same first eight bytes (and both names at least that long); only then are
    /// the rests compared. Stable.
    private mutating func sortByComparing(_ range: Range<Int>) {
        names.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            entries[range].sort { a, b in
                if a.key != b.key { return a.key < b.key }
                let common = Int(Swift.min(a.count, b.count)) - 8
                if common > 0 {
                    let order = memcmp(base + a.start + 8, base + b.start + 8, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
    }
}

extension DirectoryListing {
    /// The most bytes a stored name may have: 255 bytes, three times over once repaired.
    static let maxNameLength = 765

    /// Appends the listing as ``stored(_:)`` reads it: the entry count and the names'
    /// total length (varints), each entry's name length (varint) and type (one byte) in
    /// sorted order, then the names back to back in that order. O(entries + name bytes).
    func store(into writer: inout ByteWriter) {
        writer.varint(entries.count)
        writer.varint(entries.reduce(0) { $0 + Int($1.count) })
        for entry in entries {
            writer.varint(Int(entry.count))
            writer.bytes.append(entry.type.rawValue)
        }
        for entry in entries {
            writer.bytes.append(contentsOf: name(entry))
        }
    }

    /// The listing ``store(into:)`` wrote at `reader`'s position, or nil when the bytes
    /// are not one (a count or length that does not fit what is left, an empty or too
    /// long name, an unknown type). The entries are taken in the order stored, which
    /// ``store(into:)`` wrote sorted. O(entries + name bytes).
    static func stored(_ reader: inout ByteReader) -> DirectoryListing? {
        guard let count = reader.varint(), let total = reader.varint(),
              count <= reader.remaining / 2, total <= reader.remaining
        else { return nil }
        var shape: [(length: Int, type: EntryType)] = []
        shape.reserveCapacity(count)
        var sum = 0
        for _ in 0..<count {
            guard let length = reader.varint(), length > 0, length <= maxNameLength, length <= total - sum,
                  let raw = reader.bytes(1)?.first, let type = EntryType(rawValue: raw)
            else { return nil }
            shape.append((length, type))
            sum += length
        }
        guard sum == total, let names = reader.bytes(total) else { return nil }
        var listing = DirectoryListing()
        listing.names = Array(names)
        listing.entries.reserveCapacity(count)
        listing.names.withUnsafeBufferPointer { names in
            var start = 0
            for (length, type) in shape {
                let name = UnsafeBufferPointer(rebasing: names[start..<start + length])
                listing.entries.append(entry(name, start: start, type: type))
                start += length
            }
        }
        return listing
    }
}
