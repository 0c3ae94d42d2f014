/// `format-specifier-mismatch`: a translation that formats other arguments than its source.
enum FormatSpecifierMismatchRule: Rule {
    static let description = RuleDescription(
        id: .formatSpecifierMismatch, stage: .composition,
        summary: "a translation's format specifiers differ from its source text's",
        explanation: """
            A string such as `%lld Devices` is a format: the app passes one argument per \
            specifier. A translation must format the same arguments, of the same kinds, in \
            any order (`%1$@`, `%2$lld`); a plural case may leave the number out (`one`: \
            "One device"). Otherwise the app shows garbage or crashes on a translated device. \
            The finding is at the string, once per language.
            """,
        triggering: [
            LocalizationExamples.spec("- {id: a, title: {key: ↓↓\"%lld Devices\", default: \"%@ Devices\"}}"),
        ],
        nonTriggering: [
            LocalizationExamples.spec("- {id: a, title: \"%lld Devices\"}"),
        ])

    /// The finding at the string `span`.
    static func diagnostic(key: String, locale: String, source: [String], translated: [String], span: Span, pointer: String) -> Diagnostic {
        func shown(_ kinds: [String]) -> String { kinds.isEmpty ? "nothing" : kinds.joined(separator: ", ") }
        return Diagnostic(
            rule: .formatSpecifierMismatch,
            message: "the '\(locale)' translation of '\(key)' formats \(shown(translated)), but the text formats \(shown(source))",
            span: span, pointer: pointer, hint: "use the same specifiers (%@, %lld, %f…) in the translation")
    }
}
