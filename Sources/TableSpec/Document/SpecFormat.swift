/// Which reader a spec file goes to: the YAML loader or the strict JSON parser.
///
/// The one rule, used by every command (validate, diff, render, export), the cache and
/// the configuration loader, all through ``SourceFile/format``:
///
/// 1. The name's extension decides, in any case: `.yaml` and `.yml` are YAML (flow style
///    `{key: value}` included), `.json` is strict JSON.
/// 2. Only a name without one of these extensions (standard input without a
///    `--stdin-name` that has one) is sniffed: JSON when its first non-blank byte (after
///    a UTF-8 byte order mark) is `{`, YAML otherwise.
///
/// ```swift
/// SpecFormat(path: "screen.yaml", bytes: Array("{a: 1}".utf8))   // .yaml
/// SpecFormat(path: "screen.json", bytes: Array("a: 1".utf8))     // .json
/// SpecFormat(path: "<stdin>", bytes: Array(" {\"a\": 1}".utf8))  // .json
/// ```
public enum SpecFormat: Sendable, Hashable {
    case yaml, json

    /// The format of a file named `path` holding `bytes`, by the rule above. O(1) for a
    /// name with a known extension; else O(leading white space).
    public init(path: String, bytes: [UInt8]) {
        self = Self(extensionOf: path) ?? Self.sniffed(bytes)
    }

    /// The format `path`'s extension names (`.json`, `.yaml`, `.yml`, in any case), or nil
    /// for any other name. O(length of the last path component).
    public init?(extensionOf path: String) {
        let name = path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...]
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "json": self = .json
        case "yaml", "yml": self = .yaml
        default: return nil
        }
    }

    /// JSON when the first byte that is not white space (after a byte order mark) is `{`.
    static func sniffed(_ bytes: [UInt8]) -> SpecFormat {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "{") ? .json : .yaml
    }
}
