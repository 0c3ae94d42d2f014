/// A String Catalog (`.xcstrings`, Xcode 15+) as tablectl reads it: the source language and
/// each key's comment, extraction state and translations, with where each key was written.
///
/// Only what checks and drawings need is modelled; ``StringCatalogWriter`` rewrites the
/// file from its tree, so fields tablectl does not know (`substitutions`, device
/// variations, `shouldTranslate`…) are kept as they are.
public struct StringCatalog: Sendable {
    /// The catalog's path, as reports show it.
    public var path: String
    /// `sourceLanguage` (`en`).
    public var sourceLanguage: String
    /// The entries by key.
    public var entries: [String: Entry]
    /// The keys in the order the file has them.
    public var keys: [String]
    /// Languages declared even where no entry is translated: each `.lproj` folder that has
    /// the file, for a catalog of `.strings` files (``StringsLayout``).
    public var declaredLocales: Set<String> = []

    /// One key of `strings`.
    public struct Entry: Sendable {
        /// `comment`, for translators.
        public var comment: String?
        /// `shouldTranslate: false`: the text is the same in every language.
        public var shouldTranslate: Bool
        /// The translations by locale (`de`, `de-CH`, `zh-Hans`).
        public var localizations: [String: Translation]
        /// Where the key was written in the catalog.
        public var span: Span
        /// The file the key was written in when not the catalog's own (a `.stringsdict`
        /// beside a `.strings` file).
        public var file: String? = nil
    }

    /// One locale's value: a plain `stringUnit`, or `variations` (plural, device) of them.
    public struct Translation: Sendable {
        /// The value of each form: `""` for a plain string unit, else the variation's case
        /// (`plural.one`, `plural.other`, `device.iphone`…).
        public var forms: [String: String]
        /// Whether every form's `state` is a finished one (`translated`, or none written);
        /// `new` and `needs_review` are not.
        public var isTranslated: Bool

        /// The text shown for a table's string: the plain value, else the `other` plural
        /// form (what a count-less string shows), else the first form by name.
        public var displayValue: String? {
            forms[""] ?? forms["plural.other"] ?? forms.keys.sorted().first.flatMap { forms[$0] }
        }
    }

    /// Every locale a translation is written for, other than the source language, sorted:
    /// the languages the catalog declares (Xcode lists a project's languages in each entry
    /// it translates), and ``declaredLocales``. O(entries × locales).
    public var locales: [String] {
        var found = declaredLocales
        for entry in entries.values { found.formUnion(entry.localizations.keys) }
        found.remove(sourceLanguage)
        return found.sorted()
    }

    /// The text `key` shows in `locale`, falling back as iOS does: `de-CH` → `de` →
    /// nothing (the caller shows the source text). Only finished translations count. O(1)
    /// a step.
    public func value(of key: String, locale: String) -> String? {
        guard let entry = entries[key] else { return nil }
        for candidate in Self.fallbacks(of: locale) {
            if let translation = entry.localizations[candidate], translation.isTranslated, let value = translation.displayValue {
                return value
            }
        }
        return nil
    }

    /// `locale` and the less specific locales iOS falls back to, most specific first:
    /// `zh-Hans-HK` → `zh-Hans-HK`, `zh-Hans`, `zh`; `de_CH` is read as `de-CH`. O(length).
    public static func fallbacks(of locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var result: [String] = []
        while !parts.isEmpty {
            result.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return result
    }
}
