import Testing
@testable import TableSpec

/// `--type-name`: a name the generated code declares or uses (from the runtime, the
/// standard library, UIKit or SwiftUI) is refused, for both Swift exports, as it would
/// shadow that name inside the file.
@Suite struct SwiftExporterTests {
    static let table = Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "R")])])

    @Test(arguments: SwiftName.generatedCodeUses.sorted())
    func takenNamesAreRefused(name: String) {
        for exporter in [SwiftExporter.self, SwiftUIExporter.self] as [any Exporter.Type] {
            #expect(throws: ExportError.self, "\(exporter.identifier) accepted \(name)") {
                try exporter.export(Self.table, options: ExportOptions(typeName: name))
            }
        }
    }

    @Test func aFreeNameIsUsed() throws {
        let source = try SwiftUIExporter.export(Self.table, options: ExportOptions(typeName: "Screen"))
        #expect(source.contains("enum Screen {"))
        #expect(source.contains("#if canImport(SwiftUI) && canImport(UIKit)"))
    }

    /// A table of `sections` sections, the first of `firstRows` rows, the others of one row.
    static func big(sections: Int, firstRows: Int) -> Table {
        Table(id: "big", sections: (0..<sections).map { index in
            Section(id: "s\(index)", header: "S\(index)", rows: (0..<(index == 0 ? firstRows : 1)).map { row in
                Row(id: "r\(index)-\(row)", title: "R\(row)", detail: "D", action: .emit("e\(row)"))
            })
        })
    }

    /// The compile cost of the model grows linearly: no function of the generated file
    /// builds more than ``SwiftSource/rowsPerFunction`` rows or sections, and no array
    /// literal holds them (one literal of every section and row made `swiftc` take 2.6 GB
    /// for 1,000 rows). The sizes themselves are measured by `Benchmarks/swift-compile.sh`.
    @Test func noGeneratedFunctionBuildsMoreThanARunOfRows() throws {
        let source = try SwiftExporter.export(Self.big(sections: 102, firstRows: 250), options: ExportOptions())
        let bodies = source.components(separatedBy: "func ")
        for body in bodies {
            let rows = body.components(separatedBy: "rows.append(Row(id:").count - 1
            let sections = body.components(separatedBy: "sections.append(").count - 1
            #expect(rows <= SwiftSource.rowsPerFunction && sections <= SwiftSource.rowsPerFunction,
                "\(rows) rows and \(sections) sections in one function: \(body.prefix(200))")
        }
        // Every row of the model is one statement (the data source makes a stand-in row too).
        #expect(source.components(separatedBy: "rows.append(Row(id:").count - 1 == 351)
        #expect(!source.contains("rows: [\n"), "rows in an array literal")
        #expect(!source.contains("inSpec: [RowID] = [."), "row ids in an array literal")
        #expect(source.contains("static let sections: [Section] = makeSections()"))
    }
}

/// The UIKit part says what it needs: iOS 15 (`reconfigureRows`, `reconfigureItems`,
/// `UIColor.tintColor`), so an app with a lower deployment target is told at compile time.
@Suite struct SwiftExporterAvailabilityTests {
    @Test func theUIKitPartIsMarkedIOS15() throws {
        let source = try SwiftExporter.export(SwiftExporterTests.table, options: ExportOptions(typeName: "Screen"))
        #expect(source.contains("#if canImport(UIKit)\n@available(iOS 15, *)\nextension Screen {\n"))
        let uikit = try #require(source.firstRange(of: "#if canImport(UIKit)\n@available")).lowerBound
        #expect(!source[uikit...].dropFirst(1).contains("#if canImport(UIKit)"), "one UIKit part, all of it marked")
        #expect(source[uikit...].contains("reconfigureRows(at:"))
    }
}
