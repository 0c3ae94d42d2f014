import TableSpec

/// Random valid table specs for property tests, deterministic for a seed: sections of every
/// kind in valid places, rows of every kind (built-in and declared cell types), accessories,
/// actions, editing, swipe actions, heights, meta, index titles, and nasty-but-valid strings
/// and ids (YAML 1.1 words, numbers as text, markup, escapes, bidi controls, emoji).
///
/// Every table it makes decodes and validates with no error (warnings such as
/// `unused-cell-type`, `empty-section` or `ambiguous-scalar` may occur). Ids come from small
/// pools, so two tables from the same generator share many ids: their diff has deletes,
/// inserts, moves and updates.
///
/// ```swift
/// var generator = SpecGenerator(seed: 7)
/// let table = generator.table()
/// ```
public struct SpecGenerator {
    /// The random source; every choice the generator makes comes from it.
    public var random: SeededRandom
    /// At most this many sections (0 is possible).
    public var maxSections: Int
    /// At most this many rows in one section.
    public var maxRows: Int

    public init(seed: UInt64, maxSections: Int = 6, maxRows: Int = 7) {
        random = SeededRandom(seed: seed)
        self.maxSections = maxSections
        self.maxRows = maxRows
    }

    /// One random valid table. O(maxSections × maxRows).
    public mutating func table() -> Table {
        // 1. Table-level fields and the cell types rows may use.
        var table = Table(id: pick(Self.tableIDs))
        table.title = random.chance(60) ? string() : nil
        table.style = pick(TableStyle.allCases)
        table.defaults = TableDefaults(rowHeight: random.chance(30) ? height() : nil, headerHeight: random.chance(20) ? height() : nil,
                                       footerHeight: random.chance(20) ? height() : nil)
        table.cellTypes = shuffled(Self.cellTypeNames).prefix(random.below(4)).map { name in
            CellType(name: name, base: pick(BuiltinKind.allCases), reuseIdentifier: random.chance(40) ? string() : nil)
        }
        // 2. Sections: an optional header section first, an optional footer section last.
        let count = random.below(maxSections + 1)
        let sectionIDs = shuffled(Self.sectionIDs).prefix(count)
        var rowIDs = shuffled(Self.rowIDs)[...]
        let indexing = random.below(3)  // 0 none, 1 sectionIndexTitles, 2 indexTitle per section
        for (index, id) in sectionIDs.enumerated() {
            var kind = SectionKind.body
            if index == 0, random.chance(35) { kind = .header }
            if index == count - 1, index > 0 || kind == .body, random.chance(35) { kind = .footer }
            var section = Section(id: id, kind: kind)
            section.header = random.chance(50) ? string() : nil
            section.footer = random.chance(30) ? string() : nil
            section.headerHeight = random.chance(15) ? height() : nil
            section.footerHeight = random.chance(15) ? height() : nil
            if indexing == 2 { section.indexTitle = random.chance(70) ? string() : nil }
            let rowCount = min(rowIDs.count, random.below(maxRows + 1))
            section.rows = (0..<rowCount).map { position in
                row(id: rowIDs.popFirst() ?? "r", in: kind, first: position == 0, last: position == rowCount - 1,
                    cellTypes: table.cellTypes)
            }
            table.sections.append(section)
        }
        if indexing == 1 { table.sectionIndexTitles = (0..<random.below(5)).map { _ in string() } }
        return table
    }

    /// A row valid where it stands: headerLead only first in a header section, footerFinish
    /// only last in a footer section (neither deleted nor moved), detail only on kinds that
    /// show it, swipe actions, a delete title and an editing style only when the row can be
    /// edited, a move scope only when it can be moved.
    mutating func row(id: String, in section: SectionKind, first: Bool, last: Bool, cellTypes: [CellType]) -> Row {
        var kinds: [CellKind] = [.standard, .builtin(.subtitle), .builtin(.value2), .builtin(.button)]
        let leads = section == .header && first, finishes = section == .footer && last
        for type in cellTypes {
            switch type.base {
            case .headerLead: if leads { kinds.append(.custom(type.name)) }
            case .footerFinish: if finishes { kinds.append(.custom(type.name)) }
            default: kinds.append(.custom(type.name))
            }
        }
        if leads { kinds += [.headerLead, .headerLead] }
        if finishes { kinds += [.footerFinish, .footerFinish] }
        var row = Row(id: id, kind: pick(kinds), title: string())
        let base: BuiltinKind = switch row.kind {
        case .builtin(let kind): kind
        case .custom(let name): cellTypes.first { $0.name == name }?.base ?? .standard
        }
        if base.showsDetail { row.detail = random.chance(50) ? string() : nil }
        row.image = random.chance(25) ? pick(Self.imageNames) : nil
        row.accessory = pick(Accessory.allCases.filter { $0 != .switch })
        row.action = random.chance(40) ? action() : nil
        row.selectable = random.chance(85)
        // Switches without another draw, so the seeds give the specs they gave before switches:
        // an unselectable checkmark row is one. Its action fires as it changes: never a
        // navigation (`switch-navigates`).
        if row.accessory == .checkmark, !row.selectable {
            row.accessory = .switch
            if case .navigate? = row.action { row.action = .emit("changed") }
        }
        row.height = random.chance(25) ? height() : nil
        row.indentation = random.chance(80) ? 0 : pick([1, 2, 7, 1_000_000])
        if row.accessory.hasDetailButton, random.chance(50) { row.accessoryAction = action() }
        if random.chance(35) {
            var editing = Editing(canEdit: random.chance(70), style: pick(EditingStyle.allCases), canMove: random.chance(50),
                                  indentWhileEditing: random.chance(70), moveWithin: pick(MoveScope.allCases))
            // A lead or closing row may not be deleted, moved, or (a lead) inserted before.
            if base == .headerLead || base == .footerFinish {
                editing.canMove = false
                if editing.style == .delete || (base == .headerLead && editing.style == .insert) { editing.style = .none }
            }
            if !editing.canEdit, editing.style == .insert { editing.style = .delete }
            if !editing.canMove { editing.moveWithin = .table }
            if editing.canEdit, editing.style == .delete { editing.deleteTitle = random.chance(50) ? string() : nil }
            row.editing = editing
            if editing.canEdit, random.chance(60) { row.swipe = swipe() }
        }
        if random.chance(20) { row.menu = menu() }
        row.showsMenu = row.menu.isEmpty ? random.chance(5) : random.chance(90)
        row.multipleSelection = random.chance(20)
        row.meta = random.chance(30) ? meta(depth: 0) : nil
        return row
    }

    mutating func swipe() -> Swipe {
        var ids = shuffled(Self.swipeIDs)[...]
        func actions(_ generator: inout SpecGenerator) -> [SwipeAction] {
            (0..<generator.random.below(3)).compactMap { _ in
                guard let id = ids.popFirst() else { return nil }
                return SwipeAction(id: id, title: generator.string(), style: generator.pick(SwipeActionStyle.allCases),
                                   image: generator.random.chance(30) ? generator.pick(Self.imageNames) : nil,
                                   action: generator.random.chance(50) ? generator.action() : nil)
            }
        }
        return Swipe(leading: actions(&self), trailing: actions(&self), fullSwipe: random.chance(60))
    }

    /// One to three context-menu items with distinct ids.
    mutating func menu() -> [MenuItem] {
        shuffled(Self.swipeIDs).prefix(1 + random.below(3)).map { id in
            MenuItem(id: id, title: string(), style: pick(SwipeActionStyle.allCases),
                     image: random.chance(30) ? pick(Self.imageNames) : nil, action: random.chance(70) ? action() : nil)
        }
    }

    mutating func action() -> Action {
        switch random.below(3) {
        case 0: .navigate(string())
        case 1: .url(pick(["https://example.com/a?b=c&d=e#f", "tel:+1-555", string()]))
        default: .emit(string())
        }
    }

    /// Positive finite heights, from tiny to huge; `auto` and estimates too.
    mutating func height() -> Height {
        let points = pick([44, 0.5, 28.25, 1, 100_000, 1e300, Double.leastNonzeroMagnitude, 0.1, 17.000001])
        switch random.below(3) {
        case 0: return .auto
        case 1: return .fixed(points)
        default: return .estimated(points)
        }
    }

    /// Meta of any shape, never a top-level null (that means "no meta"). Numbers are kept
    /// in forms every exporter writes back unchanged.
    mutating func meta(depth: Int) -> SpecValue {
        switch random.below(depth >= 2 ? 4 : 6) {
        case 0: return .bool(random.chance(50))
        case 1: return .number(pick(["0", "-0", "42", "-7", "1.10", "3.25", "1.5e+3", "-2.0e-7", "12345678901234567890"]))
        case 2: return .string(string())
        case 3: return depth == 0 ? .string("") : .null
        case 4: return .list((0..<random.below(4)).map { _ in meta(depth: depth + 1) })
        default:
            var keys = Set<String>()
            var pairs: [(key: String, value: SpecValue)] = []
            for _ in 0..<random.below(4) {
                let key = string()
                if keys.insert(key).inserted { pairs.append((key, meta(depth: depth + 1))) }
            }
            return .object(pairs)
        }
    }

    /// A nasty-but-valid string, or a plain word.
    public mutating func string() -> String {
        if random.chance(45) { return pick(Self.words) }
        if random.chance(5) { return String(repeating: pick(["a", "é", "👍🏽", "\u{202E}", " "]), count: 1 + random.below(600)) }
        let first = pick(Self.nastyStrings)
        return random.chance(25) ? first + pick(Self.nastyStrings) : first
    }

    // MARK: Choices

    public mutating func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }

    public mutating func shuffled<T>(_ items: [T]) -> [T] {
        var copy = items
        for index in stride(from: copy.count - 1, to: 0, by: -1) { copy.swapAt(index, random.below(index + 1)) }
        return copy
    }
}
