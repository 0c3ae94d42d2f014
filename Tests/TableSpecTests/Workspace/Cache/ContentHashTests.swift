@testable import TableSpec
import Testing

@Suite struct ContentHashTests {
    /// The hash is a stored key: it must never change between runs, processes or versions
    /// of the code without a new index format. These values pin it.
    @Test func valuesArePinned() {
        #expect(ContentHash([]).hex == Self.pinned[0])
        #expect(ContentHash(Array("tablespec: 1\n".utf8)).hex == Self.pinned[1])
        #expect(ContentHash(Array(0..<200).map { UInt8($0) }).hex == Self.pinned[2])
        #expect(ContentHash(Array("tablespec: 1\n".utf8), seed: 1).hex == Self.pinned[3])
    }

    static let pinned = [
        "4fc29be17e7a170b5655a378e3685671",
        "a3066f2bba498fa129fc9afd5e0b388b",
        "beb4b69bd446a1047dffa608c670e385",
        "ed4ad3bd932f3e6863e7434d9d589588",
    ]

    /// Every single-bit change of inputs of every length up to 80 bytes (crossing the
    /// 8-byte word and 32-byte stripe boundaries) gives a different hash, in both halves.
    @Test func everyBitChangesBothHalves() {
        var seen: Set<ContentHash> = []
        var lows: Set<UInt64> = []
        var highs: Set<UInt64> = []
        var inputs = 0
        for length in 0...80 {
            let base = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            for bit in -1..<(length * 8) {
                var bytes = base
                if bit >= 0 { bytes[bit / 8] ^= UInt8(1) << UInt8(bit % 8) }
                let hash = ContentHash(bytes)
                seen.insert(hash)
                lows.insert(hash.low)
                highs.insert(hash.high)
                inputs += 1
            }
        }
        #expect(seen.count == inputs)
        #expect(lows.count == inputs)
        #expect(highs.count == inputs)
    }

    /// Zero bytes appended make a different hash (the length is mixed in).
    @Test func trailingZerosCount() {
        let hashes = (0..<40).map { ContentHash(Array(repeating: 0, count: $0)) }
        #expect(Set(hashes).count == 40)
    }

    /// The value depends on the bytes only, not on where they sit in memory.
    @Test func alignmentDoesNotMatter() {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let whole = ContentHash(Array(bytes[5..<260]))
        for shift in 0..<8 {
            let padded = Array(repeating: UInt8(0xAA), count: shift) + bytes[5..<260]
            let hash = padded.withUnsafeBytes { ContentHash(raw: UnsafeRawBufferPointer(rebasing: $0[shift...])) }
            #expect(hash == whole)
        }
    }

    @Test func seedsSeparateKinds() {
        let bytes = Array("same bytes".utf8)
        #expect(ContentHash(bytes, seed: 0) != ContentHash(bytes, seed: 1))
        #expect(ContentHash(bytes) == ContentHash(bytes, seed: 0))
    }
}
