/// Checks a localized table's strings against its String Catalog: keys the catalog lacks
/// (`missing-localization-key`), languages a key has no translation for
/// (`missing-translation`), translations that format other arguments
/// (`format-specifier-mismatch`) and, when asked, keys no string uses
/// (`unused-catalog-key`). Each finding is at the string in the spec (its `key:` when
/// written explicitly). O(strings × languages + catalog keys).
package enum LocalizationChecker {
    /// Reports the findings of `context`'s table against `catalog` to `found`;
    /// `catalogPointer` is where `localization.catalog` was written, for the findings about
    /// the catalog as a whole.
    package static func check(
        _ context: RuleContext, catalog: StringCatalog, reportsUnused: Bool, _ found: (Diagnostic) -> Void
    ) {
        let texts = context.table.localizableTexts()
        let locales = catalog.locales
        var checked = Set<String>()
        var used = Set<String>()
        for text in texts {
            used.insert(text.key)
            let pointer = self.pointer(of: text, in: context)
            let span = context.span(at: pointer)
            guard let entry = catalog.entries[text.key] else {
                found(MissingLocalizationKeyRule.diagnostic(
                    key: text.key, catalog: catalog.path, span: span, pointer: pointer.description))
                continue
            }
            // One finding per key and language: at the first string that uses the key.
            guard checked.insert(text.key).inserted, entry.shouldTranslate else { continue }
            let source = FormatSpecifiers.of(text.text)
            for locale in locales {
                guard let translation = entry.localizations[locale], translation.isTranslated else {
                    found(MissingTranslationRule.diagnostic(key: text.key, locale: locale, span: span, pointer: pointer.description))
                    continue
                }
                let mismatch = translation.forms.sorted { $0.key < $1.key }.lazy.map { form in
                    (form.key, FormatSpecifiers.of(form.value))
                }.first { form, kinds in
                    // A plural case may leave its number out ("One device").
                    form.hasPrefix("plural.") || form.contains(".plural.") ? !kinds.allSatisfy(source.contains) : kinds != source
                }
                if let (_, kinds) = mismatch {
                    found(FormatSpecifierMismatchRule.diagnostic(
                        key: text.key, locale: locale, source: source, translated: kinds, span: span, pointer: pointer.description))
                }
            }
        }
        guard reportsUnused else { return }
        let catalogPointer = Pointer([.key("localization"), .key("catalog")])
        for key in catalog.keys where !used.contains(key) {
            guard let entry = catalog.entries[key] else { continue }
            found(UnusedCatalogKeyRule.diagnostic(
                key: key, span: context.span(at: catalogPointer), pointer: catalogPointer.description,
                at: RelatedLocation(span: entry.span, message: "'\(key)' is here", path: entry.file ?? catalog.path)))
        }
    }

    /// Where `text` was written: its value, or the `key:` of `{key: …}`. O(buttons of its row).
    static func pointer(of text: LocalizableText, in context: RuleContext) -> Pointer {
        let table = context.table
        var pointer: Pointer
        switch text.place {
        case .tableTitle: pointer = Pointer([.key("title")])
        case .indexTitle(let i): pointer = Pointer([.key("sectionIndexTitles"), .index(i)])
        case .header: pointer = context.sectionPointer(text.section ?? 0).appending("header")
        case .footer: pointer = context.sectionPointer(text.section ?? 0).appending("footer")
        case .sectionIndexTitle: pointer = context.sectionPointer(text.section ?? 0).appending("indexTitle")
        case .title, .detail, .deleteTitle, .swipe, .menu:
            let (s, r) = (text.section ?? 0, text.row ?? 0)
            let row = context.rowPointer(s, r)
            let model = table.sections[s].rows[r]
            switch text.place {
            case .title: pointer = row.appending("title")
            case .detail: pointer = row.appending("detail")
            case .deleteTitle: pointer = row.appending("editing").appending("deleteTitle")
            case .swipe(_, let id):
                if let i = model.swipe?.leading.firstIndex(where: { $0.id == id }) {
                    pointer = row.appending("swipe").appending("leading").appending(i).appending("title")
                } else {
                    let i = model.swipe?.trailing.firstIndex { $0.id == id } ?? 0
                    pointer = row.appending("swipe").appending("trailing").appending(i).appending("title")
                }
            case .menu(_, let id):
                pointer = row.appending("menu").appending(model.menu.firstIndex { $0.id == id } ?? 0).appending("title")
            default: pointer = row
            }
        }
        if table.localization?.keys[text.place] != nil { pointer = pointer.appending("key") }
        return pointer
    }
}
