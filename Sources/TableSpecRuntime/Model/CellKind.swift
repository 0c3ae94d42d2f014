/// The kinds of cell tablectl knows itself.
public enum BuiltinKind: String, Hashable, Sendable, CaseIterable {
    /// Title plus an optional detail on the right (`UITableViewCell.CellStyle.value1`).
    case standard
    /// The lead row of a header section: first row of the table's header section.
    case headerLead
    /// The closing row of a footer section: last row of the table's footer section.
    case footerFinish
    /// Title with the detail under it (`.subtitle`).
    case subtitle
    /// A right-aligned label then the value (`.value2`).
    case value2
    /// A centred, tappable title.
    case button

    /// Whether this kind shows a `detail` text.
    public var showsDetail: Bool {
        switch self {
        case .standard, .subtitle, .value2: return true
        case .headerLead, .footerFinish, .button: return false
        }
    }
}

/// A row's kind: built in, or a cell type the spec declares under `cellTypes:`.
public enum CellKind: Hashable, Sendable, CustomStringConvertible {
    /// A kind tablectl knows itself.
    case builtin(BuiltinKind)
    /// The name of a declared cell type (the decoder does not check it exists; the
    /// `unknown-kind` rule does).
    case custom(String)

    /// ``BuiltinKind/standard``, the default kind.
    public static let standard = CellKind.builtin(.standard)
    /// ``BuiltinKind/headerLead``.
    public static let headerLead = CellKind.builtin(.headerLead)
    /// ``BuiltinKind/footerFinish``.
    public static let footerFinish = CellKind.builtin(.footerFinish)

    /// Reads a `kind:` value: a built-in name, or else a custom cell type name.
    public init(name: String) {
        if let builtin = BuiltinKind(rawValue: name) {
            self = .builtin(builtin)
        } else {
            self = .custom(name)
        }
    }

    /// The name as written in a spec.
    public var name: String {
        switch self {
        case .builtin(let kind): return kind.rawValue
        case .custom(let name): return name
        }
    }

    /// The name as written in a spec (``name``).
    public var description: String { name }

    /// The built-in kind this behaves like: itself, or a declared cell type's `base`
    /// (nil for an undeclared custom kind). O(cell types).
    public func resolved(in table: Table) -> BuiltinKind? {
        switch self {
        case .builtin(let kind): return kind
        case .custom(let name): return table.cellType(named: name)?.base
        }
    }

    /// The same, with the table's ``Table/cellTypesByName()`` taken once. O(1).
    public func resolved(in types: [String: CellType]) -> BuiltinKind? {
        switch self {
        case .builtin(let kind): return kind
        case .custom(let name): return types[name]?.base
        }
    }
}
