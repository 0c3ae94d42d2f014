/// The keys one kind of mapping allows (a row's, a section's, …), for finding which field
/// a written key names in a few instructions.
///
/// A `switch` over string cases compares the key with each case in turn, a call into the
/// string library per case (about a tenth of all decoding time on a large spec). The table
/// first compares a small integer made of the key's length and first byte, so a key is
/// compared as text with one candidate, the one it most likely is.
///
/// ```swift
/// enum Field { case id, title }
/// let keys = KeyTable<Field>(["id": .id, "title": .title])
/// keys.field("title")   // .title
/// keys.field("titel")   // nil
/// keys.names            // ["id", "title"], for "did you mean" and the allowed list
/// ```
///
/// - Complexity: lookup is O(length of the key) for the one text comparison, plus a probe
///   of a table with at most half of its slots used; building is O(keys).
struct KeyTable<Field: Sendable>: Sendable {
    /// The keys, in the order given (for messages).
    let names: [String]
    /// Per slot: the signature of the key stored there, or 0 when the slot is empty.
    private var signatures: [UInt32]
    /// Per slot: the index into `names` and `fields` of the key stored there.
    private var entries: [Int]
    private let fields: [Field]
    private let mask: Int

    /// A table of `keys`, which must be distinct and non-empty.
    init(_ keys: KeyValuePairs<String, Field>) {
        self.init(names: keys.map(\.key), fields: keys.map(\.value))
    }

    /// A table of `names[i]` → `fields[i]`; the names must be distinct and non-empty.
    init(names: [String], fields: [Field]) {
        self.names = names
        self.fields = fields
        var size = 8
        while size < 2 * names.count { size *= 2 }
        mask = size - 1
        signatures = Array(repeating: 0, count: size)
        entries = Array(repeating: 0, count: size)
        for (index, name) in names.enumerated() where index < fields.count {
            let signature = Self.signature(name)
            var slot = Self.slot(signature, mask)
            while signatures[slot] != 0 { slot = (slot + 1) & mask }
            signatures[slot] = signature
            entries[slot] = index
        }
    }

    /// The field `key` names, or nil when it is none of the table's keys.
    func field(_ key: String) -> Field? {
        let signature = Self.signature(key)
        var slot = Self.slot(signature, mask)
        while true {
            let stored = signatures[slot]
            if stored == 0 { return nil }
            if stored == signature, names[entries[slot]] == key { return fields[entries[slot]] }
            slot = (slot + 1) & mask
        }
    }

    /// Length (low 24 bits, never all zero for a non-empty key) and first byte. The empty
    /// key gets a signature no stored key has (0xFF is never a UTF-8 lead byte).
    private static func signature(_ key: String) -> UInt32 {
        // Through the contiguous bytes: about half the instructions of `utf8.first`.
        let signature = key.utf8.withContiguousStorageIfAvailable { bytes -> UInt32 in
            guard let first = bytes.first else { return 0xFFFF_FFFF }
            return UInt32(truncatingIfNeeded: min(bytes.count, 0xFF_FFFF)) | UInt32(first) << 24
        }
        if let signature { return signature }
        guard let first = key.utf8.first else { return 0xFFFF_FFFF }
        return UInt32(truncatingIfNeeded: min(key.utf8.count, 0xFF_FFFF)) | UInt32(first) << 24
    }

    private static func slot(_ signature: UInt32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (signature &* 0x9E37_79B1) >> 16) & mask
    }
}

extension KeyTable where Field: RawRepresentable & CaseIterable, Field.RawValue == String {
    /// A table of every case of a string enumeration, by raw value: `E(rawValue:)` is a
    /// `switch` over the cases, compared one by one.
    init(casesOf type: Field.Type) {
        self.init(names: Field.allCases.map(\.rawValue), fields: Array(Field.allCases))
    }
}
