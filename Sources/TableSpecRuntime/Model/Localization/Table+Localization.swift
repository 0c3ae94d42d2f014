/// One visible string of a table, with the key it is looked up by.
public struct LocalizableText: Hashable, Sendable {
    /// Where it is.
    public var place: TextPlace
    /// The text the model holds: the source-language value.
    public var text: String
    /// The key: the explicit one (``Localization/keys``), else the text itself.
    public var key: String
    /// The translators' comment, if one was written.
    public var comment: String?
    /// The model section it is in (nil for the table's title and index titles).
    public var section: Int?
    /// The model row it is in, within ``section`` (nil for a section's own strings).
    public var row: Int?
}

extension Table {
    /// Every visible string of the table in display order (title, index titles, then each
    /// section's header, rows and footer), with its key. Rows of a templated section that
    /// come from data are not here until the table is expanded, and a template's text is
    /// never a key (`docs/localization.md`). O(strings).
    public func localizableTexts() -> [LocalizableText] {
        var copy = self
        var texts: [LocalizableText] = []
        copy.replaceLocalizableTexts { texts.append($0); return nil }
        return texts
    }

    /// The table with each visible string replaced by `translate`'s answer for it (nil
    /// keeps the text). Only strings whose place is in `places` (when given) are asked:
    /// an expanded table passes the places of its written table, so text that came from
    /// data is left alone. O(strings).
    public func translated(
        only places: Set<TextPlace>? = nil, _ translate: (LocalizableText) -> String?
    ) -> Table {
        var copy = self
        copy.replaceLocalizableTexts { text in
            if let places, !places.contains(text.place) { return nil }
            return translate(text)
        }
        return copy
    }

    /// The one walk over the visible strings: calls `body` with each, in display order,
    /// and stores its non-nil answer in place of the text. O(strings).
    private mutating func replaceLocalizableTexts(_ body: (LocalizableText) -> String?) {
        let keys = localization?.keys ?? [:]
        func visit(_ text: inout String, _ place: TextPlace, _ section: Int?, _ row: Int?) {
            let explicit = keys[place]
            let found = LocalizableText(
                place: place, text: text, key: explicit?.key ?? text, comment: explicit?.comment, section: section, row: row)
            if let replacement = body(found) { text = replacement }
        }
        func visit(_ text: inout String?, _ place: TextPlace, _ section: Int?, _ row: Int?) {
            guard var value = text else { return }
            visit(&value, place, section, row)
            text = value
        }
        visit(&title, .tableTitle, nil, nil)
        if var titles = sectionIndexTitles {
            for i in titles.indices { visit(&titles[i], .indexTitle(i), nil, nil) }
            sectionIndexTitles = titles
        }
        for s in sections.indices {
            let id = sections[s].id
            visit(&sections[s].header, .header(section: id), s, nil)
            for r in sections[s].rows.indices {
                sections[s].rows[r].replaceLocalizableTexts(section: s, row: r, visit)
            }
            visit(&sections[s].footer, .footer(section: id), s, nil)
            visit(&sections[s].indexTitle, .sectionIndexTitle(section: id), s, nil)
        }
    }
}

extension Row {
    /// The row's strings for ``Table``'s walk: title, detail, delete title, swipe actions
    /// (leading, then trailing), menu items.
    fileprivate mutating func replaceLocalizableTexts(
        section: Int, row: Int, _ visit: (inout String, TextPlace, Int?, Int?) -> Void
    ) {
        visit(&title, .title(row: id), section, row)
        if var value = detail { visit(&value, .detail(row: id), section, row); detail = value }
        if var value = editing?.deleteTitle { visit(&value, .deleteTitle(row: id), section, row); editing?.deleteTitle = value }
        if var actions = swipe {
            for i in actions.leading.indices { visit(&actions.leading[i].title, .swipe(row: id, action: actions.leading[i].id), section, row) }
            for i in actions.trailing.indices { visit(&actions.trailing[i].title, .swipe(row: id, action: actions.trailing[i].id), section, row) }
            swipe = actions
        }
        for i in menu.indices { visit(&menu[i].title, .menu(row: id, item: menu[i].id), section, row) }
    }
}

extension Table {
    /// The key and strings table generated SwiftUI looks the text at `place` up by
    /// (`Text(LocalizedStringKey(key), tableName: table, bundle: …)`): the key ``Localization/keys``
    /// has for the place, nil without `localization:` or for a place it has none for — text
    /// that came from data, shown verbatim. A generated model lists every written string's
    /// key (`tablectl export --format swiftui`); a table decoded from a spec only the explicit
    /// ones (``localizableTexts()`` gives every key). O(1).
    public func localizedKey(at place: TextPlace) -> (key: String, table: String)? {
        guard let localization, let key = localization.keys[place] else { return nil }
        return (key.key, localization.tableName)
    }
}
