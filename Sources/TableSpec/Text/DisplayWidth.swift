/// Terminal columns of text, measured by grapheme cluster (what a reader sees as one
/// character), the way a modern terminal lays it out. The one measure of width: the text
/// renderer lays out cells with it, and `tablectl validate` places its carets with it.
///
/// A cluster takes:
/// - **2** when it is an emoji shown as a picture: its first scalar has the
///   `Emoji_Presentation` property (👍, 🇯🇵), or the cluster asks for emoji presentation
///   with U+FE0F (❤️), is a keycap (1️⃣, U+20E3) or joins emoji with U+200D (👨‍👩‍👧);
///   skin-tone modifiers (👍🏽) belong to their cluster and add nothing;
/// - **2** when its first scalar is East Asian Wide or Fullwidth (Unicode's
///   `EastAsianWidth.txt`: CJK ideographs, kana, Hangul syllables and leading jamo,
///   fullwidth forms, CJK punctuation), from the explicit ranges in ``isWide(_:)``;
/// - **0** when it is only combining marks or zero-width characters (a lone U+0301, ZWJ,
///   U+200B, variation selectors: general categories Mn, Me and Cf, and Hangul vowel and
///   final jamo);
/// - **1** otherwise. East Asian *Ambiguous* characters (…, ›, ✓, ⓘ, box drawing) count 1,
///   as in every non-CJK terminal locale.
///
/// The Swift standard library gives the emoji and category properties
/// (`Unicode.Scalar.Properties`) but not East Asian Width, hence the table. Text must be
/// neutralised (``TerminalText``) first: control characters have no width here.
///
/// ```swift
/// DisplayWidth.columns("日本")     // 4
/// DisplayWidth.columns("e\u{301}") // 1
/// DisplayWidth.columns("👨‍👩‍👧")  // 2
/// ```
public enum DisplayWidth {
    /// The columns of `text`. O(length); a string of printable ASCII is counted from its
    /// UTF-8 length without grapheme breaking.
    public static func columns<S: StringProtocol>(_ text: S) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The columns of one grapheme cluster: 0, 1 or 2. O(scalars in the cluster).
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII, scalars.count == 1 { return first.value >= 0x20 && first.value != 0x7F ? 1 : 0 }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        if scalars.count > 1, properties.isEmoji || first.value == 0x200D {
            // Emoji presentation asked for (FE0F), a keycap (20E3) or a ZWJ sequence.
            for scalar in scalars.dropFirst() where scalar.value == 0xFE0F || scalar.value == 0x20E3 {
                return 2
            }
            if scalars.contains(where: { $0.value == 0x200D }),
               scalars.contains(where: { $0.properties.isEmojiPresentation }) {
                return 2
            }
        }
        if isZeroWidth(first) {
            // A cluster that starts with a combining mark or a joiner: as wide as the
            // widest scalar after it (0 for marks alone).
            return scalars.dropFirst().contains(where: { isWide($0) || $0.properties.isEmojiPresentation }) ? 2 : 0
        }
        return isWide(first) ? 2 : 1
    }

    /// Whether every UTF-8 byte of `text` is printable ASCII (space through `~`).
    @inline(__always)
    static func isPrintableASCII<S: StringProtocol>(_ text: S) -> Bool {
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        return printable ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Combining marks, format characters (ZWJ, ZWSP, bidi marks, soft hyphen) and Hangul
    /// vowel and final jamo: no column of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// East Asian Wide (W) or Fullwidth (F), from `EastAsianWidth.txt` (Unicode 15),
    /// leaving out the emoji: since Unicode 9 an emoji is Wide exactly when it has
    /// `Emoji_Presentation`, which ``columns(of:)`` asks the standard library for.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F,       // Hangul leading jamo
             0x2329...0x232A,       // angle brackets
             0x2E80...0x303E,       // CJK radicals, Kangxi, CJK symbols and punctuation
             0x3041...0x33FF,       // kana, bopomofo, Hangul compatibility jamo, CJK compat
             0x3400...0x4DBF,       // CJK extension A
             0x4E00...0x9FFF,       // CJK unified ideographs
             0xA000...0xA4CF,       // Yi
             0xA960...0xA97F,       // Hangul jamo extended A
             0xAC00...0xD7A3,       // Hangul syllables
             0xF900...0xFAFF,       // CJK compatibility ideographs
             0xFE10...0xFE19,       // vertical forms
             0xFE30...0xFE6F,       // CJK compatibility forms, small forms
             0xFF00...0xFF60,       // fullwidth forms
             0xFFE0...0xFFE6,       // fullwidth signs
             0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, // Tangut, kana supplements
             0x1F200...0x1F2FF,     // enclosed ideographic supplement
             0x20000...0x2FFFD,     // CJK extensions B–F
             0x30000...0x3FFFD:     // CJK extension G
            return true
        default:
            return false
        }
    }
}
