/// The canonical form of the model: each value as a ``SpecValue`` tree whose keys are the
/// spec's own keys, in the order of `docs/format.md`.
///
/// Sources, flags, templates and conditions are written too (`Dynamic+Canonical.swift`), so
/// a spec that is not expanded reads back as the same table.
///
/// Diff compares these trees to name the fields that changed (`editing.canEdit`,
/// `swipe.trailing[0].title`); export writes them as JSON and YAML. With
/// `explicitDefaults` false, a key whose value is its default (`selectable: true`,
/// `accessory: none`, `kind: standard`…) is left out, as an author would; with true, every
/// key with a value is written, so a change from the default reads `true → false` rather
/// than `(none) → false`. Keys with no value (`title` of a table without one) are always
/// left out. Cost: O(size of the table).
///
/// ```swift
/// let row = Row(id: "wifi", title: "Wi-Fi", selectable: false)
/// row.canonicalValue()   // {id: wifi, title: Wi-Fi, selectable: false}
/// ```
extension Table {
    /// The whole table, keys in the order of `docs/format.md`. O(table).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        .object(canonicalFields(explicitDefaults: explicitDefaults, sections: true))
    }

    /// The table's own fields, without `sections` when `sections` is false (what diff
    /// reports as table-level changes). O(cell types + index titles).
    public func canonicalFields(explicitDefaults: Bool, sections: Bool) -> [(key: String, value: SpecValue)] {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("tablespec", .number(String(formatVersion)))
        fields.add("id", .string(id))
        fields.add("title", title.map(SpecValue.string))
        fields.add("style", .string(style.rawValue), default: TableStyle.plain.rawValue)
        if let localization {
            // The catalog; the strings' explicit keys are written at their places, below.
            var parts: [(key: String, value: SpecValue)] = [("catalog", .string(localization.catalog))]
            if let table = localization.table { parts.append(("table", .string(table))) }
            if localization.bundle != .main { parts.append(("bundle", .string(localization.bundle.rawValue))) }
            fields.add("localization", .object(parts))
        }
        var heights = CanonicalFields(explicitDefaults: explicitDefaults)
        heights.add("rowHeight", defaults.rowHeight?.canonicalValue)
        heights.add("headerHeight", defaults.headerHeight?.canonicalValue)
        heights.add("footerHeight", defaults.footerHeight?.canonicalValue)
        if !heights.pairs.isEmpty { fields.add("defaults", .object(heights.pairs)) }
        fields.add("sectionIndexTitles", sectionIndexTitles.map { .list($0.map(SpecValue.string)) })
        if !cellTypes.isEmpty {
            fields.add("cellTypes", .object(cellTypes.map { ($0.name, $0.canonicalValue(explicitDefaults: explicitDefaults)) }))
        }
        if !flags.isEmpty {
            fields.add("flags", .object(flags.map { ($0.name, $0.canonicalValue(explicitDefaults: explicitDefaults)) }))
        }
        if !sources.isEmpty {
            fields.add("sources", .object(sources.map { ($0.name, $0.canonicalValue(explicitDefaults: explicitDefaults)) }))
        }
        if sections {
            fields.add("sections", .list(self.sections.map { $0.canonicalValue(explicitDefaults: explicitDefaults) }))
        }
        return localization?.writingKeys(into: fields.pairs) ?? fields.pairs
    }
}

extension CellType {
    /// `{base, reuseIdentifier}`; the reuse identifier's default is the name.
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("base", .string(base.rawValue), default: BuiltinKind.standard.rawValue)
        fields.add("reuseIdentifier", .string(reuseIdentifier), default: name)
        return .object(fields.pairs)
    }
}

extension Section {
    /// The section with its rows. O(rows).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        .object(canonicalFields(explicitDefaults: explicitDefaults, rows: true))
    }

    /// The section's own fields, without `rows` when `rows` is false (what diff reports as
    /// a section update). O(1) without rows.
    public func canonicalFields(explicitDefaults: Bool, rows: Bool) -> [(key: String, value: SpecValue)] {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("id", .string(id))
        fields.add("kind", .string(kind.rawValue), default: SectionKind.body.rawValue)
        fields.add("header", header.map(SpecValue.string))
        fields.add("footer", footer.map(SpecValue.string))
        fields.add("headerHeight", headerHeight?.canonicalValue)
        fields.add("footerHeight", footerHeight?.canonicalValue)
        fields.add("indexTitle", indexTitle.map(SpecValue.string))
        fields.add("when", when?.canonicalValue)
        // A templated section with no written rows leaves `rows` out, as its author did.
        if rows, !self.rows.isEmpty || template == nil || explicitDefaults {
            fields.add("rows", .list(self.rows.map { $0.canonicalValue(explicitDefaults: explicitDefaults) }))
        }
        fields.add("source", source.map(SpecValue.string))
        fields.add("template", template?.canonicalValue(explicitDefaults: explicitDefaults))
        return fields.pairs
    }
}

extension Row {
    /// The row, keys in the order of `docs/format.md`. O(swipe actions + meta).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("id", .string(id))
        fields.add("kind", .string(kind.name), default: BuiltinKind.standard.rawValue)
        fields.add("title", .string(title))
        fields.add("detail", detail.map(SpecValue.string))
        fields.add("image", image.map(SpecValue.string))
        fields.add("tint", tint.map { SpecValue.string($0.description) })
        fields.add("accessory", .string(accessory.rawValue), default: Accessory.none.rawValue)
        if isSwitch || isOn { fields.add("on", .bool(isOn), default: false) }
        fields.add("setting", setting.map(SpecValue.string))
        fields.add("choice", choice.map(SpecValue.string))
        fields.add("role", role.map { SpecValue.string($0.rawValue) })
        fields.add("action", action?.canonicalValue)
        fields.add("accessoryAction", accessoryAction?.canonicalValue)
        fields.add("selectable", .bool(selectable), default: !isSwitch)
        fields.add("height", height?.canonicalValue)
        fields.add("indentation", .number(String(indentation)), default: "0")
        fields.add("editing", editing?.canonicalValue(explicitDefaults: explicitDefaults))
        fields.add("swipe", swipe?.canonicalValue(explicitDefaults: explicitDefaults))
        fields.add("showsMenu", .bool(showsMenu), default: !menu.isEmpty)
        if !menu.isEmpty || explicitDefaults {
            fields.add("menu", .list(menu.map { $0.canonicalValue(explicitDefaults: explicitDefaults) }))
        }
        fields.add("multipleSelection", .bool(multipleSelection), default: false)
        fields.add("meta", meta)
        fields.add("when", when?.canonicalValue)
        return .object(fields.pairs)
    }
}

extension Editing {
    /// The row's `editing:` mapping. O(1).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("canEdit", .bool(canEdit), default: false)
        fields.add("style", .string(style.rawValue), default: EditingStyle.delete.rawValue)
        fields.add("deleteTitle", deleteTitle.map(SpecValue.string))
        fields.add("canMove", .bool(canMove), default: false)
        fields.add("indentWhileEditing", .bool(indentWhileEditing), default: true)
        fields.add("moveWithin", .string(moveWithin.rawValue), default: MoveScope.table.rawValue)
        return .object(fields.pairs)
    }
}

extension Swipe {
    /// The row's `swipe:` mapping; `leading` and `trailing` only when not empty, unless
    /// `explicitDefaults`. O(actions).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        if !leading.isEmpty || explicitDefaults {
            fields.add("leading", .list(leading.map { $0.canonicalValue(explicitDefaults: explicitDefaults) }))
        }
        if !trailing.isEmpty || explicitDefaults {
            fields.add("trailing", .list(trailing.map { $0.canonicalValue(explicitDefaults: explicitDefaults) }))
        }
        fields.add("fullSwipe", .bool(fullSwipe), default: true)
        return .object(fields.pairs)
    }
}

extension SwipeAction {
    /// One swipe action's (or menu item's) mapping. O(1).
    public func canonicalValue(explicitDefaults: Bool = false) -> SpecValue {
        var fields = CanonicalFields(explicitDefaults: explicitDefaults)
        fields.add("id", .string(id))
        fields.add("title", .string(title))
        fields.add("style", .string(style.rawValue), default: SwipeActionStyle.normal.rawValue)
        fields.add("image", image.map(SpecValue.string))
        fields.add("action", action?.canonicalValue)
        fields.add("role", role.map { .string($0.rawValue) })
        return .object(fields.pairs)
    }
}

extension Action {
    /// `{navigate: …}`, `{url: …}` or `{emit: …}`.
    public var canonicalValue: SpecValue {
        switch self {
        case .navigate(let screen): return .object([("navigate", .string(screen))])
        case .url(let url): return .object([("url", .string(url))])
        case .emit(let event): return .object([("emit", .string(event))])
        }
    }
}

extension Height {
    /// `auto`, a number, or `{estimated: n}`.
    public var canonicalValue: SpecValue {
        switch self {
        case .auto: return .string("auto")
        case .fixed(let points): return .number(Height.text(of: points))
        case .estimated(let points): return .object([("estimated", .number(Height.text(of: points)))])
        }
    }

    /// The shortest text that reads back as `points`: `44` rather than `44.0`, `44.5`,
    /// `1e+300`.
    public static func text(of points: Double) -> String {
        if points == points.rounded(), abs(points) < 9_007_199_254_740_992 {
            return String(Int64(points))
        }
        return String(points)
    }
}

/// Builds an ordered list of fields, leaving out absent values and, unless
/// `explicitDefaults`, values equal to their default.
struct CanonicalFields {
    let explicitDefaults: Bool
    private(set) var pairs: [(key: String, value: SpecValue)] = []

    init(explicitDefaults: Bool) {
        self.explicitDefaults = explicitDefaults
    }

    mutating func add(_ key: String, _ value: SpecValue?) {
        if let value { pairs.append((key, value)) }
    }

    mutating func add(_ key: String, _ value: SpecValue, default defaultText: String) {
        if !explicitDefaults, case .string(let text) = value, text == defaultText { return }
        if !explicitDefaults, case .number(let text) = value, text == defaultText { return }
        pairs.append((key, value))
    }

    mutating func add(_ key: String, _ value: SpecValue, default defaultValue: Bool) {
        if !explicitDefaults, value == .bool(defaultValue) { return }
        pairs.append((key, value))
    }
}
