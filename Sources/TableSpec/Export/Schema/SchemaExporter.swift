/// The JSON Schema (draft 2020-12) of format version 1, for editors and other tools: every
/// key with a description, enumerations with their values, defaults, `x-` keys allowed,
/// and `additionalProperties: false` wherever tablectl rejects unknown keys.
///
/// It is built from the decoder's own definitions so the two cannot drift: the keys of
/// each mapping are the decoder's key tables (``TreeDecoder/rowKeys`` and the others, in
/// their order), and enumerations are the model's `CaseIterable` enums. A decoder key with
/// no schema entry makes the export throw (a test keeps that from happening). Needs no
/// spec; the output is the same bytes every time, and is published as
/// `docs/tablespec-1.schema.json`. O(1).
///
/// What a schema cannot say, and `tablectl validate` checks: that ids are unique, that
/// kinds name a declared cell type, the position rules, and YAML typing (a schema checks
/// the value a YAML reader made, so `title: 1.10` is a number to it; tablectl reads a
/// string and warns, `ambiguous-scalar`).
public enum SchemaExporter: Exporter {
    public static let identifier = "schema"
    /// `--format json-schema` and `jsonschema` too.
    public static let aliases = ["json-schema", "jsonschema"]
    public static let summary = "the JSON Schema (draft 2020-12) of the spec format; needs no FILE"
    /// The schema describes the format, so it needs no spec file.
    public static let needsSpec = false

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        JSONValue(try document()).pretty()
    }

    /// The schema as a value.
    static func document() throws(ExportError) -> SpecValue {
        let definitions = SchemaDefinitions()
        var root: [(key: String, value: SpecValue)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("Table spec, format version 1")),
            ("description", .string(
                "A table spec: one iOS UITableView screen, its sections, rows and their behaviour. "
                    + "See docs/format.md; tablectl validate checks what a schema cannot.")),
        ]
        guard case .object(let table) = try definitions.mapping(.table) else { return .object(root) }
        root += table.filter { $0.key != "description" }
        var defs: [(key: String, value: SpecValue)] = []
        for mapping in SchemaDefinitions.Mapping.allCases where mapping != .table {
            defs.append((mapping.rawValue, try definitions.mapping(mapping)))
        }
        defs += definitions.shared()
        root.append(("$defs", .object(defs)))
        return .object(root)
    }
}
