// A stand-in for the parts of UIKit the Swift export uses, with UIKit's Swift names, types and
// main-actor isolation, so generated code typechecks on Linux (SwiftCompileTests) and runs
// (SwiftSectionIndexTests, UIKitStandInTests). Unlike a typecheck-only stub it behaves like
// UIKit where the generated data source depends on it:
//
// - `UITableView` keeps its own idea of the table (sections, rows, a cell per row) loaded from
//   its data source, and validates batch updates as UIKit does, raising UIKit's
//   NSInternalInconsistencyException messages through `UITableView.inconsistencyHandler`.
//   The rules, with sources for the ones UIKit does not document, are on `performBatchUpdates`.
// - Every row counts as visible: the table asks its data source for every row's cell on load
//   and for the cells of inserted, reloaded and reconfigured rows after a batch.
// - Cells come from registered classes or reuse pools; content configurations are values.
// - `NSDiffableDataSourceSnapshot` raises on duplicate identifiers as UIKit does.
//
// Stand-in-only API (not in UIKit) is marked "Stand-in only". One file on purpose: other tests
// build the module from `UIKitStub/UIKit.swift` alone. The self-test is `StandInSelfTest.swift`.
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

/// An image. `init(systemName:)` knows every symbol name; `init(named:)` finds no asset
/// (there is no asset catalog here).
public final class UIImage: NSObject, @unchecked Sendable {
    /// Stand-in only: the symbol name the image was made from.
    public let name: String
    public init?(systemName name: String) { self.name = name }
    public init?(named name: String) { return nil }
    public override func isEqual(_ object: Any?) -> Bool { (object as? UIImage)?.name == name }
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
    open var tintColor: UIColor?
    open var isHidden = false

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

@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    public let title: String?
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
    open var editingAccessoryType: AccessoryType = .none
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

    /// Called before the table view hands out the cell again from its reuse pool.
    open func prepareForReuse() {}
    func willBeReused() { reuseCount += 1; prepareForReuse() }

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

// MARK: - Data source and delegate

/// UIKit's optional methods are requirements with UIKit's defaults here (optional protocol
/// requirements need Objective-C), so the table view can call them.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// One section, as in UIKit.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable when the method is not implemented, as in UIKit.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// Empty: the stand-in table view never calls its delegate.
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {}

// MARK: - Table view

/// Stand-in only: where a row of the table came from (``UITableView/rowOrigins``).
public indirect enum RowOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Loaded by the last `reloadData()` (or the first load) at this index path.
    case loaded(section: Int, row: Int)
    /// Inserted by a batch: `insertRows`, or a row of an inserted or reloaded section.
    case inserted
    /// Replaced by `reloadRows` in place; `from` is the origin of the row it replaced.
    case reloaded(from: RowOrigin)

    public var description: String {
        switch self {
        case .loaded(let section, let row): return "\(section).\(row)"
        case .inserted: return "new"
        case .reloaded(let from): return "reloaded(\(from))"
        }
    }
}

/// Stand-in only: where a section of the table came from (``UITableView/sectionOrigins``).
public indirect enum SectionOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Loaded by the last `reloadData()` (or the first load) at this index.
    case loaded(section: Int)
    /// Inserted by `insertSections`.
    case inserted
    /// Replaced by `reloadSections` in place (its rows are all `.inserted`).
    case reloaded(from: SectionOrigin)

    public var description: String {
        switch self {
        case .loaded(let section): return "\(section)"
        case .inserted: return "new"
        case .reloaded(let from): return "reloaded(\(from))"
        }
    }
}

/// What a table view shows of a row: where it came from and its cell.
struct RowState {
    var origin: RowOrigin
    var cell: UITableViewCell?
    var needsCell = false
    var reconfigure = false
}

/// What a table view shows of a section.
struct SectionState {
    var origin: SectionOrigin
    var rows: [RowState]
    var header: String?
    var footer: String?
    var needsTitles = false
}

/// A table view that keeps its own idea of the table, as UIKit's does: the sections, rows and
/// cells it last loaded (on `reloadData()`, or the first time it is asked), changed only by
/// batch updates, which it checks against its data source (see ``performBatchUpdates(_:completion:)``).
@MainActor open class UITableView: UIView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    public static let automaticDimension: CGFloat = -1
    /// Stand-in only: called with the reason where UIKit raises NSInternalInconsistencyException.
    /// By default prints UIKit's termination line and stops the program; a test may set a
    /// handler that returns, after which an invalid batch is dropped and the table reloads.
    public static var inconsistencyHandler: @MainActor (String) -> Void = { reason in
        let line = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
        print(line)
        fatalError(line)
    }

    public let style: Style
    /// Setting it makes the table load again the next time it is asked (or a batch opens).
    open weak var dataSource: UITableViewDataSource? { didSet { isLoaded = false } }
    open weak var delegate: UITableViewDelegate?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = -1
    open var sectionHeaderHeight: CGFloat = -1
    open var sectionFooterHeight: CGFloat = -1
    open var estimatedSectionHeaderHeight: CGFloat = -1
    open var estimatedSectionFooterHeight: CGFloat = -1
    open var isEditing = false
    /// Stand-in only: the index paths whose cells the table asked its data source for, in
    /// order, during the last load or batch (reconfigured rows included).
    public private(set) var lastCellRequests: [IndexPath] = []

    var sections: [SectionState] = []
    var isLoaded = false
    var registrations: [String: UITableViewCell.Type] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var updateDepth = 0
    var pending = BatchUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    var reconfiguring: (path: IndexPath, cell: UITableViewCell)?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    public required init?(coder: NSCoder) { style = .plain; super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    // MARK: What the table shows

    open var numberOfSections: Int { loadIfNeeded(); return sections.count }

    /// Raises for a section the table does not have, as recent UIKit does (older versions
    /// answered NSNotFound).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        guard sections.indices.contains(section) else {
            raise("Requested the number of rows for section (\(section)) which is out of bounds.")
            return 0
        }
        return sections[section].rows.count
    }

    /// The cell last obtained for the row; nil out of range.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].rows[indexPath.row].cell
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.cell === cell }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// Every row's cell: every row counts as visible here.
    open var visibleCells: [UITableViewCell] { loadIfNeeded(); return sections.flatMap { $0.rows.compactMap(\.cell) } }

    /// Stand-in only: each row's origin, by section (see ``RowOrigin``).
    public var rowOrigins: [[RowOrigin]] { loadIfNeeded(); return sections.map { $0.rows.map(\.origin) } }
    /// Stand-in only: each section's origin (see ``SectionOrigin``).
    public var sectionOrigins: [SectionOrigin] { loadIfNeeded(); return sections.map(\.origin) }
    /// Stand-in only: each section's header title, as last asked of the data source.
    public var headerTitles: [String?] { loadIfNeeded(); return sections.map(\.header) }
    /// Stand-in only: each section's footer title, as last asked of the data source.
    public var footerTitles: [String?] { loadIfNeeded(); return sections.map(\.footer) }

    // MARK: Loading

    /// Forgets the table and loads it again from the data source, asking for every cell.
    /// Inside a batch the batch's operations are dropped and the table reloads at its end
    /// (UIKit: "You should not call reloadData within the group").
    open func reloadData() {
        if updateDepth > 0 { pending.reloadsAll = true; return }
        load()
    }

    open func reloadSectionIndexTitles() {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        cellForRow(at: indexPath)?.isSelected = false
    }

    func loadIfNeeded() { if !isLoaded { load() } }

    func load() {
        for section in sections { section.rows.forEach { recycle($0.cell) } }
        isLoaded = true
        let count = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        sections = (0..<count).map { s in
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0)
            return SectionState(origin: .loaded(section: s),
                                rows: (0..<rows).map { RowState(origin: .loaded(section: s, row: $0), needsCell: true) },
                                needsTitles: true)
        }
        lastCellRequests = []
        fill()
    }

    /// Asks the data source for the titles and cells the table lacks, in index path order,
    /// and reconfigures the rows marked for it.
    func fill() {
        for s in sections.indices {
            if sections[s].needsTitles, let dataSource {
                let header = dataSource.tableView(self, titleForHeaderInSection: s)
                let footer = dataSource.tableView(self, titleForFooterInSection: s)
                sections[s].header = header
                sections[s].footer = footer
                sections[s].needsTitles = false
            }
            for r in sections[s].rows.indices {
                let path = IndexPath(row: r, section: s)
                if sections[s].rows[r].needsCell {
                    sections[s].rows[r].needsCell = false
                    let cell = obtainCell(at: path)
                    sections[s].rows[r].cell = cell
                } else if sections[s].rows[r].reconfigure {
                    sections[s].rows[r].reconfigure = false
                    reconfigureCell(at: path)
                }
            }
        }
    }

    func obtainCell(at path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        lastCellRequests.append(path)
        return dataSource.tableView(self, cellForRowAt: path)
    }

    /// Reconfigures an existing cell (no cell: nothing to do): the data source is asked again
    /// and `dequeueReusableCell(withIdentifier:for:)` for this index path and the cell's reuse
    /// identifier returns the existing cell, which must come back (UIKit's documented contract).
    func reconfigureCell(at path: IndexPath) {
        guard let existing = sections[path.section].rows[path.row].cell, let dataSource else { return }
        lastCellRequests.append(path)
        reconfiguring = (path, existing)
        let returned = dataSource.tableView(self, cellForRowAt: path)
        reconfiguring = nil
        guard returned !== existing else { return }
        raise("reconfigureRows: the data source returned a different cell for the row at index path \(Self.describe(path)) "
              + "than its existing cell; dequeue it with dequeueReusableCell(withIdentifier:for:) and its own reuse identifier")
        recycle(existing)
        sections[path.section].rows[path.row].cell = returned
    }

    // MARK: Cells

    /// Registers a `UITableViewCell` subclass for `identifier` (nil unregisters); raises for
    /// any other class.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registrations[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            return raise("must pass a class of kind UITableViewCell")
        }
        registrations[identifier] = type
    }

    /// A cell from the reuse pool (after `prepareForReuse()`), else a new cell of the class
    /// registered for `identifier` (through `init(style: .default, reuseIdentifier:)`), else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.willBeReused()
            return cell
        }
        return registrations[identifier].map { $0.init(_standInStyle: .default, reuseIdentifier: identifier) }
    }

    /// As `dequeueReusableCell(withIdentifier:)`, but raises when no class is registered for
    /// `identifier` and the pool is empty; while a row is reconfigured, its existing cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring, reconfiguring.path == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        raise("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
              + "identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Puts a cell the table no longer shows into the reuse pool of its identifier.
    func recycle(_ cell: UITableViewCell?) {
        guard let cell, let identifier = cell.reuseIdentifier else { return }
        cell.isSelected = false
        reusePool[identifier, default: []].append(cell)
    }

    func raise(_ reason: String) { UITableView.inconsistencyHandler(reason) }

    /// An index path as UIKit prints one in its exceptions.
    static func describe(_ path: IndexPath) -> String {
        "(<NSIndexPath> {length = \(path.count), path = \(path.map(String.init).joined(separator: " - "))})"
    }
}

// MARK: - Batch updates

/// The operations of one batch, as they were called.
struct BatchUpdates {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var reconfiguredRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadsAll = false
}

/// Why a batch is invalid: the reason UIKit's exception gives.
struct Inconsistency: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

extension UITableView {
    /// Runs `updates`, collecting the operations it calls (nested batches and `beginUpdates()`
    /// blocks join the outermost batch), then asks the data source for its new counts, checks
    /// the batch and applies it; `completion` gets true. An invalid batch raises (see
    /// ``inconsistencyHandler``); if the handler returns, the batch is dropped, the table
    /// reloads from its data source and `completion` gets false. An operation called outside
    /// a batch is a batch of its own. The table loads first if it never has: the counts
    /// "before" are those it shows when the batch opens.
    ///
    /// Coordinates (UIKit's documentation of `performBatchUpdates`, `reloadRows` and the Table
    /// View Programming Guide): row and section deletes, reloads and move sources refer to the
    /// table before the batch; inserts and move destinations to the table after it.
    /// `reconfigureRows`' index paths refer to the table before the batch too (undocumented;
    /// UIKit's own diffable data source passes `indexPathBeforeUpdate` to
    /// `reconfigureRowsAtIndexPaths:`, and code-payments/code-ios-app#483 found UIKit resolving
    /// a reconfigure "at its pre-update index path"). A reloaded row or section keeps its place
    /// and gets new content (new cells); a
    /// reconfigured row keeps its cell, which is configured again at the row's final index
    /// path (UIKit may ask at the pre-update path during the block; the stand-in asks after).
    ///
    /// Raises, with UIKit's messages where known:
    /// - an index out of range of its state ("attempt to delete row 5 from section 0 which only
    ///   contains 2 rows before the update", "attempt to insert section 3 but there are only 3
    ///   sections after the update", …);
    /// - sections after ≠ before − deleted + inserted ("Invalid update: invalid number of
    ///   sections…"); rows after ≠ before − deleted − moved out + inserted + moved in, in every
    ///   section that exists before and after and is not reloaded ("Invalid update: invalid
    ///   number of rows in section N…", N in the table after the batch);
    /// - an index path deleted, inserted, reloaded, moved from or moved to twice, and a section
    ///   deleted, inserted, reloaded or moved twice (the stand-in's strictness; UIKit's
    ///   behaviour is undefined, IGListKit works around "deleting from the same index path twice");
    /// - the same index path deleted and reloaded; deleted or reloaded and moved from ("attempt to
    ///   perform a delete and a move from the same index path", which UIKit also says for a
    ///   reload, openradar 33662307); inserted and moved to; reconfigured and deleted or reloaded;
    ///   a section deleted and reloaded, deleted or reloaded and moved, or inserted and moved to;
    /// - a row moved into an inserted section ("cannot move a row into a newly inserted
    ///   section (1)", UIKit) or one being reloaded, or out of a section being deleted or
    ///   reloaded; a row reloaded or reconfigured in a section being deleted or reloaded;
    /// - any row operation but reconfigure in a moved section (UIKit miscounts or crashes:
    ///   openradar 27041784 reload + section move, babylonhealth/Bento#51 insert into a moved
    ///   section; IGListKit turns such section moves into delete + insert).
    /// Rows deleted from a section being deleted or reloaded, and rows inserted into a section
    /// being inserted or reloaded, are range-checked and otherwise left to the section
    /// operation, as UIKit does (NSFetchedResultsController's delegate pattern sends both).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        if let completion { pendingCompletions.append(completion) }
        updates?()
        endUpdates()
    }

    /// Opens a batch (loading the table first if it never was); nested calls join the outer one.
    public func beginUpdates() {
        if updateDepth == 0 {
            loadIfNeeded()
            pending = BatchUpdates()
        }
        updateDepth += 1
    }

    /// Closes a batch; closing the outermost one checks and applies it. Raises without a batch.
    public func endUpdates() {
        guard updateDepth > 0 else { return raise("endUpdates called without a matching beginUpdates") }
        updateDepth -= 1
        if updateDepth == 0 { commit() }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.insertedSections += sections } }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.deletedSections += sections } }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { record { $0.reloadedSections += sections } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { $0.insertedRows += indexPaths } }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { $0.deletedRows += indexPaths } }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record { $0.reloadedRows += indexPaths } }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    /// Configures the existing cells of these rows again (see ``performBatchUpdates(_:completion:)``).
    public func reconfigureRows(at indexPaths: [IndexPath]) { record { $0.reconfiguredRows += indexPaths } }

    /// Adds operations to the open batch, or performs them as a batch of their own.
    func record(_ add: (inout BatchUpdates) -> Void) {
        beginUpdates()
        add(&pending)
        endUpdates()
    }

    func commit() {
        let batch = pending
        pending = BatchUpdates()
        let completions = pendingCompletions
        pendingCompletions = []
        if batch.reloadsAll {
            load()
            return completions.forEach { $0(true) }
        }
        let planned: (sections: [SectionState], recycled: [UITableViewCell?])
        do {
            planned = try plan(batch)
        } catch {
            raise(error.reason)
            load()
            return completions.forEach { $0(false) }
        }
        sections = planned.sections
        planned.recycled.forEach(recycle)
        lastCellRequests = []
        fill()
        completions.forEach { $0(true) }
    }

    /// Checks `b` against the table and the data source's new counts; the table after it,
    /// with the cells it no longer shows.
    func plan(_ b: BatchUpdates) throws(Inconsistency) -> (sections: [SectionState], recycled: [UITableViewCell?]) {
        let before = sections.map(\.rows.count)
        let nb = before.count
        let na = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
        var afterCounts: [Int: Int] = [:]
        func after(_ section: Int) -> Int {
            if let count = afterCounts[section] { return count }
            let count = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            afterCounts[section] = count
            return count
        }
        let path = Self.describe

        // Sections: ranges, repeats, conflicts, count.
        for s in b.deletedSections where !(0..<nb).contains(s) {
            throw Inconsistency("attempt to delete section \(s), but there are only \(nb) sections before the update")
        }
        for s in b.reloadedSections where !(0..<nb).contains(s) {
            throw Inconsistency("attempt to reload section \(s), but there are only \(nb) sections before the update")
        }
        for move in b.movedSections {
            if !(0..<nb).contains(move.from) {
                throw Inconsistency("attempt to move section \(move.from), but there are only \(nb) sections before the update")
            }
            if !(0..<na).contains(move.to) {
                throw Inconsistency("attempt to move section \(move.from) to section \(move.to), but there are only \(na) sections after the update")
            }
        }
        for s in b.insertedSections where !(0..<na).contains(s) {
            throw Inconsistency("attempt to insert section \(s) but there are only \(na) sections after the update")
        }
        let deleted = try Self.distinct(b.deletedSections) { "attempt to delete section \($0) twice" }
        let inserted = try Self.distinct(b.insertedSections) { "attempt to insert section \($0) twice" }
        let reloaded = try Self.distinct(b.reloadedSections) { "attempt to reload section \($0) twice" }
        let moveSources = try Self.distinct(b.movedSections.map(\.from)) { "attempt to move section \($0) twice" }
        let moveTargets = try Self.distinct(b.movedSections.map(\.to)) { "attempt to move two sections to section \($0)" }
        if let s = deleted.intersection(reloaded).min() { throw Inconsistency("attempt to delete and reload the same section (\(s))") }
        if let s = deleted.intersection(moveSources).min() { throw Inconsistency("attempt to delete and move the same section (\(s))") }
        if let s = reloaded.intersection(moveSources).min() { throw Inconsistency("attempt to reload and move the same section (\(s))") }
        if let s = inserted.intersection(moveTargets).min() { throw Inconsistency("attempt to insert and move to the same section (\(s))") }
        guard na == nb - deleted.count + inserted.count else {
            throw Inconsistency("Invalid update: invalid number of sections. The number of sections contained in the table view after the "
                + "update (\(na)) must be equal to the number of sections contained in the table view before the update (\(nb)), plus "
                + "or minus the number of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted).")
        }

        // Where each section goes: inserted and moved sections where they were put, the others
        // in their order into the remaining places. `sourceOf[a]`: the section before (nil: new).
        var sourceOf = [Int?](repeating: nil, count: na)
        var taken = [Bool](repeating: false, count: na)
        for a in inserted { taken[a] = true }
        for move in b.movedSections { sourceOf[move.to] = move.from; taken[move.to] = true }
        var unmoved = (0..<nb).filter { !deleted.contains($0) && !moveSources.contains($0) }.makeIterator()
        for a in 0..<na where !taken[a] {
            guard let s = unmoved.next() else { throw Inconsistency("stand-in: sections do not add up") }
            sourceOf[a] = s
        }
        let isNewAfter = { (a: Int) in sourceOf[a].map(reloaded.contains) ?? true }
        let isMovedAfter = { (a: Int) in sourceOf[a].map(moveSources.contains) ?? false }

        // Rows: ranges and the sections they are in.
        func checkBefore(_ p: IndexPath, _ verb: String) throws(Inconsistency) {
            guard p.count == 2 else { throw Inconsistency("attempt to \(verb) a row at an index path of length \(p.count)") }
            guard (0..<nb).contains(p.section) else {
                throw Inconsistency("attempt to \(verb) row \(p.row) from section \(p.section), but there are only \(nb) sections before the update")
            }
            guard (0..<before[p.section]).contains(p.row) else {
                throw Inconsistency("attempt to \(verb) row \(p.row) from section \(p.section) which only contains \(before[p.section]) rows before the update")
            }
        }
        func checkAfter(_ p: IndexPath, _ what: String) throws(Inconsistency) {
            guard p.count == 2 else { throw Inconsistency("attempt to \(what) at an index path of length \(p.count)") }
            guard (0..<na).contains(p.section) else {
                throw Inconsistency("attempt to \(what), but there are only \(na) sections after the update")
            }
            guard (0..<after(p.section)).contains(p.row) else {
                throw Inconsistency("attempt to \(what), but there are only \(after(p.section)) rows in section \(p.section) after the update")
            }
        }
        func inMovedSection(_ what: String, _ s: Int) -> Inconsistency {
            Inconsistency("attempt to \(what) a section that is being moved (\(s)); UITableView mishandles row updates in a moved "
                + "section: delete and insert the section instead")
        }
        for p in b.deletedRows {
            try checkBefore(p, "delete")
            if moveSources.contains(p.section) { throw inMovedSection("delete row \(p.row) from", p.section) }
        }
        for p in b.reloadedRows {
            try checkBefore(p, "reload")
            if deleted.contains(p.section) || reloaded.contains(p.section) {
                let state = deleted.contains(p.section) ? "deleted" : "reloaded"
                throw Inconsistency("attempt to reload row \(p.row) from section \(p.section), which is being \(state)")
            }
            if moveSources.contains(p.section) { throw inMovedSection("reload row \(p.row) in", p.section) }
        }
        for p in b.insertedRows {
            try checkAfter(p, "insert row \(p.row) into section \(p.section)")
            if isMovedAfter(p.section) { throw inMovedSection("insert row \(p.row) into", p.section) }
        }
        for move in b.movedRows {
            let (from, to) = move
            try checkBefore(from, "move")
            try checkAfter(to, "move row \(from.row) of section \(from.section) to row \(to.row) of section \(to.section)")
            if deleted.contains(from.section) { throw Inconsistency("cannot move a row out of a section that is being deleted (\(from.section))") }
            if reloaded.contains(from.section) { throw Inconsistency("cannot move a row out of a section that is being reloaded (\(from.section))") }
            if inserted.contains(to.section) { throw Inconsistency("cannot move a row into a newly inserted section (\(to.section))") }
            if isNewAfter(to.section) { throw Inconsistency("cannot move a row into a section that is being reloaded (\(to.section))") }
            if moveSources.contains(from.section) { throw inMovedSection("move row \(from.row) out of", from.section) }
            if isMovedAfter(to.section) { throw inMovedSection("move a row into", to.section) }
        }
        for p in b.reconfiguredRows {
            try checkBefore(p, "reconfigure")
            if deleted.contains(p.section) || reloaded.contains(p.section) {
                let state = deleted.contains(p.section) ? "deleted" : "reloaded"
                throw Inconsistency("attempt to reconfigure row \(p.row) from section \(p.section), which is being \(state)")
            }
        }

        // Rows: repeats and conflicts.
        let deletedRows = try Self.distinct(b.deletedRows) { "attempt to delete the same index path twice \(path($0))" }
        let reloadedRows = try Self.distinct(b.reloadedRows) { "attempt to reload the same index path twice \(path($0))" }
        let insertedRows = try Self.distinct(b.insertedRows) { "attempt to insert the same index path twice \(path($0))" }
        let movedFrom = try Self.distinct(b.movedRows.map(\.from)) { "attempt to move the same index path twice \(path($0))" }
        let movedTo = try Self.distinct(b.movedRows.map(\.to)) { "attempt to move two rows to the same index path \(path($0))" }
        let reconfigured = Set(b.reconfiguredRows)
        if let p = deletedRows.intersection(reloadedRows).min() {
            throw Inconsistency("attempt to delete and reload the same index path \(path(p))")
        }
        if let p = deletedRows.union(reloadedRows).intersection(movedFrom).min() {
            throw Inconsistency("attempt to perform a delete and a move from the same index path \(path(p))")
        }
        if let p = insertedRows.intersection(movedTo).min() {
            throw Inconsistency("attempt to perform an insert and a move to the same index path \(path(p))")
        }
        if let p = reconfigured.intersection(deletedRows).min() {
            throw Inconsistency("attempt to reconfigure and delete the same index path \(path(p))")
        }
        if let p = reconfigured.intersection(reloadedRows).min() {
            throw Inconsistency("attempt to reconfigure and reload the same index path \(path(p))")
        }

        // Rows: counts of the sections that exist before and after.
        for a in 0..<na {
            guard let s = sourceOf[a], !reloaded.contains(s) else { continue }
            let deletes = deletedRows.filter { $0.section == s }.count
            let inserts = insertedRows.filter { $0.section == a }.count
            let movedOut = b.movedRows.filter { $0.from.section == s && $0.to.section != a }.count
            let movedIn = b.movedRows.filter { $0.to.section == a && $0.from.section != s }.count
            guard after(a) == before[s] - deletes - movedOut + inserts + movedIn else {
                throw Inconsistency("Invalid update: invalid number of rows in section \(a). The number of rows contained in an existing "
                    + "section after the update (\(after(a))) must be equal to the number of rows contained in that section before the "
                    + "update (\(before[s])), plus or minus the number of rows inserted or deleted from that section (\(inserts) inserted, "
                    + "\(deletes) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, "
                    + "\(movedOut) moved out).")
            }
        }

        // The table after: new sections and rows, moved rows where they were put, the other
        // rows in their order into the remaining places.
        var recycled: [UITableViewCell?] = []
        for s in deleted { recycled += sections[s].rows.map(\.cell) }
        var moveInto: [IndexPath: IndexPath] = [:]
        for move in b.movedRows { moveInto[move.to] = move.from }
        var result: [SectionState] = []
        for a in 0..<na {
            let fresh = [RowState](repeating: RowState(origin: .inserted, needsCell: true), count: after(a))
            guard let s = sourceOf[a] else {
                result.append(SectionState(origin: .inserted, rows: fresh, needsTitles: true))
                continue
            }
            let old = sections[s]
            if reloaded.contains(s) {
                recycled += old.rows.map(\.cell)
                result.append(SectionState(origin: .reloaded(from: old.origin), rows: fresh, needsTitles: true))
                continue
            }
            var placed = [RowState?](repeating: nil, count: after(a))
            for p in insertedRows where p.section == a { placed[p.row] = RowState(origin: .inserted, needsCell: true) }
            for (to, from) in moveInto where to.section == a {
                var row = sections[from.section].rows[from.row]
                row.reconfigure = reconfigured.contains(from)
                placed[to.row] = row
            }
            var remaining = old.rows.indices.filter {
                let p = IndexPath(row: $0, section: s)
                return !deletedRows.contains(p) && !movedFrom.contains(p)
            }.makeIterator()
            for r in placed.indices where placed[r] == nil {
                guard let i = remaining.next() else { throw Inconsistency("stand-in: rows of section \(a) do not add up") }
                let p = IndexPath(row: i, section: s)
                var row = old.rows[i]
                if reloadedRows.contains(p) {
                    recycled.append(row.cell)
                    row = RowState(origin: .reloaded(from: row.origin), needsCell: true)
                } else {
                    row.reconfigure = reconfigured.contains(p)
                }
                placed[r] = row
            }
            recycled += deletedRows.filter { $0.section == s }.map { old.rows[$0.row].cell }
            result.append(SectionState(origin: old.origin, rows: placed.compactMap { $0 }, header: old.header, footer: old.footer))
        }
        return (result, recycled)
    }

    /// `items` as a set; throws `message` for the first item that repeats.
    static func distinct<T: Hashable>(_ items: [T], _ message: (T) -> String) throws(Inconsistency) -> Set<T> {
        var seen = Set<T>()
        for item in items where !seen.insert(item).inserted { throw Inconsistency(message(item)) }
        return seen
    }
}

// MARK: - Diffable data source

/// Raises from code that is not isolated to the main actor (snapshots), on the main actor.
func raiseInconsistency(_ reason: String) {
    MainActor.assumeIsolated { UITableView.inconsistencyHandler(reason) }
}

/// Sections and their items by identifier, in order. Raises as UIKit does for identifiers
/// that are not unique (in the call or already in the snapshot: iOS 17 and later only warn
/// for the latter and move the item; the stand-in raises as earlier versions did), for items
/// appended with no section, and for identifiers the snapshot lacks. After a raise that
/// returns, the call changes nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = sections.firstIndex(of: identifier) else { Self.missingSection(identifier); return [] }
        return items[s]
    }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        items.firstIndex { $0.contains(identifier) }.map { sections[$0] }
    }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }
    /// The item's index among all items (`itemIdentifiers`).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = sections.firstIndex(of: toIdentifier) else { return Self.missingSection(toIdentifier) }
        insertSections(identifiers, at: s)
    }
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = sections.firstIndex(of: toIdentifier) else { return Self.missingSection(toIdentifier) }
        insertSections(identifiers, at: s + 1)
    }
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let s = sections.firstIndex(of: identifier) else { continue }
            sections.remove(at: s)
            items.remove(at: s)
        }
    }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where !sections.contains(identifier) { return Self.missingSection(identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    /// Appends to `sectionIdentifier`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let s: Int
        if let sectionIdentifier {
            guard let index = sections.firstIndex(of: sectionIdentifier) else { return Self.missingSection(sectionIdentifier) }
            s = index
        } else {
            guard !sections.isEmpty else {
                return raiseInconsistency("There are currently no sections in the data source. Please add a section first.")
            }
            s = sections.count - 1
        }
        guard Self.unique(identifiers, existing: itemIdentifiers, kind: "item") else { return }
        items[s] += identifiers
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, offset: 0)
    }
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, offset: 1)
    }
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in items.indices { items[s].removeAll { gone.contains($0) } }
    }
    public mutating func deleteAllItems() { self = Self() }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard Self.present(identifiers, in: itemIdentifiers, verb: "reload") else { return }
        reloadedItemIdentifiers += identifiers
    }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard Self.present(identifiers, in: itemIdentifiers, verb: "reconfigure") else { return }
        reconfiguredItemIdentifiers += identifiers
    }

    /// Moves the item at `from` to `to` (a table view reorder).
    mutating func moveItem(from: IndexPath, to: IndexPath) {
        let item = items[from.section].remove(at: from.row)
        items[to.section].insert(item, at: min(to.row, items[to.section].count))
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at s: Int) {
        guard Self.unique(identifiers, existing: sections, kind: "section") else { return }
        sections.insert(contentsOf: identifiers, at: s)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: s)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], next identifier: ItemIdentifierType, offset: Int) {
        guard let s = items.firstIndex(where: { $0.contains(identifier) }), let r = items[s].firstIndex(of: identifier) else {
            return raiseInconsistency("Invalid item identifier specified: \(identifier) is not in the snapshot")
        }
        guard Self.unique(identifiers, existing: itemIdentifiers, kind: "item") else { return }
        items[s].insert(contentsOf: identifiers, at: r + offset)
    }

    private static func unique<T: Hashable>(_ identifiers: [T], existing: [T], kind: String) -> Bool {
        var seen = Set(existing)
        let duplicates = identifiers.filter { !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            raiseInconsistency("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n"
                + duplicates.map { "    \($0)" }.joined(separator: ",\n") + "\n)}")
            return false
        }
        return true
    }

    private static func present(_ identifiers: [ItemIdentifierType], in all: [ItemIdentifierType], verb: String) -> Bool {
        guard let missing = identifiers.first(where: { !all.contains($0) }) else { return true }
        raiseInconsistency("Attempted to \(verb) item identifier that does not exist in the snapshot: \(missing)")
        return false
    }

    private static func missingSection(_ identifier: SectionIdentifierType) {
        raiseInconsistency("Invalid section identifier specified: \(identifier) is not in the snapshot")
    }
}

/// A data source that answers from a snapshot and a cell provider; it becomes its table
/// view's data source. `apply` does not diff or animate here: the table reloads from the new
/// snapshot (as UIKit did before iOS 15 without animation), so every cell is obtained again.
@MainActor open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section),
              let r = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(row: r, section: s)
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }
    /// The provider's cell; raises as UIKit does when it gives none.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.raise("UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Moves the item in the current snapshot, as the user reordered it.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
