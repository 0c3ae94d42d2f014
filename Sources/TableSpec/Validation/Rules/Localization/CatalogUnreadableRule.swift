/// `catalog-unreadable`: the String Catalog `localization:` names cannot be read.
enum CatalogUnreadableRule: Rule {
    static let description = RuleDescription(
        id: .catalogUnreadable, stage: .composition,
        summary: "the string catalog a localized table names cannot be read",
        explanation: """
            `localization: {catalog: PATH}` names the String Catalog (`.xcstrings`), or the \
            source language's `.strings` file (`en.lproj/Settings.strings`), that \
            translates the table's strings; PATH is relative to the spec and may not leave \
            the root (the directory of `.tablectl.yml`, as for includes). When there is no \
            file there, it is outside the root, too large, not JSON or not shaped as Xcode \
            writes a catalog (a `.strings` file: not in a `LANGUAGE.lproj` folder, not \
            `"key" = "value";` pairs, not UTF-8 or UTF-16), no string can be checked or \
            translated. The finding is at the `catalog:` value, with a note at the line and \
            column of the file where reading stopped (another language's file too).
            """,
        triggering: [
            ExampleSpec.rows(top: "localization: {catalog: ↓Setings.xcstrings}", "- {id: a, title: Wi-Fi}")
                + ExampleSpec.file("Settings.xcstrings", LocalizationExamples.catalog),
            ExampleSpec.rows(top: "localization: {catalog: ↓Settings.xcstrings}", "- {id: a, title: Wi-Fi}")
                + ExampleSpec.file("Settings.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n  ]\n}"),
            ExampleSpec.rows(top: "localization: {catalog: ↓en.lproj/Settings.strings}", "- {id: a, title: Wi-Fi}")
                + ExampleSpec.file("en.lproj/Settings.strings", "\"Wi-Fi\" = \"Wi-Fi\"\n"),
            ExampleSpec.rows(top: "localization: {catalog: ↓Settings.strings}", "- {id: a, title: Wi-Fi}")
                + ExampleSpec.file("Settings.strings", "\"Wi-Fi\" = \"Wi-Fi\";\n"),
        ],
        nonTriggering: [
            LocalizationExamples.spec("- {id: a, title: Wi-Fi}"),
            ExampleSpec.rows(top: "localization: {catalog: Base.lproj/Settings.strings}", "- {id: a, title: Wi-Fi}")
                + ExampleSpec.file("Base.lproj/Settings.strings", "/* Row title. */\n\"Wi-Fi\" = \"Wi-Fi\";\n"),
        ])

    /// The finding at the `catalog:` value `span`: `why`, with a note at the catalog's own
    /// problem when there is one; `isStrings` when the catalog is `.strings` files.
    static func diagnostic(
        catalog: String, why: String, span: Span, pointer: String, inside: RelatedLocation? = nil, isStrings: Bool = false
    ) -> Diagnostic {
        Diagnostic(
            rule: .catalogUnreadable, message: "cannot read the string catalog '\(catalog)': \(why)", span: span,
            pointer: pointer, related: inside.map { [$0] } ?? [],
            hint: isStrings
                ? "the path is relative to the spec; write \"key\" = \"value\"; pairs in LANGUAGE.lproj/NAME.strings, as Xcode does"
                : "the path is relative to the spec; write the catalog as Xcode does (JSON with sourceLanguage and strings)")
    }
}
