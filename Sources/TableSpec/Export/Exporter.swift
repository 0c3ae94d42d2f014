/// One output shape of `tablectl export`: a spec's model written as JSON, YAML, Swift
/// source, JSON Schema or Markdown. Exporters take the decoded model, never raw YAML, and
/// give the same bytes for the same model.
public protocol Exporter {
    /// The `--format` value.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The export of `table` (nil for exporters that need no spec, like the schema).
    static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String
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

    public init(
        explicitDefaults: Bool = false, sourceName: String? = nil, toolVersion: String = "",
        typeName: String? = nil, publicAccess: Bool = false
    ) {
        self.explicitDefaults = explicitDefaults
        self.sourceName = sourceName
        self.toolVersion = toolVersion
        self.typeName = typeName
        self.publicAccess = publicAccess
    }
}

/// Why an export could not be written.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// The canonical model as JSON: keys in the order of `docs/format.md`, two-space
/// indentation, defaults left out unless asked for. Reading it back gives an equal model.
public enum JSONExporter: Exporter {
    public static let identifier = "json"
    public static let summary = "the model as canonical JSON"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        guard let table else { throw ExportError("json export needs a spec file") }
        var writer = SpecJSONWriter()
        writer.write(table.canonicalValue(explicitDefaults: options.explicitDefaults), indent: 0)
        return writer.text + "\n"
    }
}

/// The canonical model as YAML, written through libyaml's emitter with every string that a
/// YAML 1.1 reader would misread quoted (see ``YAMLEmitter``); anchors and merge keys of
/// the source are expanded. Reading it back — with tablectl, PyYAML or Yams — gives the
/// same values.
public enum YAMLExporter: Exporter {
    public static let identifier = "yaml"
    public static let summary = "the model as canonical YAML"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        guard let table else { throw ExportError("yaml export needs a spec file") }
        do {
            return try YAMLEmitter.document(table.canonicalValue(explicitDefaults: options.explicitDefaults))
        } catch {
            throw ExportError(error.description)
        }
    }
}
