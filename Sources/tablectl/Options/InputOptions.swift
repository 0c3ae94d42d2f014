import ArgumentParser
import TableSpec

/// `--data` and `--set`: the items and flag values a dynamic spec is expanded with
/// (``SpecInputs``; sources without data use their sample, flags their default).
struct InputOptions: ParsableArguments {
    @Option(name: .customLong("data"), help: ArgumentHelp(
        "A source's items: NAME=FILE, a JSON or YAML list ('-' reads standard input); repeat for each source.", valueName: "name=file"))
    var data: [String] = []

    @Option(name: .customLong("set"), help: ArgumentHelp("A flag's value: FLAG=true or FLAG=false; repeat for each flag.", valueName: "flag=value"))
    var set: [String] = []

    func validate() throws { _ = try inputs() }

    /// The inputs given (`-` shown as `stdinName`); a malformed one is a usage error.
    func inputs(stdinName: String = "<stdin>", data: [String]? = nil, set: [String]? = nil) throws -> SpecInputs {
        do { return try SpecInputs(data: data ?? self.data, set: set ?? self.set, stdinName: stdinName) } catch { throw ValidationError(error.message) }
    }
}

/// `diff`'s `--old-data`, `--new-data`, `--old-set`, `--new-set`: one side's items and flags
/// over `--data` and `--set` (one spec compared between two data sets or flag settings).
struct DiffInputOptions: ParsableArguments {
    @Option(name: .customLong("old-data"), help: ArgumentHelp("--data for the OLD side only.", valueName: "name=file"))
    var oldData: [String] = []
    @Option(name: .customLong("new-data"), help: ArgumentHelp("--data for the NEW side only.", valueName: "name=file"))
    var newData: [String] = []
    @Option(name: .customLong("old-set"), help: ArgumentHelp("--set for the OLD side only.", valueName: "flag=value"))
    var oldSet: [String] = []
    @Option(name: .customLong("new-set"), help: ArgumentHelp("--set for the NEW side only.", valueName: "flag=value"))
    var newSet: [String] = []

    /// Whether a side has inputs of its own (one spec is then enough).
    var isEmpty: Bool { oldData.isEmpty && newData.isEmpty && oldSet.isEmpty && newSet.isEmpty }
    /// The OLD and NEW sides' inputs: `common`'s, with each side's own over them.
    func sides(_ common: InputOptions, stdinName: String) throws -> [SpecInputs] {
        let base = try common.inputs(stdinName: stdinName)
        return [try base.overridden(by: common.inputs(stdinName: stdinName, data: oldData, set: oldSet)),
                try base.overridden(by: common.inputs(stdinName: stdinName, data: newData, set: newSet))]
    }
}
