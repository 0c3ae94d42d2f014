import Foundation
import Testing
import TableSpecTestSupport
@testable import TableSpec

/// The Swift exports compile: every spec in `specs/`, every decoding fixture that exports
/// and the export fixtures, among them a spec of hostile ids and strings
/// (`Fixtures/Export/nasty-swift.json`, named by default, the others by `typeName`), each
/// `swift` and `swiftui`, public and internal, typechecked by `swiftc -typecheck
/// -swift-version 6` against the runtime library built alone (``GeneratedSwift``): once
/// as on Linux (the UIKit and SwiftUI parts left out by their `#if`), once against the
/// UIKit and SwiftUI stand-ins (`Fixtures/Export/UIKitStub`, `SwiftUIStub`) with warnings
/// as errors, so the data source and the view are checked too and use no deprecated
/// UIKit API. A second test compiles and runs a program that prints every string of the
/// hostile spec's constants, proving each literal holds exactly the spec's text.
@Suite struct SwiftCompileTests {
    static let swiftc = GeneratedSwift.compiler
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

    /// Every export of every source (``ExportRoundTripTests/sources``), each format and
    /// access, and the composed data sources of `specs/composition/`, written once into a
    /// directory removed when the process exits: the files the two typecheck tests below
    /// hand `swiftc`.
    static let exports: Result<[String], BinaryRunnerError> = {
        do { return .success(try writeExports()) } catch { return .failure(BinaryRunnerError(description: "\(error)")) }
    }()
    static let exportsDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("tablectl-exports-\(ProcessInfo.processInfo.processIdentifier)").path

    static func writeExports() throws -> [String] {
        try? FileManager.default.removeItem(atPath: exportsDirectory)
        try FileManager.default.createDirectory(atPath: exportsDirectory, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: SwiftCompileTests.exportsDirectory) }
        func write(_ name: String, _ source: String) throws -> String {
            let path = exportsDirectory + "/" + name
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        var files: [String] = []
        for (index, path) in ExportRoundTripTests.sources.enumerated() {
            let (table, errors) = try Self.table(path)
            guard let table else { continue }
            for (format, exporter) in [("swift", SwiftExporter.self), ("swiftui", SwiftUIExporter.self)] as [(String, any Exporter.Type)] {
                for publicAccess in [false, true] {
                    let access = publicAccess ? "Public" : "Internal"
                    let typeName = path == Self.nasty && !publicAccess && format == "swift" ? nil : "Spec\(index)\(format)\(access)"
                    let options = ExportOptions(sourceName: path, toolVersion: "test", typeName: typeName, publicAccess: publicAccess)
                    let source: String
                    do {
                        source = try exporter.export(table, options: options)
                    } catch {
                        // Only a spec with errors (a duplicate id) may be refused.
                        guard errors > 0 else { throw BinaryRunnerError(description: "\(path): \(error)") }
                        continue
                    }
                    files.append(try write("\(index)-\(format)-\(access).swift", source))
                }
            }
        }
        // The composites of `specs/composition/`: the composed data source (parts, moves kept
        // within a part), from the table and section map that export gets.
        for name in ["settings", "checkout"] {
            let path = BinaryRunner.packageRoot.appendingPathComponent("specs/composition/\(name).yaml").path
            let spec = SpecLoader.load(.file(path), for: .export)
            guard let table = spec.table, spec.sectionMap != nil else {
                throw BinaryRunnerError(description: "\(path): no composed table and section map \(spec.refusal ?? "")")
            }
            for publicAccess in [false, true] {
                var options = ExportOptions(sourceName: path, toolVersion: "test", typeName: "Composed\(name)\(publicAccess)", publicAccess: publicAccess)
                options.sectionMap = spec.sectionMap
                let source = try SwiftExporter.export(table, options: options)
                guard source.contains("targetIndexPathForMoveFromRowAt") else {
                    throw BinaryRunnerError(description: "\(path): the composed data source keeps no move within a part")
                }
                files.append(try write("composed-\(name)-\(publicAccess).swift", source))
            }
        }
        return files
    }

    /// 1. As on Linux: the UIKit and SwiftUI parts left out by their `#if`.
    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func everyExportTypechecks() throws {
        let files = try Self.exports.get()
        #expect(files.count >= 4 * 10)
        let modules = try GeneratedSwift.modules.get()
        let plain = try GeneratedSwift.swiftc(["-typecheck", "-module-name", "Exports"] + modules.flags() + files)
        #expect(plain.status == 0, "swiftc: \(plain.output)")
    }

    /// 2. Against the stand-ins, warnings as errors, so the data source and the view are
    /// typechecked too (a test of its own: the two run side by side).
    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func everyExportTypechecksAgainstTheStandIns() throws {
        let files = try Self.exports.get()
        let modules = try GeneratedSwift.modules.get()
        let full = try GeneratedSwift.swiftc(
            ["-typecheck", "-warnings-as-errors", "-module-name", "Exports"] + modules.flags(uikit: true, swiftui: true) + files)
        #expect(full.status == 0, "swiftc with the UIKit and SwiftUI stand-ins: \(full.output)")
    }

    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func literalsHoldTheSpecsText() throws {
        let table = try #require(try Self.table(Self.nasty).table)
        let directory = try TemporaryDirectory()
        try directory.write("Generated.swift", try SwiftExporter.export(table, options: ExportOptions(typeName: "Nasty")))
        try directory.write("main.swift", """
            import TableSpecRuntime

            func collect() -> [String] {
                var out: [String] = []
                func add(_ text: String?) { out.append(text.map { "[" + $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") + "]" } ?? "nil") }
                func walk(_ value: SpecValue) {
                    switch value {
                    case .string(let text), .number(let text): add(text)
                    case .list(let items): items.forEach(walk)
                    case .object(let pairs): for pair in pairs { add(pair.key); walk(pair.value) }
                    case .null, .bool: break
                    }
                }
                add(Nasty.table.id); add(Nasty.table.title); Nasty.table.sectionIndexTitles?.forEach(add)
                for type in Nasty.table.cellTypes { add(type.name); add(type.reuseIdentifier) }
                for section in Nasty.sections {
                    add(section.id); add(section.header); add(section.footer)
                    for row in section.rows {
                        add(row.id); add(row.kind.name); add(row.title); add(row.detail); add(row.image)
                        row.meta.map(walk); add(row.editing?.deleteTitle)
                        if case .url(let url) = row.action { add(url) }
                        for action in (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? []) {
                            add(action.id); add(action.title); add(action.image)
                            if case .emit(let event) = action.action { add(event) }
                        }
                        if Nasty.row(Nasty.RowID(rawValue: row.id)) != row { add("lookup failed") }
                    }
                    if Nasty.section(Nasty.SectionID(rawValue: section.id)) != section { add("lookup failed") }
                }
                if Nasty.table.sections != Nasty.sections { add("table's sections differ") }
                return out
            }
            print(collect().joined(separator: "\\n"))
            """)
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("nasty")
        let build = try GeneratedSwift.swiftc(modules.flags() + ["-Onone", "-o", program,
                                                                 directory.path("main.swift"), directory.path("Generated.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.status == 0)
        let actual = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        #expect(actual == Self.expectedStrings(table), "\(LineDiff.diff(expected: Self.expectedStrings(table).joined(separator: "\n"), actual: actual.joined(separator: "\n")))")
    }

    /// The sections a large export builds in runs (a section of 250 rows, 102 sections:
    /// past ``SwiftSource/rowsPerFunction`` both ways) are the spec's, in order: a program
    /// compiled with the export prints every section's id and row ids.
    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func aLargeExportBuildsTheSpecsSections() throws {
        let table = SwiftExporterTests.big(sections: 102, firstRows: 250)
        let directory = try TemporaryDirectory()
        try directory.write("Generated.swift", try SwiftExporter.export(table, options: ExportOptions(typeName: "Big")))
        try directory.write("main.swift", """
            import TableSpecRuntime
            for section in Big.sections { print(section.id + ":" + section.rows.map(\\.id).joined(separator: ",")) }
            print(Big.table.sections == Big.sections)
            """)
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("big")
        let build = try GeneratedSwift.swiftc(modules.flags() + ["-Onone", "-o", program,
                                                                 directory.path("main.swift"), directory.path("Generated.swift")])
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        let expected = table.sections.map { $0.id + ":" + $0.rows.map(\.id).joined(separator: ",") } + ["true"]
        #expect(run.output.split(separator: "\n").map(String.init) == expected)
    }

    /// The specs of `Examples/SettingsApp` (what its build generates with TableSpecPlugin):
    /// a program compiled with their exports prints each generated model (`spec` for a
    /// table with sources or flags, `table` otherwise) in its canonical form with every
    /// default written, and each is the decoded spec's, field for field. The app's own
    /// tests read the model through the runtime only (they link no tablectl library).
    @Test(.enabled(if: swiftc != nil, "swiftc not found on PATH (or TABLECTL_SWIFTC)"))
    func theExampleAppsSpecsCompileToTheirTables() throws {
        let folder = BinaryRunner.packageRoot.appendingPathComponent("Examples/SettingsApp/Sources/SettingsApp/Specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        try #require(names == ["about.json", "contacts.yaml", "settings.yaml"])
        let directory = try TemporaryDirectory()
        var main = "import TableSpecRuntime\n"
        var expected: [String] = []
        for (index, name) in names.enumerated() {
            let path = folder.appendingPathComponent(name).path
            let spec = SpecLoader.load(.file(path), for: .export)
            let table = try #require(spec.table, "\(name): \(spec.refusal ?? spec.failure?.message ?? "")")
            let source = try SwiftExporter.export(table, options: ExportOptions(sourceName: name, typeName: "App\(index)"))
            try directory.write("App\(index).swift", source)
            #expect(table.isDynamic == (name == "contacts.yaml"), "\(name)")
            let constant = table.isDynamic ? "spec" : "table"
            main += "print(String(reflecting: App\(index).\(constant).canonicalValue(explicitDefaults: true)))\n"
            expected.append(String(reflecting: table.canonicalValue(explicitDefaults: true)))
        }
        try directory.write("main.swift", main)
        let modules = try GeneratedSwift.modules.get()
        let program = directory.path("app")
        let files = ["main.swift"] + names.indices.map { "App\($0).swift" }
        let build = try GeneratedSwift.swiftc(modules.flags() + ["-Onone", "-o", program] + files.map(directory.path))
        try #require(build.status == 0, "swiftc: \(build.output)")
        let run = try ExternalTool.run(URL(fileURLWithPath: program), [])
        #expect(run.status == 0)
        let printed = run.output.split(separator: "\n").map(String.init)
        #expect(printed.count == expected.count)
        for (index, line) in printed.enumerated() where index < expected.count {
            #expect(line == expected[index], "\(names[index]): \(LineDiff.diff(expected: expected[index], actual: line))")
        }
    }

    /// What the program above prints, from the model.
    static func expectedStrings(_ table: Table) -> [String] {
        var out: [String] = []
        func add(_ text: String?) { out.append(text.map { "[" + $0.unicodeScalars.map { String($0.value) }.joined(separator: ",") + "]" } ?? "nil") }
        func walk(_ value: SpecValue) {
            switch value {
            case .string(let text), .number(let text): add(text)
            case .list(let items): items.forEach(walk)
            case .object(let pairs): for pair in pairs { add(pair.key); walk(pair.value) }
            case .null, .bool: break
            }
        }
        add(table.id); add(table.title); table.sectionIndexTitles?.forEach(add)
        for type in table.cellTypes { add(type.name); add(type.reuseIdentifier) }
        for section in table.sections {
            add(section.id); add(section.header); add(section.footer)
            for row in section.rows {
                add(row.id); add(row.kind.name); add(row.title); add(row.detail); add(row.image)
                row.meta.map(walk); add(row.editing?.deleteTitle)
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
