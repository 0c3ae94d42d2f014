/// The inputs of one run with their configuration applied: which are excluded, and the
/// effective ``RuleSettings`` of each one that is checked.
///
/// ```swift
/// let planned = ConfiguredInputs(inputs, resolver: ConfigurationResolver(), named: ["one.yaml"])
/// guard planned.errors.isEmpty else { … }          // a broken .tablectl.yml: exit 2
/// BatchChecker.check(planned.inputs, options: { CheckOptions(rules: planned.settings($0)) }, …)
/// ```
public struct ConfiguredInputs: Sendable {
    /// An input left out by an `exclude` pattern.
    public struct Exclusion: Hashable, Sendable {
        public var input: BatchInput
        /// The pattern that matched.
        public var pattern: String
        /// The configuration file that holds the pattern.
        public var configuration: String
        /// Whether the file was named on the command line (not found under a directory).
        public var wasNamed: Bool
    }

    /// The inputs to check, in the original order.
    public var inputs: [BatchInput]
    /// The inputs left out, in the original order.
    public var excluded: [Exclusion]
    /// Every distinct broken configuration met, in the order first met.
    public var errors: [ConfigurationError]
    private var settingsByInput: [BatchInput: RuleSettings]

    /// Resolves the configuration of every input. Standard input is resolved as a file
    /// named by its `--stdin-name` (so an editor's buffer gets its file's settings) and is
    /// never excluded. A file in `named` (given on the command line) is excluded like any
    /// other; callers say so. O(inputs × (overrides + excludes)), plus one lookup per new
    /// directory.
    public init(_ inputs: [BatchInput], resolver: ConfigurationResolver, named: Set<String>) {
        self.inputs = []
        self.excluded = []
        self.errors = []
        self.settingsByInput = [:]
        var broken: Set<String> = []
        for input in inputs {
            let configuration: Configuration?
            switch resolver.configuration(forFile: input.displayPath) {
            case .success(let found):
                configuration = found
            case .failure(let error):
                if broken.insert(error.source.path + (error.message ?? "")).inserted { errors.append(error) }
                continue
            }
            guard let configuration else {
                self.inputs.append(input)
                continue
            }
            let absolute = resolver.absolute(input.displayPath)
            if case .file(let path) = input, let glob = configuration.exclusion(forFile: absolute) {
                excluded.append(Exclusion(
                    input: input, pattern: glob.pattern, configuration: configuration.path,
                    wasNamed: named.contains(path)))
                continue
            }
            self.inputs.append(input)
            let settings = configuration.settings(forFile: absolute)
            if settings != .default { settingsByInput[input] = settings }
        }
    }

    /// The effective settings of `input` (every rule at its default when no configuration
    /// applies). O(1); no hashing of the path when every input has the defaults.
    public func settings(_ input: BatchInput) -> RuleSettings {
        settingsByInput.isEmpty ? .default : settingsByInput[input] ?? .default
    }
}
