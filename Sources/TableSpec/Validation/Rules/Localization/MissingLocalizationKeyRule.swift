/// `missing-localization-key`: a string of a localized table whose key the catalog lacks.
enum MissingLocalizationKeyRule: Rule {
    static let description = RuleDescription(
        id: .missingLocalizationKey, stage: .composition,
        summary: "a string of a localized table has no key in its string catalog",
        explanation: """
            In a table with `localization:`, every visible string is a key of the catalog, \
            as SwiftUI treats a literal: the text itself, or the `key:` of \
            `{key: K, default: TEXT}`. A key the catalog does not have is shown untranslated \
            in every language. Add it with `tablectl strings SPEC --catalog PATH` (which \
            keeps every translation), then translate it; or fix the spelling.
            """,
        triggering: [
            LocalizationExamples.spec("""
                - {id: a, title: Wi-Fi}
                - {id: b, title: ↓Wi-FI}
                - {id: c, title: {key: ↓cellular.title, default: Cellular}}
                """),
        ],
        nonTriggering: [
            LocalizationExamples.spec("""
                - {id: a, title: Wi-Fi, detail: Wi-Fi}
                - {id: b, title: {key: Wi-Fi, comment: The wireless network row.}}
                """),
            ExampleSpec.rows("- {id: a, title: Not localized}"),
        ])

    /// The finding at the string `span`.
    static func diagnostic(key: String, catalog: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .missingLocalizationKey, message: "'\(key)' is not a key of the string catalog '\(catalog)'", span: span,
            pointer: pointer, hint: "add it with tablectl strings SPEC --catalog \(catalog), or fix the spelling")
    }
}
