/// The characters the text drawing is made of, in a Unicode and an ASCII set
/// (`RenderOptions.ascii`). Every glyph is one column wide, so the two sets lay out the
/// same except where an ASCII glyph is longer (`(i)` for `ⓘ`).
struct TextGlyphs {
    var topLeft: String
    var topRight: String
    var bottomLeft: String
    var bottomRight: String
    /// Box edges and the separators between plain rows.
    var horizontal: String
    var vertical: String
    /// `disclosureIndicator`.
    var disclosure: String
    /// `checkmark`.
    var checkmark: String
    /// `detailButton` (and the first half of `detailDisclosureButton`).
    var detail: String
    /// The editing controls: delete, insert, reorder.
    var delete: String
    var insert: String
    var reorder: String
    /// A switch, on (knob at the right) and off (at the left).
    var switchOn: String
    var switchOff: String
    /// An icon's frame around its letter, and the glyph of an icon whose name has none.
    var iconOpen: String
    var iconClose: String
    var iconNeutral: String

    static let unicode = TextGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
        disclosure: "›", checkmark: "✓", detail: "ⓘ", delete: "⊖", insert: "⊕", reorder: "≡",
        switchOn: "(  ●)", switchOff: "(○  )", iconOpen: "[", iconClose: "]", iconNeutral: "◆")

    static let ascii = TextGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        disclosure: ">", checkmark: "v", detail: "(i)", delete: "(-)", insert: "(+)", reorder: "=",
        switchOn: "[ on]", switchOff: "[off]", iconOpen: "[", iconClose: "]", iconNeutral: "*")

    /// The accessory drawn at the right of a row, with the space before it; empty for
    /// `none`. A switch is drawn in its state `isOn`.
    func accessory(_ accessory: Accessory, isOn: Bool = false) -> String {
        switch accessory {
        case .switch: return " " + (isOn ? switchOn : switchOff)
        case .none: return ""
        case .disclosureIndicator: return " " + disclosure
        case .checkmark: return " " + checkmark
        case .detailButton: return " " + detail
        case .detailDisclosureButton: return " " + detail + " " + disclosure
        }
    }

    /// `horizontal` repeated `count` times. O(count).
    func line(_ count: Int) -> String {
        String(repeating: horizontal, count: max(0, count))
    }
}

/// Emphasis in the text drawing, written as ANSI SGR codes only when colour is on.
enum TextStyle {
    case plain
    /// SGR 1: the table title, `headerLead` rows, plain-style section headers.
    case bold
    /// SGR 2: secondary text — details, section headers of grouped tables, footers,
    /// `footerFinish` rows.
    case dim
    /// SGR 2 and 3 (dim italic): things about the row rather than in it — custom cell type
    /// names, ids, swipe actions.
    case faint
    /// SGR 38;2 (a 24-bit foreground colour, `0xRRGGBB`): a button's tint or red, an
    /// icon, a switch that is on, a checkmark.
    case color(UInt32)

    /// The SGR parameters, nil for `plain`.
    var code: String? {
        switch self {
        case .plain: return nil
        case .bold: return "1"
        case .dim: return "2"
        case .faint: return "2;3"
        case .color(let rgb): return "38;2;\(rgb >> 16 & 0xFF);\(rgb >> 8 & 0xFF);\(rgb & 0xFF)"
        }
    }
}
