import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl validate`: check spec files and report every problem.
    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate",
            abstract: "Check table spec files and report every problem.",
            discussion: """
                Checks each spec (YAML or JSON): that it reads, that it has the structure of \
                a table spec, and every validation rule. Directories are searched recursively \
                for .yaml, .yml and .json files, skipping hidden entries. With no path, the \
                current directory is checked; '-' reads standard input.

                Each file's settings come from the nearest .tablectl.yml (or .tablectl.yaml) \
                in its directory or above, or from --config; see docs/configuration.md.

                Exit status: 0 no errors (warnings alone pass unless --fail-on warning), 1 \
                errors found, 2 tablectl could not do what was asked (a missing path, an \
                unreadable file, a bad option, a broken --config or baseline; a broken \
                .tablectl.yml found beside the files is reported as findings, exit 1).

                Each file's report keeps at most --max-findings findings (errors first, then \
                in source order); one last 'too-many-findings' finding says how many more \
                there are. Summaries and the exit status count them all.

                Examples:
                  tablectl validate                 # the current directory
                  tablectl validate specs/ other/one.yaml
                  tablectl validate --format json specs/ > findings.json
                  tablectl validate --format github --format sarif:results.sarif specs/
                  tablectl validate --format text --format junit:report.xml --format gitlab:quality.json
                  tablectl validate --strict --color never specs/
                  tablectl validate --config ci/tablectl.yml --quiet specs/
                  tablectl validate --write-baseline tablectl-baseline.json specs/
                  tablectl validate --baseline tablectl-baseline.json --max-warnings 0 specs/
                  NO_COLOR=1 tablectl validate specs/settings.yaml
                  cat screen.yaml | tablectl validate - --stdin-name screen.yaml
                  tablectl validate --cache specs/    # reuse results of unchanged files
                  tablectl validate --max-depth 64 --max-file-size 1048576 untrusted/
                  tablectl validate --max-findings 0 specs/   # every finding, however many
                  tablectl validate --fix --dry-run specs/ > fixes.diff   # see the fixes
                  tablectl validate --fix specs/    # apply them; what is left is reported
                """
        )

        @Argument(help: ArgumentHelp(
            "Spec files or directories to check; '-' reads standard input (default: the current directory).",
            valueName: "path"))
        var paths: [String] = []

        @OptionGroup(title: "Output")
        var output: OutputOptions

        @Option(name: .customLong("stdin-name"), help: ArgumentHelp(
            "The name standard input ('-') is reported under; its extension picks JSON or YAML.",
            valueName: "name"))
        var stdinName = "<stdin>"

        @Option(name: .customLong("jobs"), help: ArgumentHelp(
            "Files checked at once (default: the number of processors). Output does not depend on it.",
            valueName: "n"))
        var jobs: Int?

        @Flag(help: "Apply the safe fixes (a unique did-you-mean, yes/no for a boolean, a JSON trailing comma) in place; report what is left.")
        var fix = false
        @Flag(name: .customLong("dry-run"), help: "With --fix: print the fixes as a unified diff (patch -p1 applies it) and change nothing.")
        var dryRun = false

        @OptionGroup(title: "Limits")
        var limits: LimitOptions

        @Flag(name: .customLong("catalog-unused"), help: "Report String Catalog keys no localized spec uses (unused-catalog-key).")
        var catalogUnused = false

        @OptionGroup(title: "Policy")
        var policy: PolicyOptions

        @OptionGroup(title: "Cache")
        var caching: CacheOptions

        @OptionGroup(title: "Data files (checked against the specs that declare their sources)")
        var inputs: InputOptions

        func validate() throws {
            if let jobs, jobs < 1 {
                throw ValidationError("--jobs must be 1 or more, not \(jobs)")
            }
            if paths.filter({ $0 == "-" }).count > 1 {
                throw ValidationError("'-' (standard input) can be given only once")
            }
            if dryRun, !fix { throw ValidationError("--dry-run works with --fix: add --fix") }
            if fix, paths.contains("-") { throw ValidationError("--fix changes files in place, so it cannot fix standard input ('-'); give the file's path") }
            if paths.contains("-"), try inputs.inputs().usesStandardInput { throw ValidationError("a spec and a --data file cannot both be standard input") }
        }

        func run() throws {
            // 1. Check: the library decides what is checked, with which settings, what the
            //    baseline and quiet mode keep, and the exit status.
            var lint = LintRun(paths: paths)
            lint.stdinName = stdinName
            lint.policy = policy.policy
            lint.limits = limits.limits
            lint.jobs = jobs
            lint.policy.reportsUnusedCatalogKeys = catalogUnused
            lint.cacheDirectory = caching.directory()
            lint.inputs = try inputs.inputs(stdinName: stdinName)
            lint.fixing = fix ? (dryRun ? .dryRun : .apply) : nil
            let outcome: LintOutcome
            do {
                outcome = try lint.run(messages: ErrorOutput.write)
            } catch {
                ErrorOutput.write(error)
                throw ExitCode(ExitStatus.usage)
            }
            StandardStreams.writeError(outcome.fixedText)
            if let diff = outcome.fixDiff { StandardStreams.writeOutput(diff); TableCtl.terminate(outcome.exitStatus(reportsWritten: true).status) }
            // 2. Report, then exit from here: freeing thousands of reports and paths and
            //    the cache index first would cost a warm run over 2,000 files about 5% of
            //    its time (docs/performance-corpus.md).
            let written = ReportOutput.write(
                outcome.result, requests: output.requests,
                options: ReportOptions(color: output.useColor, workingDirectory: FilePath.workingDirectory),
                stepSummary: StandardStreams.environment("GITHUB_STEP_SUMMARY"),
                standardOutput: StandardStreams.writeOutputReporting, message: ErrorOutput.write)
            let (status, message) = outcome.exitStatus(reportsWritten: written)
            if let message { ErrorOutput.error(message) }
            TableCtl.terminate(status)
        }
    }
}
