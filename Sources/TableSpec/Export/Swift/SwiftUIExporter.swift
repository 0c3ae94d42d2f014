/// The table as a SwiftUI source file: the same enum as ``SwiftExporter`` writes (the spec
/// as runtime values, typed ids, lookups), then, behind `#if canImport(SwiftUI)`, `ListView`:
/// a `View` showing the sections as a `List` (`SwiftSource+SwiftUI.swift`).
///
/// A screen is UIKit or SwiftUI: export one or the other for a spec (both in one module
/// declare the enum twice, unless given different `--type-name`s). Throws as
/// ``SwiftExporter`` does. O(size of the table).
public enum SwiftUIExporter: Exporter {
    public static let identifier = "swiftui"
    public static let summary = "a Swift file: the spec as TableSpecRuntime values, typed ids, a SwiftUI List view"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        let style = table?.style ?? .plain
        var (source, typeName) = try SwiftExporter.modelFile(
            table, options: options, format: identifier, frameworks: ["SwiftUI", "UIKit"])
        source.listView(typeName: typeName, style: style)
        return source.text
    }
}
