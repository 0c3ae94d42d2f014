/// Visible strings of a localized table in generated Swift: Foundation's String Catalog
/// lookup, as an iOS engineer writes it for text that is not a SwiftUI literal.
///
/// ```swift
/// String(localized: "Bluetooth", table: "Settings")
/// String(localized: "wifi.title", defaultValue: "Wi-Fi", table: "Settings", comment: "Row title.")
/// ```
/// The bundle is Foundation's default, the main bundle (a catalog in a Swift package's
/// resources would need `bundle: .module`). SwiftUI code shows these strings as they are
/// (`Text(row.title)` with a `String` is not looked up again). Without `localization:`,
/// a plain literal. O(length of the text).
extension SwiftSource {
    /// For a localized table, what the model's `String(localized:…)` calls mean where
    /// there is no UIKit (Linux, a command-line tool): Foundation there has no String
    /// Catalog lookup, so the source-language text. Nothing otherwise.
    mutating func localizationFallback() {
        guard localization != nil else { return }
        line("#if !canImport(UIKit)")
        line("// Without UIKit (Linux, a command-line tool) there is no String Catalog: the source-language text.")
        line("extension String {")
        line("    fileprivate init(localized keyAndValue: String, table: String, comment: StaticString? = nil) {")
        line("        self = keyAndValue")
        line("    }")
        line()
        line("    fileprivate init(localized key: StaticString, defaultValue: String, table: String, comment: StaticString? = nil) {")
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
        if let comment = explicit?.comment { arguments.append("comment: \(SwiftLiteral.string(comment))") }
        return "String(" + arguments.joined(separator: ", ") + ")"
    }
}
