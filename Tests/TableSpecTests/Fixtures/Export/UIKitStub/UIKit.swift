// A stand-in for the parts of UIKit the Swift export uses, with UIKit's Swift names, types and
// main-actor isolation, so generated code typechecks on Linux (SwiftCompileTests) and runs
// (SwiftSectionIndexTests, UIKitStandInTests). Unlike a typecheck-only stub it behaves like
// UIKit where the generated data source depends on it:
//
// - `UITableView` keeps its own idea of the table (sections, rows, a cell per row) loaded from
//   its data source, and validates batch updates as UIKit does, raising UIKit's
//   NSInternalInconsistencyException messages through `UITableView.inconsistencyHandler`.
//   The rules, with sources for the ones UIKit does not document, are on `performBatchUpdates`.
//   A batch's completion runs after its animations, on a later turn of the main queue
//   (`UITableView.standInFinishAnimations()` lets them end).
// - Every row counts as visible unless a test says how many rows fit on the screen
//   (`standInScreenRows`, `standInScroll(to:)`): the table asks its data source for every
//   row's cell on screen on load and for the cells of inserted, reloaded and reconfigured rows
//   on screen after a batch; cells of rows scrolled off are reused for rows scrolled on.
// - Cells come from registered classes or reuse pools; content configurations are values.
// - `NSDiffableDataSourceSnapshot` raises on duplicate identifiers as UIKit does; the diffable
//   data source applies a snapshot by identifier (kept rows keep their cells; reconfigured
//   items are configured again in their cells, reloaded ones get new cells).
// - Cells keep what the app set on them (accessory view, background configuration, tint,
//   accessibility) when reused; views answer a trait collection whose text size a test sets;
//   images exist only for the symbols and assets the stand-in knows.
// - A row held by its reorder control makes `hasUncommittedUpdates` true; updating the table
//   meanwhile raises.
// - The user's gestures are stand-in-only methods (`standInTap(at:)`, `standInSwipe(at:edge:)`,
//   `standInDrag(from:to:)`, …) that consult the data source and delegate in UIKit's order,
//   keep the table's selection, and raise when the data source is left inconsistent.
//
// Stand-in-only API (not in UIKit) is marked "Stand-in only". The module is every UIKit*.swift
// of this folder: UIKit.swift (images, fonts, views, content configurations, cells),
// UIKit+TableView.swift (the data source protocol, the table view), UIKit+Batch.swift (batch
// updates and their rules), UIKit+Diffable.swift (snapshots, the diffable data source),
// UIKit+Delegate.swift (the delegate and prefetching protocols), UIKit+Accessibility.swift
// (accessibility traits, trait collections and text sizes, background configurations,
// images by name), UIKit+Menus.swift (menus,
// actions, context menu configurations), UIKit+Selection.swift (selection, taps) and
// UIKit+Interaction.swift (editing, reordering, swipes, context menus, display, prefetching)
// and UIKit+Screen.swift (the rows on screen, scrolling).
// The self-test is `SelfTest/` (`main.swift` and its parts).
@_exported import Foundation

extension IndexPath {
    /// An index path of a row: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section, `self[0]`.
    public var section: Int { get { self[0] } set { self[0] = newValue } }
    /// The row, `self[1]`.
    public var row: Int { get { self[1] } set { self[1] = newValue } }
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

// MARK: - Images, fonts, colours

/// An image. `init(systemName:)` finds the SF Symbols the stand-in knows
/// (``standInSymbols``: the symbols the fixtures use, and any added), nil for any other
/// name, as UIKit does for a name that is no symbol; `init(named:)` finds the assets of
/// ``standInAssets`` (the app's asset catalog; empty unless a test adds some).
public final class UIImage: NSObject, @unchecked Sendable {
    /// Stand-in only: the symbol or asset name the image was made from.
    public let name: String
    /// Stand-in only: whether it is an SF Symbol (else an asset).
    public let isSymbol: Bool
    public init?(systemName name: String) {
        guard UIImage.standInSymbols.contains(name) else { return nil }
        self.name = name
        isSymbol = true
    }
    public init?(named name: String) {
        guard UIImage.standInAssets.contains(name) else { return nil }
        self.name = name
        isSymbol = false
    }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.name == name && other.isSymbol == isSymbol
    }
    public override var hash: Int { name.hashValue }
}

/// A font: a name and a size; preferred fonts remember their text style.
open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public let fontName: String
    public let pointSize: CGFloat
    /// Stand-in only: the text style of a preferred font (nil for a system font).
    public let textStyle: TextStyle?

    init(fontName: String, pointSize: CGFloat, textStyle: TextStyle?) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.textStyle = textStyle
    }

    /// The font of `style` at the default (Large) content size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
                                           .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11]
        return UIFont(fontName: style == .headline ? ".SFUI-Semibold" : ".SFUI-Regular", pointSize: sizes[style] ?? 17, textStyle: style)
    }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Regular", pointSize: fontSize, textStyle: nil) }
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(fontName: ".SFUI-Semibold", pointSize: fontSize, textStyle: nil) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize && other.textStyle == textStyle
    }
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

/// A colour, equal to another of the same name.
open class UIColor: NSObject, @unchecked Sendable {
    /// Stand-in only: the colour's name ("label", "systemRed", "rgba(1, 0, 0, 1)").
    public let name: String
    init(standInName name: String) { self.name = name }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(standInName: "rgba(\(red), \(green), \(blue), \(alpha))")
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    open class var label: UIColor { UIColor(standInName: "label") }
    open class var secondaryLabel: UIColor { UIColor(standInName: "secondaryLabel") }
    open class var tertiaryLabel: UIColor { UIColor(standInName: "tertiaryLabel") }
    open class var tintColor: UIColor { UIColor(standInName: "tintColor") }
    open class var systemRed: UIColor { UIColor(standInName: "systemRed") }
    open class var systemBlue: UIColor { UIColor(standInName: "systemBlue") }
    open class var systemGreen: UIColor { UIColor(standInName: "systemGreen") }
    open class var systemOrange: UIColor { UIColor(standInName: "systemOrange") }
    open class var systemGray: UIColor { UIColor(standInName: "systemGray") }
    open class var systemBrown: UIColor { UIColor(standInName: "systemBrown") }
    open class var systemCyan: UIColor { UIColor(standInName: "systemCyan") }
    open class var systemIndigo: UIColor { UIColor(standInName: "systemIndigo") }
    open class var systemMint: UIColor { UIColor(standInName: "systemMint") }
    open class var systemPink: UIColor { UIColor(standInName: "systemPink") }
    open class var systemPurple: UIColor { UIColor(standInName: "systemPurple") }
    open class var systemTeal: UIColor { UIColor(standInName: "systemTeal") }
    open class var systemYellow: UIColor { UIColor(standInName: "systemYellow") }
    open class var systemBackground: UIColor { UIColor(standInName: "systemBackground") }
    open class var black: UIColor { UIColor(standInName: "black") }
    open class var white: UIColor { UIColor(standInName: "white") }
    open class var clear: UIColor { UIColor(standInName: "clear") }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
    open override var hash: Int { name.hashValue }
    open override var description: String { "UIColor(\(name))" }
}

// MARK: - Views

@MainActor open class UIView: NSObject {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    /// Nil: the superview's (UIKit answers the inherited colour; the stand-in has no hierarchy).
    open var tintColor: UIColor?
    open var isHidden = false
    // UIKit declares these on NSObject (the UIAccessibility informal protocol); a view keeps
    // what it was given until it is given something else.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    /// Whether VoiceOver reads the view as one element. UIKit's default for plain views is
    /// false; a cell is one element (true) unless told otherwise.
    open var isAccessibilityElement = false
    /// The elements a container (an element that is not one itself) offers VoiceOver, in
    /// order; nil: its subviews.
    open var accessibilityElements: [Any]?
    /// The view's traits: the stand-in's screen's (``UITraitCollection/standInCurrent``).
    open var traitCollection: UITraitCollection { UITraitCollection.standInCurrent }

    public init(frame: CGRect) { self.frame = frame; super.init() }
    public required init?(coder: NSCoder) { frame = .zero; super.init() }
    public override convenience init() { self.init(frame: .zero) }
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var textAlignment: NSTextAlignment = .natural
    open var font: UIFont?
    open var textColor: UIColor?
    open var numberOfLines = 1
}

@MainActor open class UIImageView: UIView {
    open var image: UIImage?
}

/// A swipe action of a row. Choosing it runs `handler` with the action, the view that showed
/// it and a completion the handler calls with whether it performed the action (see
/// ``UITableView/standInPerformSwipeAction(_:of:at:)``).
@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    open var title: String?
    public let handler: Handler
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
    open var image: UIImage?
    open var backgroundColor: UIColor?
}

/// The swipe actions of one edge of a row, first action outermost.
@MainActor open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    public init(actions: [UIContextualAction]) { self.actions = actions; super.init() }
    open var performsFirstActionWithFullSwipe = true
}

// MARK: - Content configurations

/// What a cell shows, as a value (iOS 14).
@MainActor public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

@MainActor public protocol UIContentView: NSObjectProtocol {
    var configuration: UIContentConfiguration { get set }
}

@MainActor public protocol UIConfigurationState {}

public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isEditing = false
    public init() {}
}

/// The view that shows a list content configuration.
@MainActor open class UIListContentView: UIView, UIContentView {
    open var configuration: UIContentConfiguration
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { configuration = UIListContentConfiguration.cell(); super.init(coder: coder) }
}

/// Text, secondary text and an image, with their properties. The factories set the fonts and
/// colours of UIKit's list styles (approximately: UIKit's exact metrics are not public).
@MainActor public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var numberOfLines = 0
        public var adjustsFontForContentSizeCategory = true
        init(_ style: UIFont.TextStyle, _ color: UIColor) { font = .preferredFont(forTextStyle: style); self.color = color }
    }

    public struct ImageProperties {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// Stand-in only: the factory that made it: "cell", "subtitleCell", "valueCell", "plainHeader", …
    public let kind: String

    init(_ kind: String, text: UIFont.TextStyle = .body, _ color: UIColor = .label,
         secondary: UIFont.TextStyle = .subheadline, sideBySide: Bool = false) {
        self.kind = kind
        textProperties = TextProperties(text, color)
        secondaryTextProperties = TextProperties(secondary, .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    public static func cell() -> UIListContentConfiguration { .init("cell") }
    public static func subtitleCell() -> UIListContentConfiguration { .init("subtitleCell") }
    public static func valueCell() -> UIListContentConfiguration { .init("valueCell", secondary: .body, sideBySide: true) }
    public static func plainHeader() -> UIListContentConfiguration { .init("plainHeader", text: .headline) }
    public static func plainFooter() -> UIListContentConfiguration { .init("plainFooter", text: .footnote, .secondaryLabel) }
    public static func groupedHeader() -> UIListContentConfiguration { .init("groupedHeader", text: .footnote, .secondaryLabel) }
    public static func groupedFooter() -> UIListContentConfiguration { .init("groupedFooter", text: .footnote, .secondaryLabel) }
    public static func header() -> UIListContentConfiguration { .init("header", text: .headline) }
    public static func footer() -> UIListContentConfiguration { .init("footer", text: .footnote, .secondaryLabel) }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}

// MARK: - Cells

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    /// Stand-in only: the style the cell was created with (a subclass may force its own).
    public let style: CellStyle
    public let reuseIdentifier: String?
    open var contentConfiguration: UIContentConfiguration?
    open var accessoryType: AccessoryType = .none
    /// Shown instead of `accessoryType`'s accessory when set.
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    /// Nil by default: the cell draws its legacy background (`backgroundColor`, `backgroundView`).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false
    open var isHighlighted = false
    /// Stand-in only: how many times the cell was taken back from its table view's reuse pool.
    public private(set) var reuseCount = 0
    private var legacyTextLabel: UILabel?
    private var legacyDetailTextLabel: UILabel?
    private var legacyImageView: UIImageView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        isAccessibilityElement = true
    }
    public required init?(coder: NSCoder) { style = .default; reuseIdentifier = nil; super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }
    /// Stand-in only: how a table view makes a registered class's cell, through the class's
    /// `init(style:reuseIdentifier:)` (Swift needs a `required` initializer to construct
    /// from a metatype; a subclass inherits this one unless it declares a designated
    /// initializer without overriding `init(style:reuseIdentifier:)`).
    public required convenience init(_standInStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Called before the table view hands out the cell again from its reuse pool. UIKit's own
    /// resets nothing the app set (accessory view, background configuration, tint,
    /// accessibility): "reset attributes of the cell that are not related to content" is the
    /// subclass's job, and `tableView(_:cellForRowAt:)` "should always reset all content".
    open func prepareForReuse() {}
    func willBeReused() { reuseCount += 1; prepareForReuse() }

    /// The background configuration of a list cell in the cell's table style (the stand-in:
    /// `listGroupedCell()`).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listGroupedCell() }

    /// The list configuration of the cell's style: default → `cell()`, value1 and value2 →
    /// `valueCell()`, subtitle → `subtitleCell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .value1, .value2: return .valueCell()
        case .subtitle: return .subtitleCell()
        }
    }

    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var textLabel: UILabel? {
        if legacyTextLabel == nil { legacyTextLabel = UILabel() }
        return legacyTextLabel
    }
    /// Nil for the default style, which has no detail text.
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var detailTextLabel: UILabel? {
        if style == .default { return nil }
        if legacyDetailTextLabel == nil { legacyDetailTextLabel = UILabel() }
        return legacyDetailTextLabel
    }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var imageView: UIImageView? {
        if legacyImageView == nil { legacyImageView = UIImageView() }
        return legacyImageView
    }
}
