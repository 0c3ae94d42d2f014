/// One output shape of `tablectl export`: a spec's model written as JSON, YAML, Swift
/// source, JSON Schema or Markdown. Exporters take the decoded model, never raw YAML, and
/// give the same bytes for the same model.
public protocol Exporter: OutputFormat {
    /// Other `--format` values accepted for this exporter (`json-schema` for `schema`),
    /// listed in `--help`; each is unique across the registry and never an identifier.
    static var aliases: [String] { get }
    /// Whether it exports a spec (false for the schema, which describes the format).
    static var needsSpec: Bool { get }
    /// The export of `table` (nil for exporters that need no spec, like the schema).
    static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String
}

extension Exporter {
    /// `table`, or the error that this export needs a spec file (`json export needs a spec
    /// file`) when it is nil.
    static func spec(_ table: Table?) throws(ExportError) -> Table {
        guard let table else { throw ExportError("\(identifier) export needs a spec file") }
        return table
    }

    /// Exporters export a spec unless they say otherwise.
    public static var needsSpec: Bool { true }
    /// No aliases unless an exporter lists some.
    public static var aliases: [String] { [] }
}

/// Every exporter, in one explicit list sorted by identifier.
public enum ExporterList {
    /// index-map, json, markdown, schema, swift, swiftui, yaml.
    public static let all: [any Exporter.Type] = [
        IndexMapExporter.self,
        JSONExporter.self,
        MarkdownExporter.self,
        SchemaExporter.self,
        SwiftExporter.self,
        SwiftUIExporter.self,
        YAMLExporter.self,
    ]

    /// The exporter whose identifier or one of whose aliases is `name`, if any
    /// (`md` gives ``MarkdownExporter``). Case-sensitive. O(exporters + aliases).
    public static func exporter(named name: String) -> (any Exporter.Type)? {
        all.first { $0.identifier == name || $0.aliases.contains(name) }
    }

    /// "json (the model as canonical JSON), …, yaml (…; also yml)", for `--help`: each
    /// identifier with its summary and aliases. O(exporters + aliases).
    public static var helpText: String {
        all.map { exporter in
            let aliases = exporter.aliases.isEmpty ? "" : "; also " + exporter.aliases.joined(separator: ", ")
            return "\(exporter.identifier) (\(exporter.summary)\(aliases))"
        }.joined(separator: ", ")
    }
}

/// What changes an export, beyond the model.
public struct ExportOptions: Hashable, Sendable {
    /// Write keys whose value is the default too (json, yaml).
    public var explicitDefaults: Bool
    /// The spec file's name as given, for header comments ("generated from …").
    public var sourceName: String?
    /// The tool version for header comments.
    public var toolVersion: String
    /// The Swift type name (swift); nil: from the table id.
    public var typeName: String?
    /// `public` or `internal` declarations (swift).
    public var publicAccess: Bool
    /// How to write the file again, for the "Do not edit" header line (swift); nil:
    /// "run `tablectl export --format swift` again".
    public var regenerate: String?

    /// For a composite, where each section of the table was written (index-map, swift).
    public var sectionMap: SectionMap?
    /// Options with every setting at its default unless given.
    public init(
        explicitDefaults: Bool = false, sourceName: String? = nil, toolVersion: String = "",
        typeName: String? = nil, publicAccess: Bool = false, regenerate: String? = nil
    ) {
        self.explicitDefaults = explicitDefaults
        self.sourceName = sourceName
        self.toolVersion = toolVersion
        self.typeName = typeName
        self.publicAccess = publicAccess
        self.regenerate = regenerate
    }
}

/// Why an export could not be written.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, one sentence for the user.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}

extension ExportError: CommandFailure {
    /// "cannot export: …".
    public var message: String { "cannot export: \(description)" }
}
