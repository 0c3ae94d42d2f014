#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tablectl generate`: one spec's Swift for an app's build. The `TableSpecPlugin` build
/// plugin runs it once per spec (the spec its input, the Swift file its output); the
/// `generate-specs` command plugin runs it for teams that commit the generated code.
///
/// The spec is checked exactly as `tablectl validate SPEC` checks it (a ``LintRun``: the
/// nearest `.tablectl.yml` with its rules, severities and excludes), and its findings are
/// the outcome's report. Then, by the configuration's `generate:` block
/// (``GenerateSettings``):
/// - findings at or above `fail-on` (errors by default) stop it: nothing is generated and
///   the output file is removed, so a file from an earlier good build cannot survive into
///   the build; exit status 1.
/// - an excluded spec gives a file holding only a comment that says so (a build declared
///   the file, and code generated before the spec was excluded must go).
/// - otherwise the output is `export --format swift` of the table, with `type-names` and
///   `access`, written (atomically) only when it differs, so an unchanged file keeps its
///   time stamp and nothing that depends on it is rebuilt.
///
/// With ``check``, nothing is written or removed: the outcome says whether the output
/// already holds what would be written (as `export --check`). Cost: that of validating
/// the spec, plus O(output size).
///
/// ```swift
/// let outcome = try GenerateRun(spec: "Specs/settings.yaml", output: "Generated/settings.swift")
///     .run(messages: { print($0) })
/// outcome.status   // 0 written or unchanged, 1 findings stop it, 2 the spec cannot be read
/// ```
public struct GenerateRun: Sendable {
    /// The spec file.
    public var spec: String
    /// The Swift file to write.
    public var output: String
    /// Compare with `output` instead of writing it.
    public var check = false
    /// Resource limits for reading the spec.
    public var limits = Limits.default
    /// The tool version written in the header.
    public var toolVersion = ToolVersion.current
    /// The directory relative paths start from.
    public var workingDirectory = FilePath.workingDirectory
    /// The other specs the same target builds (`--target-spec`): a spec among them that
    /// would generate the same type name stops this one (`type-name-clash`), as the
    /// target's build would fail with `invalid redeclaration`.
    public var targetSpecs: [String] = []

    /// The run that writes the Swift of `spec` to `output` (with `check`, compares).
    public init(spec: String, output: String, check: Bool = false, limits: Limits = .default) {
        self.spec = spec
        self.output = output
        self.check = check
        self.limits = limits
    }

    /// Checks the spec, then writes, checks or removes the output; notes and problems with
    /// a path go to `messages`.
    public func run(messages: (RunMessage) -> Void) -> GenerateOutcome {
        // 1. The configuration that applies: its `generate:` block and its excludes. A
        //    broken one is reported by the lint run below, as validate reports it.
        let resolver = ConfigurationResolver(workingDirectory: workingDirectory)
        let configuration = (try? resolver.configuration(forFile: spec).get()) ?? nil
        let settings = configuration?.generate ?? GenerateSettings()
        // 2. Check the spec as validate does, failing at the configured level.
        var lint = LintRun(paths: [spec])
        lint.limits = limits
        lint.jobs = 1
        lint.workingDirectory = workingDirectory
        lint.configurations = resolver   // the configuration is read once
        lint.policy.failLevel = settings.failOn ?? .error
        var quiet: [RunMessage] = []
        let lintOutcome: LintOutcome
        do {
            lintOutcome = try lint.run { quiet.append($0) }
        } catch {
            // Only a `--config` or a baseline makes a lint run fail; a generate run has neither.
            messages(.error("cannot check '\(spec)': \(error)"))
            return GenerateOutcome(result: BatchResult(reports: [], failures: []), status: ExitStatus.usage)
        }
        var result = lintOutcome.result
        var (status, _) = lintOutcome.exitStatus(reportsWritten: true)
        let absoluteSpec = resolver.absolute(spec)
        // 3. The type name against the other specs of the target.
        if let clashes = targetClashes(result, spec: absoluteSpec, configuration: configuration, resolver: resolver) {
            result = clashes.result
            if clashes.fail { status = max(status, ExitStatus.findings) }
        }
        var outcome = GenerateOutcome(result: result, status: status)
        // 4. Write what the outcome allows.
        let text: String
        if let configuration, let glob = configuration.exclusion(forFile: absoluteSpec) {
            text = Self.excludedText(spec: spec, glob: glob.pattern, configuration: configuration.path)
            outcome.status = ExitStatus.success
        } else {
            quiet.forEach(messages)
            // The spec's own report (a composite's holds the composed table; its parts'
            // reports come beside it).
            let report = result.reports.first { resolver.absolute($0.path) == absoluteSpec }
            guard status == ExitStatus.success, let table = report?.table else {
                if !check { remove(messages: messages) }
                return outcome
            }
            var options = ExportOptions(
                sourceName: spec, toolVersion: toolVersion,
                typeName: configuration?.generatedTypeName(forFile: absoluteSpec),
                publicAccess: settings.publicAccess ?? false,
                regenerate: "build again (TableSpecPlugin), or run `swift package generate-specs`")
            options.sectionMap = report?.sectionMap
            do {
                text = try SwiftExporter.export(table, options: options)
            } catch {
                messages(.error("cannot generate Swift for '\(spec)': \(error.description)"))
                if !check { remove(messages: messages) }
                outcome.status = ExitStatus.usage
                return outcome
            }
        }
        outcome.status = check ? compare(text, messages: messages) : write(text, messages: messages)
        return outcome
    }

    /// `result` with the spec's `type-name-clash` findings against ``targetSpecs``
    /// (severities as its configuration sets them), and whether one fails the run at
    /// `generate.fail-on`; nil when there are none (or no table to name). O(size of the
    /// target's specs).
    private func targetClashes(
        _ result: BatchResult, spec: String, configuration: Configuration?, resolver: ConfigurationResolver
    ) -> (result: BatchResult, fail: Bool)? {
        guard !targetSpecs.isEmpty, configuration?.exclusion(forFile: spec) == nil,
              let index = result.reports.firstIndex(where: { resolver.absolute($0.path) == spec }),
              let table = result.reports[index].table
        else { return nil }
        let name = configuration?.generatedTypeName(forFile: spec) ?? SwiftName.typeName(forTableID: table.id)
        let settings = configuration?.settings(forFile: spec) ?? .default
        let findings = GeneratedTypeNames.targetClashes(
            of: result.reports[index], name: name, targetSpecs: targetSpecs, resolver: resolver, limits: limits
        ).compactMap(settings.applied)
        guard !findings.isEmpty else { return nil }
        var reports = result.reports
        reports[index].diagnostics += findings
        reports[index].diagnostics.sort(by: Diagnostic.sourceOrder)
        let failLevel: Severity = (configuration?.generate.failOn ?? .error) == .warning ? .warning : .error
        return (BatchResult(reports: reports, failures: result.failures), findings.contains { $0.severity >= failLevel })
    }

    /// The file an excluded spec gets: the header comment alone.
    static func excludedText(spec: String, glob: String, configuration: String) -> String {
        """
        // Generated by tablectl from \(SwiftLiteral.comment(spec)): nothing, since \
        \(SwiftLiteral.comment(configuration)) excludes it ('\(SwiftLiteral.comment(glob))').

        """
    }

    /// `--check`: 0 when the output holds `text`, else 1 with messages saying why.
    private func compare(_ text: String, messages: (RunMessage) -> Void) -> Int32 {
        do {
            let found = try OutputCheck.compare(text, withFileAt: output)
            OutputCheck.messages(found, path: output).forEach(messages)
            return found == .upToDate ? ExitStatus.success : ExitStatus.findings
        } catch {
            messages(.error(error.description))
            return ExitStatus.usage
        }
    }

    /// Writes `text` unless the output already holds it. Only a regular file is read to
    /// tell (``OutputCheck``): an output that is, or links to, a FIFO or a device such as
    /// `/dev/stdin` is never opened, and the write replaces the link.
    private func write(_ text: String, messages: (RunMessage) -> Void) -> Int32 {
        if (try? OutputCheck.compare(text, withFileAt: output)) == .upToDate { return ExitStatus.success }
        do {
            try AtomicFile.write(text, to: output)
            return ExitStatus.success
        } catch {
            messages(.error(error.message))
            return ExitStatus.usage
        }
    }

    /// Removes the output, if there is one, so that a failed spec leaves no code behind.
    private func remove(messages: (RunMessage) -> Void) {
        if unlink(output) != 0, errno != ENOENT {
            messages(.error("cannot remove '\(output)': \(SystemCall.describe(errno))"))
        }
    }
}

/// What a ``GenerateRun`` did.
public struct GenerateOutcome: Sendable {
    /// The spec's findings, as `tablectl validate` reports them.
    public var result: BatchResult
    /// The exit status: 0 generated, unchanged or excluded (`--check`: up to date); 1
    /// findings stop it (`--check`: out of date); 2 the spec or output could not be used.
    public var status: Int32
}
