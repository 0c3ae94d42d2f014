/// Writing a localized table back (`export --format json|yaml`): each string that was written
/// with an explicit key is written so again, `{key: K, default: TEXT, comment: TEXT}`, so the
/// exported spec decodes to the same table, keys and comments included.
extension Localization {
    /// `fields` (a table's canonical fields, as ``Table/canonicalFields(explicitDefaults:sections:)``
    /// writes them) with the strings at the places of ``keys`` written as their key mappings.
    /// O(strings of the table) when there are explicit keys, O(1) otherwise.
    func writingKeys(into fields: [(key: String, value: SpecValue)]) -> [(key: String, value: SpecValue)] {
        guard !keys.isEmpty else { return fields }
        return fields.map { field in
            switch field.key {
            case "title": return (field.key, written(field.value, at: .tableTitle))
            case "sectionIndexTitles":
                guard case .list(let titles) = field.value else { return field }
                return (field.key, .list(titles.enumerated().map { written($1, at: .indexTitle($0)) }))
            case "sections":
                guard case .list(let sections) = field.value else { return field }
                return (field.key, .list(sections.map(section)))
            default: return field
            }
        }
    }

    /// A section's value with its header, footer, index title and written rows' strings keyed
    /// (what diff compares a section's own fields by). O(strings of the section).
    func section(_ value: SpecValue) -> SpecValue {
        guard let id = Self.id(of: value) else { return value }
        return rewriting(value) { key, value in
            switch key {
            case "header": return written(value, at: .header(section: id))
            case "footer": return written(value, at: .footer(section: id))
            case "indexTitle": return written(value, at: .sectionIndexTitle(section: id))
            case "rows":
                guard case .list(let rows) = value else { return value }
                return .list(rows.map(row))
            default: return value   // a `template:`'s text is data, never a key
            }
        }
    }

    /// A row's value with its title, detail, delete title, swipe actions' and menu items' titles
    /// keyed (what diff compares a row by). O(strings of the row).
    func row(_ value: SpecValue) -> SpecValue {
        guard let id = Self.id(of: value) else { return value }
        func items(_ value: SpecValue, _ place: (String) -> TextPlace) -> SpecValue {
            guard case .list(let items) = value else { return value }
            return .list(items.map { item in
                guard let itemID = Self.id(of: item) else { return item }
                return rewriting(item) { key, value in key == "title" ? written(value, at: place(itemID)) : value }
            })
        }
        return rewriting(value) { key, value in
            switch key {
            case "title": return written(value, at: .title(row: id))
            case "detail": return written(value, at: .detail(row: id))
            case "editing":
                return rewriting(value) { key, value in key == "deleteTitle" ? written(value, at: .deleteTitle(row: id)) : value }
            case "swipe":
                return rewriting(value) { _, value in items(value) { .swipe(row: id, action: $0) } }
            case "menu": return items(value) { .menu(row: id, item: $0) }
            default: return value
            }
        }
    }

    /// `text` as written at `place`: `{key, default, comment}` when the place has an explicit
    /// key (the default only when one was written), else itself.
    private func written(_ text: SpecValue, at place: TextPlace) -> SpecValue {
        guard let explicit = keys[place], case .string(let source) = text else { return text }
        var parts: [(key: String, value: SpecValue)] = [("key", .string(explicit.key))]
        if explicit.hasDefault { parts.append(("default", .string(source))) }
        if let comment = explicit.comment { parts.append(("comment", .string(comment))) }
        return .object(parts)
    }

    /// An object's value with `body` applied to each of its values.
    private func rewriting(_ value: SpecValue, _ body: (String, SpecValue) -> SpecValue) -> SpecValue {
        guard case .object(let pairs) = value else { return value }
        return .object(pairs.map { ($0.key, body($0.key, $0.value)) })
    }

    /// The `id` of an object's value.
    private static func id(of value: SpecValue) -> String? {
        guard case .object(let pairs) = value, case .string(let id)? = pairs.first(where: { $0.key == "id" })?.value else {
            return nil
        }
        return id
    }
}
