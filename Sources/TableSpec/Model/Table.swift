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
    public var style: TableStyle
    public var defaults: TableDefaults
    /// Titles for the section index on the right edge, when given for the whole table.
    public var sectionIndexTitles: [String]?
    /// Cell types the app registers, in written order.
    public var cellTypes: [CellType]
    public var sections: [Section]

    public init(
        formatVersion: Int = 1, id: String, title: String? = nil, style: TableStyle = .plain,
        defaults: TableDefaults = TableDefaults(), sectionIndexTitles: [String]? = nil,
        cellTypes: [CellType] = [], sections: [Section] = []
    ) {
        self.formatVersion = formatVersion
        self.id = id
        self.title = title
        self.style = style
        self.defaults = defaults
        self.sectionIndexTitles = sectionIndexTitles
        self.cellTypes = cellTypes
        self.sections = sections
    }

    /// Each declared cell type's base kind, by name; the first declaration of a name wins,
    /// as in ``cellType(named:)``. Build it once to resolve the kinds of many rows
    /// (``CellKind/resolved(using:)``): O(cell types), where looking each row up with
    /// ``cellType(named:)`` costs O(rows × cell types).
    public var cellTypeBases: [String: BuiltinKind] {
        var bases: [String: BuiltinKind] = [:]
        bases.reserveCapacity(cellTypes.count)
        for type in cellTypes where bases[type.name] == nil { bases[type.name] = type.base }
        return bases
    }

    /// The declared cell type named `name`, if any. O(cell types).
    public func cellType(named name: String) -> CellType? {
        cellTypes.first { $0.name == name }
    }
}

/// `UITableView.Style`.
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
    case plain, grouped, insetGrouped
}

/// Table-wide defaults (`defaults:`); each nil means UIKit's own default.
public struct TableDefaults: Hashable, Sendable {
    public var rowHeight: Height?
    public var headerHeight: Height?
    public var footerHeight: Height?

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

    public init(name: String, base: BuiltinKind = .standard, reuseIdentifier: String? = nil) {
        self.name = name
        self.base = base
        self.reuseIdentifier = reuseIdentifier ?? name
    }
}

/// A row height, section header height or section footer height.
public enum Height: Hashable, Sendable {
    /// `auto`: self-sizing (`UITableView.automaticDimension`).
    case auto
    /// A positive number: fixed points.
    case fixed(Double)
    /// `{estimated: n}`: self-sizing with an estimate of n points.
    case estimated(Double)
}
