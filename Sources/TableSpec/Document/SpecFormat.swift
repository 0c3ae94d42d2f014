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
    /// YAML 1.2, read by the YAML loader (libyaml).
    case yaml
    /// Strict RFC 8259 JSON, read by tablectl's own parser.
    case json

    /// The extensions that name a format, lower-case, without the dot: also the files
    /// `tablectl validate` looks for in a directory.
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// The format of a file named `path` holding `bytes`, by the rule above. O(1) for a
    /// name with a known extension; else O(leading white space).
    public init(path: String, bytes: [UInt8]) {
        self = Self(extensionOf: path) ?? Self.sniffed(bytes)
    }

    /// The format `path`'s extension names (`.json`, `.yaml`, `.yml`, in any case), or nil
    /// for any other name. O(length of the last path component).
    public init?(extensionOf path: String) {
        var path = path
        guard let format = path.withUTF8(Self.init(nameBytes:)) else { return nil }
        self = format
    }

    /// The format the UTF-8 bytes of a name (or a path: only its end is read) name by
    /// their extension, `.json`, `.yaml` or `.yml` in any ASCII case with something before
    /// the dot; nil for any other. O(1): looks at the last five bytes only (an extension
    /// of letters holds no dot, so that dot is the last one); no other character
    /// lower-cases to a letter of the extensions, so only ASCII case is folded. For
    /// directory walks (``SpecFileFinder``), which ask it of every name.
    init?(nameBytes name: UnsafeBufferPointer<UInt8>) {
        let count = name.count
        func lower(_ index: Int) -> UInt32 {
            let byte = name[index]
            return UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        func named(_ dot: Int) -> Bool { name[dot] == UInt8(ascii: ".") && name[dot - 1] != UInt8(ascii: "/") }
        if count >= 5, named(count - 4),
           lower(count - 3) << 16 | lower(count - 2) << 8 | lower(count - 1) == 0x79_6D_6C {             // yml
            self = .yaml
            return
        }
        if count >= 6, named(count - 5) {
            switch lower(count - 4) << 24 | lower(count - 3) << 16 | lower(count - 2) << 8 | lower(count - 1) {
            case 0x6A_73_6F_6E: self = .json                                                          // json
            case 0x79_61_6D_6C: self = .yaml                                                          // yaml
            default: return nil
            }
            return
        }
        return nil
    }

    /// JSON when the first byte that is not white space (after a byte order mark) is `{`.
    static func sniffed(_ bytes: [UInt8]) -> SpecFormat {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "{") ? .json : .yaml
    }
}
