#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the result cache's two files (`results-v4.bin`, ``CacheIndex``; `listings-v1.bin`,
/// ``ListingCache``) share: how they are read, and their framing, a magic first and a
/// ``ContentHash`` of every byte before it last (`low`, `high`, little-endian), so a
/// truncated, damaged or foreign file is rejected as a whole.
enum CacheFile {
    /// The size of the checksum at the end.
    static let checksumSize = 16

    /// The bytes of the file at `path`: nil when there is none (an empty cache, no
    /// warning), else the bytes or, as a lower-case sentence naming `what`, why they
    /// cannot be had. One `access`, then one read bounded by `limit`.
    static func read(_ path: String, limit: Int, what: String) -> Result<[UInt8], Problem>? {
        // `access`, not FileManager: its first use costs more than the whole look-up.
        guard access(path, F_OK) == 0 else { return nil }
        do {
            switch try SpecFileReader.read(path: path, limit: limit) {
            case .bytes(let bytes): return .success(bytes)
            case .tooLarge: return .failure(Problem("ignoring \(what) '\(path)': it is larger than \(limit) bytes"))
            }
        } catch {
            return .failure(Problem("ignoring \(what): \(error.message)"))
        }
    }

    /// A reason a cache file cannot be used.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Why ``body(of:magic:seed:minimum:)`` found no body.
    enum Rejection: Error {
        /// Another kind of file: it does not start with the magic.
        case foreign
        /// Too short to hold the magic, `minimum` bytes and the checksum.
        case truncated
        /// The checksum does not match the bytes before it.
        case checksumMismatch
    }

    /// The bytes between `magic` and the checksum of `bytes`, checked. O(bytes).
    static func body(
        of bytes: [UInt8], magic: [UInt8], seed: UInt64, minimum: Int
    ) -> Result<ArraySlice<UInt8>, Rejection> {
        guard bytes.count >= magic.count, bytes.starts(with: magic) else { return .failure(.foreign) }
        guard bytes.count >= magic.count + minimum + checksumSize else { return .failure(.truncated) }
        let end = bytes.count - checksumSize
        let computed = bytes.withUnsafeBytes { raw in
            ContentHash(raw: UnsafeRawBufferPointer(rebasing: raw[0..<end]), seed: seed)
        }
        var trailer = ByteReader(bytes[end...])
        guard trailer.uint64() == computed.low, trailer.uint64() == computed.high else {
            return .failure(.checksumMismatch)
        }
        return .success(bytes[magic.count..<end])
    }

    /// Appends the checksum of everything `writer` holds. O(bytes).
    static func appendChecksum(to writer: inout ByteWriter, seed: UInt64) {
        let checksum = ContentHash(writer.bytes, seed: seed)
        writer.uint64(checksum.low)
        writer.uint64(checksum.high)
    }
}
