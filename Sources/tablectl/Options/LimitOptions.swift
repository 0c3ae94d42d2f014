import ArgumentParser
import TableSpec

/// The resource limits of the loaders, as options (defaults from `Limits.default`).
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("max-file-size"), help: ArgumentHelp(
        "Largest spec file accepted, in bytes.", valueName: "bytes"))
    var maxFileSize: Int = Limits.default.maxFileSize

    @Option(name: .customLong("max-depth"), help: ArgumentHelp(
        "Deepest nesting of lists and mappings.", valueName: "n"))
    var maxDepth: Int = Limits.default.maxDepth

    @Option(name: .customLong("max-nodes"), help: ArgumentHelp(
        "Most nodes in one file, counting what aliases expand to.", valueName: "n"))
    var maxNodes: Int = Limits.default.maxNodes

    @Option(name: .customLong("max-aliases"), help: ArgumentHelp(
        "Most YAML aliases (*name) in one file.", valueName: "n"))
    var maxAliases: Int = Limits.default.maxAliases

    func validate() throws {
        let values = [
            ("--max-file-size", maxFileSize), ("--max-depth", maxDepth),
            ("--max-nodes", maxNodes), ("--max-aliases", maxAliases),
        ]
        for (name, value) in values where value < 1 {
            throw ValidationError("\(name) must be 1 or more, not \(value)")
        }
    }

    /// The limits these options describe.
    var limits: Limits {
        Limits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxNodes: maxNodes, maxAliases: maxAliases)
    }
}
