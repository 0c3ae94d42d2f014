#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `export --check`: whether a file already holds, byte for byte, the text a command would
/// write to it, and if not, the first line that differs. Reads the file (never writes it),
/// at most the expected size plus 16 MiB. O(file size).
///
/// ```swift
/// switch try OutputCheck.compare(generated, withFileAt: "Sources/App/Settings.swift") {
/// case .upToDate: break                        // exit 0
/// case .differs(let line, _, _): print(line)  // exit 1
/// case .missing, .tooLarge: break              // exit 1
/// }
/// ```
public enum OutputCheck {
    /// How the file compares with the text.
    public enum Outcome: Hashable, Sendable {
        /// The file holds exactly the text.
        case upToDate
        /// There is no file at the path.
        case missing
        /// The first differing line (1-based) with the text's line and the file's there
        /// (nil: that side has no such line), each without its line break.
        case differs(line: Int, expected: String?, found: String?)
        /// The file is far larger than the text (its size in bytes).
        case tooLarge(size: Int?)
    }

    /// Compares the file at `path` with `expected`. Throws when the file exists but cannot
    /// be read (a directory, no permission).
    public static func compare(_ expected: String, withFileAt path: String) throws(BatchFailure) -> Outcome {
        var info = stat()
        if lstat(path, &info) != 0, errno == ENOENT { return .missing }
        let want = Array(expected.utf8)
        switch try SpecFileReader.read(path: path, limit: want.count + (16 << 20)) {
        case .tooLarge(let size):
            return .tooLarge(size: size)
        case .bytes(let found):
            return found == want ? .upToDate : firstDifference(want, found)
        }
    }

    /// The first line where `expected` and `found` differ, lines compared with their line
    /// break (a last line without one differs from the same line with one). O(length).
    static func firstDifference(_ expected: [UInt8], _ found: [UInt8]) -> Outcome {
        let wanted = lines(expected), got = lines(found)
        var index = 0
        while index < wanted.count, index < got.count, wanted[index] == got[index] { index += 1 }
        func text(_ lines: [ArraySlice<UInt8>], _ other: [ArraySlice<UInt8>]) -> String? {
            guard index < lines.count else { return nil }
            let line = lines[index]
            let broken = line.last == 10
            let shown = String(decoding: broken ? line.dropLast() : line, as: UTF8.self)
            let otherBroken = index < other.count && other[index].last == 10
            return !broken && otherBroken ? shown + " (no line break at the end of the file)" : shown
        }
        return .differs(line: index + 1, expected: text(wanted, got), found: text(got, wanted))
    }

    /// `bytes` cut after each line break; a last line without one is a line too.
    private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 10 {
            lines.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }
}
