/// A 128-bit non-cryptographic hash of some bytes: the same value in every process, on
/// every machine and every run (unlike Swift's `Hasher`, which is seeded per process).
///
/// Used to key the result cache by file content. It is fast (about 8 bytes per multiply,
/// four independent lanes, so a few milliseconds for 7 MB) and spreads every input bit over
/// the whole value, but it is not built to resist an attacker who crafts collisions: it
/// identifies content, it does not authenticate it.
///
/// ```swift
/// let a = ContentHash(Array("tablespec: 1\n".utf8))
/// let b = ContentHash(Array("tablespec: 2\n".utf8))
/// a == b        // false
/// a.hex         // 32 hex digits, the same in every run
/// ```
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    /// The low 64 bits.
    package var low: UInt64
    /// The high 64 bits.
    package var high: UInt64
    // A hash from its two halves (as stored in a cache index): the memberwise `init(low:high:)`.
}

extension ContentHash {
    /// The hash of `bytes`, with `seed` for hashing values of different kinds apart.
    /// O(bytes.count).
    package init(_ bytes: [UInt8], seed: UInt64 = 0) {
        self = bytes.withUnsafeBytes { ContentHash(raw: $0, seed: seed) }
    }

    /// The hash of the bytes in `raw`. O(raw.count).
    package init(raw: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        self = Hashing.hash(raw, seed: seed)
    }

    /// 32 lower-case hex digits, high half first.
    package var hex: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(high) + digits(low)
    }

    package var description: String { hex }
}

/// The hash function itself, cut into steps.
///
/// 1. Four 64-bit lanes each take every fourth 8-byte little-endian word of each 32-byte
///    stripe: `lane = rotl(lane + word × P2, 31) × P1` (the round of xxHash64, which keeps
///    the four multiplies independent so they run in parallel).
/// 2. The lanes are folded twice, in different orders and rotations, into two
///    accumulators `a` and `b`.
/// 3. The remaining whole words, then the last 0–7 bytes (zero-padded, tagged with their
///    count), go into both accumulators, each with its own constants.
/// 4. Each half is the avalanche of its accumulator mixed with the length and the other
///    accumulator.
enum Hashing {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    @inline(__always)
    static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always)
    static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotl(lane &+ word &* p2, 31) &* p1
    }

    @inline(__always)
    static func word(_ raw: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    static func avalanche(_ x: UInt64) -> UInt64 {
        var h = x
        h ^= h >> 33
        h = h &* p2
        h ^= h >> 29
        h = h &* p3
        h ^= h >> 32
        return h
    }

    static func hash(_ raw: UnsafeRawBufferPointer, seed: UInt64) -> ContentHash {
        let count = raw.count
        var offset = 0
        // 1. Stripes of 32 bytes, one 8-byte word per lane.
        var v1 = seed &+ p1 &+ p2
        var v2 = seed &+ p2
        var v3 = seed
        var v4 = seed &- p1
        while offset + 32 <= count {
            v1 = round(v1, word(raw, offset))
            v2 = round(v2, word(raw, offset + 8))
            v3 = round(v3, word(raw, offset + 16))
            v4 = round(v4, word(raw, offset + 24))
            offset += 32
        }
        // 2. Two different folds of the lanes.
        var a = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
        var b = rotl(v4, 5) ^ rotl(v3, 11) ^ rotl(v2, 23) ^ rotl(v1, 41)
        a = (a ^ round(0, v1 ^ v3)) &* p1 &+ p4
        b = (b ^ round(p5, v2 ^ v4)) &* p3 &+ p5
        // 3. The remaining words, then the last bytes.
        while offset + 8 <= count {
            let w = word(raw, offset)
            a = rotl(a ^ round(0, w), 27) &* p1 &+ p4
            b = rotl(b ^ round(p3, w), 29) &* p2 &+ p5
            offset += 8
        }
        var tail: UInt64 = UInt64(count - offset) << 56
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        a = rotl(a ^ round(0, tail), 23) &* p2 &+ p3
        b = rotl(b ^ round(p4, tail), 19) &* p1 &+ p2
        // 4. Both halves depend on all of the state and on the length.
        let length = UInt64(truncatingIfNeeded: count)
        let low = avalanche(a ^ (length &* p5) ^ rotl(b, 32))
        let high = avalanche(b ^ (length &* p3) ^ rotl(low, 17))
        return ContentHash(low: low, high: high)
    }
}
