/// `unused-catalog-key`: a key of the catalog no string of the spec uses.
enum UnusedCatalogKeyRule: Rule {
    static let description = RuleDescription(
        id: .unusedCatalogKey, severity: .warning, stage: .composition,
        summary: "a key of the string catalog is used by no string of the spec (with --catalog-unused)",
        explanation: """
            Reported only when `tablectl validate --catalog-unused` asks for it: a catalog \
            is often shared with the app's Swift code, whose keys no spec uses. A key no \
            string uses is left over from a renamed or deleted row. The finding is at the \
            `catalog:` value, with a note at the key in the catalog.
            """,
        triggering: [
            ExampleSpec.rows(top: "localization: {catalog: ↓↓Settings.xcstrings}", "- {id: a, title: Bluetooth}")
                + ExampleSpec.file("Settings.xcstrings", LocalizationExamples.catalog),
        ],
        nonTriggering: [
            LocalizationExamples.spec("- {id: a, title: Wi-Fi}", catalog: """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Wi-Fi" : {
                      "shouldTranslate" : false
                    }
                  },
                  "version" : "1.0"
                }
                """),
        ])

    /// The finding at the `catalog:` value `span`, with a note at the key.
    static func diagnostic(key: String, span: Span, pointer: String, at related: RelatedLocation) -> Diagnostic {
        Diagnostic(
            rule: .unusedCatalogKey, severity: .warning, message: "no string of the spec uses the catalog key '\(key)'",
            span: span, pointer: pointer, related: [related], hint: "remove the key from the catalog, or use it")
    }
}
