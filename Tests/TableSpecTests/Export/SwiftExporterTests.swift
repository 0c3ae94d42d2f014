import Testing
@testable import TableSpec

/// `--type-name`: a name the generated code declares or uses (from the runtime, the
/// standard library, UIKit or SwiftUI) is refused, for both Swift exports, as it would
/// shadow that name inside the file.
@Suite struct SwiftExporterTests {
    static let table = Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "R")])])

    @Test(arguments: SwiftExporter.takenTypeNames.sorted())
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
