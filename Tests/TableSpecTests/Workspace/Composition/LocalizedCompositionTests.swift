import Foundation
@testable import TableSpec
import TableSpecTestSupport
import Testing

/// A localized composite (fixtures in `Fixtures/Localization/Composite`, catalogs in Xcode's
/// exact shape): each part's strings are checked, located in the part with the include
/// note; a part's explicit keys are the composed table's; a part localized through another
/// catalog is `localization-mismatch`.
@Suite struct LocalizedCompositionTests {
    static let directory = BinaryRunner.packageRoot.appendingPathComponent("Tests/TableSpecTests/Fixtures/Localization/Composite")

    /// The report of composite `name`, checked as validate checks it, with `options`.
    static func check(_ name: String, options: CheckOptions = CheckOptions()) throws -> FileReport {
        let url = directory.appendingPathComponent(name)
        let context = CompositeChecker.Context(
            absolutePath: url.path, root: directory.path, components: FileSystemComponents(), options: { _ in options })
        return CompositeChecker.check(
            SourceFile(path: name, bytes: Array(try Data(contentsOf: url))), options: options, context: context)
    }

    /// Every finding of `report` and its parts, as "file:line:column rule: message", then
    /// each note as "  note file:line:column message".
    static func findings(_ report: FileReport) -> [String] {
        ([report] + report.components).flatMap { file in
            file.diagnostics.flatMap { found in
                ["\(URL(fileURLWithPath: file.path).lastPathComponent):\(found.start.line):\(found.start.column) \(found.rule): \(found.message)"]
                    + found.related.map { "  note \(($0.path ?? file.path).split(separator: "/").last ?? ""):\($0.span.start.line):\($0.span.start.column) \($0.message)" }
            }
        }
    }

    @Test func eachPartsStringsAreCheckedInThePartWithTheIncludeNote() throws {
        let report = try Self.check("top.yaml")
        #expect(Self.findings(report) == [
            // A localized part: against its own catalog, which is the screen's.
            "account.yaml:10:22 missing-localization-key: 'family.title' is not a key of the string catalog 'Settings.xcstrings'",
            "  note top.yaml:6:14 'parts/account.yaml' is included here",
            // A part without localization: its strings are keys of the screen's catalog.
            "about.yaml:6:28 missing-localization-key: 'About' is not a key of the string catalog 'Settings.xcstrings'",
            "  note top.yaml:7:14 'parts/about.yaml' is included here",
        ])
    }

    @Test func aPartsExplicitKeysAreTheComposedTables() throws {
        let report = try Self.check("top.yaml")
        let keys = report.table?.localization?.keys ?? [:]
        #expect(keys[.title(row: "account")] == LocalizedKey(key: "account.title", comment: "Row title: the signed-in account.", hasDefault: true))
        #expect(keys[.title(row: "family")]?.key == "family.title")
        #expect(keys[.title(row: "about")] == nil, "a plain string is its own key")
        let swift = try SwiftExporter.export(report.table, options: ExportOptions())
        #expect(swift.contains(#"String(localized: "account.title", defaultValue: "Account", table: "Settings""#), "\(swift)")
    }

    @Test func aPartLocalizedThroughAnotherCatalogIsRefused() throws {
        let report = try Self.check("mismatch.yaml")
        #expect(Self.findings(report) == [
            "signout.yaml:3:25 localization-mismatch: this part is localized through 'Account.xcstrings' (table 'Account'), the screen that includes it through 'Settings.xcstrings' (table 'Settings')",
            // Composed, its strings are looked up in the screen's catalog.
            "signout.yaml:7:30 missing-localization-key: 'Sign Out' is not a key of the string catalog 'Settings.xcstrings'",
            "  note mismatch.yaml:5:14 'parts/signout.yaml' is included here",
        ])
    }

    @Test func unusedKeysCountThePartsStrings() throws {
        var options = CheckOptions()
        options.reportsUnusedCatalogKeys = true
        let report = try Self.check("top.yaml", options: options)
        #expect(!Self.findings(report).contains { $0.contains("unused-catalog-key") && $0.contains("account.title") }, "\(Self.findings(report))")
    }
}
