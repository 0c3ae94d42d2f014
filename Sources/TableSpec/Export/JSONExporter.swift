/// The canonical model as JSON: keys in the order of `docs/format.md`, two-space
/// indentation, defaults left out unless asked for. Reading it back gives an equal model.
public enum JSONExporter: Exporter {
    public static let identifier = "json"
    public static let summary = "the model as canonical JSON"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        let table = try spec(table)
        return JSONValue(table.canonicalValue(explicitDefaults: options.explicitDefaults)).pretty()
    }
}
