
/// The text reporter's output buffer: UTF-8 bytes appended in place, with ANSI styles
/// written the way ``Palette`` writes them (nothing when colour is off, and no style
/// around empty text). One buffer for the whole report, so a finding costs a few
/// appends, not a chain of interpolated strings.
struct TextOutput {
    static let bold = Palette.Code.bold
    static let red = Palette.Code.red
    static let yellow = Palette.Code.yellow
    static let green = Palette.Code.green
    static let cyan = Palette.Code.cyan
    static let dim = Palette.Code.dim

    private(set) var bytes: [UInt8] = []
    let color: Bool

    init(color: Bool) {
        self.color = color
        bytes.reserveCapacity(4096)
    }

    /// The bytes as a string (they are valid UTF-8: every piece came from a `String`).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `number` in decimal. O(digits).
    mutating func append(_ number: Int) {
        if number < 0 {
            append(String(number))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var value = number
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[19 - count] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
                count += 1
            } while value > 0
            bytes.append(contentsOf: raw[(20 - count)...])
        }
    }

    /// `byte` `count` times (nothing when `count` is not positive).
    mutating func repeated(_ byte: UInt8, _ count: Int) {
        guard count > 0 else { return }
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }

    /// `text` with unsafe characters escaped (``TerminalText/escaped(_:)``); plain printable
    /// ASCII is appended as it is without the scalar-by-scalar check.
    mutating func appendEscaped(_ text: String) {
        if DisplayWidth.isPrintableASCII(text) {
            append(text)
        } else {
            append(TerminalText.escaped(text))
        }
    }

    /// `path:line:column:` in bold.
    mutating func location(_ path: String, _ mark: Mark) {
        styled(Self.bold) {
            $0.append(path)
            $0.append(":")
            $0.append(mark.line)
            $0.append(":")
            $0.append(mark.column)
            $0.append(":")
        }
    }

    /// What `body` appends, in the style `code` when colour is on and it is not empty.
    mutating func styled(_ code: String, _ body: (inout TextOutput) -> Void) {
        guard color else {
            body(&self)
            return
        }
        let mark = bytes.count
        append("\u{1B}[")
        append(code)
        append("m")
        let start = bytes.count
        body(&self)
        if bytes.count == start {
            bytes.removeSubrange(mark...)
        } else {
            append("\u{1B}[0m")
        }
    }
}
