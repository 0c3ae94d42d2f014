/// Short strings already made, found again by their bytes.
///
/// Spec files repeat short scalars: every key (`id`, `title`, `detail`) and many values
/// (`true`, `checkmark`, `subtitle`). Making a `String` from bytes validates and copies
/// them (about 170 instructions for a short one); finding it here costs about a third of
/// that. Only texts of at most 15 UTF-8 bytes are cached: Swift stores those inline, so a
/// hit shares no storage and the cache owns no memory beyond its table: 2,048 slots of 40
/// bytes (80 KiB). A hit is exact whatever file the text came from, so one cache serves
/// every file a thread loads (see ``YAMLScratch``): the table is set up once per thread,
/// and the keys every spec repeats are found from the second file on.
///
/// Direct-mapped: each text has one slot, chosen by a hash of its bytes; a new text
/// replaces whatever was there. A hit compares the length and all the bytes, so the
/// result is always exactly `String(decoding: bytes, as: UTF8.self)`.
final class YAMLStringCache {
    /// One remembered text: its bytes zero-padded into two words, its length (-1 for an
    /// empty slot), and the string.
    private struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1
        var text = ""
    }

    private let slotBits: Int
    private let entries: UnsafeMutablePointer<Entry>

    /// An empty table of `1 << slotBits` slots. O(slots).
    init(slotBits: Int = 11) {
        self.slotBits = slotBits
        entries = .allocate(capacity: 1 << slotBits)
        entries.initialize(repeating: Entry(), count: 1 << slotBits)
    }

    deinit {
        entries.deinitialize(count: 1 << slotBits)
        entries.deallocate()
    }

    /// The string of `bytes` (valid UTF-8). O(length).
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        guard count <= 15 else { return String(decoding: bytes, as: UTF8.self) }
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
        let (low, high) = words
        let hash = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        let entry = entries + Int(truncatingIfNeeded: hash >> UInt64(64 - slotBits))
        if entry.pointee.count == count, entry.pointee.low == low, entry.pointee.high == high {
            return entry.pointee.text
        }
        let text = String(decoding: bytes, as: UTF8.self)
        entry.pointee = Entry(low: low, high: high, count: count, text: text)
        return text
    }
}
