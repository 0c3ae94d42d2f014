import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl generate`: one spec's Swift for an app's build, as the SwiftPM and Xcode
    /// plugins run it (``GenerateRun``).
    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate",
            abstract: "Check a spec and write its Swift for an app's build (what TableSpecPlugin runs).",
            discussion: """
                The spec is checked as validate checks it, with the nearest .tablectl.yml; its \
                findings are printed as validate prints them. Findings at or above \
                generate.fail-on (default: errors) stop it and remove the output file. An \
                excluded spec gives a file with only a comment. Otherwise the output is the \
                Swift of export --format swift (generate.type-names, generate.access), \
                written only when it changes. See docs/plugin.md.

                Exit status: 0 written or unchanged (--check: up to date), 1 findings stop it (--check: \
                the output differs or is missing), 2 the spec or the output cannot be used.

                Example:
                  tablectl generate specs/settings.yaml -o settings.tablespec.swift
                """
        )

        @Argument(help: ArgumentHelp("The spec file.", valueName: "file"))
        var spec: String

        @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The Swift file.", valueName: "file"))
        var output: String

        @Flag(help: "Write nothing; exit 0 when the output file holds exactly what would be written, else 1.")
        var check = false

        @Option(name: .customLong("target-spec"), help: ArgumentHelp(
            "Another spec the same target builds (repeat it; the plugins pass every one): one that would generate the same type name stops this spec.",
            valueName: "file"))
        var targetSpecs: [String] = []

        @OptionGroup(title: "Limits")
        var limits: LimitOptions

        func run() throws {
            var run = GenerateRun(spec: spec, output: output, check: check, limits: limits.limits)
            run.targetSpecs = targetSpecs
            let outcome = run.run(messages: ErrorOutput.write)
            if outcome.result.errorCount + outcome.result.warningCount > 0 {   // a clean spec prints nothing
                StandardStreams.writeOutput(TextReporter.report(outcome.result, options: ReportOptions(color: false)))
            }
            TableCtl.terminate(outcome.status)
        }
    }
}
