import ArgumentParser
import TableSpec

extension ColorMode: ExpressibleByArgument {}

/// How findings are printed: the formats, where each goes, and colour.
struct OutputOptions: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp(Self.formatHelp, valueName: "format"))
    var format: [String] = [TextReporter.identifier]

    @Option(name: .customLong("color"), help: ArgumentHelp(
        "Colour text output: auto (when standard output is a terminal and NO_COLOR is not set), always or never.",
        valueName: "when"))
    var color: ColorMode = .auto

    /// `--format`'s help, built once: argument-parser makes a new `OutputOptions` (and so
    /// this text) each time it reflects the options, several times per run.
    private static let formatHelp =
        "Output format: \(ReporterList.helpText). Repeat to write several; NAME:PATH writes one to a file instead of standard output (NAME:- to standard output)."

    func validate() throws {
        do { _ = try ReportRequest.requests(format) } catch { throw ValidationError(error.message) }
    }

    /// The formats asked for, in order (what `validate()` accepted).
    var requests: [ReportRequest] { (try? ReportRequest.requests(format)) ?? [] }

    /// Whether to colour text output in this process.
    var useColor: Bool {
        color.resolved(isTerminal: StandardStreams.outputIsTerminal, environment: StandardStreams.environment)
    }
}
