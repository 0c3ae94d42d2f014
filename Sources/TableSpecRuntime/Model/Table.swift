/// A whole table screen: the decoded form of one spec file (format version 1).
///
/// Plain values, compared by content: two tables are equal when every field is, whatever
/// files or locations they came from. See `docs/format.md` for each key.
public struct Table: Hashable, Sendable {
    /// The format major version (`tablespec:`); always 1 for now.
    public var formatVersion: Int
    /// The table's id: `[A-Za-z0-9_.-]+`.
    public var id: String
    /// The screen title, if any.
    public var title: String?
    /// The table view style; default ``TableStyle/plain``.
    public var style: TableStyle
    /// Table-wide heights (`defaults:`).
    public var defaults: TableDefaults
    /// Titles for the section index on the right edge, when given for the whole table.
    public var sectionIndexTitles: [String]?
    /// Cell types the app registers, in written order.
    public var cellTypes: [CellType]
    /// The sections, in display order.
    public var sections: [Section]
    /// The sources of templated rows (`sources:`), in written order; empty for a table
    /// written out row by row. See ``expanded(with:)``.
    public var sources: [DataSource]
    /// The switches between variants of the screen (`flags:`), in written order.
    public var flags: [TableFlag]
    /// Where the visible strings are translated (`localization:`); nil: they are literals.
    public var localization: Localization?

    /// A table with the given fields; each default is the spec format's default for the key.
    public init(
        formatVersion: Int = 1, id: String, title: String? = nil, style: TableStyle = .plain,
        defaults: TableDefaults = TableDefaults(), sectionIndexTitles: [String]? = nil,
        cellTypes: [CellType] = [], sections: [Section] = [], sources: [DataSource] = [], flags: [TableFlag] = [],
        localization: Localization? = nil
    ) {
        self.formatVersion = formatVersion
        self.id = id
        self.title = title
        self.style = style
        self.defaults = defaults
        self.sectionIndexTitles = sectionIndexTitles
        self.cellTypes = cellTypes
        self.sections = sections
        self.sources = sources
        self.flags = flags
        self.localization = localization
    }

    /// The declared cell type named `name`, if any. O(cell types): to resolve many
    /// kinds, take ``cellTypesByName()`` once.
    public func cellType(named name: String) -> CellType? {
        cellTypes.first { $0.name == name }
    }

    /// Every declared cell type by name (the first declaration of a name wins, as in
    /// ``cellType(named:)``), for resolving many rows' kinds: O(cell types) once, then O(1)
    /// a row (``CellKind/resolved(in:)-([String:CellType])``), where
    /// ``CellKind/resolved(in:)-(Table)`` is O(cell types) a row.
    public func cellTypesByName() -> [String: CellType] {
        Dictionary(cellTypes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// `UITableView.Style`.
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    /// `.plain`: edge to edge, with floating section headers; the default.
    case plain
    /// `.grouped`: sections set apart, headers scroll with their section.
    case grouped
    /// `.insetGrouped`: grouped, with sections in rounded, inset cards.
    case insetGrouped
}

/// Table-wide defaults (`defaults:`); each nil means UIKit's own default.
public struct TableDefaults: Hashable, Sendable {
    /// The height of rows that give none.
    public var rowHeight: Height?
    /// The height of section headers that give none.
    public var headerHeight: Height?
    /// The height of section footers that give none.
    public var footerHeight: Height?

    /// Defaults with the given heights; nil leaves UIKit's.
    public init(rowHeight: Height? = nil, headerHeight: Height? = nil, footerHeight: Height? = nil) {
        self.rowHeight = rowHeight
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}

/// A cell class the app registers (`cellTypes:`), usable as a row kind.
public struct CellType: Hashable, Sendable {
    /// The key under `cellTypes:`; rows name it as their `kind`.
    public var name: String
    /// The built-in kind it behaves like for tools (render, export).
    public var base: BuiltinKind
    /// The reuse identifier; defaults to ``name``.
    public var reuseIdentifier: String

    /// A cell type named `name`; `reuseIdentifier` defaults to `name`.
    public init(name: String, base: BuiltinKind = .standard, reuseIdentifier: String? = nil) {
        self.name = name
        self.base = base
        self.reuseIdentifier = reuseIdentifier ?? name
    }
}

/// A row height, section header height or section footer height.
///
/// Equality compares the case and the number, with NaN equal to NaN (a spec may write
/// `.nan`, which `invalid-height` reports): a table always equals itself, so a file
/// diffed with itself has no changes.
public enum Height: Hashable, Sendable {
    /// `auto`: self-sizing (`UITableView.automaticDimension`).
    case auto
    /// A positive number: fixed points.
    case fixed(Double)
    /// `{estimated: n}`: self-sizing with an estimate of n points.
    case estimated(Double)

    /// Whether both are the same case with the same number, NaN equal to NaN.
    public static func == (lhs: Height, rhs: Height) -> Bool {
        switch (lhs, rhs) {
        case (.auto, .auto): return true
        case (.fixed(let a), .fixed(let b)), (.estimated(let a), .estimated(let b)): return a == b || (a.isNaN && b.isNaN)
        default: return false
        }
    }

    /// Hashes the case and the number, every NaN alike (as ``==`` makes them equal).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .auto: hasher.combine(0)
        case .fixed(let value): hasher.combine(1); Self.combine(value, into: &hasher)
        case .estimated(let value): hasher.combine(2); Self.combine(value, into: &hasher)
        }
    }

    /// Every NaN hashes alike, as ``==`` makes them equal.
    private static func combine(_ value: Double, into hasher: inout Hasher) {
        if value.isNaN { hasher.combine(Double.nan.bitPattern) } else { hasher.combine(value) }
    }
}
