/// ANSI styles for text output (validation reports, diffs): bold, the four colours of a
/// code review and dim. Every function returns its input unchanged when colour is off, or
/// when the input is empty, so callers style unconditionally.
///
/// ```swift
/// Palette(enabled: true).red("error")    // "\u{1B}[1;31merror\u{1B}[0m"
/// Palette(enabled: false).red("error")   // "error"
/// ```
/// Styles never escape their input: pass text from a spec through ``TerminalText`` first.
public struct Palette: Sendable {
    /// Whether styles are written.
    public var enabled: Bool

    /// A palette that styles when `enabled`.
    public init(enabled: Bool) { self.enabled = enabled }

    /// The SGR parameters of each style, for writers that append bytes themselves
    /// (``TextOutput``).
    enum Code {
        static let bold = "1"
        static let red = "1;31"
        static let yellow = "1;33"
        static let green = "1;32"
        static let cyan = "1;36"
        static let dim = "2"
    }

    /// Bold.
    public func bold(_ s: String) -> String { wrap(s, Code.bold) }
    /// Bold red: errors, deletions.
    public func red(_ s: String) -> String { wrap(s, Code.red) }
    /// Bold yellow: warnings, updates.
    public func yellow(_ s: String) -> String { wrap(s, Code.yellow) }
    /// Bold green: success, insertions.
    public func green(_ s: String) -> String { wrap(s, Code.green) }
    /// Bold cyan: notes, hints, moves.
    public func cyan(_ s: String) -> String { wrap(s, Code.cyan) }
    /// Dim: secondary text (source excerpts' gutters, counts).
    public func dim(_ s: String) -> String { wrap(s, Code.dim) }

    private func wrap(_ s: String, _ code: String) -> String {
        enabled && !s.isEmpty ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }
}
