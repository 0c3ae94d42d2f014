/// The `generate:` block of a `.tablectl.yml`: how `tablectl generate` — what the
/// `TableSpecPlugin` build plugin and the `generate-specs` command plugin run for each
/// spec — writes a spec's Swift, and which findings stop it.
///
/// ```yaml
/// generate:
///   access: public                  # public | internal (default)
///   fail-on: warning                # error (default) | warning
///   type-names:                     # spec path or glob (relative to this file) → enum name
///     Sources/App/settings.yaml: SettingsScreen
/// ```
/// `tablectl validate` does not read it: its failure level is `--fail-on`.
public struct GenerateSettings: Hashable, Sendable {
    /// One `type-names` entry: the files it names and their enum's name.
    public struct TypeName: Hashable, Sendable {
        /// The specs it applies to, relative to the configuration's directory.
        public var files: Glob
        /// The generated enum's name.
        public var name: String

        /// The entry naming the enum of the specs matching `files`.
        public init(files: Glob, name: String) {
            self.files = files
            self.name = name
        }
    }

    /// `access`: true for `public`, false for `internal`, nil when not set (internal).
    public var publicAccess: Bool?
    /// `fail-on`: the lowest severity that stops generation, nil when not set (`error`).
    public var failOn: LintPolicy.FailLevel?
    /// `type-names`, in written order: the first entry matching a spec names its enum.
    public var typeNames: [TypeName]

    /// Settings that change nothing.
    public init(publicAccess: Bool? = nil, failOn: LintPolicy.FailLevel? = nil, typeNames: [TypeName] = []) {
        self.publicAccess = publicAccess
        self.failOn = failOn
        self.typeNames = typeNames
    }
}

extension Configuration {
    /// The enum name `generate.type-names` gives the spec at absolute path `file`, if any:
    /// the first entry whose glob matches. O(entries × path length).
    public func generatedTypeName(forFile file: String) -> String? {
        guard !generate.typeNames.isEmpty else { return nil }
        let relative = FilePath.relative(file, to: directory)
        return generate.typeNames.first { $0.files.matches(relative) }?.name
    }
}

extension ConfigurationLoader {
    /// The keys of the `generate` block.
    package static let generateKeys = ["access", "fail-on", "type-names"]
}

extension ConfigurationLoader.Reader {
    /// The `generate` block: `access`, `fail-on` and `type-names`, each checked.
    mutating func generate(_ node: Node, pointer: Pointer) -> GenerateSettings {
        var settings = GenerateSettings()
        guard let pairs = mapping(node, pointer: pointer, what: "a mapping with access, fail-on or type-names")
        else { return settings }
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            let at = pointer.appending(key)
            switch key {
            case "access":
                settings.publicAccess = word(pair.value, pointer: at, among: ["public", "internal"]).map { $0 == "public" }
            case "fail-on":
                settings.failOn = word(pair.value, pointer: at, among: LintPolicy.FailLevel.allCases.map(\.rawValue))
                    .flatMap(LintPolicy.FailLevel.init(rawValue:))
            case "type-names":
                settings.typeNames = typeNames(pair.value, pointer: at)
            default:
                unknownKey(key, pair: pair, place: "generate", allowed: ConfigurationLoader.generateKeys, pointer: at)
            }
        }
        return settings
    }

    /// One of `words`, or nil after reporting why not.
    private mutating func word(_ node: Node, pointer: Pointer, among words: [String]) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.append(WrongTypeRule.diagnostic(
                expected: words.joined(separator: " or "), found: node, pointer: pointer.description))
            return nil
        }
        guard words.contains(scalar.text) else {
            report(.invalidValue,
                "'\(scalar.text)' is not one of \(words.joined(separator: ", "))" + Suggestion.didYouMean(scalar.text, in: words),
                node.span, pointer)
            return nil
        }
        return scalar.text
    }

    /// `type-names`: a mapping of path patterns to Swift type names.
    private mutating func typeNames(_ node: Node, pointer: Pointer) -> [GenerateSettings.TypeName] {
        guard let pairs = mapping(node, pointer: pointer, what: "a mapping of spec paths to type names") else { return [] }
        var names: [GenerateSettings.TypeName] = []
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            let at = pointer.appending(key)
            guard let scalar = pair.value.scalar, !scalar.isNull else {
                diagnostics.append(WrongTypeRule.diagnostic(expected: "a type name", found: pair.value, pointer: at.description))
                continue
            }
            guard SwiftName.isPlainIdentifier(scalar.text) else {
                report(.invalidValue, "'\(scalar.text)' is not a Swift type name", pair.value.span, at,
                    hint: "letters, digits and _, not starting with a digit, not a keyword (SettingsScreen)")
                continue
            }
            // A name the generated code uses: the enum would shadow it (as `--type-name`).
            if let problem = SwiftName.typeNameProblem(scalar.text) {
                report(.invalidValue, problem, pair.value.span, at)
                continue
            }
            do {
                names.append(GenerateSettings.TypeName(files: try Glob(key), name: scalar.text))
            } catch {
                report(.invalidValue, error.message, pair.key.span, at)
            }
        }
        return names
    }
}
