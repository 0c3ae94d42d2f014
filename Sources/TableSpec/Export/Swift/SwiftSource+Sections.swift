/// The generated enum's `sections`: the spec's sections as runtime values, built by small
/// functions so that the compiler's work grows linearly with the spec.
///
/// One array literal of every section and row (`static let sections: [Section] = [Section(…,
/// rows: [Row(…), …]), …]`) is one expression to the type checker, whose cost grows faster
/// than its size: 2.6 GB of memory for a 1,000-row spec, 21 GB for 2,000 rows with details
/// and actions. Here each row is its own statement (`rows.append(Row(…))`, the element type
/// explicit in `var rows: [Row]`), each section is built by its own function, and a
/// section of more than ``rowsPerFunction`` rows calls one function per run of that many,
/// so no function body, and no expression, grows with the spec:
///
/// ```swift
/// static let sections: [Section] = makeSections()
///
/// private static func makeSections() -> [Section] {
///     var sections: [Section] = []
///     sections.reserveCapacity(2)
///     sections.append(section0())
///     sections.append(section1())
///     return sections
/// }
///
/// /// The section "general".
/// private static func section0() -> Section {
///     var rows: [Row] = []
///     rows.reserveCapacity(2)
///     rows.append(Row(id: "wifi", title: "Wi-Fi", accessory: .disclosureIndicator))
///     rows.append(Row(id: "bluetooth", title: "Bluetooth"))
///     return Section(id: "general", header: "General", rows: rows)
/// }
/// ```
///
/// `Benchmarks/swift-compile.sh` (`make bench`) measures `swiftc -typecheck` of the export
/// at 250, 1,000 and 4,000 rows; docs/robustness.md has the figures. O(size of the table).
extension SwiftSource {
    /// The most rows (or sections) one generated function appends.
    static let rowsPerFunction = 100

    /// `static let sections`, and the functions that build it (private to the enum).
    mutating func sectionsConstant(_ table: Table) {
        line("/// The sections, in order, with their rows.")
        guard !table.sections.isEmpty else {
            line("\(access)static let sections: [Section] = []")
            line()
            return
        }
        line("\(access)static let sections: [Section] = makeSections()")
        line()
        line("/// ``sections``, one section per function (and a long section's rows in runs of")
        line("/// \(Self.rowsPerFunction)), so the compiler's work grows linearly with the spec.")
        makeSections(count: table.sections.count)
        for (index, section) in table.sections.enumerated() {
            sectionFunction(section, index: index)
        }
        line()
    }

    /// `private static func section<index>() -> Section`, and its row runs when it has more
    /// than ``rowsPerFunction`` rows.
    private mutating func sectionFunction(_ section: Section, index: Int) {
        var fields = ["id: \(SwiftLiteral.string(section.id))"]
        if section.kind != Section(id: section.id).kind { fields.append("kind: .\(section.kind.rawValue)") }
        if let header = section.header { fields.append("header: \(text(header, .header(section: section.id)))") }
        if let footer = section.footer { fields.append("footer: \(text(footer, .footer(section: section.id)))") }
        if let height = section.headerHeight { fields.append("headerHeight: \(self.height(height))") }
        if let height = section.footerHeight { fields.append("footerHeight: \(self.height(height))") }
        if let title = section.indexTitle { fields.append("indexTitle: \(text(title, .sectionIndexTitle(section: section.id)))") }
        line()
        line("/// The section \"\(SwiftLiteral.comment(section.id))\".")
        open("private static func section\(index)() -> Section")
        if section.rows.isEmpty {
            line("Section(\(fields.joined(separator: ", ")), rows: []\(dynamicArguments(section)))")
            close()
            return
        }
        let runs = section.rows.count > Self.rowsPerFunction
            ? stride(from: 0, to: section.rows.count, by: Self.rowsPerFunction).map { $0..<min($0 + Self.rowsPerFunction, section.rows.count) }
            : []
        line("var rows: [Row] = []")
        line("rows.reserveCapacity(\(section.rows.count))")
        if runs.isEmpty {
            for item in section.rows { line("rows.append(\(row(item)))") }
        } else {
            for run in runs.indices { line("section\(index)Rows\(run)(into: &rows)") }
        }
        line("return Section(\(fields.joined(separator: ", ")), rows: rows\(dynamicArguments(section)))")
        close()
        for (number, run) in runs.enumerated() {
            line()
            line("/// Rows \(run.lowerBound + 1) to \(run.upperBound) of the section \"\(SwiftLiteral.comment(section.id))\".")
            open("private static func section\(index)Rows\(number)(into rows: inout [Row])")
            for item in section.rows[run] { line("rows.append(\(row(item)))") }
            close()
        }
    }

    /// `, when: …, source: "…", template: …`: the section's own arguments of a dynamic spec
    /// (issue 30), "" for a section that has none.
    private func dynamicArguments(_ section: Section) -> String {
        var arguments: [String] = []
        if let when = section.when { arguments.append("when: \(condition(when))") }
        if let source = section.source { arguments.append("source: \(SwiftLiteral.string(source))") }
        if let template = section.template { arguments.append("template: \(self.template(template))") }
        return arguments.map { ", " + $0 }.joined()
    }

    /// `private static func makeSections() -> [Section]`: each section function's result
    /// appended, directly when there are at most ``rowsPerFunction``, else through one
    /// function per run of that many. O(sections).
    private mutating func makeSections(count: Int) {
        let runs = stride(from: 0, to: count, by: Self.rowsPerFunction).map { $0..<min($0 + Self.rowsPerFunction, count) }
        open("private static func makeSections() -> [Section]")
        line("var sections: [Section] = []")
        line("sections.reserveCapacity(\(count))")
        if runs.count == 1 {
            for index in 0..<count { line("sections.append(section\(index)())") }
        } else {
            for run in runs.indices { line("sections\(run)(into: &sections)") }
        }
        line("return sections")
        close()
        guard runs.count > 1 else { return }
        for (number, run) in runs.enumerated() {
            line()
            line("/// Sections \(run.lowerBound + 1) to \(run.upperBound).")
            open("private static func sections\(number)(into sections: inout [Section])")
            for index in run { line("sections.append(section\(index)())") }
            close()
        }
    }
}
