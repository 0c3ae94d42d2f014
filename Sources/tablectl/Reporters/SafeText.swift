import TableSpec

/// Makes text from spec files safe to print on a terminal: control characters (including
/// ESC, so no ANSI sequence from a file reaches the terminal), DEL, C1 controls, bidi
/// controls and line separators are shown as `\u{…}` escapes instead of being written.
/// The rules live in the library (``TerminalText``), shared with the text renderer.
enum SafeText {
    /// Whether `scalar` must not be written to a terminal as is.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { TerminalText.isUnsafe(scalar) }

    /// The escape shown for an unsafe scalar: `\t`, `\n`, `\r` or `\u{1b}`.
    static func escape(_ scalar: Unicode.Scalar) -> String { TerminalText.escape(scalar) }

    /// Whether `text` is printable ASCII only (so nothing in it needs escaping), checked
    /// on its UTF-8 bytes in place when it has contiguous storage. O(length).
    static func isPlainASCII(_ text: String) -> Bool {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        return plain ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` with every unsafe scalar escaped. O(length).
    static func escaped(_ text: String) -> String { TerminalText.escaped(text) }
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
