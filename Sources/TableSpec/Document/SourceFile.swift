/// The bytes of one spec file and the name it is reported under.
///
/// Holds the raw bytes (the loaders work on bytes, never on a decoded `String`) and
/// finds lines for caret displays on demand.
public struct SourceFile: Sendable {
    /// The path (or `--stdin-name`) shown in diagnostics.
    public var path: String
    /// The file's contents, exactly as read.
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Whether the file is read as JSON: a `.json` name, or content whose first
    /// non-blank byte is `{`.
    public var isJSON: Bool {
        if path.lowercased().hasSuffix(".json") { return true }
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "{")
    }

    /// The text of 1-based line `number`, without its line break, with invalid UTF-8
    /// repaired; nil past the end. O(file size) per call: used only to print findings.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var line = 1
        var start = 0
        var i = 0
        while i < bytes.count, line < number {
            if bytes[i] == 0x0A { line += 1; start = i + 1 }
            i += 1
        }
        guard line == number, start <= bytes.count else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
