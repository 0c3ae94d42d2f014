// SwiftUI stand-in (see SwiftUI.swift): how a `Text` made from a `LocalizedStringKey` finds
// what it shows, written from Apple's documentation of `Text(_:tableName:bundle:comment:)`
// and of bundle lookup, not from generated code:
// - the key is looked up in the strings table `tableName` (nil: "Localizable") of `bundle`
//   (nil: the main bundle), when the text is shown, in the locale of the environment it is
//   shown in (`.environment(\.locale, …)`, else the device's);
// - the bundle's localizations are tried from the locale's most specific (`de-CH`), to its
//   language (`de`), to the bundle's development language; a key no table has shows as
//   itself, as on iOS (a missing catalog or a wrong bundle shows keys);
// - `Text(verbatim:)` and a `String` value are never looked up.
// Linux has no `.lproj` folders: a test registers what a compiled String Catalog puts in a
// bundle (`_StandInStrings.register`). Nothing here is used by generated code.

/// The strings tables of the stand-in's bundles, and the locale being shown.
public enum _StandInStrings {
    /// Strings by "bundle path|table|language".
    nonisolated(unsafe) private static var tables: [String: [String: String]] = [:]
    /// The locale of the environment being evaluated; nil: the device's (`Locale.current`).
    nonisolated(unsafe) private static var locale: Locale?
    /// The bundles' development language (`CFBundleDevelopmentRegion`).
    nonisolated(unsafe) public static var developmentLanguage = "en"

    /// Puts `strings` (key → text) in `table` of `bundle` for `language` (`de`, `de-CH`),
    /// as a compiled catalog's `de.lproj/Settings.strings` does.
    public static func register(_ strings: [String: String], table: String, language: String, bundle: Bundle = .main) {
        tables["\(bundle.bundlePath)|\(table)|\(language)", default: [:]].merge(strings) { $1 }
    }

    /// `body` evaluated with views shown in `locale`.
    static func within<T>(_ locale: Locale, _ body: () -> T) -> T {
        let outer = self.locale
        self.locale = locale
        defer { self.locale = outer }
        return body()
    }

    /// What `key` shows: its text in the first of the locale's languages the table has.
    static func resolve(_ key: String, table: String?, bundlePath: String?) -> String {
        let bundle = bundlePath ?? Bundle.main.bundlePath
        let parts = (locale ?? .current).identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var languages: [String] = []
        for count in stride(from: parts.count, to: 0, by: -1) { languages.append(parts[..<count].joined(separator: "-")) }
        languages.append(developmentLanguage)
        for language in languages {
            if let text = tables["\(bundle)|\(table ?? "Localizable")|\(language)"]?[key] { return text }
        }
        return key
    }
}

/// What a `Text` was made from.
@usableFromInline enum _TextContent: Equatable, Sendable {
    case verbatim(String)
    case localized(key: String, table: String?, bundlePath: String?)

    /// What it shows now.
    var resolved: String {
        switch self {
        case .verbatim(let text): return text
        case .localized(let key, let table, let bundlePath): return _StandInStrings.resolve(key, table: table, bundlePath: bundlePath)
        }
    }
}
