/// A row's colour (`tint:`): one of iOS's system colours by name, or `#RRGGBB`. Icons are
/// drawn on it and a button's title in it. The system colours adapt to dark mode on a
/// device; renderers draw their light-mode values (``rgb``).
public enum Tint: Hashable, Sendable, CustomStringConvertible {
    /// A system colour (`UIColor.systemBlue`, SwiftUI's `.blue`, …).
    case system(SystemColor)
    /// An exact colour, `0xRRGGBB`.
    case rgb(UInt32)

    /// Reads a `tint:` value: a system colour's name, or `#` and six hex digits (either
    /// case); nil for anything else. O(length).
    public init?(spec text: String) {
        if let color = SystemColor(rawValue: text) {
            self = .system(color)
            return
        }
        let digits = text.utf8.dropFirst()
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        self = .rgb(value)
    }

    /// The value as a spec writes it: the colour's name, or `#RRGGBB` in upper case.
    public var description: String {
        switch self {
        case .system(let color): return color.rawValue
        case .rgb(let value): return "#" + Tint.hex(value)
        }
    }

    /// The colour drawn, as `0xRRGGBB` (a system colour's light-mode value).
    public var rgb: UInt32 {
        switch self {
        case .system(let color): return color.rgb
        case .rgb(let value): return value
        }
    }

    /// `#RRGGBB` of ``rgb``, for CSS and SVG.
    public var cssColor: String { "#" + Tint.hex(rgb) }

    /// The tint a row is drawn in when it names none: the system blue.
    public static let systemDefault = Tint.system(.blue)

    /// The red of a destructive button or swipe action.
    public static let destructive = Tint.system(.red)

    /// Six upper-case hex digits of the low 24 bits of `value`.
    package static func hex(_ value: UInt32) -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<6).reversed().map { digits[Int(value >> (UInt32($0) * 4) & 0xF)] })
    }
}

/// iOS's system colours (`UIColor.systemBlue` …, SwiftUI's `Color.blue` …), by the name a
/// spec writes.
public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case blue, brown, cyan, gray, green, indigo, mint, orange, pink, purple, red, teal, yellow

    /// The light-mode value (Apple's Human Interface Guidelines, iOS 15), `0xRRGGBB`.
    public var rgb: UInt32 {
        switch self {
        case .blue: return 0x007AFF
        case .brown: return 0xA2845E
        case .cyan: return 0x32ADE6
        case .gray: return 0x8E8E93
        case .green: return 0x34C759
        case .indigo: return 0x5856D6
        case .mint: return 0x00C7BE
        case .orange: return 0xFF9500
        case .pink: return 0xFF2D55
        case .purple: return 0xAF52DE
        case .red: return 0xFF3B30
        case .teal: return 0x30B0C7
        case .yellow: return 0xFFCC00
        }
    }

    /// The `UIColor` class property: `systemBlue`, ….
    public var uiKitName: String { "system" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// A button row's role (`role:`), as SwiftUI's `ButtonRole`.
public enum ButtonRole: String, Hashable, Sendable, CaseIterable {
    /// The button deletes or signs out: drawn red, `Button(role: .destructive)`.
    case destructive
}
