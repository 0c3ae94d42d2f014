/// What every output format has, whatever it writes (a renderer, an exporter, a validation
/// reporter, a diff format): the `--format` name it answers to and one line for `--help`.
/// Each kind has its own registry (``RendererList``, ``ExporterList``, ``ReporterList``,
/// ``DiffFormatList``), the one place the CLI takes its format names from.
public protocol OutputFormat: Sendable {
    /// The `--format` value, kebab-case.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
}

/// The text registries show in `--help`.
enum FormatHelp {
    /// "html (a web page), text (…)": each identifier with its summary, in registry order.
    /// O(formats).
    static func list(_ formats: [any OutputFormat.Type]) -> String {
        formats.map { "\($0.identifier) (\($0.summary))" }.joined(separator: ", ")
    }
}
