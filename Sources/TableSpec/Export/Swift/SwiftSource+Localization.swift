/// Visible strings of a localized table in generated Swift: Foundation's String Catalog
/// lookup, as an iOS engineer writes it for text that is not a SwiftUI literal.
///
/// ```swift
/// String(localized: "Bluetooth", table: "Settings")
/// String(localized: "wifi.title", defaultValue: "Wi-Fi", table: "Settings", comment: "Row title.")
/// ```
/// With `bundle: module`, each call passes `bundle: .module` (the package target's resource
/// bundle SwiftPM makes); else the main bundle, Foundation's default. The model also keeps
/// every string's key by its place (``localizationFunctions(_:)``): the SwiftUI view looks
/// each up by key in the environment's locale (`SwiftSource+SwiftUIText.swift`) instead of
/// showing these strings. Without `localization:`, a plain literal. O(length of the text).
extension SwiftSource {
    /// For a localized table, what the model's `String(localized:…)` calls mean where
    /// there is no UIKit (Linux, a command-line tool): Foundation there has no String
    /// Catalog lookup, so the source-language text. Nothing otherwise.
    mutating func localizationFallback() {
        guard localization != nil else { return }
        line("#if !canImport(UIKit)")
        line("// Without UIKit (Linux, a command-line tool) there is no String Catalog: the source-language text.")
        line("extension String {")
        line("    fileprivate init(localized keyAndValue: String, table: String, bundle: Bundle? = nil, comment: StaticString? = nil) {")
        line("        self = keyAndValue")
        line("    }")
        line()
        line("    fileprivate init(localized key: StaticString, defaultValue: String, table: String, bundle: Bundle? = nil, comment: StaticString? = nil) {")
        line("        self = defaultValue")
        line("    }")
        line("}")
        line("#endif")
        line()
    }

    /// `value`, the text at `place`, as a Swift expression.
    func text(_ value: String, _ place: TextPlace?) -> String {
        guard let localization, let place else { return SwiftLiteral.string(value) }
        let explicit = localization.keys[place]
        var arguments = ["localized: \(SwiftLiteral.string(explicit?.key ?? value))"]
        if let explicit, explicit.hasDefault { arguments.append("defaultValue: \(SwiftLiteral.string(value))") }
        arguments.append("table: \(SwiftLiteral.string(localization.tableName))")
        if localization.bundle == .module { arguments.append("bundle: .module") }
        if let comment = explicit?.comment { arguments.append("comment: \(SwiftLiteral.string(comment))") }
        return "String(" + arguments.joined(separator: ", ") + ")"
    }

    /// For a localized table, `makeLocalization()`: the catalog, the strings table, the
    /// bundle, and the key of every string the spec wrote by its place
    /// (``Table/localizableTexts()``; not the rows templates make from data), so the SwiftUI
    /// view finds each string's key (``Table/localizedKey(at:)``). The keys are set one
    /// statement each, in runs of ``rowsPerFunction``, so the compiler's work grows linearly
    /// with the spec. Nothing otherwise. O(strings).
    mutating func localizationFunctions(_ table: Table) {
        guard let localization else { return }
        let texts = table.localizableTexts()
        let runs = stride(from: 0, to: texts.count, by: Self.rowsPerFunction).map { texts[$0..<min($0 + Self.rowsPerFunction, texts.count)] }
        line("/// The catalog, strings table and bundle, and every written string's key by its place.")
        push("private static func makeLocalization() -> TableSpecRuntime.Localization {")
        line("var keys: [TableSpecRuntime.TextPlace: TableSpecRuntime.LocalizedKey] = [:]")
        line("keys.reserveCapacity(\(texts.count))")
        for index in runs.indices { line("localizedKeys\(index)(into: &keys)") }
        var arguments = ["catalog: \(SwiftLiteral.string(localization.catalog))", "table: \(SwiftLiteral.string(localization.tableName))"]
        if localization.bundle != .main { arguments.append("bundle: .\(localization.bundle.rawValue)") }
        line("return TableSpecRuntime.Localization(\(arguments.joined(separator: ", ")), keys: keys)")
        pop("}")
        let keys = "inout [TableSpecRuntime.TextPlace: TableSpecRuntime.LocalizedKey]"
        for (index, run) in runs.enumerated() {
            line()
            push("private static func localizedKeys\(index)(into keys: \(keys)) {")
            for text in run { line("localizedKey(\(Self.place(text.place)), \(SwiftLiteral.string(text.key)), into: &keys)") }
            pop("}")
        }
        line()
        // One call of a plain function per string: half the type checker's time of a
        // subscript assignment each (4,000 rows: 13 s instead of 20 s; 8.5 s without keys).
        push("private static func localizedKey(_ place: TableSpecRuntime.TextPlace, _ key: String, into keys: \(keys)) {")
        line("keys[place] = TableSpecRuntime.LocalizedKey(key: key)")
        pop("}")
        line()
    }

    /// `place` as a Swift expression of `TextPlace`.
    static func place(_ place: TextPlace) -> String {
        let s = SwiftLiteral.string
        switch place {
        case .tableTitle: return ".tableTitle"
        case .indexTitle(let index): return ".indexTitle(\(index))"
        case .header(let section): return ".header(section: \(s(section)))"
        case .footer(let section): return ".footer(section: \(s(section)))"
        case .sectionIndexTitle(let section): return ".sectionIndexTitle(section: \(s(section)))"
        case .title(let row): return ".title(row: \(s(row)))"
        case .detail(let row): return ".detail(row: \(s(row)))"
        case .deleteTitle(let row): return ".deleteTitle(row: \(s(row)))"
        case .swipe(let row, let action): return ".swipe(row: \(s(row)), action: \(s(action)))"
        case .menu(let row, let item): return ".menu(row: \(s(row)), item: \(s(item)))"
        }
    }
}
