// A stand-in for the parts of SwiftUI that tablectl's generated SwiftUI code uses, so that
// code is typechecked on Linux too, where there is no SwiftUI (the same idea as
// `../UIKitStub/UIKit.swift`). It models signatures only: SwiftUI's names, generic
// signatures, result builders, conformances and main-actor isolation, as in the current
// SDKs (Xcode 16 and later, the first to accept `-swift-version 6`). Nothing is drawn or
// updated; primitive views have `body: Never`, and the few getters that would need
// SwiftUI's machinery to produce a value (a primitive's `body`, the value behind
// `Binding(get:set:)`) stop the program. The views keep what they were built from (texts,
// images, children, button roles, the modifiers the record needs), so one thing may run:
// `_StandInRecord` (SwiftUI+Record.swift) evaluates a view and says what a `List` shows,
// as Apple documents it (selection, delete controls, swipe buttons, VoiceOver).
//
// Fidelity rules, so that what typechecks here also compiles on iOS:
// - Isolation is SwiftUI's: `View`, `ViewModifier`, `ToolbarContent` and the style protocols
//   are `@MainActor @preconcurrency`; `List`, `NavigationStack` and `Spacer` are main-actor
//   types; `Text`, `ForEach`, `Section`, `Button`, `NavigationLink`, the stacks and every
//   modifier are nonisolated (their `View` conformance is declared in an extension, which
//   keeps the type out of the protocol's isolation, as in SwiftUI). Because SwiftUI marks
//   that isolation `@preconcurrency`, the compiler reports its misuse (building a `List` off
//   the main actor, say) as a warning even in Swift 6 mode, against SwiftUI as against this
//   module: typecheck generated code with -warnings-as-errors to refuse it.
// - Where SDKs differ, only what a deployment target of iOS 15 may use is here: up to 10
//   views in a builder block (the variadic `buildBlock` needs iOS 17), `tint(_: Color?)`,
//   `List(selection:)` with a `Set` or an optional. The few iOS 16 APIs asked for
//   (`NavigationStack`, `NavigationLink(value:)`, `navigationDestination`) carry their
//   `@available`, which Linux ignores: code using them needs iOS 16 on Apple platforms
//   (behind `if #available(iOS 16, *)`, whose other branch Linux type-checks but never
//   runs). `NavigationLink(destination:isActive:label:)`, deprecated in iOS 16, says so.
// - Soft-deprecated APIs (`NavigationView`, `Section(header:footer:content:)`,
//   `foregroundColor`) are here without a deprecation attribute: the SDK deprecates them in
//   a future version (`deprecated: 100000.0`), which does not warn either.
//
// Files (the module is every SwiftUI*.swift here, compiled together as module SwiftUI):
//   SwiftUI.swift            View, ViewBuilder, built-in containers, ViewModifier, DynamicViewContent
//   SwiftUI+State.swift      State, Binding, Environment, EnvironmentValues, EditMode
//   SwiftUI+Views.swift      Text, LocalizedStringKey, Image, Label, stacks, Button, navigation
//   SwiftUI+Lists.swift      ForEach, List, Section, list styles
//   SwiftUI+Values.swift     Font, Color, shape styles, alignments, edges, insets
//   SwiftUI+Styles.swift     button and label styles, toolbar content
//   SwiftUI+Modifiers.swift  the View modifiers
//   SwiftUI+Localization.swift  how Text looks a key up: strings tables, the environment's locale
//   SwiftUI+Record.swift     what a List shows: selection, delete controls, swipe buttons, VoiceOver
//   SwiftUI+Taps.swift       a row's button tapped; what a navigation destination shows
//   SelfTest.swift           SwiftUI code that must typecheck against the module
//   SelfTestRejects.swift    one-line misuses, each of which must fail (or warn) as expected
//   check.sh                 builds the module and runs both self-tests (see its header)
@_exported import Foundation

// MARK: - View

/// A piece of user interface. Main-actor isolated, as in the current SDKs; a type that
/// declares the conformance in its primary declaration is main-actor isolated too.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The stand-in's one trap, for what only SwiftUI could produce. Every built-in view here is
/// primitive (`body: Never`) and says so itself: there is no `body` for `Body == Never` in a
/// protocol extension, so a view of one's own without a `body` is refused, as by SwiftUI.
@usableFromInline func _swiftUIStandInOnly(_ what: StaticString = #function) -> Never {
    fatalError("SwiftUI stand-in: \(what) only models a signature")
}

extension Never: View {
    public typealias Body = Never
    /// Also `ToolbarContent`'s body (SwiftUI+Styles.swift).
    public var body: Never { self }
}

// MARK: - ViewBuilder

/// SwiftUI's result builder for views: `buildExpression` takes views only, a block holds
/// 0…10 views, `if` without `else` makes an optional, `if`/`else` and `switch` make
/// `_ConditionalContent`, `if #available` erases to `AnyView`. There is no `buildArray`:
/// `for` loops are not allowed in a builder (use `ForEach`).
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    public static func buildBlock<
        C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: - Built-in containers

@frozen public struct EmptyView: Sendable {
    @inlinable public init() {}
}
extension EmptyView: View { public var body: Never { _swiftUIStandInOnly() } }
extension EmptyView: _StandInNode { public var _node: _Node { _Node(.other) } }

/// A type-erased view.
@frozen public struct AnyView {
    @usableFromInline let _view: Any
    public init<V: View>(_ view: V) { _view = view }
    public init<V: View>(erasing view: V) { _view = view }
}
extension AnyView: View { public var body: Never { _swiftUIStandInOnly() } }
extension AnyView: _StandInNode { public var _node: _Node { _Node(.other, _StandInRecord.anyNode(_view).map { [$0] } ?? []) } }

@frozen public struct TupleView<T> {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
}
extension TupleView: View { public var body: Never { _swiftUIStandInOnly() } }
extension TupleView: _StandInNode {
    public var _node: _Node { _Node(.other, Mirror(reflecting: value).children.compactMap { _StandInRecord.anyNode($0.value) }) }
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    @usableFromInline let storage: Storage
    @usableFromInline init(storage: Storage) { self.storage = storage }
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { _swiftUIStandInOnly() }
}
extension _ConditionalContent: _StandInNode where TrueContent: View, FalseContent: View {
    public var _node: _Node {
        switch storage {
        case .trueContent(let view): return _StandInRecord.node(view)
        case .falseContent(let view): return _StandInRecord.node(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { _swiftUIStandInOnly() }
}
extension Optional: _StandInNode where Wrapped: View {
    public var _node: _Node { map { _StandInRecord.node($0) } ?? _Node(.other) }
}

@frozen public struct Group<Content> {
    @usableFromInline let _content: Any
}
extension Group: View where Content: View { public var body: Never { _swiftUIStandInOnly() } }
extension Group: _StandInNode where Content: View {
    public var _node: _Node { _Node(.other, _StandInRecord.anyNode(_content).map { [$0] } ?? []) }
}
extension Group where Content: View {
    public init(@ViewBuilder content: () -> Content) { _content = content() }
}

// MARK: - ViewModifier

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The content a `ViewModifier` is applied to.
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { _swiftUIStandInOnly() }
}

@frozen public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { _swiftUIStandInOnly() }
}
extension ModifiedContent: _StandInNode where Content: View, Modifier: ViewModifier {
    public var _node: _Node {
        let effect = (modifier as? _StandInModifier)?.effect ?? (modifier as? AccessibilityAttachmentModifier)?.effect ?? .none
        if case .locale(let locale) = effect {
            return _StandInStrings.within(locale) { _Node(.modified(effect), [_StandInRecord.node(content)]) }
        }
        return _Node(.modified(effect), [_StandInRecord.node(content)])
    }
}
extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

@frozen public struct EmptyModifier {
    public static let identity = EmptyModifier()
    @inlinable public init() {}
}
extension EmptyModifier: ViewModifier { public func body(content: Content) -> Never { _swiftUIStandInOnly() } }

/// What the stand-in's modifiers wrap a view in (SwiftUI's own types are hidden behind
/// `some View` too).
public struct _StandInModifier {
    /// What the modifier does, for the record (SwiftUI+Record.swift).
    let effect: _Effect
    init(_ effect: _Effect = .none) { self.effect = effect }
}
extension _StandInModifier: ViewModifier { public func body(content: Content) -> Never { _swiftUIStandInOnly() } }

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    nonisolated func _modified(_ effect: _Effect = .none) -> ModifiedContent<Self, _StandInModifier> {
        ModifiedContent(content: self, modifier: _StandInModifier(effect))
    }
}

// MARK: - DynamicViewContent

/// Views generated from a collection (`ForEach`): only they take `onDelete` and `onMove`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension DynamicViewContent {
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _modified(.onDelete(action != nil))
    }
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _modified(.onMove(action != nil))
    }
}

// SwiftUI's helpers for `onDelete` and `onMove` handlers.
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moving = source.map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        for offset in source.reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        for (index, element) in zip(indices, elements) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
