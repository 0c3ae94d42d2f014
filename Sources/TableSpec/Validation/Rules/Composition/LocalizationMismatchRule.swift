/// `localization-mismatch`: a part of a composed table is localized through another String
/// Catalog (or strings table) than the screen that includes it.
enum LocalizationMismatchRule: Rule {
    static let description = RuleDescription(
        id: .localizationMismatch, stage: .composition,
        summary: "a part of a composed table is localized through another catalog than the screen",
        explanation: """
            A composed screen is one table: generated code looks every visible string of it \
            up in the screen's strings table (`String(localized:table:)`), and \
            `render --locale` and `diff --locale` translate it through the screen's catalog. \
            A part that declares `localization:` must therefore name the screen's catalog \
            (the same file, relative to the part) and the same `table`; its explicit keys \
            are then the screen's keys, checked against that catalog with a note at each \
            `include:` line. A part without `localization:` has its strings looked up in \
            the screen's catalog too, as SwiftUI treats every literal of a localized view. \
            The finding is at the part's `catalog:`; give the part the screen's catalog, or \
            drop its `localization:`.
            """,
        triggering: [
            composite(part: "localization: {catalog: ↓Account.xcstrings}"),
            composite(part: "localization: {catalog: ↓../Settings.xcstrings, table: Account}"),
        ],
        nonTriggering: [
            composite(part: "localization: {catalog: ../Settings.xcstrings}"),
            composite(part: ""),
        ])

    /// A localized screen that includes `parts/account.yaml`, whose table-level keys are
    /// `part`, with `Settings.xcstrings` at the top (and `parts/Account.xcstrings` beside the
    /// part when it names it).
    static func composite(part: String) -> String {
        ExampleSpec.sections(top: LocalizationExamples.top, """
            - {include: parts/account.yaml}
            - id: net
              rows: [{id: wifi, title: Wi-Fi}]
            """) + ExampleSpec.file("Settings.xcstrings", catalog)
            + (part.contains("Account.xcstrings") ? ExampleSpec.file("parts/Account.xcstrings", catalog) : "")
            + ExampleSpec.file("parts/account.yaml", ExampleSpec.sections(top: part, """
            - id: account
              rows: [{id: wlan, title: Wi-Fi}]
            """))
    }

    /// A String Catalog as Xcode writes it: `Wi-Fi`, translated into German.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Wi-Fi" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "WLAN"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// The finding for a part localized as `part` (decoded as `decoded`, at absolute
    /// `partPath`) in a screen localized as `screen` (nil: not localized) at absolute
    /// `screenPath`; nil when they agree. O(path length).
    static func check(
        _ part: Localization, of decoded: DecodedSpec, at partPath: String, screen: Localization?, at screenPath: String
    ) -> Diagnostic? {
        let catalog = FilePath.absolute(part.catalog, from: FilePath.parent(partPath))
        if let screen, catalog == FilePath.absolute(screen.catalog, from: FilePath.parent(screenPath)),
           part.tableName == screen.tableName {
            return nil
        }
        let pointer = Pointer([.key("localization"), .key("catalog")])
        let span = decoded.root.node(at: pointer)?.span ?? decoded.root.span
        let message = screen.map {
            "this part is localized through '\(part.catalog)' (table '\(part.tableName)'), the screen that includes it through '\($0.catalog)' (table '\($0.tableName)')"
        } ?? "this part is localized through '\(part.catalog)', but the screen that includes it is not localized"
        return Diagnostic(
            rule: .localizationMismatch, message: message, span: span, pointer: pointer.description,
            hint: "a composed screen looks every string up in one strings table: name the screen's catalog here, or drop this localization:")
    }
}
