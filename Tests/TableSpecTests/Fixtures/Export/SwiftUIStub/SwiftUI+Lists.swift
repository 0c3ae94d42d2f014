// SwiftUI stand-in (see SwiftUI.swift): ForEach, List, Section and the list styles.

// MARK: - ForEach

/// Views computed from a random-access collection of identified data. The only
/// `DynamicViewContent` here, so the only view that takes `onDelete` and `onMove`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    /// Each element's id, the tag SwiftUI gives its view.
    let _id: (Data.Element) -> ID
}
extension ForEach: View where Content: View { public var body: Never { _swiftUIStandInOnly() } }
extension ForEach: DynamicViewContent where Content: View {}
extension ForEach: _StandInNode where Content: View {
    public var _node: _Node {
        _Node(.forEach(ids: data.map { AnyHashable(_id($0)) }), data.map { _StandInRecord.node(content($0)) })
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        _id = { $0.id }
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        _id = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// SwiftUI wants a constant range here; it warns (not errs) on another.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        _id = { $0 }
    }
}

// MARK: - List

/// A main-actor type in SwiftUI: every initializer needs the main actor.
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { _swiftUIStandInOnly() }
    /// "multiple" (a set), "single" (an optional) or "none", for the record.
    let _selection: String
    let _content: Content

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        (_selection, _content) = (selection == nil ? "none" : "multiple", content())
    }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        (_selection, _content) = (selection == nil ? "none" : "single", content())
    }

    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        (_selection, _content) = (selection == nil ? "none" : "multiple", ForEach(data, content: rowContent))
    }

    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>,
            Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        (_selection, _content) = (selection == nil ? "none" : "single", ForEach(data, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        (_selection, _content) = (selection == nil ? "none" : "multiple", ForEach(data, id: id, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        (_selection, _content) = (selection == nil ? "none" : "single", ForEach(data, id: id, content: rowContent))
    }
}
extension List: _StandInNode {
    public var _node: _Node {
        _Node(.list(selection: _selection, valueType: SelectionValue.self == Never.self ? nil : SelectionValue.self),
              [_StandInRecord.node(_content)])
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        (_selection, _content) = ("none", content())
    }

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>,
              Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        (_selection, _content) = ("none", ForEach(data, content: rowContent))
    }

    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        (_selection, _content) = ("none", ForEach(data, id: id, content: rowContent))
    }

    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        (_selection, _content) = ("none", ForEach(data, content: rowContent))
    }
}

// MARK: - Section

/// Header, content and footer are all views (`Text("…")`, not a `String`).
public struct Section<Parent, Content, Footer> {
    /// The rows, for the record (headers and footers are not rows).
    let _content: Any
    /// The header and footer views, for the texts the record lists.
    var _header: Any? = nil, _footer: Any? = nil
}
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { _swiftUIStandInOnly() }
}
extension Section: _StandInNode where Parent: View, Content: View, Footer: View {
    public var _node: _Node { _Node(.section, [_header, _content, _footer].compactMap { $0.flatMap(_StandInRecord.anyNode) }) }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        (_content, _header, _footer) = (content(), header(), footer())
    }
    /// Soft-deprecated in favour of `init(content:header:footer:)`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        (_content, _header, _footer) = (content(), header, footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { (_content, _footer) = (content(), footer()) }
    /// Soft-deprecated in favour of `init(content:footer:)`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) { (_content, _footer) = (content(), footer) }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { (_content, _header) = (content(), header()) }
    /// Soft-deprecated in favour of `init(content:header:)`.
    public init(header: Parent, @ViewBuilder content: () -> Content) { (_content, _header) = (content(), header) }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { _content = content() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { _content = content() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { _content = content() }
}

// MARK: - List styles

/// Only SwiftUI's own styles conform (its requirements are private to SwiftUI).
public protocol ListStyle {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
