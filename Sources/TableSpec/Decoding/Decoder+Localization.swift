/// Reading `localization:` and the visible strings of a localized table: a plain string,
/// or `{key: K, default: TEXT, comment: TEXT}` (`docs/localization.md`).
///
/// The model's text fields keep the source-language text either way (TEXT, else K); an
/// explicit key and comment go to ``Localization/keys`` by ``TextPlace``. A string is read
/// before the id of its row, section or button may be, so its explicit key waits in
/// ``TreeDecoder/pendingKeys`` until the enclosing mapping is read (``claimKeys(_:)``).
extension TreeDecoder {
    static let localizationKeys = ["catalog", "table", "bundle"]
    static let localizedStringKeys = ["key", "default", "comment"]

    /// Which string of the mapping being read an explicit key belongs to.
    enum PendingField: Sendable {
        case header, footer, sectionIndexTitle, title, detail, deleteTitle
        /// A swipe action's (or, with `menu`, a menu item's) title, by the button's id.
        case button(menu: Bool, id: String)
    }

    /// `localization:`: `{catalog: PATH, table: NAME, bundle: main|module}`; null means none.
    mutating func localization(_ node: Node, key: String) -> Localization? {
        if node.scalar?.isNull == true { return nil }
        guard let pairs = pairs(of: node, expected: "a mapping with catalog, table and bundle", key: key) else { return nil }
        return within(.key(key)) { decoder in
            var result = Localization(catalog: "")
            var sawCatalog = false
            for pair in pairs {
                guard let key = decoder.keyText(pair) else { continue }
                switch key {
                case "catalog":
                    sawCatalog = true
                    result.catalog = decoder.requiredString(pair.value, key: key) ?? ""
                case "table":
                    result.table = decoder.optionalString(pair.value, key: key)
                case "bundle":
                    result.bundle = decoder.enumeration(pair.value, key: key, what: "localization bundle") ?? .main
                default:
                    decoder.unknownKey(key, of: pair, in: "localization", allowed: Self.localizationKeys, siblings: pairs)
                }
            }
            if !sawCatalog { decoder.missingKey("catalog", in: node, pairs: pairs, place: "localization") }
            return sawCatalog ? result : nil
        }
    }

    /// A visible string at `key`: a scalar as ``requiredString(_:key:)`` (or, unless
    /// `required`, ``optionalString(_:key:)``) reads it, or `{key, default, comment}`,
    /// whose explicit key is returned with the text. O(keys of the mapping).
    mutating func text(_ node: Node, key: String?, required: Bool) -> (text: String?, explicit: LocalizedKey?) {
        // A mapping with neither `key` nor `default` is not a localized string: a wrong type.
        guard case .mapping(let pairs) = node.content,
              pairs.contains(where: { $0.keyText == "key" || $0.keyText == "default" }) else {
            return (required ? requiredString(node, key: key) : optionalString(node, key: key), nil)
        }
        func read(_ decoder: inout TreeDecoder) -> (String?, LocalizedKey?) {
            var (name, value, comment): (String?, String?, String?) = (nil, nil, nil)
            for pair in pairs {
                guard let field = decoder.keyText(pair) else { continue }
                switch field {
                case "key": name = decoder.requiredString(pair.value, key: field)
                case "default": value = decoder.requiredString(pair.value, key: field)
                case "comment": comment = decoder.optionalString(pair.value, key: field)
                default: decoder.unknownKey(field, of: pair, in: "a localized string", allowed: Self.localizedStringKeys, siblings: pairs)
                }
            }
            guard let name else {
                if !pairs.contains(where: { $0.keyText == "key" }) {
                    decoder.missingKey("key", in: node, pairs: pairs, place: "a localized string")
                }
                return (value, nil)
            }
            return (value ?? name, LocalizedKey(key: name, comment: comment, hasDefault: value != nil))
        }
        guard let key else { return read(&self) }
        return within(.key(key), read)
    }

    /// A visible string of the row, section or button being read, its explicit key kept
    /// for ``claimKeys(_:)``; templates' strings are data, never keys.
    mutating func pendingText(_ node: Node, key: String, field: PendingField, required: Bool) -> String? {
        let (text, explicit) = self.text(node, key: key, required: required)
        if let explicit, !readingTemplate { pendingKeys.append((field, explicit)) }
        return text
    }

    /// Starts reading a mapping whose strings may have explicit keys: the keys pending
    /// from outside it, to give back to ``claimKeys(_:restoring:)``.
    mutating func beginKeys() -> [(PendingField, LocalizedKey)] {
        defer { pendingKeys = [] }
        return pendingKeys
    }

    /// Files the keys pending since ``beginKeys()`` under `place` (what each field of the
    /// mapping just read is, now its id is known), and restores the outer ones.
    mutating func claimKeys(restoring outer: [(PendingField, LocalizedKey)], _ place: (PendingField) -> TextPlace?) {
        for (field, explicit) in pendingKeys {
            if let place = place(field) { localizedKeys[place] = explicit }
        }
        pendingKeys = outer
    }
}
