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
                  tablectl validate specs/ Tests/tablectlTests/Fixtures/broken/settings-typos.yaml
                  tablectl validate --format json specs/ > findings.json
                  tablectl validate --format github --format sarif:results.sarif specs/
                  tablectl validate --format text --format junit:report.xml --format gitlab:quality.json
                  tablectl validate --strict --color never specs/
                  tablectl validate --config specs/.tablectl.yml --quiet specs/
                  tablectl validate --write-baseline tablectl-baseline.json specs/
                  tablectl validate --baseline tablectl-baseline.json --max-warnings 0 specs/
                  NO_COLOR=1 tablectl validate specs/settings.yaml
                  cat specs/profile.yaml | tablectl validate - --stdin-name specs/profile.yaml
                  tablectl validate --cache specs/    # reuse results of unchanged files
                  tablectl validate --max-depth 64 --max-file-size 1048576 specs/
                  tablectl validate --max-findings 0 specs/   # every finding, however many
                  tablectl validate --fix --dry-run specs/ > fixes.diff   # see the fixes
                  tablectl validate --fix specs/    # apply them; what is left is reported
                  tablectl validate --shard 2/4 --format json:shard-2.json specs/
                  tablectl validate --merge shard-*.json --format sarif:all.sarif   # the shards as one run
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

        @Option(help: ArgumentHelp(
            "Check only shard K of N (1-based): the files a hash of each one's path picks, with the composites that report on them (docs/ci.md).",
            valueName: "K/N"))
        var shard: String?
        @Option(parsing: .upToNextOption, help: ArgumentHelp(
            "Read these reports of --format json (one per shard) and report them as one run, checking nothing.", valueName: "report"))
        var merge: [String] = []

        @OptionGroup(title: "Cache")
        var caching: CacheOptions

        @OptionGroup(title: "Data files (checked against the specs that declare their sources)")
        var inputs: InputOptions

        func validate() throws {
            if dryRun, !fix { throw ValidationError("--dry-run works with --fix: add --fix") }
            if paths.contains("-"), try inputs.inputs().usesStandardInput { throw ValidationError("a spec and a --data file cannot both be standard input") }
            if let problem = try shard.flatMap(Shard.problem(with:)) ?? lint().problem { throw ValidationError(problem) }
        }

        /// The run these options ask for.
        func lint() throws -> LintRun {
            var lint = LintRun(paths: paths)
            (lint.stdinName, lint.policy, lint.limits, lint.jobs) = (stdinName, policy.policy, limits.limits, jobs)
            lint.policy.reportsUnusedCatalogKeys = catalogUnused
            lint.cacheDirectory = caching.directory()
            lint.inputs = try inputs.inputs(stdinName: stdinName)
            lint.fixing = fix ? (dryRun ? .dryRun : .apply) : nil
            (lint.shard, lint.merging) = (shard.flatMap(Shard.init(argument:)), merge.isEmpty ? nil : merge)
            return lint
        }

        func run() throws {
            // 1. Check: the library decides what is checked, with which settings, what the
            //    baseline and quiet mode keep, and the exit status.
            let lint = try lint()
            let outcome: LintOutcome
            do {
                if let merging = lint.merging { outcome = try lint.runMerging(merging, messages: ErrorOutput.write) }
                else { outcome = try lint.run(messages: ErrorOutput.write) }
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
                options: ReportOptions(color: output.useColor, workingDirectory: FilePath.workingDirectory, shard: lint.shard),
                stepSummary: StandardStreams.environment("GITHUB_STEP_SUMMARY"),
                standardOutput: StandardStreams.writeOutputReporting, message: ErrorOutput.write)
            let (status, message) = outcome.exitStatus(reportsWritten: written)
            if let message { ErrorOutput.error(message) }
            TableCtl.terminate(status)
        }
    }
}
