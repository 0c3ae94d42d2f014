import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl simulate`: play a script of user actions on a spec through the runtime's
    /// reducer.
    struct Simulate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "simulate",
            abstract: "Play a script of user actions (select, delete, insert, move, swipe, menu…) on a spec.",
            discussion: """
                The spec is read and checked as validate does: a spec with errors is not \
                simulated (exit 2). The script is a YAML or JSON list of actions naming rows by \
                id; its problems are printed as a spec's, at their lines (exit 2). Each action \
                goes through TableSpecRuntime's reducer, the one generated data sources run: a \
                refused action changes nothing and says why. --final also writes the final \
                table as a spec, unless it would not validate (exit 2). Neither -o nor --final \
                may be an input (the spec, a file it includes, the script) or the other output. \
                See docs/simulate.md.

                Exit status: 0 every action accepted, 1 some refused, 2 tablectl could not do \
                what was asked (a missing file, a spec or script with errors, a bad option, a \
                --final table that would not validate).

                Examples:
                  tablectl simulate specs/onboarding.yaml --actions specs/onboarding.actions.yaml
                  tablectl simulate specs/onboarding.yaml --actions specs/onboarding.actions.yaml --format json
                  tablectl simulate specs/onboarding.yaml --actions specs/onboarding.actions.yaml --final edited.yaml
                """
        )

        @Argument(help: ArgumentHelp("The spec file; '-' reads standard input.", valueName: "file"))
        var spec: String

        @Option(help: ArgumentHelp("The script of actions (YAML or JSON; '-' reads standard input).", valueName: "file"))
        var actions: String

        @Option(help: ArgumentHelp("Output format: text (default) or json.", valueName: "format"))
        var format: SimulationReport.Format = .text

        @Option(help: ArgumentHelp("Also write the final table as a spec (.yaml, .yml or .json), atomically.", valueName: "file"))
        var final: String?

        @OptionGroup
        var io: SpecIOOptions

        func validate() throws {
            if spec == "-", actions == "-" { throw ValidationError("the spec and the script cannot both be standard input") }
            if let final, SpecFormat(extensionOf: final) == nil {
                throw ValidationError("--final writes a spec: give a file ending in .yaml, .yml or .json, not '\(final)'")
            }
            if let clash = files() { throw ValidationError(clash) }
        }

        /// Why an output is an input or the other output (`includes`: the spec's; `data`: --data files), or nil.
        func files(includes: [String] = [], data: [String] = []) -> String? {
            SimulationFiles.refusal(spec: spec, script: actions, output: io.outputFile, final: final, includes: includes, data: data)
        }

        func run() throws {
            let (table, sectionMap, _) = try SpecUse.table(io.input(spec), for: .simulate, io: io, outputs: files)
            let run = SimulationRun(
                script: actions == "-" ? .standardInput(name: "<stdin>") : .file(actions), format: format,
                output: io.toStandardOutput ? nil : io.outputFile, final: final, limits: io.limits.limits)
            let state = TableState(table: table, sectionMap: sectionMap)
            throw ExitCode(run.run(on: state, findings: StandardStreams.writeError, message: ErrorOutput.write))
        }
    }
}

extension SimulationReport.Format: ExpressibleByArgument {}
