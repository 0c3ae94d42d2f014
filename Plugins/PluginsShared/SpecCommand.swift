import Foundation
import PackagePlugin

/// A command plugin over the table specs of targets (`lint-specs`, `generate-specs`). What
/// it does is ``run(targets:arguments:tool:directory:)``, the same for a package and an
/// Xcode project; the entry points below hand it the targets, the tool and the directory,
/// then end the plugin with its status (tablectl has printed its own located lines;
/// `swift package` reports any status but 0 as its exit status 1).
protocol SpecCommand: CommandPlugin {
    /// Does the command for `targets`, running `tool` in `directory`; the exit status.
    func run(targets: [TargetFiles], arguments: [String], tool: URL, directory: URL) throws -> Int32
}

extension SpecCommand {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .map { TargetFiles(name: $0.name, files: $0.sourceFiles.map(\.url)) }
        exit(try run(
            targets: targets, arguments: arguments, tool: context.tool(named: "tablectl").url,
            directory: context.package.directoryURL))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension XcodeCommandPlugin where Self: SpecCommand {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let targets = context.xcodeProject.targets
            .map { TargetFiles(name: $0.displayName, files: $0.inputFiles.map(\.url)) }
        exit(try run(
            targets: targets, arguments: arguments, tool: context.tool(named: "tablectl").url,
            directory: context.xcodeProject.directoryURL))
    }
}
#endif
