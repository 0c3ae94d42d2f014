/// `tablectl simulate` after the spec is loaded, as one library call: read the script
/// against the table (its findings printed as validate prints a file's, capped, exit 2 on
/// an error), play it into the output as the steps are played (``SimulationReport``),
/// then write the final table as a spec (`--final`) when it validates.
///
/// ```swift
/// let status = SimulationRun(script: .file("edit.yaml"), final: "edited.yaml")
///     .run(on: TableState(table: table), findings: { print($0, terminator: "") }, message: { print($0) })
/// ```
public struct SimulationRun: Sendable {
    /// The script.
    public var script: BatchInput
    /// What is written about each step.
    public var format: SimulationReport.Format = .text
    /// The file the steps are written to (atomically), nil for standard output.
    public var output: String?
    /// The file the final table is written to as a spec (`--final`), if any.
    public var final: String?
    /// The loader's limits, for the script as for a spec.
    public var limits: Limits = .default

    /// A run of `script`; see the properties for the rest.
    public init(
        script: BatchInput, format: SimulationReport.Format = .text, output: String? = nil, final: String? = nil,
        limits: Limits = .default
    ) {
        (self.script, self.format, self.output, self.final, self.limits) = (script, format, output, final, limits)
    }

    /// Plays the script on `state`: the script's findings in validate's text form go to
    /// `findings`, what stops the run to `message` as an error. Returns the exit status:
    /// 0 every action accepted, 1 one refused, 2 the script could not be read or has an
    /// error (nothing played), an output could not be written, or the final table would
    /// not validate (its findings to `findings`, nothing written to `final`). O(script
    /// size + output size + the reducer's cost).
    public func run(on state: TableState, findings: (String) -> Void, message: (RunMessage) -> Void) -> Int32 {
        // 1. The script, its findings shown whatever they are; an error plays nothing.
        let loaded: ActionScript
        do throws(BatchFailure) {
            loaded = try ScriptLoader.load(script, for: state.table, limits: limits)
        } catch {
            message(.error(error.message))
            return ExitStatus.usage
        }
        if !loaded.diagnostics.isEmpty { findings(TextReporter.findings(loaded.diagnostics, in: loaded.source)) }
        guard loaded.errorCount == 0 else {
            let errors = Plural.count(loaded.errorCount, "error")
            message(.error("cannot simulate: '\(loaded.source.path)' has \(errors); fix it first"))
            return ExitStatus.usage
        }
        // 2. The steps, written as they are played.
        let simulation: Simulation
        do throws(AtomicFile.WriteError) {
            simulation = try SimulationReport.play(loaded, on: state, format: format, to: output)
        } catch {
            message(.error(error.description))
            return ExitStatus.usage
        }
        // 3. The final table, when it validates.
        guard let final else { return simulation.exitStatus }
        let spec = SimulationReport.finalSpec(simulation, path: final)
        guard let text = spec.text else {
            if let report = spec.report { findings(TextReporter.findings(report.diagnostics, in: report.source)) }
            message(.error("--final: the final table does not validate (above, as '\(final)' would read); nothing was written"))
            return ExitStatus.usage
        }
        do throws(AtomicFile.WriteError) {
            try AtomicFile.write(text, to: final)
        } catch {
            message(.error(error.description))
            return ExitStatus.usage
        }
        return simulation.exitStatus
    }
}
