import Foundation
import PackagePlugin

/// `swift package lint-specs [--target NAME]… [validate options]`: runs `tablectl
/// validate` on every table spec of the package's targets (or of the targets named), with
/// the options given (`--format github`, `--strict`, …), from the package directory, and
/// exits with validate's status (0 clean, 1 findings, 2 could not check). tablectl prints
/// its own located lines. See docs/plugin.md.
@main
struct LintSpecs {
    /// Validates the specs of `targets`; the same for a package and an Xcode project.
    func lint(targets: [TargetFiles], arguments: [String], tool: URL, directory: URL) throws -> Int32 {
        let (names, options) = CommandSupport.extractTargets(arguments)
        let chosen = try CommandSupport.specs(of: targets, named: names, within: directory)
        let paths = chosen.flatMap { $0.specs.map { SpecSelection.display($0.url, within: directory) } }
        guard !paths.isEmpty else {
            CommandSupport.say("lint-specs: no table specs in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))")
            return 0
        }
        // `--` keeps a spec path that starts with `-` a path.
        return try CommandSupport.run(tool, ["validate"] + options + ["--"] + paths, in: directory)
    }
}

extension LintSpecs: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .map { TargetFiles(name: $0.name, files: $0.sourceFiles.map(\.url)) }
        let status = try lint(
            targets: targets, arguments: arguments, tool: context.tool(named: "tablectl").url,
            directory: context.package.directoryURL)
        exit(status)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintSpecs: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let targets = context.xcodeProject.targets
            .map { TargetFiles(name: $0.displayName, files: $0.inputFiles.map(\.url)) }
        let status = try lint(
            targets: targets, arguments: arguments, tool: context.tool(named: "tablectl").url,
            directory: context.xcodeProject.directoryURL)
        exit(status)
    }
}
#endif
