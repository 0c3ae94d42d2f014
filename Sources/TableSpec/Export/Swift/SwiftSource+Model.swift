/// The parts of the generated enum that come from the spec: the runtime model's aliases,
/// the table and its sections as constants, the typed ids and lookups by id.
/// O(size of the table).
extension SwiftSource {
    /// `Table`, `Section` and `Row` as short names inside the enum.
    mutating func aliases() {
        for name in ["Table", "Section", "Row"] {
            line("/// The runtime model's `\(name)` (`TableSpecRuntime.\(name)`).")
            line("\(access)typealias \(name) = TableSpecRuntime.\(name)")
        }
        line()
    }

    /// `table` (everything but the sections, which it takes from `sections`) and `sections`
    /// (``sectionsConstant(_:)``, `SwiftSource+Sections`).
    mutating func tableConstants(_ table: Table, typeName t: String) {
        var arguments = ["id: \(SwiftLiteral.string(table.id))"]
        if let title = table.title { arguments.append("title: \(text(title, .tableTitle))") }
        if table.style != Table(id: table.id).style { arguments.append("style: .\(table.style.rawValue)") }
        let defaults = [("rowHeight", table.defaults.rowHeight), ("headerHeight", table.defaults.headerHeight),
                        ("footerHeight", table.defaults.footerHeight)]
            .compactMap { name, value in value.map { "\(name): \(height($0))" } }
        if !defaults.isEmpty { arguments.append("defaults: TableSpecRuntime.TableDefaults(\(defaults.joined(separator: ", ")))") }
        if let titles = table.sectionIndexTitles {
            arguments.append("sectionIndexTitles: [" + titles.enumerated().map { text($1, .indexTitle($0)) }.joined(separator: ", ") + "]")
        }
        let dynamic = table.isDynamic
        if dynamic {
            line("/// The spec as written: its id, title, style, default heights, section index titles, cell")
            line("/// types, ``sections`` (with their conditions and row templates), sources and flags. What")
            line("/// the screen shows is it expanded with the app's items and flags: `table(…)`.")
        } else {
            line("/// The whole table: its id, title, style, default heights, section index titles, cell")
            line("/// types and ``sections``.")
        }
        push("\(access)static let \(dynamic ? "spec" : "table") = Table(")
        for argument in arguments { line(argument + ",") }
        if !table.cellTypes.isEmpty {
            push("cellTypes: [")
            for type in table.cellTypes {
                var parts = ["name: \(SwiftLiteral.string(type.name))"]
                let plain = CellType(name: type.name)
                if type.base != plain.base { parts.append("base: .\(type.base.rawValue)") }
                if type.reuseIdentifier != plain.reuseIdentifier { parts.append("reuseIdentifier: \(SwiftLiteral.string(type.reuseIdentifier))") }
                line("TableSpecRuntime.CellType(\(parts.joined(separator: ", "))),")
            }
            pop("],")
        }
        let last = localization == nil ? "" : ","
        if dynamic {
            line("sections: sections,")
            line("sources: makeSources(),")
            if table.flags.isEmpty {
                line("flags: []" + last)
            } else {
                push("flags: [")
                for item in table.flags { line(flag(item) + ",") }
                pop("]" + last)
            }
        } else {
            line("sections: sections" + last)
        }
        if localization != nil { line("localization: makeLocalization()") }
        pop(")")
        line()
        localizationFunctions(table)
        if dynamic {
            line("/// The table with each source's `sample` and each flag's default: ``spec`` expanded by the")
            line("/// runtime, what previews and a data source made without items show.")
            line("\(access)static let table = spec.expanded()")
            sourcesFunction(table.sources)
            line()
        }
        line("/// The table as first shown, where a `TableState` user starts (the SwiftUI `ListView`, a")
        line("/// test): nothing selected, not editing\(sectionMap == nil ? "" : "; a dragged row stays within its part, as ``sectionMap`` says").")
        line("\(access)static var initialState: TableSpecRuntime.TableState {")
        line("    TableSpecRuntime.TableState(table: table\(stateSectionMapArgument(typeName: t)))")
        line("}")
        line()
        sectionsConstant(table)
    }

    /// `SectionID` and `RowID`: typed ids, the spec's as constants.
    /// `inSpec` is read from ``sections`` when first used, not written as an array literal
    /// of every id: a literal of 4,000 row ids took the type checker 1 GB
    /// (`SwiftSource+Sections.swift`).
    mutating func idTypes(_ table: Table, names: SwiftNames, typeName t: String) {
        idType("SectionID", what: "section", cases: table.sections.map { (names.sectionName($0.id), $0.id) },
               inSpec: "\(t).sections.map { SectionID(rawValue: $0.id) }")
        idType("RowID", what: "row", cases: table.sections.flatMap { $0.rows.map { (names.rowName($0.id), $0.id) } },
               inSpec: "\(t).sections.flatMap { section in section.rows.map { RowID(rawValue: $0.id) } }")
    }

    private mutating func idType(_ name: String, what: String, cases: [(name: String, id: String)], inSpec: String) {
        line("/// A \(what) id: the spec's are constants (`rawValue` is the id as written); an app")
        line("/// that adds \(what)s at run time makes its own with `init(rawValue:)`.")
        open("\(access)struct \(name): Hashable, Sendable, RawRepresentable, CustomStringConvertible")
        line("\(access)let rawValue: String")
        line()
        line("\(access)init(rawValue: String) {")
        line("    self.rawValue = rawValue")
        line("}")
        line()
        line("\(access)var description: String { rawValue }")
        line()
        line("/// The spec's \(what) ids, in order.")
        line("\(access)static let inSpec: [\(name)] = \(inSpec)")
        for item in cases {
            line("/// \(SwiftLiteral.comment(item.id))")
            line("\(access)static let \(item.name) = \(name)(rawValue: \(SwiftLiteral.string(item.id)))")
        }
        close()
        line()
    }

    /// `index(of:)`, `section(_:)`, `indexPath(of:)` and `row(_:)`: the spec's lookups by id.
    mutating func lookups(_ table: Table) {
        line("/// The index of section `id` in ``sections`` (nil: not in the spec). O(1).")
        switchBody("\(access)static func index(of id: SectionID) -> Int?", over: "id.rawValue",
            table.sections.enumerated().map { index, section in "case \(SwiftLiteral.string(section.id)): return \(index)" }
                + ["default: return nil"])
        line()
        line("/// The section `id` of the spec.")
        open("\(access)static func section(_ id: SectionID) -> Section?")
        line("index(of: id).map { sections[$0] }")
        close()
        line()
        line("/// Where row `id` is in the spec: its section's index and its own (nil: not in the spec). O(1).")
        switchBody("\(access)static func indexPath(of id: RowID) -> (section: Int, row: Int)?", over: "id.rawValue",
            table.sections.enumerated().flatMap { sectionIndex, section in
                section.rows.enumerated().map { rowIndex, row in
                    "case \(SwiftLiteral.string(row.id)): return (\(sectionIndex), \(rowIndex))"
                }
            } + ["default: return nil"])
        line()
        line("/// The row `id` of the spec.")
        open("\(access)static func row(_ id: RowID) -> Row?")
        line("indexPath(of: id).map { sections[$0.section].rows[$0.row] }")
        close()
    }

    /// `declaration { switch subject { … } }`: a body that is one switch, with a line per
    /// element of `cases`. O(cases).
    private mutating func switchBody(_ declaration: String, over subject: String, _ cases: [String]) {
        open(declaration)
        beginSwitch(subject)
        for item in cases { line(item) }
        endSwitch()
        close()
    }
}
