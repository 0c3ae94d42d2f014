import ArgumentParser
import TableSpec

/// The options of the commands that read one spec (or two) and write one output (diff,
/// render, export): the loaders' limits, the name standard input is shown under, and where
/// the output goes: `-o FILE` (written atomically), or standard output when
/// there is no `-o` or it is `-` (as for most tools).
struct SpecIOOptions: ParsableArguments {
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(
        "Write the output to this file (atomically) instead of standard output ('-': standard output).",
        valueName: "file"))
    var outputFile: String?

    @Option(name: .customLong("stdin-name"), help: ArgumentHelp(
        "The name standard input ('-') is shown under; its extension picks JSON or YAML.", valueName: "name"))
    var stdinName = "<stdin>"

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    @OptionGroup(title: "Data and flags")
    var inputs: InputOptions

    func validate() throws {
        if outputFile?.isEmpty == true { throw ValidationError("-o needs a file name") }
    }

    /// The input a spec argument names: `-` is standard input, shown as `--stdin-name`.
    func input(_ argument: String) -> BatchInput {
        argument == "-" ? .standardInput(name: stdinName) : .file(argument)
    }

    /// Whether the output goes to standard output.
    var toStandardOutput: Bool { outputFile == nil || outputFile == "-" }

    /// `--color` resolved for where the output goes (`pager`: git's pager counts as a
    /// terminal).
    func useColor(_ mode: ColorMode, pager: Bool = false) -> Bool {
        mode.resolved(toFile: !toStandardOutput, isTerminal: StandardStreams.outputIsTerminal || pager,
                      environment: StandardStreams.environment)
    }

    /// Writes `text` to `-o FILE` (atomically) or standard output; a file that cannot be
    /// written is exit 2 (``CommandFailure``), as is standard output. O(text).
    func write(_ text: String) throws {
        guard let path = outputFile, !toStandardOutput else { return StandardStreams.writeOutput(text) }
        try AtomicFile.write(text, to: path)
    }
}
