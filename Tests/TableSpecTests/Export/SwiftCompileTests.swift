import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The Swift export compiles: every spec in `specs/`, every decoding fixture that exports
/// and the export fixtures, among them a spec of hostile ids and strings
/// (`Fixtures/Export/nasty-swift.json`, named by default, the others by `typeName`), each public
/// and internal, typechecked by one `swiftc -typecheck -swift-version 6` run (on Linux the
/// UIKit part is left out by its `#if`), then by a second one against a stand-in UIKit
/// module (`Fixtures/Export/UIKitStub/`, UIKit's names, types and main-actor isolation) so
/// the data source is checked as well. A second test compiles and runs a program that
/// prints every string of the hostile spec's constants, proving each literal holds exactly
/// the spec's text.
@Suite(.serialized) struct SwiftCompileTests {
    static let swiftc = ExternalTool.find("swiftc", environment: "TABLECTL_SWIFTC")
    static let nasty = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/nasty-swift.json").path

    static func table(_ path: String) throws -> (table: Table?, errors: Int) {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let report = SpecChecker.check(SourceFile(path: path, bytes: bytes))
        return (report.table, report.errorCount)
    }

    @Test func nastySpecIsValid() throws {
        let (table, errors) = try Self.table(Self.nasty)
        #expect(table != nil)
        #expect(errors == 0)
    }

    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func everyExportTypechecks() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for (index, path) in ExportRoundTripTests.sources.enumerated() {
            let (table, errors) = try Self.table(path)
            guard let table else { continue }
            for publicAccess in [false, true] {
                let typeName = path == Self.nasty && !publicAccess ? nil : "Spec\(index)\(publicAccess ? "Public" : "Internal")"
                let options = ExportOptions(sourceName: path, toolVersion: "test", typeName: typeName, publicAccess: publicAccess)
                let source: String
                do {
                    source = try SwiftExporter.export(table, options: options)
                } catch {
                    // Only a spec with errors (a duplicate id) may be refused.
                    #expect(errors > 0, "\(path): \(error)")
                    continue
                }
                let name = "\(index)-\(publicAccess ? "public" : "internal").swift"
                try directory.write(name, source)
                files.append(directory.path(name))
            }
        }
        #expect(files.count >= 2 * 10)
        let tool = try #require(Self.swiftc)
        let check = try ExternalTool.run(tool, ["-typecheck", "-swift-version", "6", "-module-name", "Exports"] + files)
        #expect(check.status == 0, "swiftc: \(check.output)")
        // 2. Again with a stand-in UIKit module, so the data source is typechecked too.
        let stub = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Export/UIKitStub/UIKit.swift").path
        let module = try ExternalTool.run(tool, [
            "-emit-module", "-swift-version", "6", "-parse-as-library", "-module-name", "UIKit", stub,
            "-emit-module-path", directory.path("UIKit.swiftmodule"),
        ])
        try #require(module.status == 0, "swiftc (UIKit stand-in): \(module.output)")
        let withUIKit = try ExternalTool.run(
            tool, ["-typecheck", "-swift-version", "6", "-module-name", "Exports", "-I", directory.root] + files)
        #expect(withUIKit.status == 0, "swiftc with the UIKit stand-in: \(withUIKit.output)")
    }

    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func literalsHoldTheSpecsText() throws {
        let table = try #require(try Self.table(Self.nasty).table)
        let directory = try TemporaryDirectory()
        try directory.write("Generated.swift", try SwiftExporter.export(table, options: ExportOptions(typeName: "Nasty")))
        try directory.write("main.swift", """
            func collect() -> [String] {
                var out: [String] = []
                func add(_ text: String?) { out.append(text.map { "[" + $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") + "]" } ?? "nil") }
                add(Nasty.id); add(Nasty.title); Nasty.sectionIndexTitles?.forEach(add)
                for section in Nasty.sections {
                    add(section.id.rawValue); add(section.header); add(section.footer)
                    for entry in section.rows {
                        add(entry.id.rawValue); add(entry.row.title); add(entry.row.detail); add(entry.row.reuseIdentifier)
                        add(entry.metaJSON); add(entry.editing?.deleteTitle)
                        if case .url(let url) = entry.action { add(url) }
                        for action in (entry.swipe?.leading ?? []) + (entry.swipe?.trailing ?? []) {
                            add(action.id); add(action.title); add(action.image)
                            if case .emit(let event) = action.action { add(event) }
                        }
                        if Nasty.RowID(rawValue: entry.id.rawValue) != entry.id || Nasty.row(entry.id).id != entry.id { add("lookup failed") }
                    }
                    if Nasty.SectionID(rawValue: section.id.rawValue) != section.id || Nasty.section(section.id).id != section.id { add("lookup failed") }
                }
                return out
            }
            print(collect().joined(separator: "\\n"))
            """)
        let tool = try #require(Self.swiftc)
        let program = directory.path("nasty")
        let build = try ExternalTool.run(tool, ["-swift-version", "6", "-Onone", "-o", program,
                                               directory.path("main.swift"), directory.path("Generated.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.status == 0)
        let actual = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        #expect(actual == Self.expectedStrings(table), "\(LineDiff.diff(expected: Self.expectedStrings(table).joined(separator: "\n"), actual: actual.joined(separator: "\n")))")
    }

    /// What the program above prints, from the model.
    static func expectedStrings(_ table: Table) -> [String] {
        var out: [String] = []
        func add(_ text: String?) { out.append(text.map { "[" + $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") + "]" } ?? "nil") }
        add(table.id); add(table.title); table.sectionIndexTitles?.forEach(add)
        for section in table.sections {
            add(section.id); add(section.header); add(section.footer)
            for row in section.rows {
                add(row.id); add(row.title)
                let base = row.kind.resolved(in: table) ?? .standard
                add(base.showsDetail ? row.detail : nil)
                if case .custom(let name) = row.kind { add(table.cellType(named: name)?.reuseIdentifier) } else { add(nil) }
                add(row.meta.map { JSONValue($0).text })
                add(row.editing?.deleteTitle)
                if case .url(let url) = row.action { add(url) }
                for action in (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? []) {
                    add(action.id); add(action.title); add(action.image)
                    if case .emit(let event) = action.action { add(event) }
                }
            }
        }
        return out
    }
}
