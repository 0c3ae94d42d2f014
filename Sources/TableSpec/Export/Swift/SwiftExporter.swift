/// The table as a Swift source file: a typed model an app compiles in, in the spirit of
/// enum-backed table data sources.
///
/// One enum (named `--type-name`, else after the table id: `settings` → `SettingsTable`)
/// holds:
/// - `SectionID` and `RowID`, enums of the section and row ids (each case's `rawValue` is
///   the id as written; names from ``SwiftIdentifier``: `wi-fi` → `wiFi`);
/// - `Row`, the cell kinds with what they show: `standard(title:detail:)`,
///   `subtitle(title:detail:)`, `value2(title:detail:)`, `button(title:)`,
///   `headerLead(title:)`, `footerFinish(title:)`, and one case per declared cell type;
/// - `sections`, every section with its rows and their attributes (accessory, action,
///   selectable, height, indentation, editing, swipe actions, menu, multiple selection,
///   `meta` as JSON text) as constants, plus lookups by id;
/// - behind `#if canImport(UIKit)`, `DataSource`, a `UITableViewDataSource` and
///   `UITableViewDelegate` that answers sections, rows, titles, heights, the section
///   index, editing and swipe configuration from those constants.
///
/// The file starts with a comment naming the spec file and tablectl's version; every
/// string from the spec is written as an escaped literal (``SwiftLiteral``). Output
/// depends only on the table and options. Throws when `typeName` is not a usable type
/// name or when two sections or two rows share an id. O(size of the table).
public enum SwiftExporter: Exporter {
    public static let identifier = "swift"
    public static let summary = "a Swift file: typed section, row and kind enums, constants, a UIKit data source"

    /// Names the generated enum declares inside itself, or uses from the standard library
    /// and UIKit: a type name equal to one would shadow it.
    static let takenTypeNames: Set<String> = [
        "SectionID", "RowID", "Row", "RowEntry", "Section", "Style", "SectionKind", "BaseKind",
        "Accessory", "Action", "Height", "Editing", "EditingStyle", "Swipe", "SwipeAction",
        "SwipeActionStyle", "DataSource", "String", "Double", "Int", "Bool", "Optional", "Array",
        "Swift", "UIKit", "Foundation", "NSObject", "CGFloat", "IndexPath", "UITableView",
        "UITableViewCell", "UIImage", "UIMenu", "Hashable", "Sendable", "CaseIterable",
        "RawRepresentable", "Never", "Void",
    ]

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        let table = try spec(table)
        let typeName = try Self.typeName(for: table, options: options)
        try checkUniqueIDs(table)
        let names = SwiftNames(table)
        var source = SwiftSource(access: options.publicAccess ? "public " : "")
        source.header(table: table, options: options)
        source.line("#if canImport(UIKit)")
        source.line("import UIKit")
        source.line("#endif")
        source.line()
        source.line("/// The table spec \(SwiftLiteral.string(table.id)) as constants: its sections, rows and attributes.")
        source.open("\(source.access)enum \(typeName)")
        source.tableConstants(table)
        source.idEnums(table, names: names)
        source.rowEnum(table, names: names)
        source.sectionConstants(table, names: names)
        source.lookups(table, names: names)
        source.modelTypes()
        source.close()
        source.line()
        source.dataSource(typeName: typeName)
        return source.text
    }

    /// `options.typeName` when it is a plain identifier that shadows nothing, else the
    /// table id in upper camel case followed by `Table`.
    static func typeName(for table: Table, options: ExportOptions) throws(ExportError) -> String {
        guard let name = options.typeName else {
            let base = SwiftIdentifier.upperCamel(table.id)
            return (base.isEmpty ? "Spec" : base) + "Table"
        }
        guard SwiftIdentifier.isPlainIdentifier(name) else {
            throw ExportError("'\(name)' is not a Swift type name; use letters, digits and _, not starting with a digit")
        }
        guard !takenTypeNames.contains(name), !SwiftIdentifier.reserved.contains(name) else {
            throw ExportError("type name '\(name)' would shadow a type the generated code uses; choose another")
        }
        return name
    }

    /// Throws when a section id or a row id is used twice (the id enums need them unique).
    static func checkUniqueIDs(_ table: Table) throws(ExportError) {
        var sections: Set<String> = []
        var rows: Set<String> = []
        for section in table.sections {
            guard sections.insert(section.id).inserted else {
                throw ExportError("section id '\(section.id)' is used twice; swift export needs unique ids")
            }
            for row in section.rows where !rows.insert(row.id).inserted {
                throw ExportError("row id '\(row.id)' is used twice; swift export needs unique ids")
            }
        }
    }
}

/// The Swift names of one table's ids, each scope named in table order.
struct SwiftNames {
    /// Section id → case name of `SectionID`.
    private(set) var sections: [String: String] = [:]
    /// Row id → case name of `RowID`.
    private(set) var rows: [String: String] = [:]
    /// Cell type name → case name of `Row`.
    private(set) var cellTypes: [String: String] = [:]
    /// Cell type name → its base kind.
    private var bases: [String: BuiltinKind] = [:]

    init(_ table: Table) {
        var sectionScope = SwiftIdentifier.Scope(fallback: "section")
        var rowScope = SwiftIdentifier.Scope(fallback: "row")
        var kindScope = SwiftIdentifier.Scope(
            fallback: "cell", reserved: ["title", "detail", "base", "reuseIdentifier"])
        for kind in BuiltinKind.allCases { kindScope.claim(kind.rawValue) }
        for type in table.cellTypes where cellTypes[type.name] == nil {
            cellTypes[type.name] = kindScope.name(for: type.name)
            bases[type.name] = type.base
        }
        for section in table.sections {
            sections[section.id] = sectionScope.name(for: section.id)
            for row in section.rows { rows[row.id] = rowScope.name(for: row.id) }
        }
    }

    /// The `SectionID` case of section `id`.
    func sectionName(_ id: String) -> String { sections[id] ?? "section" }

    /// The `RowID` case of row `id`.
    func rowName(_ id: String) -> String { rows[id] ?? "row" }

    /// The base of a declared cell type `kind` (nil for a built-in or undeclared kind).
    func base(of kind: CellKind) -> BuiltinKind? {
        guard case .custom(let name) = kind else { return nil }
        return bases[name]
    }

    /// The `Row` case for `kind`: a built-in kind's name, a declared cell type's name, or
    /// nil for a kind the table does not declare.
    func rowCase(_ kind: CellKind) -> String? {
        switch kind {
        case .builtin(let builtin): return builtin.rawValue
        case .custom(let name): return cellTypes[name]
        }
    }
}

/// Lines of Swift source with the current indentation.
struct SwiftSource {
    /// `"public "` or `""`, put before every declaration the app may use.
    let access: String
    private(set) var text = ""
    private var depth = 0

    init(access: String) {
        self.access = access
    }

    /// `block` as it is: lines already indented for the top level.
    mutating func append(_ block: String) {
        text += block
    }

    /// One line at the current indentation ("" for a blank line).
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// `content {` and one level deeper.
    mutating func open(_ content: String) {
        line(content + " {")
        depth += 1
    }

    /// One level up and `}`.
    mutating func close() {
        pop("}")
    }

    /// `switch subject {`; its cases stay at this level, as Swift style has them.
    mutating func beginSwitch(_ subject: String) {
        line("switch \(subject) {")
    }

    /// The `}` of a switch.
    mutating func endSwitch() {
        line("}")
    }

    /// `content` and one level deeper (for a list or call over several lines).
    mutating func push(_ content: String) {
        line(content)
        depth += 1
    }

    /// One level up and `content`.
    mutating func pop(_ content: String) {
        depth = max(0, depth - 1)
        line(content)
    }

    /// The comment naming the spec file and the tool version.
    mutating func header(table: Table, options: ExportOptions) {
        let source = options.sourceName.map { " from \(SwiftLiteral.comment($0))" } ?? ""
        let version = options.toolVersion.isEmpty ? "" : " \(SwiftLiteral.comment(options.toolVersion))"
        line("// Generated by tablectl\(version)\(source) (table \(SwiftLiteral.comment(table.id))).")
        line("// Do not edit: change the spec and run `tablectl export --format swift` again.")
        line()
    }
}
