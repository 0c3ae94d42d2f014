/// A configuration file that cannot be used: every problem found in it, located.
///
/// A broken `--config` stops `tablectl validate` (printed on standard error in the
/// `path:line:col: error: … [rule]` form, exit status 2, nothing checked); a broken
/// `.tablectl.yml` found beside the files is reported as the findings of that file
/// (``report``, exit status 1) and only the files it governs go unchecked.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    /// The configuration file (for printing source lines under the findings); its bytes
    /// are empty when it could not be read.
    public var source: SourceFile
    /// The problems, in source order; at least one.
    public var diagnostics: [Diagnostic]
    /// Set instead of diagnostics when the file could not be read or found at all.
    public var message: String?

    /// The error of `source` with `diagnostics` (sorted into source order here, O(n log n))
    /// or, for a file that could not be read or found, `message`.
    public init(source: SourceFile, diagnostics: [Diagnostic], message: String? = nil) {
        self.source = source
        self.diagnostics = diagnostics.sorted(by: Diagnostic.sourceOrder)
        self.message = message
    }

    /// The located problems as the report of the configuration file, so a broken
    /// `.tablectl.yml` found under a checked directory is reported like a broken spec (in
    /// every output format, exit status 1). Nil when the file could not be read or found
    /// (``message``): that is a problem with a path, not a finding.
    public var report: FileReport? {
        guard message == nil, !diagnostics.isEmpty else { return nil }
        return FileReport(source: source, diagnostics: diagnostics, table: nil)
    }

    /// One line per problem: `path:line:col: error: message [rule]`, or the message.
    public var description: String {
        if let message { return message }
        return diagnostics.map { "\(source.path):\($0.start): error: \($0.message) [\($0.rule)]" }
            .joined(separator: "\n")
    }
}

/// Reads a `.tablectl.yml` with the located ``Loader`` and validates it into a
/// ``Configuration``.
///
/// Problems are reported with the structure rules of spec files: `unknown-key` for a key
/// the configuration does not define, `invalid-value` for an unknown rule id, an unknown
/// setting, a bad glob or a loading rule turned off, `wrong-type` for a value of the wrong
/// shape (and the loading rules, such as `syntax`, when the file does not load). Every
/// problem is collected, each with "did you mean" where a typo is likely.
package enum ConfigurationLoader {
    /// The top-level keys.
    package static let keys = ["rules", "exclude", "overrides", "max-findings", "max-variants", "generate"]
    /// The keys of one override.
    package static let overrideKeys = ["files", "rules"]

    /// Reads `source`, whose globs are relative to the absolute `directory`. O(file size).
    package static func load(_ source: SourceFile, directory: String) -> Result<Configuration, ConfigurationError> {
        if isBlank(source.bytes) { return .success(Configuration(path: source.path, directory: directory)) }
        let root: Node
        do {
            root = try Loader.load(source)
        } catch {
            return .failure(ConfigurationError(source: source, diagnostics: [error.diagnostic]))
        }
        var reader = Reader()
        var configuration = Configuration(path: source.path, directory: directory)
        reader.read(root, into: &configuration)
        guard reader.diagnostics.isEmpty else {
            return .failure(ConfigurationError(source: source, diagnostics: reader.diagnostics))
        }
        return .success(configuration)
    }

    /// Whether `bytes` hold only blank and comment lines: a configuration of nothing
    /// (the loader rejects an empty spec, but an empty configuration is fine). O(size).
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        var atLineStart = true
        var inComment = false
        for byte in bytes {
            switch byte {
            case 0x0A: atLineStart = true; inComment = false
            case 0x20, 0x09, 0x0D: continue
            case 0x23 where atLineStart: inComment = true; atLineStart = false
            default: if !inComment { return false }
            }
        }
        return true
    }

    /// The decoding state: the problems found so far.
    struct Reader {
        var diagnostics: [Diagnostic] = []

        mutating func read(_ root: Node, into configuration: inout Configuration) {
            if root.scalar?.isNull == true { return }   // an empty file configures nothing
            guard let pairs = mapping(root, pointer: Pointer.root, what: "a mapping with rules, exclude or overrides")
            else { return }
            for pair in pairs {
                guard let key = pair.keyText else { continue }
                let pointer = Pointer.root.appending(key)
                switch key {
                case "rules": configuration.rules = rules(pair.value, pointer: pointer)
                case "exclude": configuration.exclude = globs(pair.value, pointer: pointer)
                case "overrides": configuration.overrides = overrides(pair.value, pointer: pointer)
                case "max-findings": configuration.maxFindings = count(pair.value, pointer: pointer)
                case "max-variants": configuration.maxVariants = count(pair.value, pointer: pointer, minimum: 1)
                case "generate": configuration.generate = generate(pair.value, pointer: pointer)
                default: unknownKey(key, pair: pair, place: "the configuration", allowed: keys, pointer: pointer)
                }
            }
        }

        mutating func rules(_ node: Node, pointer: Pointer) -> [RuleID: Configuration.Setting] {
            guard let pairs = mapping(node, pointer: pointer, what: "a mapping of rule ids to off, on, error or warning")
            else { return [:] }
            var rules: [RuleID: Configuration.Setting] = [:]
            let ids = RuleRegistry.descriptions.map(\.id.rawValue)
            for pair in pairs {
                guard let id = pair.keyText else { continue }
                let at = pointer.appending(id)
                guard let rule = RuleRegistry.description(of: RuleID(id)) else {
                    report(.invalidValue, "unknown rule '\(id)'" + Suggestion.didYouMean(id, in: ids), pair.key.span, at,
                        hint: "`tablectl rules` lists every rule")
                    continue
                }
                let allowed = Configuration.Setting.allCases.map(\.rawValue)
                guard let text = pair.value.scalar.map(\.text), let setting = Configuration.Setting(rawValue: text) else {
                    if pair.value.scalar == nil || pair.value.scalar?.isNull == true {
                        diagnostics.append(WrongTypeRule.diagnostic(
                            expected: "off, on, error or warning", found: pair.value, pointer: at.description))
                    } else {
                        let text = pair.value.scalar?.text ?? ""
                        let suggestion = Suggestion.didYouMean(text, in: allowed)
                        let list = allowed.joined(separator: ", ")
                        report(.invalidValue, "unknown setting '\(text)' for rule '\(id)'"
                            + (suggestion.isEmpty ? "; allowed: \(list)" : suggestion + " allowed: \(list)"),
                            pair.value.span, at)
                    }
                    continue
                }
                if rule.stage == .loading, setting == .off || setting == .warning {
                    report(.invalidValue, "rule '\(id)' cannot be turned \(setting == .off ? "off" : "into a warning")",
                        pair.value.span, at,
                        hint: "'\(id)' reports a file that cannot be read; a file that does not load has nothing else to check")
                    continue
                }
                if rule.id == .tooManyFindings, setting != .on {
                    report(.invalidValue, "rule '\(id)' cannot be turned \(setting == .off ? "off" : "into \(setting.rawValue == "error" ? "an error" : "a warning")")",
                        pair.value.span, at, hint: "set max-findings to a larger number, or to 0 for no cap")
                    continue
                }
                rules[rule.id] = setting
            }
            return rules
        }

        /// A count of `minimum` or more (`max-findings`: 0 for no cap; `max-variants`: 1 or
        /// more), or nil after reporting why not.
        mutating func count(_ node: Node, pointer: Pointer, minimum: Int = 0) -> Int? {
            guard let scalar = node.scalar, !scalar.isNull, scalar.style == .plain else {
                diagnostics.append(WrongTypeRule.diagnostic(
                    expected: minimum == 0 ? "a whole number (0 for no cap)" : "a whole number, \(minimum) or more",
                    found: node, pointer: pointer.description))
                return nil
            }
            guard let value = Int(scalar.text), value >= minimum else {
                report(.invalidValue, "\(pointer.description.dropFirst()) must be a whole number, \(minimum) or more, not '\(scalar.text)'",
                    node.span, pointer, hint: minimum == 0 ? "0 keeps every finding" : nil)
                return nil
            }
            return value
        }

        mutating func globs(_ node: Node, pointer: Pointer) -> [Glob] {
            guard case .sequence(let items) = node.content else {
                diagnostics.append(WrongTypeRule.diagnostic(
                    expected: "a list of path patterns", found: node, pointer: pointer.description,
                    hint: node.scalar.map { "write [\"\($0.text)\"]" }))
                return []
            }
            var globs: [Glob] = []
            for (index, item) in items.enumerated() {
                let at = pointer.appending(index)
                guard let scalar = item.scalar, !scalar.isNull else {
                    diagnostics.append(WrongTypeRule.diagnostic(
                        expected: "a path pattern", found: item, pointer: at.description))
                    continue
                }
                do {
                    globs.append(try Glob(scalar.text))
                } catch {
                    report(.invalidValue, error.message, item.span, at)
                }
            }
            return globs
        }

        mutating func overrides(_ node: Node, pointer: Pointer) -> [Configuration.Override] {
            guard case .sequence(let items) = node.content else {
                diagnostics.append(WrongTypeRule.diagnostic(
                    expected: "a list of {files, rules} mappings", found: node, pointer: pointer.description))
                return []
            }
            var overrides: [Configuration.Override] = []
            for (index, item) in items.enumerated() {
                let at = pointer.appending(index)
                guard let pairs = mapping(item, pointer: at, what: "a mapping with files and rules") else { continue }
                var override = Configuration.Override(files: [], rules: [:])
                var hasFiles = false
                for pair in pairs {
                    guard let key = pair.keyText else { continue }
                    switch key {
                    case "files":
                        hasFiles = true
                        override.files = globs(pair.value, pointer: at.appending(key))
                    case "rules":
                        override.rules = rules(pair.value, pointer: at.appending(key))
                    default:
                        unknownKey(key, pair: pair, place: "an override", allowed: overrideKeys, pointer: at.appending(key))
                    }
                }
                if !hasFiles {
                    diagnostics.append(MissingKeyRule.diagnostic(
                        key: "files", place: "an override", span: pairs.first?.key.span ?? item.span,
                        pointer: at.appending("files").description))
                }
                overrides.append(override)
            }
            return overrides
        }

        // MARK: Helpers

        mutating func mapping(_ node: Node, pointer: Pointer, what: String) -> [Pair]? {
            if case .mapping(let pairs) = node.content { return pairs }
            diagnostics.append(WrongTypeRule.diagnostic(expected: what, found: node, pointer: pointer.description))
            return nil
        }

        mutating func unknownKey(_ key: String, pair: Pair, place: String, allowed: [String], pointer: Pointer) {
            report(.unknownKey, "unknown key '\(key)' in \(place)" + Suggestion.didYouMean(key, in: allowed),
                pair.key.span, pointer, hint: "allowed keys: \(allowed.joined(separator: ", "))")
        }

        mutating func report(_ rule: RuleID, _ message: String, _ span: Span, _ pointer: Pointer, hint: String? = nil) {
            diagnostics.append(Diagnostic(
                rule: rule, severity: .error, message: message, span: span, pointer: pointer.description, hint: hint))
        }
    }
}
