#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a word in a file's bytes without decoding them: the cheap test before the costly
/// work (is this file a composite? is this broken file meant to be a spec?).
enum ByteSearch {
    /// Whether `bytes` contain the bytes of `word`: `memchr(3)` finds each candidate first
    /// byte, `memcmp(3)` compares the rest. O(bytes) in practice.
    static func contains(_ bytes: [UInt8], _ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard let first = needle.first else { return true }
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let start = haystack.baseAddress, let rest = needle.baseAddress else { return false }
                let last = haystack.count - needle.count
                var offset = 0
                while offset <= last {
                    guard let found = memchr(start + offset, Int32(first), last - offset + 1) else { return false }
                    let at = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + at, rest, needle.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}
