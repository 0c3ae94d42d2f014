// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Menus (iOS 13)

/// What an action does when the user chooses it.
public typealias UIActionHandler = @MainActor (UIAction) -> Void
/// Makes the menu of a context menu from the system's suggested actions; nil: the suggested
/// actions alone.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews; nil: a preview of the row itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// A view controller, only as far as a context menu preview needs one.
@MainActor open class UIViewController: NSObject {
    open var title: String?
    open var view: UIView! = UIView()
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
}

/// An item of a menu: an action or a submenu.
@MainActor open class UIMenuElement: NSObject {
    /// How an element is shown and whether it can be chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown, cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (so cannot be chosen).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable { case off, on, mixed }

    var storedTitle: String
    var storedImage: UIImage?
    open var title: String { storedTitle }
    open var image: UIImage? { storedImage }
    open var subtitle: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        storedImage = image
        self.subtitle = subtitle
        super.init()
    }
}

/// A menu element that runs its handler when chosen.
@MainActor open class UIAction: UIMenuElement {
    /// An action's identifier; UIKit makes a unique one when none is given.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    public let identifier: UIAction.Identifier
    /// The control whose event runs the handler, while it runs (`UIControl.sendActions`).
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("com.apple.action.dynamic.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Stand-in only: runs the handler, as choosing the action does.
    public func standInPerform() { handler(self) }
}

/// A menu: a title and its children (actions and submenus).
@MainActor open class UIMenu: UIMenuElement {
    /// A menu's identifier; UIKit makes a unique one when none is given.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: UIMenu.Identifier
    public let options: UIMenu.Options
    public let children: [UIMenuElement]
    /// Set on a menu ``UITableView/standInContextMenu(at:point:)`` returns: the table view
    /// checks itself against its data source after an action of the menu runs.
    weak var standInTableView: UITableView?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// Stand-in only: the actions the user can see, depth first (submenus included; hidden
    /// actions and the children of hidden menus left out).
    public var standInVisibleActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.standInVisibleActions ?? []
        }
    }

    /// Stand-in only: the user chooses the first action titled `title` (searched depth first
    /// through submenus): its handler runs. False, and nothing runs, when there is none the
    /// user can choose (absent, hidden or disabled). A menu from a table view's context menu
    /// then has the table view check its rows against its data source (raising through
    /// ``UITableView/inconsistencyHandler`` on a mismatch).
    @discardableResult
    public func standInPerformMenuAction(titled title: String) -> Bool {
        perform(standInVisibleActions.first { $0.title == title })
    }

    /// Stand-in only: as ``standInPerformMenuAction(titled:)``, for the action of this identifier.
    @discardableResult
    public func standInPerformMenuAction(identifier: UIAction.Identifier) -> Bool {
        perform(standInVisibleActions.first { $0.identifier == identifier })
    }

    private func perform(_ action: UIAction?) -> Bool {
        guard let action, !action.attributes.contains(.disabled) else { return false }
        action.handler(action)
        standInTableView?.checkConsistency(after: "the handler of the menu action \"\(action.title)\"")
        return true
    }
}

// MARK: - Context menu configuration

/// What a context menu shows: a preview and a menu, each made when the menu opens.
@MainActor open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier; UIKit makes a unique one when none is given.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// Stand-in only: the menu as UIKit makes it when the menu opens: the action provider
    /// with the suggested actions (none for a table row here); without a provider, or when it
    /// answers nil, the suggested actions alone (nil when there are none).
    public func standInMenu(suggestedActions: [UIMenuElement] = []) -> UIMenu? {
        if let menu = actionProvider?(suggestedActions) { return menu }
        return suggestedActions.isEmpty ? nil : UIMenu(children: suggestedActions)
    }

    /// Stand-in only: the preview's view controller (nil: UIKit previews the row itself).
    public func standInPreview() -> UIViewController? { previewProvider?() }
}
