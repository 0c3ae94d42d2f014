/// Finds repeated ids in one pass: remembers where each id was first seen and reports
/// every later use with a related location at the first. O(n) expected.
///
/// Ids are kept in an open-addressing table keyed by a 64-bit FNV-1a hash of their UTF-8
/// bytes; texts are compared only when two hashes are equal, so a table without
/// duplicates compares no text at all. (A `[String: Place]` dictionary hashed every id
/// with SipHash through `Hasher`, a third of the cost of all rules on a large spec.)
struct DuplicateFinder<Place> {
    /// Per slot: the hash of the id stored there with its lowest bit set, or 0 when empty.
    private var hashes: [UInt64]
    /// Per slot: the index into `ids` and `places` of the id stored there.
    private var entries: [Int]
    private var ids: [String] = []
    private var places: [Place] = []

    /// A finder with room for `expectedCount` ids before it grows.
    init(expectedCount: Int = 0) {
        var size = 16
        while size < 2 * expectedCount { size *= 2 }
        hashes = Array(repeating: 0, count: size)
        entries = Array(repeating: 0, count: size)
        ids.reserveCapacity(expectedCount)
        places.reserveCapacity(expectedCount)
    }

    /// The place `id` was first seen, or nil (and `place` is remembered) when this is the
    /// first time. Empty ids are ignored: the decoder has reported them already.
    mutating func firstUse(of id: String, at place: Place) -> Place? {
        guard !id.isEmpty else { return nil }
        let hash = Self.hash(id)
        var slot = slot(of: hash)
        while hashes[slot] != 0 {
            if hashes[slot] == hash, ids[entries[slot]] == id { return places[entries[slot]] }
            slot = (slot + 1) & (hashes.count - 1)
        }
        hashes[slot] = hash
        entries[slot] = ids.count
        ids.append(id)
        places.append(place)
        if 2 * ids.count > hashes.count { grow() }
        return nil
    }

    /// Fibonacci hashing: the top bits of the product pick the slot.
    private func slot(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & (hashes.count - 1)
    }

    /// Doubles the table and puts every stored id back.
    private mutating func grow() {
        let old = (hashes, entries)
        hashes = Array(repeating: 0, count: old.0.count * 2)
        entries = Array(repeating: 0, count: old.0.count * 2)
        for (hash, entry) in zip(old.0, old.1) where hash != 0 {
            var slot = slot(of: hash)
            while hashes[slot] != 0 { slot = (slot + 1) & (hashes.count - 1) }
            hashes[slot] = hash
            entries[slot] = entry
        }
    }

    /// FNV-1a over the UTF-8 bytes, with the lowest bit set so no id hashes to "empty".
    static func hash(_ id: String) -> UInt64 {
        func fnv<S: Sequence<UInt8>>(_ bytes: S) -> UInt64 {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash | 1
        }
        return id.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(id.utf8)
    }
}

extension RuleContext {
    /// The finding of an id used again at `pointer` (`message` says which), with a related
    /// location at `first`, where it was first used: the one shape of every duplicate-id
    /// rule. Locates both only now, for the finding.
    func duplicateID(
        _ rule: RuleDescription, _ id: String, _ message: String, at pointer: Pointer, first: Pointer
    ) -> Diagnostic {
        diagnostic(
            rule, message, at: pointer,
            related: [related(at: first, "'\(id)' is first used here")])
    }
}

extension DuplicateFinder where Place == Int {
    /// Each item (by index) of a short list (a row's swipe actions or menu items) whose id
    /// an earlier one has, with the first of those. Empty ids are skipped (the decoder
    /// reported them). A row has a handful of items, so they are compared pair by pair,
    /// with no allocation unless there is a duplicate; a long list goes through a finder to
    /// stay O(n).
    static func duplicates(count: Int, id: (Int) -> String) -> [(later: Int, first: Int)] {
        var found: [(later: Int, first: Int)] = []
        if count <= 16 {
            for later in 1..<max(count, 1) where !id(later).isEmpty {
                if let first = (0..<later).first(where: { id($0) == id(later) }) { found.append((later, first)) }
            }
        } else {
            var finder = DuplicateFinder<Int>(expectedCount: count)
            for later in 0..<count {
                if let first = finder.firstUse(of: id(later), at: later) { found.append((later, first)) }
            }
        }
        return found
    }
}
