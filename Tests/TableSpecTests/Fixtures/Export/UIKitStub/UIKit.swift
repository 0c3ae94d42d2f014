// A stand-in for the parts of UIKit the Swift export uses, with UIKit's names, types and
// main-actor isolation, so the `#if canImport(UIKit)` part of generated files is
// typechecked on Linux too (SwiftCompileTests). Behaviour is not modelled: this only has
// to compile against the same calls. UIKit's optional protocol methods cannot be declared
// without Objective-C, so the protocols are empty here.
@_exported import Foundation

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {}
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

public final class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName name: String) { return nil }
    public init?(named name: String) { return nil }
}

@MainActor open class UIView: NSObject {}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var textAlignment: NSTextAlignment = .natural
}

@MainActor open class UIImageView: UIView {
    open var image: UIImage?
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public init(style: CellStyle, reuseIdentifier: String?) { super.init() }
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var accessoryType: AccessoryType = .none
    open var indentationLevel: Int = 0
    open var selectionStyle: SelectionStyle = .default
}

@MainActor open class UITableView: UIView {
    public static let automaticDimension: CGFloat = -1
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = -1
    open var sectionHeaderHeight: CGFloat = -1
    open var sectionFooterHeight: CGFloat = -1
    open var estimatedSectionHeaderHeight: CGFloat = -1
    open var estimatedSectionFooterHeight: CGFloat = -1
    open var isEditing = false

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public init(style: Style, title: String?, handler: @escaping Handler) { super.init() }
    open var image: UIImage?
}

@MainActor open class UISwipeActionsConfiguration: NSObject {
    public init(actions: [UIContextualAction]) { super.init() }
    open var performsFirstActionWithFullSwipe = true
}

extension IndexPath {
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}
