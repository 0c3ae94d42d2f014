import ArgumentParser
import TableSpec

/// When to colour text output.
enum ColorMode: String, CaseIterable, ExpressibleByArgument {
    /// Colour when standard output is a terminal, `NO_COLOR` is unset or empty and
    /// `TERM` is not `dumb`.
    case auto
    /// Always colour (an explicit request wins over `NO_COLOR`, as no-color.org asks).
    case always
    /// Never colour.
    case never

    /// Whether to colour, given the environment.
    func resolved(isTerminal: Bool, environment: (String) -> String?) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
            if environment("TERM") == "dumb" { return false }
            return isTerminal
        }
    }
}

/// How findings are printed: the format and colour.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Output format: \(ReporterList.helpText).", valueName: "format"))
    var format: String = TextReporter.identifier

    @Option(help: ArgumentHelp(
        "Colour text output: auto (when standard output is a terminal and NO_COLOR is not set), always or never.",
        valueName: "when"))
    var color: ColorMode = .auto

    func validate() throws {
        guard ReporterList.reporter(named: format) != nil else {
            let names = ReporterList.all.map { $0.identifier }
            throw ValidationError(
                "unknown format '\(format)'\(Suggestion.didYouMean(format, in: names)) (use one of: \(names.joined(separator: ", ")))")
        }
    }

    /// The chosen reporter (the text reporter when `format` is unknown, which `validate()`
    /// has already rejected).
    var reporter: any Reporter.Type {
        ReporterList.reporter(named: format) ?? TextReporter.self
    }

    /// Whether to colour text output in this process.
    var useColor: Bool {
        color.resolved(isTerminal: StandardStreams.outputIsTerminal, environment: StandardStreams.environment)
    }
}
