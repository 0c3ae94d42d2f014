import ArgumentParser
import TableSpec

extension ColorMode: ExpressibleByArgument {}

extension ReportRequest {
    /// Parses one `--format` value, `NAME` or `NAME:PATH` (split at the first `:`; `NAME:-`
    /// is standard output). Throws a message with "did you mean" for an unknown name, and
    /// one for an empty path.
    init(parsing value: String) throws(ValidationError) {
        let name: String
        var path: String?
        if let colon = value.firstIndex(of: ":") {
            name = String(value[..<colon])
            path = String(value[value.index(after: colon)...])
        } else {
            name = value
        }
        guard let reporter = ReporterList.reporter(named: name) else {
            throw UnknownFormat.error(
                name, among: ReporterList.all.map { $0.identifier }, context: path == nil ? "" : " in '\(value)'")
        }
        if path?.isEmpty == true {
            throw ValidationError("--format \(value) needs a file after ':', as in --format \(name):report.\(name)")
        }
        if path == "-" { path = nil }
        self.init(reporter: reporter, path: path)
    }
}

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
        let requests = try format.map { try ReportRequest(parsing: $0) }
        let files = requests.compactMap { request in request.path.map { OutputTargets.File("format", $0) } }
        if let clash = OutputTargets.clash(outputs: files, inputs: []) { throw ValidationError(clash) }
        let toStandardOutput = zip(format, requests).filter { $0.1.path == nil }.map(\.0)
        if toStandardOutput.count > 1 {
            throw ValidationError(
                "only one format can go to standard output, not \(toStandardOutput.joined(separator: " and ")); "
                    + "send the others to files, as in --format \(toStandardOutput[1]):report.\(toStandardOutput[1])")
        }
    }

    /// The formats asked for, in order (what `validate()` accepted; anything else left out).
    var requests: [ReportRequest] {
        format.compactMap { try? ReportRequest(parsing: $0) }
    }

    /// Whether to colour text output in this process.
    var useColor: Bool {
        color.resolved(isTerminal: StandardStreams.outputIsTerminal, environment: StandardStreams.environment)
    }
}
