import Foundation
import PackagePlugin

/// The build-tool plugin: for each table spec among a target's files, one build command
/// that runs `tablectl generate SPEC -o WORK/NAME.tablespec.swift`, so the target's code
/// uses the generated types and only changed specs run again. The spec and the
/// `.tablectl.yml` that applies to it are the command's inputs, the Swift file its output.
/// The target's other specs are passed (`--target-spec`): a spec whose type name another
/// spec of the target also generates fails at its id (`type-name-clash`). They are not
/// inputs, so editing one spec still runs only its own command; that command reads the
/// others' ids, so the spec that was changed into a clash is the one that fails.
/// The tool prints every finding as `path:line:column: error|warning: message [rule]`,
/// which SwiftPM and Xcode show at the line; a spec with errors fails the build and leaves
/// no generated file behind. See docs/plugin.md.
@main
struct TableSpecPlugin {
    /// The commands for the specs among `files`; the same for a package and an Xcode
    /// target. Throws when two specs would generate the same file name.
    func commands(files: [URL], tool: URL, workDirectory: URL, displayDirectory: URL) throws -> [Command] {
        let specs: [SpecSelection.Spec]
        do {
            specs = try SpecSelection.select(files, within: displayDirectory)
        } catch {
            throw CommandSupport.Failure(description: "\(error)")
        }
        return specs.map { spec in
            let output = workDirectory.appendingPathComponent(spec.outputName)
            return .buildCommand(
                displayName: "Generating Swift from table spec "
                    + CommandSupport.escaped(SpecSelection.display(spec.url, within: displayDirectory)),
                executable: tool,
                arguments: ["generate", spec.url.path, "--output", output.path]
                    + SpecSelection.targetArguments(for: spec, among: specs) { $0.path },
                inputFiles: [spec.url] + spec.configurations + spec.components,
                outputFiles: [output])
        }
    }
}

extension TableSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try commands(
            files: target.sourceFiles.map(\.url), tool: context.tool(named: "tablectl").url,
            workDirectory: context.pluginWorkDirectoryURL, displayDirectory: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TableSpecPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            files: target.inputFiles.map(\.url), tool: context.tool(named: "tablectl").url,
            workDirectory: context.pluginWorkDirectoryURL, displayDirectory: context.xcodeProject.directoryURL)
    }
}
#endif
