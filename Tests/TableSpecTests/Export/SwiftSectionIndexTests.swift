import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The generated data source's section index behaves as documented: a program built from
/// the Swift export, linked against the runtime library and the stand-in UIKit
/// (``GeneratedSwift``), asks `tableView(_:sectionForSectionIndexTitle:at:)` for every title, and its answers
/// must be ``SectionIndex/section(forTitleAt:in:)``'s: table titles onto the body
/// sections (the header section skipped, extra titles onto the last body section),
/// per-section titles onto their own sections.
@Suite(.serialized) struct SwiftSectionIndexTests {
    static let specs: [(typeName: String, yaml: String)] = [
        ("TableTitles", """
            tablespec: 1
            id: contacts
            sectionIndexTitles: [A, B, C, D, "#"]
            sections:
              - {id: intro, kind: header, rows: [{id: lead, kind: headerLead, title: Contacts}]}
              - {id: a, rows: [{id: ada, title: Ada}]}
              - {id: b, rows: [{id: bob, title: Bob}]}
              - {id: c, rows: [{id: cy, title: Cy}]}
              - {id: end, kind: footer, rows: [{id: done, kind: footerFinish, title: Done}]}
            """),
        ("SectionTitles", """
            tablespec: 1
            id: letters
            sections:
              - {id: intro, kind: header, indexTitle: "★", rows: [{id: lead, kind: headerLead, title: Hi}]}
              - {id: a, rows: [{id: ada, title: Ada}]}
              - {id: b, indexTitle: B, rows: [{id: bob, title: Bob}]}
            """),
    ]

    @Test(.enabled(if: SwiftCompileTests.swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func generatedDataSourceMapsTitlesAsDocumented() throws {
        let directory = try TemporaryDirectory()
        // 1. The runtime library and the stand-in UIKit.
        let modules = try GeneratedSwift.modules.get()
        // 2. Each spec's export, and what the library says each title shows.
        var files: [String] = []
        var expected: [String] = []
        for (typeName, yaml) in Self.specs {
            let report = SpecChecker.check(SourceFile(path: typeName + ".yaml", text: yaml))
            #expect(report.errorCount == 0)
            let table = try #require(report.table)
            try directory.write(typeName + ".swift", try SwiftExporter.export(table, options: ExportOptions(typeName: typeName)))
            files.append(directory.path(typeName + ".swift"))
            let titles = try #require(SectionIndex.titles(of: table))
            expected.append(titles.indices.map { "\(titles[$0])→\(SectionIndex.section(forTitleAt: $0, in: table) ?? -1)" }
                .joined(separator: " "))
        }
        #expect(expected == ["A→1 B→2 C→3 D→3 #→3", "★→0 B→2"])
        // 3. A program that asks the generated data sources.
        try directory.write("main.swift", """
            import UIKit

            @MainActor func run() {
                let view = UITableView()
                \(Self.specs.map { "print(answers(\($0.typeName).DataSource(), view))" }.joined(separator: "\n    "))
            }

            @MainActor func answers(_ source: TableTitles.DataSource, _ view: UITableView) -> String {
                let titles = source.sectionIndexTitles(for: view) ?? []
                return titles.indices.map { "\\(titles[$0])→\\(source.tableView(view, sectionForSectionIndexTitle: titles[$0], at: $0))" }
                    .joined(separator: " ")
            }

            @MainActor func answers(_ source: SectionTitles.DataSource, _ view: UITableView) -> String {
                let titles = source.sectionIndexTitles(for: view) ?? []
                return titles.indices.map { "\\(titles[$0])→\\(source.tableView(view, sectionForSectionIndexTitle: titles[$0], at: $0))" }
                    .joined(separator: " ")
            }

            MainActor.assumeIsolated { run() }
            """)
        let program = directory.path("index")
        let build = try GeneratedSwift.swiftc(
            modules.flags(uikit: true) + ["-Onone", "-module-name", "Program", "-o", program, directory.path("main.swift")] + files)
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }
}
