// SwiftUI stand-in (see SwiftUI.swift): button and label styles, toolbar content. The style
// protocols are main-actor protocols, as in SwiftUI; the built-in styles declare their
// conformance apart, so their `init()` is nonisolated.

// MARK: - Button styles

@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    @MainActor @preconcurrency public struct Label: View {
        public var body: Never { _swiftUIStandInOnly() }
        nonisolated init() {}
    }
    public let label: PrimitiveButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public func trigger() {}
}

public struct DefaultButtonStyle { public init() {} }
public struct PlainButtonStyle { public init() {} }
public struct BorderlessButtonStyle { public init() {} }
public struct BorderedButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle { public init() {} }

extension DefaultButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension PlainButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension BorderlessButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension BorderedButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}
extension BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

// MARK: - Label styles

@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    @MainActor @preconcurrency public struct Title: View {
        public var body: Never { _swiftUIStandInOnly() }
        nonisolated init() {}
    }
    @MainActor @preconcurrency public struct Icon: View {
        public var body: Never { _swiftUIStandInOnly() }
        nonisolated init() {}
    }
    public var title: LabelStyleConfiguration.Title { Title() }
    public var icon: LabelStyleConfiguration.Icon { Icon() }
}

public struct DefaultLabelStyle { public init() {} }
public struct TitleAndIconLabelStyle { public init() {} }
public struct TitleOnlyLabelStyle { public init() {} }
public struct IconOnlyLabelStyle { public init() {} }

extension DefaultLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
extension TitleAndIconLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
extension TitleOnlyLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
extension IconOnlyLabelStyle: LabelStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

// MARK: - Toolbar

/// What `toolbar(content:)` takes besides plain views: `ToolbarItem`s and `ToolbarItemGroup`s.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

public struct ToolbarItemPlacement: Sendable {
    @usableFromInline let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Back-deployed to iOS 14 by the Xcode 15 SDK.
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading") }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarTrailing") }
    /// Soft-deprecated in favour of `topBarLeading` / `topBarTrailing`.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

public struct ToolbarItem<ID, Content: View> {}
extension ToolbarItem: ToolbarContent { public var body: Never { _swiftUIStandInOnly() } }
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View> {}
extension ToolbarItemGroup: ToolbarContent { public var body: Never { _swiftUIStandInOnly() } }
extension ToolbarItemGroup {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Up to 10 items a block; `if`/`else` in a toolbar builder needs iOS 16, so it is not here.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent {
        _TupleToolbarContent((c0, c1))
    }
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2))
    }
    public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3))
    }
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
          C5: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3, c4, c5))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
          C5: ToolbarContent, C6: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
          C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
          C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some ToolbarContent
    where C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
          C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent {
        _TupleToolbarContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

/// What a toolbar block of several items builds (hidden behind `some ToolbarContent`).
public struct _TupleToolbarContent<T> {
    @usableFromInline init(_ value: T) {}
}
extension _TupleToolbarContent: ToolbarContent { public var body: Never { _swiftUIStandInOnly() } }
