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

    static let unicode = TextGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│",
        disclosure: "›", checkmark: "✓", detail: "ⓘ", delete: "⊖", insert: "⊕", reorder: "≡")

    static let ascii = TextGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|",
        disclosure: ">", checkmark: "v", detail: "(i)", delete: "(-)", insert: "(+)", reorder: "=")

    /// The accessory drawn at the right of a row, with the space before it; empty for
    /// `none`.
    func accessory(_ accessory: Accessory) -> String {
        switch accessory {
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

    /// The SGR parameters, nil for `plain`.
    var code: String? {
        switch self {
        case .plain: return nil
        case .bold: return "1"
        case .dim: return "2"
        case .faint: return "2;3"
        }
    }
}
