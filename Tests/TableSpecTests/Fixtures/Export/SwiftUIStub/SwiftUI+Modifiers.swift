// SwiftUI stand-in (see SwiftUI.swift): the View modifiers. As in SwiftUI they are
// `nonisolated` and return `some View`, so a modifier's result is a plain view: `onDelete`
// and `onMove` (SwiftUI.swift) exist only on `DynamicViewContent`, and only before any of
// these is applied.

extension View {
    // MARK: Rows and lists

    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { _modified(.swipeActions(edge: edge, content: content())) }

    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        _modified(.contextMenu(menuItems()))
    }

    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { _modified() }
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { _modified() }
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View { _modified() }
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _modified() }
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { _modified() }
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { _modified(.deleteDisabled(isDisabled)) }
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { _modified() }

    // MARK: Text and colour

    nonisolated public func font(_ font: Font?) -> some View { _modified() }
    /// Soft-deprecated in favour of `foregroundStyle(_:)`.
    nonisolated public func foregroundColor(_ color: Color?) -> some View { _modified() }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _modified() }
    nonisolated public func tint(_ tint: Color?) -> some View { _modified() }
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _modified() }
    nonisolated public func lineLimit(_ number: Int?) -> some View { _modified() }
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _modified() }
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _modified() }

    // MARK: Layout

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _modified()
    }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { _modified() }
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { _modified() }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified() }
    nonisolated public func padding(_ length: CGFloat) -> some View { _modified() }

    // MARK: State, identity, input

    nonisolated public func disabled(_ disabled: Bool) -> some View { _modified() }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        // The record follows the locale only (SwiftUI+Localization.swift).
        if keyPath == \EnvironmentValues.locale, let locale = value as? Locale { return _modified(.locale(locale)) }
        return _modified()
    }
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        _modified()
    }
    nonisolated public func hidden() -> some View { _modified() }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { _modified() }
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { _modified(.tag(AnyHashable(tag), type: V.self)) }
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _modified() }

    // MARK: Accessibility

    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityLabel(label._string)))
    }
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityLabel(labelKey.key)))
    }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityLabel(String(label))))
    }
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityTraits(traits.names)))
    }
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(.accessibilityHidden(hidden)))
    }
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // MARK: Navigation and toolbar

    nonisolated public func navigationTitle(_ title: Text) -> some View { _modified() }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _modified() }
    @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _modified() }
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _modified()
    }

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { _modified(.navigationDestination(type: D.self, show: { value in (value as? D).map(destination) })) }

    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _modified() }
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        _modified()
    }
}

/// What the accessibility modifiers return (SwiftUI names this type in their signatures).
@frozen public struct AccessibilityAttachmentModifier {
    /// What it does, for the record.
    let effect: _Effect
    init(_ effect: _Effect = .none) { self.effect = effect }
}

/// The traits VoiceOver announces. SwiftUI's is a `SetAlgebra` of static members; this one is
/// an `OptionSet` (the same members and set operations; SwiftUI has no public raw value).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)

    /// The names of the traits, for the record.
    var names: [String] {
        [(Self.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
         (.isImage, "image"), (.isStaticText, "staticText")].filter { contains($0.0) }.map(\.1)
    }
}
extension AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { _swiftUIStandInOnly() }
}
