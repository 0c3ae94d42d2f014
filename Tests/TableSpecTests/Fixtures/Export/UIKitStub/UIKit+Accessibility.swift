// Part of the UIKit stand-in (see UIKit.swift for what it is and why).
import Foundation

// MARK: - Accessibility

/// What VoiceOver says an element is, besides its label (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

// MARK: - Text sizes

/// The user's preferred text size (Settings › Accessibility › Larger Text). The five
/// `accessibility…` sizes are the larger accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")

    /// Whether this is one of the accessibility sizes (iOS 11).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}

/// A view's environment: here the preferred text size.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let preferredContentSizeCategory: UIContentSizeCategory
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }
    public override convenience init() { self.init(preferredContentSizeCategory: .large) }

    /// Stand-in only: what every view's `traitCollection` answers (the user's settings);
    /// `.large`, the default size, unless a test changes it.
    @MainActor public static var standInCurrent = UITraitCollection(preferredContentSizeCategory: .large)
}

// MARK: - Backgrounds

/// A cell's background as a value (iOS 14): here its factory and colour.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// Stand-in only: the factory that made it ("listGroupedCell", "clear", …).
    public let kind: String
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0

    init(_ kind: String) { self.kind = kind }
    public static func listPlainCell() -> UIBackgroundConfiguration { .init("listPlainCell") }
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init("listGroupedCell") }
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init("listSidebarCell") }
    public static func clear() -> UIBackgroundConfiguration { .init("clear") }
}

// MARK: - Images by name

extension UIImage {
    /// Stand-in only: the SF Symbol names `UIImage(systemName:)` knows: those the fixtures and
    /// examples use, and any a test adds.
    nonisolated(unsafe) public static var standInSymbols: Set<String> = [
        "airplane", "antenna.radiowaves.left.and.right", "bell.badge", "bluetooth", "creditcard", "doc.on.doc",
        "envelope", "hand.thumbsup.circle", "link", "moon", "network", "person.crop.circle.fill", "personalhotspot",
        "pin", "sparkles", "square.and.arrow.up", "star.circle", "trash", "wifi",
    ]
    /// Stand-in only: the asset names `UIImage(named:)` finds (the app's asset catalog).
    nonisolated(unsafe) public static var standInAssets: Set<String> = []
}
