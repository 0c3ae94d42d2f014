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
                table as a spec, unless it would not validate (exit 2). See docs/simulate.md.

                Exit status: 0 every action accepted, 1 some refused, 2 tablectl could not do \
                what was asked (a missing file, a spec or script with errors, a bad option, a \
                --final table that would not validate).

                Examples:
                  tablectl simulate specs/onboarding.yaml --actions specs/onboarding.actions.yaml
                  tablectl simulate specs/onboarding.yaml --actions edit.yaml --format json
                  tablectl simulate specs/onboarding.yaml --actions edit.yaml --final edited.yaml
                """
        )

        @Argument(help: ArgumentHelp("The spec file; '-' reads standard input.", valueName: "file"))
        var spec: String

        @Option(help: ArgumentHelp("The script of actions (YAML or JSON; '-' reads standard input).", valueName: "file"))
        var actions: String

        @Option(help: ArgumentHelp("Output format: text (default) or json.", valueName: "format"))
        var format: SimulateFormat = .text

        @Option(help: ArgumentHelp("Also write the final table as a spec (.yaml, .yml or .json), atomically.", valueName: "file"))
        var final: String?

        @OptionGroup
        var io: SpecIOOptions

        func validate() throws {
            if spec == "-", actions == "-" { throw ValidationError("the spec and the script cannot both be standard input") }
            if let final, SpecFormat(extensionOf: final) == nil {
                throw ValidationError("--final writes a spec: give a file ending in .yaml, .yml or .json, not '\(final)'")
            }
        }

        func run() throws {
            let (table, sectionMap) = try SpecUse.table(io.input(spec), for: .simulate, limits: io.limits.limits)
            let script: ActionScript
            do {
                let input: BatchInput = actions == "-" ? .standardInput(name: "<stdin>") : .file(actions)
                script = try ScriptLoader.load(input, for: table, limits: io.limits.limits)
            } catch {
                ErrorOutput.error(error.message)
                throw ExitCode(ExitStatus.usage)
            }
            ErrorOutput.writeFindings(script.diagnostics, of: script.source)
            guard script.errorCount == 0 else {
                ErrorOutput.error("cannot simulate: '\(script.source.path)' has \(Plural.count(script.errorCount, "error")); fix it first")
                throw ExitCode(ExitStatus.usage)
            }
            let simulation = Simulation.run(script, on: TableState(table: table, sectionMap: sectionMap))
            try io.write(format == .json ? SimulationReport.json(simulation) : SimulationReport.text(simulation))
            if let final {
                let spec = SimulationReport.finalSpec(simulation, path: final)
                guard let text = spec.text else {
                    if let report = spec.report { ErrorOutput.writeFindings(report.diagnostics, of: report.source) }
                    ErrorOutput.error("--final: the final table does not validate (above, as '\(final)' would read); nothing was written")
                    throw ExitCode(ExitStatus.usage)
                }
                try SpecIOOptions.write(text, to: final)
            }
            throw ExitCode(simulation.exitStatus)
        }
    }
}

/// `simulate --format`.
enum SimulateFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}
