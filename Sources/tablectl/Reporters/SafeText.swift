/// Makes text from spec files safe to print on a terminal: control characters (including
/// ESC, so no ANSI sequence from a file reaches the terminal), DEL, C1 controls and
/// bidirectional overrides are shown as `\u{…}` escapes instead of being written.
enum SafeText {
    /// Whether `scalar` must not be written to a terminal as is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The escape shown for an unsafe scalar: `\t`, `\n`, `\r` or `\u{1b}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }

    /// Whether `text` is printable ASCII only (so nothing in it needs escaping), checked
    /// on its UTF-8 bytes in place when it has contiguous storage. O(length).
    static func isPlainASCII(_ text: String) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        return plain ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` with every unsafe scalar escaped. O(length).
    static func escaped(_ text: String) -> String {
        guard !isPlainASCII(text), text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}

/// ANSI styles for text output; every function returns its input unchanged when colour is
/// off.
struct Palette {
    var enabled: Bool

    func bold(_ s: String) -> String { wrap(s, "1") }
    func red(_ s: String) -> String { wrap(s, "1;31") }
    func yellow(_ s: String) -> String { wrap(s, "1;33") }
    func green(_ s: String) -> String { wrap(s, "1;32") }
    func cyan(_ s: String) -> String { wrap(s, "1;36") }
    func dim(_ s: String) -> String { wrap(s, "2") }

    private func wrap(_ s: String, _ code: String) -> String {
        enabled && !s.isEmpty ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }
}
