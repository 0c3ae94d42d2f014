/// A loaded spec's table in another language (`render --locale de`, `diff --locale de`):
/// each string the spec wrote (not text from data) looked up in its String Catalog, falling
/// back as iOS does (`de-CH` → `de` → the source text). O(catalog size + strings).
public enum SpecTranslation {
    /// `table` (loaded as `spec`, perhaps expanded) in `locale`, or the message that says
    /// why not (the spec has no `localization:`, its catalog cannot be read).
    public static func translated(
        _ table: Table, of spec: LoadedSpec, locale: String, limits: Limits = .default
    ) -> Result<Table, TranslationError> {
        guard (spec.unexpanded ?? table).localization != nil else {
            return .failure(TranslationError(message: "\(spec.name) has no localization to draw in '\(locale)'; add localization: {catalog: PATH} to the spec"))
        }
        return translated(table, of: spec, file: spec.name, components: FileSystemComponents(), locale: locale, limits: limits)
    }

    /// Both tables of a diff in `locale`, each through its own catalog as of its side: a
    /// `--git REV` side's catalog is read from git at REV (``GitComponents``), as the files
    /// it includes are. A side without `localization:` keeps its text (it is not localized);
    /// neither side localized, a catalog that cannot be read, or a side git's diff driver
    /// handed over (it says nothing of the revision its catalog was at) is the message
    /// that says why not. O(both catalogs + strings).
    public static func translated(
        _ diff: LoadedDiff, sides: (old: DiffSide, new: DiffSide), locale: String, limits: Limits = .default
    ) -> Result<(old: Table, new: Table), TranslationError> {
        guard let tables = diff.tables else { return .failure(TranslationError(message: "the specs cannot be diffed")) }
        let specs = diff.sides
        guard specs.contains(where: { spec in spec.map { ($0.unexpanded ?? $0.table)?.localization != nil } ?? false }) else {
            return .failure(TranslationError(message: "neither \(sides.old.name) nor \(sides.new.name) has a localization to compare in '\(locale)'; add localization: {catalog: PATH} to the spec"))
        }
        var translated = [tables.old, tables.new]
        for (index, side) in [sides.old, sides.new].enumerated() {
            guard index < specs.count, let spec = specs[index], let table = spec.table else { continue }
            let (file, components): (String, any ComponentSource)
            switch side {
            case .file, .standardInput: (file, components) = (spec.name, FileSystemComponents())
            case .revision(_, let revision, let path):
                (file, components) = (path, GitComponents(revision: revision, topFile: FilePath.absolute(path, from: FilePath.workingDirectory)))
            case .gitFile(_, let name):
                return .failure(TranslationError(message: "git's diff driver does not say which revision \(name)'s catalog was at; run tablectl diff --locale \(locale) --git REV \(name)"))
            case .missing: continue
            }
            switch Self.translated(table, of: spec, file: file, components: components, locale: locale, limits: limits) {
            case .success(let table): translated[index] = table
            case .failure(let error): return .failure(error)
            }
        }
        // A missing side is the other without sections (``LoadedDiff/tables``), in `locale` too.
        for index in translated.indices where index < specs.count && specs[index] == nil {
            translated[index] = translated[1 - index]
            translated[index].sections = []
        }
        return .success((translated[0], translated[1]))
    }

    /// `table` of `spec` (written at `file`, its catalog read through `components`) in
    /// `locale`; unchanged when the spec has no localization.
    private static func translated(
        _ table: Table, of spec: LoadedSpec, file: String, components: any ComponentSource, locale: String, limits: Limits
    ) -> Result<Table, TranslationError> {
        let written = spec.unexpanded ?? table
        guard let localization = written.localization else { return .success(table) }
        let absolute = FilePath.absolute(file, from: FilePath.workingDirectory)
        let outcome = CatalogLoader.load(
            localization, specPath: file, absolutePath: absolute, root: SpecLoader.root(of: absolute),
            components: components, limits: limits, span: Span(at: .start))
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
