/// JSON text for the files tablectl writes by hand (reports, baselines), and the string
/// literals every JSON writer of the project writes (``JSONValue``).
public enum JSONText {
    /// `text` as an RFC 8259 string literal: quotes, backslashes and control characters
    /// escaped, and U+2028 and U+2029 too, so the output is also valid JavaScript.
    ///
    /// ```swift
    /// JSONText.quoted("say \"hi\"\n")   // "\"say \\\"hi\\\"\\n\""
    /// ```
    /// O(length of `text`); a text with nothing to escape (most) is one scan and one copy.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as ``quoted(_:)`` writes it to the UTF-8 bytes `out`: runs of bytes
    /// that need no escape are copied whole. O(length of `text`).
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var i = 0
            let count = bytes.count
            while i < count {
                let byte = bytes[i]
                // Printable ASCII but `"` and `\`, and every byte of a multi-byte scalar but
                // the lead byte of U+2028 and U+2029 (E2 80 A8, E2 80 A9).
                if byte >= 0x20, byte != 0x22, byte != 0x5C, byte != 0x7F, byte != 0xE2 {
                    i &+= 1
                    continue
                }
                let width: Int
                if byte == 0xE2 {
                    guard i + 2 < count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 else {
                        i &+= 1
                        continue
                    }
                    width = 3
                } else {
                    width = 1
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                appendEscape(width == 3 ? 0x2028 + UInt32(bytes[i + 2] - 0xA8) : UInt32(byte), to: &out)
                i += width
                start = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<count]))
        }
        out.append(0x22)
    }

    /// The escape of `scalar`: its short form (`\n`, `\"`…), else `\uXXXX`.
    private static func appendEscape(_ scalar: UInt32, to out: inout [UInt8]) {
        let short: UInt8? = switch scalar {
        case 0x22: 0x22
        case 0x5C: 0x5C
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        out.append(0x5C)
        if let short {
            out.append(short)
            return
        }
        let digits = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int((scalar >> UInt32(shift)) & 0xF)]) }
    }
}
