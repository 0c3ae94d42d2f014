/// The printf-style format specifiers of a localized string (`%@`, `%lld`, `%1$@`,
/// `%.2f`), as `String(format:)` and String Catalogs read them, for comparing a default
/// with its translations.
///
/// ```swift
/// FormatSpecifiers.of("%lld of %@ done")   // ["integer", "object"]
/// FormatSpecifiers.of("%2$@ hat %1$lld")   // ["integer", "object"]: by position
/// ```
/// `%%` is a percent sign, and `%#@name@` a substitution, neither an argument. O(length).
public enum FormatSpecifiers {
    /// The argument kinds `text` formats, in argument order (positional ones by their
    /// position, the others in the order written).
    public static func of(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var found: [(position: Int, kind: String)] = []
        var (i, next) = (0, 1)
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            var j = i + 1
            guard j < scalars.count else { break }
            if scalars[j] == "%" { i = j + 1; continue }
            // An optional `n$` position.
            var digits = 0
            var k = j
            while k < scalars.count, let d = digit(scalars[k]) { digits = digits * 10 + d; k += 1 }
            var position: Int?
            if k < scalars.count, scalars[k] == "$", k > j { position = digits; j = k + 1 }
            if j < scalars.count, scalars[j] == "#", j + 1 < scalars.count, scalars[j + 1] == "@" {
                // `%#@name@`: a substitution, up to its closing `@`.
                var end = j + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                i = end + 1
                continue
            }
            // Flags, width, precision, length, then the conversion.
            while j < scalars.count, "-+ #0'123456789.*hlqLzjt".unicodeScalars.contains(scalars[j]) { j += 1 }
            guard j < scalars.count else { break }
            let kind: String?
            switch scalars[j] {
            case "@": kind = "object"
            case "d", "i", "u", "o", "x", "X", "D", "U", "O": kind = "integer"
            case "f", "F", "e", "E", "g", "G", "a", "A": kind = "double"
            case "s", "S": kind = "c-string"
            case "c", "C": kind = "character"
            case "p": kind = "pointer"
            default: kind = nil
            }
            if let kind {
                found.append((position ?? next, kind))
                next += 1
            }
            i = j + 1
        }
        return found.sorted { $0.position < $1.position }.map(\.kind)
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
    }
}
