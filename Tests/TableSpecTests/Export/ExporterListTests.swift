import Testing
@testable import TableSpec

/// The exporter registry: one explicit list, sorted, ids unique and kebab-case.
@Suite struct ExporterListTests {
    @Test func identifiersAreUniqueSortedAndKebabCase() {
        let ids = ExporterList.all.map { $0.identifier }
        #expect(ids == ["index-map", "json", "markdown", "schema", "swift", "swiftui", "yaml"])
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        #expect(ExporterList.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func aliasesAreUniqueKebabCaseAndFindTheirExporter() {
        let ids = ExporterList.all.map { $0.identifier }
        let aliases = ExporterList.all.flatMap { $0.aliases }
        #expect(aliases.sorted() == ["json-schema", "jsonschema", "md", "yml"])
        #expect(Set(aliases).count == aliases.count)
        #expect(Set(aliases).isDisjoint(with: ids))
        #expect(aliases.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
        for exporter in ExporterList.all {
            for name in [exporter.identifier] + exporter.aliases {
                #expect(ExporterList.exporter(named: name).map { $0.identifier } == exporter.identifier)
            }
        }
        #expect(ExporterList.exporter(named: "Schema") == nil)   // case-sensitive, like identifiers
    }

    @Test func onlyTheSchemaNeedsNoSpec() throws {
        #expect(ExporterList.all.filter { !$0.needsSpec }.map { $0.identifier } == ["schema"])
        for exporter in ExporterList.all where exporter.needsSpec {
            #expect(throws: ExportError.self) { try exporter.export(nil, options: ExportOptions()) }
        }
    }

    @Test func swiftRefusesDuplicateIDsAndBadTypeNames() {
        let row = Row(id: "r", title: "R")
        let duplicate = Table(id: "t", sections: [Section(id: "s", rows: [row, row])])
        #expect(throws: ExportError.self) { try SwiftExporter.export(duplicate, options: ExportOptions()) }
        let table = Table(id: "t", sections: [Section(id: "s", rows: [row])])
        for name in ["Row", "2x", "a-b", "class", "String", "_"] {
            #expect(throws: ExportError.self) { try SwiftExporter.export(table, options: ExportOptions(typeName: name)) }
        }
        #expect(throws: Never.self) { try SwiftExporter.export(table, options: ExportOptions(typeName: "MyScreen")) }
    }
}
