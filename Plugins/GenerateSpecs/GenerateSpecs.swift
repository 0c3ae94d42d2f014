import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-specs [--target NAME]…
/// [--output-directory DIR] [--check]`: for teams that commit the generated Swift. Runs
/// `tablectl generate` for every table spec of the package's targets (or of the targets
/// named), writing `NAME.tablespec.swift` beside the spec or into DIR (relative to the
/// package directory); `--check` writes nothing and fails when a file is out of date.
/// Exits with the worst status tablectl gave. See docs/plugin.md.
@main
struct GenerateSpecs: SpecCommand {
    /// Generates the Swift of the specs of `targets`; the same for a package and an Xcode
    /// project.
    func run(targets: [TargetFiles], arguments: [String], tool: URL, directory: URL) throws -> Int32 {
        var (names, options) = CommandSupport.extractTargets(arguments)
        var outputDirectory: URL?
        var check = false
        while let option = options.first {
            options.removeFirst()
            switch option {
            case "--check": check = true
            case "--output-directory":
                guard let path = options.first else {
                    throw CommandSupport.Failure(description: "--output-directory needs a directory")
                }
                options.removeFirst()
                outputDirectory = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
            default:
                throw CommandSupport.Failure(
                    description: "unknown option '\(option)' (generate-specs takes --target, --output-directory and --check)")
            }
        }
        var worst: Int32 = 0
        // Every output is known before anything is written: two specs that would write one
        // file stop the run.
        let chosen = try CommandSupport.specs(of: targets, named: names, within: directory)
        let outputs = try SpecSelection.outputs(of: chosen, into: outputDirectory, within: directory)
        let targetSpecs = Dictionary(chosen.map { ($0.target, $0.specs) }, uniquingKeysWith: { first, _ in first })
        for (target, spec, url) in outputs {
            let output = SpecSelection.display(url, within: directory)
            let input = SpecSelection.display(spec.url, within: directory)
            let others = SpecSelection.targetArguments(for: spec, among: targetSpecs[target] ?? []) {
                SpecSelection.display($0, within: directory)
            }
            let status = try CommandSupport.run(
                tool, ["generate", input, "--output", output] + others + (check ? ["--check"] : []), in: directory)
            if status == 0, !check { CommandSupport.say("generate-specs: \(target): \(input) → \(output)") }
            worst = max(worst, status)
        }
        if outputs.isEmpty { CommandSupport.sayNoSpecs("generate-specs", in: names) }
        return worst
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateSpecs: XcodeCommandPlugin {}
#endif
