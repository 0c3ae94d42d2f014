import ArgumentParser
import TableSpec

/// Which findings fail the run.
enum FailLevel: String, CaseIterable, ExpressibleByArgument {
    /// Errors fail the run; warnings alone pass.
    case error
    /// Errors and warnings fail the run.
    case warning
}

/// What counts and what fails: the configuration file, the baseline, the failure level,
/// quiet mode and the warning budget.
struct PolicyOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp(
        "Use this configuration for every file instead of the nearest .tablectl.yml above each one.",
        valueName: "file"))
    var config: String?

    @Option(name: .customLong("baseline"), help: ArgumentHelp(
        "Report only findings not recorded in this baseline file (see --write-baseline).",
        valueName: "file"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp(
        "Record every current finding in this baseline file (JSON), replacing it.",
        valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp(
        "Lowest severity that fails the run (exit status 1): error or warning.", valueName: "severity"))
    var failOn: FailLevel = .error

    @Flag(name: .customLong("strict"), help: "Fail on warnings as well as errors (the same as --fail-on warning).")
    var strict = false

    @Flag(name: .customLong("quiet"), help: "Report errors only: warnings are neither printed nor counted.")
    var quiet = false

    @Option(name: .customLong("max-warnings"), help: ArgumentHelp(
        "Fail (exit status 1) when there are more than this many warnings.", valueName: "n"))
    var maxWarnings: Int?

    func validate() throws {
        if let maxWarnings, maxWarnings < 0 {
            throw ValidationError("--max-warnings must be 0 or more, not \(maxWarnings)")
        }
    }

    /// The effective failure level (`--strict` wins).
    var failLevel: FailLevel { strict ? .warning : failOn }
}
