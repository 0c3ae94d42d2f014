/// A validated `.tablectl.yml`: rule settings, exclude globs and per-path overrides.
///
/// ```yaml
/// rules:
///   empty-section: off          # off | on | error | warning
///   unused-cell-type: error
/// exclude: ["generated/**", "*.draft.yaml"]
/// max-findings: 200             # findings kept per file; 0 for no cap
/// max-variants: 256             # flag combinations checked per dynamic spec; 64 unless set
/// overrides:
///   - files: ["legacy/**"]
///     rules: {detail-not-shown: warning}
/// ```
/// Globs are matched against paths relative to ``directory`` (see ``Glob``). Read one with
/// ``ConfigurationLoader``; find the one that applies to a file with
/// ``ConfigurationResolver``.
public struct Configuration: Hashable, Sendable {
    /// What the configuration does with one rule.
    public enum Setting: String, Hashable, Sendable, CaseIterable {
        /// The rule's findings are dropped.
        case off
        /// The rule runs at its default severity (undoes an earlier `off` or severity).
        case on
        /// The rule runs; its findings are errors.
        case error
        /// The rule runs; its findings are warnings.
        case warning
    }

    /// Settings for files matching any of `files`, applied after the top-level `rules`
    /// and after earlier overrides.
    public struct Override: Hashable, Sendable {
        /// The files it applies to: those matching any of these globs.
        public var files: [Glob]
        /// Its settings, by rule.
        public var rules: [RuleID: Setting]

        /// An override of `rules` for the files matching `files`.
        public init(files: [Glob], rules: [RuleID: Setting]) {
            self.files = files
            self.rules = rules
        }
    }

    /// The configuration file, as it is named in messages.
    public var path: String
    /// The absolute directory globs are relative to (the configuration file's directory).
    public var directory: String
    /// Settings for every file.
    public var rules: [RuleID: Setting]
    /// Files never checked.
    public var exclude: [Glob]
    /// Per-path settings, in written order (a later override wins).
    public var overrides: [Override]
    /// The findings kept per file (`max-findings`; 0 for no cap), nil when not set.
    public var maxFindings: Int?
    /// The most flag combinations checked per spec (`max-variants`, 1 or more), nil when not set.
    public var maxVariants: Int?
    /// How `tablectl generate` writes this configuration's specs (`generate:`).
    public var generate = GenerateSettings()

    /// A configuration read from `path`, with globs relative to `directory`; the defaults
    /// change nothing.
    public init(
        path: String, directory: String, rules: [RuleID: Setting] = [:], exclude: [Glob] = [],
        overrides: [Override] = [], maxFindings: Int? = nil
    ) {
        self.path = path
        self.directory = directory
        self.rules = rules
        self.exclude = exclude
        self.overrides = overrides
        self.maxFindings = maxFindings
    }

    /// The effective rule settings of the file at absolute path `file`: the top-level
    /// `rules`, then each override whose globs match, in order. O(overrides × globs).
    public func settings(forFile file: String) -> RuleSettings {
        var settings = RuleSettings(maxFindings: maxFindings, maxVariants: maxVariants)
        Self.apply(rules, to: &settings)
        guard !overrides.isEmpty else { return settings }
        let relative = FilePath.relative(file, to: directory)
        for override in overrides where override.files.contains(where: { $0.matches(relative) }) {
            Self.apply(override.rules, to: &settings)
        }
        return settings
    }

    /// The `exclude` pattern that matches the file at absolute path `file`, if any.
    /// O(exclude globs × path length).
    public func exclusion(forFile file: String) -> Glob? {
        guard !exclude.isEmpty else { return nil }
        let relative = FilePath.relative(file, to: directory)
        return exclude.first { $0.matches(relative) }
    }

    /// Applies `rules` to `settings`, in rule-id order (each rule is independent).
    static func apply(_ rules: [RuleID: Setting], to settings: inout RuleSettings) {
        for (rule, setting) in rules {
            switch setting {
            case .off:
                settings.disabled.insert(rule)
                settings.severities[rule] = nil
            case .on:
                settings.disabled.remove(rule)
                settings.severities[rule] = nil
            case .error, .warning:
                settings.disabled.remove(rule)
                let severity: Severity = setting == .error ? .error : .warning
                if RuleRegistry.description(of: rule)?.severity == severity {
                    settings.severities[rule] = nil
                } else {
                    settings.severities[rule] = severity
                }
            }
        }
    }
}
