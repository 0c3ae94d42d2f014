// SwiftUI stand-in (see SwiftUI.swift): fonts, colours, shape styles, alignments, edges.

// MARK: - Font

@frozen public struct Font: Hashable, Sendable {
    @usableFromInline let name: String
    @usableFromInline init(name: String) { self.name = name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { Font(name: "system") }
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font(name: "system") }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font(name: name) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(name: name) }

    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }

    @frozen public struct Weight: Hashable, Sendable {
        @usableFromInline let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

// MARK: - Colour and shape styles

/// How a shape or text is filled. Only SwiftUI's own styles conform.
public protocol ShapeStyle: Sendable {}

@frozen public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    @usableFromInline let name: String
    @usableFromInline init(name: String) { self.name = name }
    public var description: String { name }

    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { name = "white" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { name = "hsb" }

    public func opacity(_ opacity: Double) -> Color { self }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static var accentColor: Color { Color(name: "accentColor") }
}
extension Color: View { public var body: Never { _swiftUIStandInOnly() } }

/// `.red` and the like where a shape style is wanted (`foregroundStyle(.red)`); note that
/// `.primary`/`.secondary` there are hierarchical styles, not colours.
extension ShapeStyle where Self == Color {
    public static var black: Color { Color(name: "black") }
    public static var white: Color { Color(name: "white") }
    public static var gray: Color { Color(name: "gray") }
    public static var red: Color { Color(name: "red") }
    public static var orange: Color { Color(name: "orange") }
    public static var yellow: Color { Color(name: "yellow") }
    public static var green: Color { Color(name: "green") }
    public static var mint: Color { Color(name: "mint") }
    public static var teal: Color { Color(name: "teal") }
    public static var cyan: Color { Color(name: "cyan") }
    public static var blue: Color { Color(name: "blue") }
    public static var indigo: Color { Color(name: "indigo") }
    public static var purple: Color { Color(name: "purple") }
    public static var pink: Color { Color(name: "pink") }
    public static var brown: Color { Color(name: "brown") }
    public static var clear: Color { Color(name: "clear") }
}

@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    @usableFromInline let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

@frozen public struct TintShapeStyle: ShapeStyle {
    public init() {}
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

// MARK: - Alignment

@frozen public struct HorizontalAlignment: Equatable, Sendable {
    @usableFromInline let value: Int
    public static let leading = HorizontalAlignment(value: 0)
    public static let center = HorizontalAlignment(value: 1)
    public static let trailing = HorizontalAlignment(value: 2)
}

@frozen public struct VerticalAlignment: Equatable, Sendable {
    @usableFromInline let value: Int
    public static let top = VerticalAlignment(value: 0)
    public static let center = VerticalAlignment(value: 1)
    public static let bottom = VerticalAlignment(value: 2)
    public static let firstTextBaseline = VerticalAlignment(value: 3)
    public static let lastTextBaseline = VerticalAlignment(value: 4)
}

@frozen public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

// MARK: - Edges and insets

@frozen public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The edges a swipe action can come from (`.leading`, `.trailing`).
@frozen public enum HorizontalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case leading, trailing

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }

        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

@frozen public enum VerticalEdge: Int8, CaseIterable, Codable, Hashable, Sendable {
    case top, bottom

    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    @inlinable public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// MARK: - Small enums used by modifiers

@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

public enum Prominence: Hashable, Sendable {
    case standard, increased
}

public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}
