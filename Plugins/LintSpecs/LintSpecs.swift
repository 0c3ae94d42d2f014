import Foundation
import PackagePlugin

/// `swift package lint-specs [--target NAME]… [validate options]`: runs `tablectl
/// validate` on every table spec of the package's targets (or of the targets named), with
/// the options given (`--format github`, `--strict`, …), from the package directory, and
/// ends with validate's status (0 clean, 1 findings, 2 could not check; `swift package`
/// reports any but 0 as 1). tablectl prints its own located lines. See docs/plugin.md.
@main
struct LintSpecs: SpecCommand {
    /// Validates the specs of `targets`; the same for a package and an Xcode project.
    func run(targets: [TargetFiles], arguments: [String], tool: URL, directory: URL) throws -> Int32 {
        let (names, options) = CommandSupport.extractTargets(arguments)
        let chosen = try CommandSupport.specs(of: targets, named: names, within: directory)
        let paths = chosen.flatMap { $0.specs.map { SpecSelection.display($0.url, within: directory) } }
        guard !paths.isEmpty else {
            CommandSupport.sayNoSpecs("lint-specs", in: names)
            return 0
        }
        // `--` keeps a spec path that starts with `-` a path.
        return try CommandSupport.run(tool, ["validate"] + options + ["--"] + paths, in: directory)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintSpecs: XcodeCommandPlugin {}
#endif
