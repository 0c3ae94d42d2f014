/// How a table's visible strings are localized (`localization:`): the String Catalog (or
/// `.strings` file) that holds their translations, and the keys written explicitly.
///
/// Every user-visible string of a localized table is a key, as SwiftUI treats a string
/// literal: the text is both the key and the source-language value. A string written as
/// `{key: K, default: TEXT, comment: TEXT}` keeps TEXT (or K, without a default) in its
/// model field, like any other string, and its key and comment here, by
/// ``TextPlace``: the model's text fields never change shape. See `docs/localization.md`.
public struct Localization: Hashable, Sendable {
    /// The catalog's path, relative to the spec, as written (`catalog:`).
    public var catalog: String
    /// The strings table (`table:`): the catalog's file name without its extension when nil,
    /// as Xcode names a catalog's table.
    public var table: String?
    /// The bundle generated code looks the table up in (`bundle:`): the app's main bundle
    /// by default, or the Swift package target's resource bundle (`Bundle.module`).
    public var bundle: LocalizationBundle
    /// The strings written with an explicit key or comment, by place. Generated code's
    /// model holds every written string's key here (the SwiftUI view looks each up by key;
    /// a place without one, text from data, is shown verbatim).
    public var keys: [TextPlace: LocalizedKey]

    /// A localization reading `catalog`, with the explicit `keys`.
    public init(
        catalog: String, table: String? = nil, bundle: LocalizationBundle = .main, keys: [TextPlace: LocalizedKey] = [:]
    ) {
        self.catalog = catalog
        self.table = table
        self.bundle = bundle
        self.keys = keys
    }

    /// The table name generated code passes (`table:`/`tableName:`): ``table``, else the
    /// catalog's file name without its extension (`Settings.xcstrings` → `Settings`). O(path).
    public var tableName: String {
        if let table { return table }
        let name = catalog.split(separator: "/").last.map(String.init) ?? catalog
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

/// Which bundle holds a localized table's compiled catalog (`localization.bundle`).
public enum LocalizationBundle: String, Hashable, Sendable, CaseIterable {
    /// The app's main bundle (`Bundle.main`), where an app target's catalog is compiled;
    /// the default, and what `String(localized:)` and SwiftUI's `Text` use without `bundle:`.
    case main
    /// The resource bundle SwiftPM makes for a package target (`Bundle.module`), for a
    /// catalog that is one of the target's resources.
    case module
}

/// An explicit key (`{key: K, default: TEXT, comment: TEXT}`).
public struct LocalizedKey: Hashable, Sendable {
    /// The key looked up in the catalog.
    public var key: String
    /// The translators' comment, if any.
    public var comment: String?
    /// Whether a `default:` was written (else the key is the source text too).
    public var hasDefault: Bool

    /// An explicit key with its comment.
    public init(key: String, comment: String? = nil, hasDefault: Bool = false) {
        self.key = key
        self.comment = comment
        self.hasDefault = hasDefault
    }
}

/// Where a visible string sits in a table, by ids, so it survives moves, composition and
/// expansion: the table's title, an entry of its section index, a section's header, footer
/// or index title, a row's title, detail or delete title, a swipe action's or menu item's
/// title.
public enum TextPlace: Hashable, Sendable {
    /// `title:` of the table.
    case tableTitle
    /// Entry `index` of the table's `sectionIndexTitles:`.
    case indexTitle(Int)
    /// `header:` of the section with this id.
    case header(section: String)
    /// `footer:` of the section with this id.
    case footer(section: String)
    /// `indexTitle:` of the section with this id.
    case sectionIndexTitle(section: String)
    /// `title:` of the row with this id.
    case title(row: String)
    /// `detail:` of the row with this id.
    case detail(row: String)
    /// `editing.deleteTitle:` of the row with this id.
    case deleteTitle(row: String)
    /// `title:` of the swipe action `action` of the row `row`.
    case swipe(row: String, action: String)
    /// `title:` of the menu item `item` of the row `row`.
    case menu(row: String, item: String)
}
