// SwiftUI stand-in (see SwiftUI.swift): text, images, labels, stacks, buttons, navigation.

// MARK: - Text

@frozen public struct Text: Equatable, Sendable {
    /// What it was made from: text shown as it is, or a key looked up when shown.
    @usableFromInline let _content: _TextContent
    /// What it shows in the locale of the environment it is evaluated in (SwiftUI+Localization.swift).
    var _string: String { _content.resolved }
    @inlinable public init(verbatim content: String) { _content = .verbatim(content) }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { _content = .verbatim(String(content)) }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        _content = .localized(key: key.key, table: tableName, bundlePath: bundle?.bundlePath)
    }
    public init(_ attributedContent: AttributedString) { _content = .verbatim(String(attributedContent.characters)) }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        _content = .verbatim(format.format(input))
    }
}
extension Text: View { public var body: Never { _swiftUIStandInOnly() } }
extension Text: _StandInNode { public var _node: _Node { _Node(.text(_string)) } }

extension Text {
    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

// MARK: - LocalizedStringKey

/// A string literal given to a SwiftUI initializer is a `LocalizedStringKey`; a `String`
/// value is not (it takes the `StringProtocol` overload). Interpolations take what SwiftUI's
/// take: strings, numbers (`_FormatSpecifiable`), `Text`, `Image`, formatted values.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    @usableFromInline let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.key }

    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation(_ string: String) { key += "%@" }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) { key += "%@" }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) { key += "%@" }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String { key += "%@" }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { key += value._specifier }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { key += specifier }
        public mutating func appendInterpolation(_ text: Text) { key += "%@" }
        public mutating func appendInterpolation(_ image: Image) { key += "%@" }
        public mutating func appendInterpolation(_ attributedString: AttributedString) { key += "%@" }
    }
}

/// Numbers a `LocalizedStringKey` interpolates with a printf specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}
extension Int: _FormatSpecifiable { public var _arg: Int { self }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }

// MARK: - Image, Label

@frozen public struct Image: Equatable, Sendable {
    /// The name, for the record; "" for a decorative image (VoiceOver skips it).
    let _name: String
    public init(systemName: String) { _name = systemName }
    public init(_ name: String, bundle: Bundle? = nil) { _name = name }
    public init(decorative name: String, bundle: Bundle? = nil) { _name = "" }
}
extension Image: View { public var body: Never { _swiftUIStandInOnly() } }
extension Image: _StandInNode { public var _node: _Node { _name.isEmpty ? _Node(.other) : _Node(.image(_name)) } }

public struct Label<Title: View, Icon: View> {
    let _title: Title
    let _icon: Icon
}
extension Label: View { public var body: Never { _swiftUIStandInOnly() } }
extension Label: _StandInNode {
    public var _node: _Node { _Node(.other, [_StandInRecord.node(_title), _StandInRecord.node(_icon)]) }
}

extension Label {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { (_title, _icon) = (title(), icon()) }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, image name: String) { (_title, _icon) = (Text(titleKey), Image(name)) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image name: String) { (_title, _icon) = (Text(title), Image(name)) }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { (_title, _icon) = (Text(titleKey), Image(systemName: name)) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        (_title, _icon) = (Text(title), Image(systemName: name))
    }
}

// MARK: - Stacks, Spacer

@frozen public struct HStack<Content: View> {
    @usableFromInline let _content: Content
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}
extension HStack: View { public var body: Never { _swiftUIStandInOnly() } }
extension HStack: _StandInNode { public var _node: _Node { _Node(.other, [_StandInRecord.node(_content)]) } }

@frozen public struct VStack<Content: View> {
    @usableFromInline let _content: Content
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        _content = content()
    }
}
extension VStack: View { public var body: Never { _swiftUIStandInOnly() } }
extension VStack: _StandInNode { public var _node: _Node { _Node(.other, [_StandInRecord.node(_content)]) } }

/// A main-actor type in SwiftUI: `Spacer()` needs the main actor.
@MainActor @frozen @preconcurrency public struct Spacer: View, Sendable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { _swiftUIStandInOnly() }
}
extension Spacer: _StandInNode { public var _node: _Node { _Node(.other) } }

// MARK: - Buttons

public struct ButtonRole: Equatable, Sendable {
    @usableFromInline let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A switch bound to a `Bool`. The record taps it as the user flips it: the binding is set
/// to the other value (SwiftUI writes the binding; the view redraws from what it then reads).
public struct Toggle<Label: View> {
    let _isOn: Binding<Bool>
    let _label: Label
}
extension Toggle: View { public var body: Never { _swiftUIStandInOnly() } }
extension Toggle: _StandInNode {
    public var _node: _Node {
        let isOn = _isOn
        return _Node(.other, [_StandInRecord.node(_label)], tap: { isOn.wrappedValue.toggle() })
    }
}
extension Toggle {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { (_isOn, _label) = (isOn, label()) }
}
extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { (_isOn, _label) = (isOn, Text(titleKey)) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { (_isOn, _label) = (isOn, Text(title)) }
}

/// A button's action runs on the main actor (`@MainActor () -> Void`); the record can tap it.
public struct Button<Label: View> {
    let _role: ButtonRole?
    let _label: Label
    let _action: @MainActor () -> Void
}
extension Button: View { public var body: Never { _swiftUIStandInOnly() } }
extension Button: _StandInNode {
    public var _node: _Node { _Node(.button(role: _role?.name), [_StandInRecord.node(_label)], tap: _action) }
}

extension Button {
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { (_role, _label, _action) = (nil, label(), action) }
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { (_role, _label, _action) = (role, label(), action) }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (nil, Text(titleKey), action) }
    @_disfavoredOverload @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (nil, Text(title), action) }
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (role, Text(titleKey), action) }
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (role, Text(title), action) }
}

/// Back-deployed to iOS 14/15 by the Xcode 15 SDK.
extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (nil, SwiftUI.Label(titleKey, systemImage: systemImage), action) }
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (nil, SwiftUI.Label(title, systemImage: systemImage), action) }
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (role, SwiftUI.Label(titleKey, systemImage: systemImage), action) }
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) { (_role, _label, _action) = (role, SwiftUI.Label(title, systemImage: systemImage), action) }
}

/// Toggles the environment's edit mode (iOS).
public struct EditButton {
    public init() {}
}
extension EditButton: View { public var body: Never { _swiftUIStandInOnly() } }

// MARK: - Navigation

/// A link needs a destination view (or, from iOS 16, a value for `navigationDestination`).
public struct NavigationLink<Label: View, Destination: View> {
    let _label: Label
}
extension NavigationLink: View { public var body: Never { _swiftUIStandInOnly() } }
/// A link is a button to VoiceOver.
extension NavigationLink: _StandInNode { public var _node: _Node { _Node(.button(role: nil), [_StandInRecord.node(_label)]) } }

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { _label = label() }
    /// Soft-deprecated in favour of the closure form.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { _label = label() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { _label = Text(titleKey) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { _label = Text(title) }
    /// Soft-deprecated in favour of the closure form.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { _label = Text(titleKey) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: Destination) { _label = Text(title) }
}

/// Navigation driven by state before `NavigationStack`: the link pushes `destination` while
/// `isActive` is true, and sets it false when the user pops back.
@available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) inside a NavigationStack")
extension NavigationLink {
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) { _label = label() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { _label = label() }
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text { _label = Text(titleKey) }
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text { _label = Text(title) }
}

/// Soft-deprecated (iOS 16) in favour of `NavigationStack`.
public struct NavigationView<Content: View> {
    let _content: Content
    public init(@ViewBuilder content: () -> Content) { _content = content() }
}
extension NavigationView: View { public var body: Never { _swiftUIStandInOnly() } }
extension NavigationView: _StandInNode { public var _node: _Node { _Node(.other, [_StandInRecord.node(_content)]) } }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { _swiftUIStandInOnly() }
    let _root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { _root = root() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath { _root = root() }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        _root = root()
    }
}
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: _StandInNode { public var _node: _Node { _Node(.other, [_StandInRecord.node(_root)]) } }

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
    @usableFromInline var elements: [AnyHashable] = []

    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements { self.elements.append(AnyHashable(element)) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
