/// What every renderer draws for a row's icon, switch and button role, decided once here
/// so the terminal, HTML and SVG drawings agree:
/// - an `image` is a rounded-square placeholder in the row's tint (no Apple artwork), with
///   the name's first letter or digit (`wifi` → `W`, `1.circle` → `1`), or a neutral glyph
///   when the name has none; the title is indented after it, as iOS lays out a cell's
///   image view;
/// - a switch is a pill, green with the knob at the right when on, grey with it at the
///   left when off;
/// - a `button` row's title is in the row's tint (the system blue by default), or red with
///   `role: destructive`; a checkmark is in the row's tint.
///
/// O(1) per row, plus the first characters of the image's name.
struct RowAppearance {
    /// The icon's letter (nil: draw the neutral glyph) and colour; nil when no `image`.
    let icon: (initial: Character?, color: Tint)?
    /// The title's colour: a button's tint or red; nil means the label colour.
    let titleColor: Tint?
    /// The colour of the accessory's checkmark (the row's tint).
    let accentColor: Tint
    /// Whether the switch is on; nil when the row has no switch.
    let switchOn: Bool?

    /// How `row`, of the built-in kind `kind`, is drawn.
    init(_ row: Row, kind: BuiltinKind) {
        let tint = row.tint ?? .systemDefault
        icon = row.image.map { (Self.initial(of: $0), tint) }
        if row.isDestructive {
            titleColor = .destructive
        } else {
            titleColor = kind == .button ? tint : nil
        }
        accentColor = tint
        switchOn = row.isSwitch ? row.isOn : nil
    }

    /// The first letter or digit of an image name, upper-cased; nil when it has none.
    static func initial(of name: String) -> Character? {
        guard let first = name.first(where: { $0.isLetter || $0.isNumber }) else { return nil }
        return first.uppercased().first
    }
}
