/// A loaded spec's table in another language (`render --locale de`): each string the spec
/// wrote (not text from data) looked up in its String Catalog, falling back as iOS does
/// (`de-CH` → `de` → the source text). O(catalog size + strings).
public enum SpecTranslation {
    /// `table` (loaded as `spec`, perhaps expanded) in `locale`, or the message that says
    /// why not (the spec has no `localization:`, its catalog cannot be read).
    public static func translated(
        _ table: Table, of spec: LoadedSpec, locale: String, limits: Limits = .default
    ) -> Result<Table, TranslationError> {
        let written = spec.unexpanded ?? table
        guard let localization = written.localization else {
            return .failure(TranslationError(message: "\(spec.name) has no localization to draw in '\(locale)'; add localization: {catalog: PATH} to the spec"))
        }
        let absolute = FilePath.absolute(spec.name, from: FilePath.workingDirectory)
        let outcome = CatalogLoader.load(
            localization, specPath: spec.name, absolutePath: absolute, root: SpecLoader.root(of: absolute),
            components: FileSystemComponents(), limits: limits, span: Span(at: .start))
        switch outcome {
        case .refused(let diagnostic):
            return .failure(TranslationError(message: diagnostic.message))
        case .read(let catalog):
            let places = Set(written.localizableTexts().map(\.place))
            let source = StringCatalog.fallbacks(of: locale).last == catalog.sourceLanguage
            return .success(table.translated(only: places) { text in
                source ? nil : catalog.value(of: text.key, locale: locale)
            })
        }
    }
}

/// Why a table cannot be drawn in a language; the message says what to do.
public struct TranslationError: Error, Sendable {
    /// Lower-case, specific.
    public var message: String
}
