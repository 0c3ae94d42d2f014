@testable import TableSpec
import Testing

@Suite struct ByteOrderTests {
    /// `utf8Precedes` is the order of the UTF-8 bytes, whatever the strings' storage
    /// (small or on the heap) or Unicode normalisation.
    @Test func utf8PrecedesIsByteOrder() {
        let words = ["", "a", "a.yaml", "a/x.yaml", "ab", "b", "B", "é", "e\u{301}", "z" + String(repeating: "y", count: 40),
                     "z" + String(repeating: "y", count: 41), "\u{0}", "日本"]
        for a in words {
            for b in words {
                #expect(a.utf8Precedes(b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) vs \(b)")
            }
        }
        #expect("a.yaml".utf8Precedes("a/x.yaml"))
        // Canonically equal, but not the same bytes: 'e' (0x65) sorts before 0xC3.
        #expect("e\u{301}".utf8Precedes("é") && !"é".utf8Precedes("e\u{301}"))
    }
}
