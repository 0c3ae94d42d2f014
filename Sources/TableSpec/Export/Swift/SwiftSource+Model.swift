/// The parts of the generated enum that come from the spec: table constants, the id
/// enums, the `Row` enum, the sections and lookups by id. O(size of the table).
extension SwiftSource {
    /// Id, title, style, default heights and the section index titles.
    mutating func tableConstants(_ table: Table) {
        line("/// The table id in the spec.")
        line("\(access)static let id = \(SwiftLiteral.string(table.id))")
        line("/// The screen title.")
        line("\(access)static let title: String? = \(SwiftLiteral.optional(table.title))")
        line("/// `UITableView.Style`.")
        line("\(access)static let style: Style = .\(table.style.rawValue)")
        line("/// `defaults.rowHeight`: the height of rows without their own (nil: UIKit's).")
        line("\(access)static let rowHeight: Height? = \(height(table.defaults.rowHeight))")
        line("/// `defaults.headerHeight`.")
        line("\(access)static let headerHeight: Height? = \(height(table.defaults.headerHeight))")
        line("/// `defaults.footerHeight`.")
        line("\(access)static let footerHeight: Height? = \(height(table.defaults.footerHeight))")
        line("/// The section index titles given for the whole table (`sectionIndexTitles`): one per")
        line("/// body section, in order (the header and footer sections have none).")
        line("\(access)static let sectionIndexTitles: [String]? = \(stringList(table.sectionIndexTitles))")
        line()
    }

    /// `SectionID` and `RowID`: one case per id, `rawValue` the id as written.
    mutating func idEnums(_ table: Table, names: SwiftNames) {
        let sections = table.sections.map { (names.sectionName($0.id), $0.id) }
        let rows = table.sections.flatMap { $0.rows.map { (names.rowName($0.id), $0.id) } }
        idEnum("SectionID", what: "section", cases: sections)
        idEnum("RowID", what: "row", cases: rows)
    }

    private mutating func idEnum(_ name: String, what: String, cases: [(name: String, id: String)]) {
        line("/// The \(what) ids of the spec; `rawValue` is the id as written.")
        open("\(access)enum \(name): Hashable, Sendable, CaseIterable, RawRepresentable")
        for item in cases { line("case \(item.name)") }
        line()
        switchBody(
            "\(access)init?(rawValue: String)", over: "rawValue",
            cases.map { "case \(SwiftLiteral.string($0.id)): self = .\($0.name)" } + ["default: return nil"])
        line()
        switchBody("\(access)var rawValue: String", over: "self", cases.map { "case .\($0.name): return \(SwiftLiteral.string($0.id))" })
        close()
        line()
    }

    /// `Row`: the built-in kinds and one case per declared cell type, each with its title
    /// (and detail, for kinds that show one).
    mutating func rowEnum(_ table: Table, names: SwiftNames) {
        var cases: [(name: String, base: BuiltinKind, type: CellType?)] = BuiltinKind.allCases.map { ($0.rawValue, $0, nil) }
        for type in table.cellTypes {
            if let name = names.rowCase(.custom(type.name)), !cases.contains(where: { $0.name == name }) {
                cases.append((name, type.base, type))
            }
        }
        line("/// A row's cell kind with what it shows: the built-in kinds, then the spec's cell types.")
        open("\(access)enum Row: Hashable, Sendable")
        for item in cases {
            if let type = item.type {
                line("/// Cell type \(SwiftLiteral.string(type.name)) (reuse identifier \(SwiftLiteral.string(type.reuseIdentifier))), like `\(item.base.rawValue)`.")
            }
            line("case \(item.name)(title: String\(item.base.showsDetail ? ", detail: String?" : ""))")
        }
        line()
        line("/// The title text.")
        switchBody("\(access)var title: String", over: "self", cases.map {
            "case .\($0.name)(let title\($0.base.showsDetail ? ", _" : "")): return title"
        })
        line()
        line("/// The detail text (nil for kinds that show none).")
        switchBody("\(access)var detail: String?", over: "self", cases.map {
            "case .\($0.name)\($0.base.showsDetail ? "(_, let detail): return detail" : ": return nil")"
        })
        line()
        line("/// The built-in kind it behaves like.")
        switchBody("\(access)var base: BaseKind", over: "self", cases.map { "case .\($0.name): return .\($0.base.rawValue)" })
        line()
        line("/// The reuse identifier the app registers a cell type under (nil for built-in kinds).")
        switchBody("\(access)var reuseIdentifier: String?", over: "self", cases.map {
            "case .\($0.name): return \(SwiftLiteral.optional($0.type?.reuseIdentifier))"
        })
        close()
        line()
    }

    /// `sections`: every section with its rows as constants.
    mutating func sectionConstants(_ table: Table, names: SwiftNames) {
        line("/// The sections, in order, with their rows.")
        guard !table.sections.isEmpty else {
            line("\(access)static let sections: [Section] = []")
            line()
            return
        }
        push("\(access)static let sections: [Section] = [")
        for section in table.sections {
            line("Section(")
            line("    id: .\(names.sectionName(section.id)), kind: .\(section.kind.rawValue),")
            line("    header: \(SwiftLiteral.optional(section.header)), footer: \(SwiftLiteral.optional(section.footer)),")
            line("    headerHeight: \(height(section.headerHeight)), footerHeight: \(height(section.footerHeight)),")
            line("    indexTitle: \(SwiftLiteral.optional(section.indexTitle)),")
            if section.rows.isEmpty {
                line("    rows: []),")
                continue
            }
            line("    rows: [")
            for row in section.rows { rowEntry(row, names: names) }
            line("    ]),")
        }
        pop("]")
        line()
    }

    private mutating func rowEntry(_ row: Row, names: SwiftNames) {
        let kind = names.rowCase(row.kind) ?? BuiltinKind.standard.rawValue
        let shows = row.kind.resolvedBase(names: names).showsDetail
        let content = shows ? "title: \(SwiftLiteral.string(row.title)), detail: \(SwiftLiteral.optional(row.detail))"
            : "title: \(SwiftLiteral.string(row.title))"
        line("        RowEntry(")
        line("            id: .\(names.rowName(row.id)), row: .\(kind)(\(content)),")
        line("            image: \(SwiftLiteral.optional(row.image)), accessory: .\(row.accessory.rawValue), action: \(action(row.action)),")
        line("            selectable: \(row.selectable), height: \(height(row.height)), indentation: \(row.indentation),")
        line("            editing: \(editing(row.editing)),")
        swipe(row.swipe)
        line("            showsMenu: \(row.showsMenu), multipleSelection: \(row.multipleSelection),")
        line("            metaJSON: \(meta(row.meta))),")
    }

    /// `RowEntry.swipe`, over several lines when there are actions.
    private mutating func swipe(_ swipe: Swipe?) {
        guard let swipe else { return line("            swipe: nil,") }
        line("            swipe: Swipe(")
        for (label, actions) in [("leading", swipe.leading), ("trailing", swipe.trailing)] {
            guard !actions.isEmpty else {
                line("                \(label): [],")
                continue
            }
            line("                \(label): [")
            for item in actions {
                line("                    SwipeAction(")
                line("                        id: \(SwiftLiteral.string(item.id)), title: \(SwiftLiteral.string(item.title)), style: .\(item.style.rawValue),")
                line("                        image: \(SwiftLiteral.optional(item.image)), action: \(action(item.action))),")
            }
            line("                ],")
        }
        line("                fullSwipe: \(swipe.fullSwipe)),")
    }

    /// `section(_:)`, `indexPath(of:)` and `row(_:)`: lookups by id.
    mutating func lookups(_ table: Table, names: SwiftNames) {
        line("/// The index of section `id` in ``sections``.")
        switchBody("\(access)static func index(of id: SectionID) -> Int", over: "id",
            table.sections.enumerated().map { index, section in
                "case .\(names.sectionName(section.id)): return \(index)"
            })
        line()
        line("/// The section `id`.")
        open("\(access)static func section(_ id: SectionID) -> Section")
        line("sections[index(of: id)]")
        close()
        line()
        line("/// Where row `id` is: its section's index and its own.")
        switchBody("\(access)static func indexPath(of id: RowID) -> (section: Int, row: Int)", over: "id",
            table.sections.enumerated().flatMap { sectionIndex, section in
                section.rows.enumerated().map { rowIndex, row in
                    "case .\(names.rowName(row.id)): return (\(sectionIndex), \(rowIndex))"
                }
            })
        line()
        line("/// The row `id`.")
        open("\(access)static func row(_ id: RowID) -> RowEntry")
        line("let path = indexPath(of: id)")
        line("return sections[path.section].rows[path.row]")
        close()
        line()
    }
}

extension SwiftSource {
    /// `declaration { switch subject { … } }`: a body that is one switch, with a line per
    /// element of `cases`. O(cases).
    fileprivate mutating func switchBody(_ declaration: String, over subject: String, _ cases: [String]) {
        open(declaration)
        beginSwitch(subject)
        for item in cases { line(item) }
        endSwitch()
        close()
    }
}

extension CellKind {
    /// The built-in kind the `Row` case of this kind behaves like: itself, a declared cell
    /// type's base, or `standard` for an undeclared kind (written as `standard`).
    func resolvedBase(names: SwiftNames) -> BuiltinKind {
        switch self {
        case .builtin(let kind): return kind
        case .custom: return names.base(of: self) ?? .standard
        }
    }
}
