/// The table as a Swift source file an app compiles in: the spec as constants of the
/// runtime model (`TableSpecRuntime`, the library the file imports), typed ids, and a UIKit
/// data source that applies changes as animated batch updates.
///
/// One enum (named `--type-name`, else after the table id: `settings` → `SettingsTable`)
/// holds:
/// - `Table`, `Section` and `Row`, aliases of the runtime model's types;
/// - `table` and `sections`: the spec as runtime values, each argument that differs from
///   its default written out (`Row(id: "wifi", title: "Wi-Fi", accessory: .disclosureIndicator)`);
/// - `SectionID` and `RowID`: typed ids, the spec's as constants (names from
///   ``SwiftIdentifier``: `wi-fi` → `.wiFi`), with lookups by id;
/// - behind `#if canImport(UIKit)`, `DataSource`: a `UITableViewDataSource` and
///   `UITableViewDelegate` that configures cells with `UIListContentConfiguration`, applies
///   new sections with `update(to:animated:)` (the runtime's ``TableUpdate`` batches) and
///   gives a `NSDiffableDataSourceSnapshot` with `snapshot()`, `@available(iOS 15, *)`
///   (`SwiftSource+UIKit.swift`).
///
/// The file starts with a comment naming the spec file and tablectl's version; every
/// string from the spec is written as an escaped literal (``SwiftLiteral``). Output
/// depends only on the table and options. Throws when `typeName` is not a usable type
/// name or when two sections or two rows share an id. O(size of the table).
public enum SwiftExporter: Exporter {
    public static let identifier = "swift"
    public static let summary = "a Swift file: the spec as TableSpecRuntime values, typed ids, a UIKit data source"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        var (source, typeName) = try modelFile(table, options: options, format: identifier, frameworks: ["UIKit"])
        source.dataSource(typeName: typeName)
        return source.text
    }

    /// What every generated Swift file starts with, once `table` is checked (a spec, a
    /// usable type name, unique ids): the header comment, `import TableSpecRuntime`, each of
    /// `frameworks` imported under `#if canImport`, and the model enum. O(size of the table).
    static func modelFile(
        _ table: Table?, options: ExportOptions, format: String, frameworks: [String]
    ) throws(ExportError) -> (source: SwiftSource, typeName: String) {
        let table = try spec(table)
        let typeName = try Self.typeName(for: table, options: options)
        try checkUniqueIDs(table)
        var source = SwiftSource(access: options.publicAccess ? "public " : "")
        source.header(table: table, options: options, format: format)
        source.line("import TableSpecRuntime")
        if table.localization != nil { source.line("import Foundation") }
        for framework in frameworks {
            source.line("#if canImport(\(framework))")
            source.line("import \(framework)")
            source.line("#endif")
        }
        source.line()
        source.sectionMap = options.sectionMap
        source.localization = table.localization
        source.localizationFallback()
        source.inputNames = table.isDynamic ? SwiftInputNames(table) : nil
        if let clash = source.inputNames?.sources.first(where: { $0.itemType == typeName }) {
            throw ExportError("type name '\(typeName)' is the item type of source '\(clash.source.name)'; choose another")
        }
        source.model(table, typeName: typeName)
        source.line()
        source.sectionMapConstant(typeName: typeName)
        return (source, typeName)
    }

    /// `options.typeName` when it is a plain identifier that shadows nothing, else the
    /// table id in upper camel case followed by `Table`.
    static func typeName(for table: Table, options: ExportOptions) throws(ExportError) -> String {
        guard let name = options.typeName else { return SwiftName.typeName(forTableID: table.id) }
        if let problem = SwiftName.typeNameProblem(name) { throw ExportError(problem) }
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

/// The Swift names of one table's ids, each scope named in table order, clear of the
/// members the id types declare themselves.
struct SwiftNames {
    /// Section id → constant of `SectionID`.
    private(set) var sections: [String: String] = [:]
    /// Row id → constant of `RowID`.
    private(set) var rows: [String: String] = [:]

    init(_ table: Table) {
        let members: Set<String> = ["rawValue", "description", "inSpec", "hashValue"]
        var sectionScope = SwiftIdentifier.Scope(fallback: "section", reserved: members)
        var rowScope = SwiftIdentifier.Scope(fallback: "row", reserved: members)
        for section in table.sections {
            sections[section.id] = sectionScope.name(for: section.id)
            for row in section.rows { rows[row.id] = rowScope.name(for: row.id) }
        }
    }

    /// The `SectionID` constant of section `id`.
    func sectionName(_ id: String) -> String { sections[id] ?? "section" }

    /// The `RowID` constant of row `id`.
    func rowName(_ id: String) -> String { rows[id] ?? "row" }
}

/// Lines of Swift source with the current indentation.
struct SwiftSource {
    /// `"public "` or `""`, put before every declaration the app may use.
    let access: String
    /// For a composite, where each section was written (``sectionMapConstant(typeName:)``).
    var sectionMap: SectionMap?
    /// For a dynamic spec, the Swift names of its sources and flags (``SwiftInputNames``).
    var inputNames: SwiftInputNames?
    /// For a localized table, its catalog's table and explicit keys: visible strings are
    /// written as `String(localized:…)` (``text(_:_:)``).
    var localization: Localization?
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

    /// One level up, with no line (the end of a `case`'s body).
    mutating func dedent() {
        depth = max(0, depth - 1)
    }

    /// One level up and `content`.
    mutating func pop(_ content: String) {
        depth = max(0, depth - 1)
        line(content)
    }

    /// The enum of the spec: aliases, the table and its sections, typed ids and lookups.
    mutating func model(_ table: Table, typeName: String) {
        line("/// The table spec \(SwiftLiteral.string(table.id)) as the runtime model, with typed ids.")
        open("\(access)enum \(typeName)")
        aliases()
        tableConstants(table, typeName: typeName)
        idTypes(table, names: SwiftNames(table), typeName: typeName)
        lookups(table)
        line()
        effectTypes(table)
        inputTypes(table, typeName: typeName)
        close()
    }

    /// The comment naming the spec file and the tool version.
    mutating func header(table: Table, options: ExportOptions, format: String) {
        let source = options.sourceName.map { " from \(SwiftLiteral.comment($0))" } ?? ""
        let version = options.toolVersion.isEmpty ? "" : " \(SwiftLiteral.comment(options.toolVersion))"
        line("// Generated by tablectl\(version)\(source) (table \(SwiftLiteral.comment(table.id))).")
        let again = options.regenerate ?? "run `tablectl export --format \(format)` again"
        line("// Do not edit: change the spec and \(again).")
        line()
    }
}
