#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A command's output written as it is produced, so its size never has to fit in memory:
/// to standard output, or to a file that appears whole, atomically, when ``finish()``
/// succeeds (``AtomicFile/Writer``; until then the file is as it was). Text is gathered
/// into chunks of ``chunkSize`` bytes, each written with one `write(2)`.
///
/// ```swift
/// let output = try StreamedOutput(path: "steps.txt")   // nil: standard output
/// try output.write("1 select wifi: accepted\n")
/// try output.finish()
/// ```
public final class StreamedOutput {
    /// Bytes gathered before a write.
    public static let chunkSize = 1 << 16
    private let file: AtomicFile.Writer?
    private var buffer: [UInt8] = []

    /// Output to the file `path` (written atomically), or to standard output when `path`
    /// is nil.
    public init(path: String?) throws(AtomicFile.WriteError) {
        if let path { file = try AtomicFile.Writer(path: path) } else { file = nil }
        buffer.reserveCapacity(Self.chunkSize)
    }

    /// Adds `text` to the output. O(text), amortised.
    public func write(_ text: String) throws(AtomicFile.WriteError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunkSize { try flush() }
    }

    /// Writes what is gathered, then, for a file, puts it in place. Call once, last.
    public func finish() throws(AtomicFile.WriteError) {
        try flush()
        try file?.commit()
    }

    private func flush() throws(AtomicFile.WriteError) {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        if let file { return try file.write(buffer) }
        guard SystemCall.writeAll(buffer, to: 1) else {
            throw AtomicFile.WriteError(message: "cannot write to standard output: " + SystemCall.describe(errno))
        }
    }
}
