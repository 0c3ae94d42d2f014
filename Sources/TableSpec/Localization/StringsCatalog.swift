/// A catalog made of `.strings` files, one per language, as Xcode lays them out: the file
/// `localization.catalog` names (`en.lproj/Settings.strings`) is the source language's,
/// named by its `.lproj` folder, and the file of the same name in each sibling `.lproj`
/// folder (`de.lproj/Settings.strings`, `pt-BR.lproj/…`) is that language's.
///
/// `Base.lproj` holds the development language (Base internationalization): it is read as
/// ``baseLanguage`` (`en`, Xcode's default development language); a project developed in
/// another language names its source folder after it (`de.lproj`).
package struct StringsLayout: Sendable {
    /// The language `Base.lproj` stands for.
    package static let baseLanguage = "en"

    /// The source language, from its folder's name (`en`, `pt-BR`; `Base` is ``baseLanguage``).
    package var language: String
    /// The directory holding the `.lproj` folders (as `path` spelled it).
    package var folder: String
    /// The file's name (`Settings.strings`).
    package var fileName: String

    /// Whether `path` names a `.strings` file (else a catalog is read as `.xcstrings`). O(1).
    package static func isStrings(_ path: String) -> Bool { path.hasSuffix(".strings") }

    /// The `.stringsdict` beside the `.strings` file `path` (`Settings.stringsdict`). O(1).
    package static func pluralsPath(of path: String) -> String { String(path.dropLast(".strings".count)) + ".stringsdict" }

    /// The layout of the `.strings` file at `path`, or nil when its folder is not a
    /// `NAME.lproj` (nothing names its language). O(path).
    package init?(path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let name = parts.popLast(), let lproj = parts.popLast(),
            lproj.hasSuffix(".lproj"), lproj.count > ".lproj".count
        else { return nil }
        let language = String(lproj.dropLast(".lproj".count))
        self.language = language == "Base" ? Self.baseLanguage : language
        self.folder = parts.isEmpty ? "." : (parts == [""] ? "/" : parts.joined(separator: "/"))
        self.fileName = name
    }

    /// The other languages' files among `entries` (the names in ``folder``): each
    /// `NAME.lproj` other than the source's, with its language and the file's path, sorted
    /// by language. O(entries).
    package func siblings(among entries: [String]) -> [(language: String, path: String)] {
        entries.compactMap { entry -> (String, String)? in
            guard entry.hasSuffix(".lproj"), entry.count > ".lproj".count else { return nil }
            let name = String(entry.dropLast(".lproj".count))
            let language = name == "Base" ? Self.baseLanguage : name
            guard language != self.language else { return nil }
            return (language, FilePath.joined(folder, entry + "/" + fileName))
        }.sorted { $0.0 < $1.0 }
    }
}

/// One language's files of a `.strings` catalog: `NAME.strings` and, when there is one,
/// `NAME.stringsdict` (its plural keys) at `pluralsPath`.
package struct StringsLanguage: Sendable {
    package var strings: StringsFile?
    package var plurals: [StringsDictReader.Entry]
    package var pluralsPath: String
}

extension StringCatalog {
    /// The catalog of the source language's files `source` (the `.strings` at `path`, in
    /// `language`) and the other languages' `translations`: each key of the source files
    /// an entry with its comment and its value in every language that has it. A
    /// `.strings` value has no state: it is translated; a `.stringsdict` key's plural
    /// forms replace the `.strings` value of the same key, as `Bundle` prefers them. A key
    /// only a translation has is not a catalog key (the source file lists the keys, as
    /// `tablectl strings` writes them). O(keys × languages).
    package init(strings source: StringsLanguage, path: String, language: String, translations: [String: StringsLanguage]) {
        self.init(path: path, sourceLanguage: language, entries: [:], keys: [])
        for pair in source.strings?.pairs ?? [] {
            keys.append(pair.key)
            entries[pair.key] = Entry(
                comment: pair.comment, shouldTranslate: true,
                localizations: [language: Translation(forms: ["": pair.value], isTranslated: true)], span: pair.span)
        }
        for plural in source.plurals {
            if entries[plural.key] == nil {
                keys.append(plural.key)
                entries[plural.key] = Entry(
                    comment: nil, shouldTranslate: true, localizations: [:], span: plural.span, file: source.pluralsPath)
            }
            entries[plural.key]?.localizations[language] = Translation(forms: plural.forms, isTranslated: true)
        }
        declaredLocales = Set(translations.keys)
        for (locale, files) in translations {
            for pair in files.strings?.pairs ?? [] where entries[pair.key] != nil {
                entries[pair.key]?.localizations[locale] = Translation(forms: ["": pair.value], isTranslated: true)
            }
            for plural in files.plurals where entries[plural.key] != nil {
                entries[plural.key]?.localizations[locale] = Translation(forms: plural.forms, isTranslated: true)
            }
        }
    }
}
