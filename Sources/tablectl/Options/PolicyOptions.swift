import ArgumentParser
import TableSpec

extension LintPolicy.FailLevel: ExpressibleByArgument {}

/// What counts and what fails: the configuration file, the baseline, the failure level,
/// quiet mode, the warning budget and the cap on findings per file.
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
    var failOn: LintPolicy.FailLevel = .error

    @Flag(name: .customLong("strict"), help: "Fail on warnings as well as errors (the same as --fail-on warning).")
    var strict = false

    @Flag(name: .customLong("quiet"), help: "Report errors only: warnings are neither printed nor counted.")
    var quiet = false

    @Option(name: .customLong("max-warnings"), help: ArgumentHelp(
        "Fail (exit status 1) when there are more than this many warnings.", valueName: "n"))
    var maxWarnings: Int?

    @Option(name: .customLong("max-findings"), help: ArgumentHelp(
        "Most findings reported per file (default: max-findings in .tablectl.yml, else \(CheckOptions.defaultMaxFindings)); 0 for no cap. The rest are counted, not shown.",
        valueName: "n"))
    var maxFindings: Int?

    @Option(name: .customLong("max-variants"), help: ArgumentHelp(
        "Most combinations of flags checked per spec (default: max-variants in .tablectl.yml, else \(CheckOptions.defaultMaxVariants)); the findings say which past it.",
        valueName: "n"))
    var maxVariants: Int?

    func validate() throws {
        if let problem = policy.problem { throw ValidationError(problem) }
    }

    /// The policy these options describe (`--strict` wins over `--fail-on`).
    var policy: LintPolicy {
        var policy = LintPolicy()
        policy.configuration = config
        policy.baseline = baseline
        policy.writeBaseline = writeBaseline
        policy.failLevel = strict ? .warning : failOn
        policy.quiet = quiet
        (policy.maxWarnings, policy.maxFindings, policy.maxVariants) = (maxWarnings, maxFindings, maxVariants)
        return policy
    }
}
