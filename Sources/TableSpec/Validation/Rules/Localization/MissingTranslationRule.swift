/// `missing-translation`: a key with no finished translation for one of the catalog's
/// languages.
enum MissingTranslationRule: Rule {
    static let description = RuleDescription(
        id: .missingTranslation, severity: .warning, stage: .composition,
        summary: "a key of a localized table has no translation for one of the catalog's languages",
        explanation: """
            The languages of a String Catalog are those it has translations for (of \
            `.strings` files, each sibling `.lproj` folder with the file). A key used \
            by the table with no translation for one of them (or one still `new` or \
            `needs_review`) shows its source text in that language. One warning per key and \
            language, at the first string that uses the key. Keys marked \
            `shouldTranslate: false` are the same in every language and never reported.
            """,
        triggering: [
            LocalizationExamples.spec("""
                - {id: a, title: Wi-Fi}
                - {id: b, title: ↓Bluetooth}
                """),
            // .strings files: the languages are the sibling .lproj folders.
            ExampleSpec.rows(top: "localization: {catalog: en.lproj/Settings.strings}", """
                - {id: a, title: Wi-Fi}
                - {id: b, title: ↓Bluetooth}
                """)
                + ExampleSpec.file("en.lproj/Settings.strings", "\"Wi-Fi\" = \"Wi-Fi\";\n\"Bluetooth\" = \"Bluetooth\";\n")
                + ExampleSpec.file("de.lproj/Settings.strings", "/* Row title. */\n\"Wi-Fi\" = \"WLAN\";\n"),
        ],
        nonTriggering: [
            LocalizationExamples.spec("- {id: a, title: Wi-Fi}"),
        ])

    /// The finding at the string `span`.
    static func diagnostic(key: String, locale: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .missingTranslation, severity: .warning, message: "'\(key)' has no '\(locale)' translation", span: span,
            pointer: pointer, hint: "translate it in Xcode's string catalog editor")
    }
}
