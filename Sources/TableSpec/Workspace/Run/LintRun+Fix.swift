/// What `validate --fix` does with the fixes it finds (``LintRun/fixing``).
public enum FixMode: Sendable {
    /// Write each fixed file, atomically, keeping its mode; ``LintOutcome/fixedText`` lists
    /// the fixes and the outcome is the check of the fixed files.
    case apply
    /// Change nothing: ``LintOutcome/fixDiff`` holds the fixes as a unified diff
    /// (``UnifiedDiff``), and the outcome is the check of the files as they are.
    case dryRun
}

extension LintRun {
    /// The most rounds of check-then-fix `validate --fix` runs. A round applies every
    /// fix that does not overlap another; a second round fixes what an overlap held back,
    /// and the next trailing comma of a JSON file (its parser stops at the first). After
    /// the last round the files are checked once more for the report.
    public static let maxFixRounds = 4

    /// The run with ``fixing``: checks (afresh, without the result cache: a fixed file's
    /// report must come from its new bytes), applies the fixes of every file's findings —
    /// a component's findings in the component's file — and checks again, for at most
    /// ``maxFixRounds`` rounds or until a round fixes nothing; with ``FixMode/dryRun``,
    /// one round that writes nothing. Only the first check's messages are given (the
    /// rounds after it would repeat them). A file whose bytes on disk are not those
    /// checked (changed meanwhile, or decoded from UTF-16 or a byte order mark) is left
    /// alone with a warning; one that cannot be written is a failure (exit status 2).
    /// O(rounds × the check) plus O(size) per fixed file.
    func runFixing(_ mode: FixMode, messages: (RunMessage) -> Void) throws(LintRunError) -> LintOutcome {
        var fresh = self
        fresh.fixing = nil
        fresh.cacheDirectory = nil
        var outcome = try fresh.run(messages: messages)
        var fixedText = "", diff = "", failures: [BatchFailure] = []
        for _ in 1...Self.maxFixRounds {
            let round = fix(outcome.result, mode: mode, messages: messages)
            fixedText += round.fixedText
            diff += round.diff
            failures += round.failures
            guard mode == .apply, round.wrote else { break }
            outcome = try fresh.run(messages: { _ in })
        }
        outcome.fixedText = fixedText
        outcome.fixDiff = mode == .dryRun ? diff : nil
        outcome.failures += failures
        return outcome
    }

    /// One round: every file with fixes, planned (``FixPlan``) and written or diffed.
    private func fix(
        _ result: BatchResult, mode: FixMode, messages: (RunMessage) -> Void
    ) -> (fixedText: String, diff: String, failures: [BatchFailure], wrote: Bool) {
        // 1. The findings with fixes, by file (a component may be reported more than once).
        var order: [String] = []
        var files: [String: (source: SourceFile, diagnostics: [Diagnostic])] = [:]
        func add(_ report: FileReport) {
            let fixable = report.diagnostics.filter { $0.fix != nil }
            guard !fixable.isEmpty else { return }
            let key = FilePath.resolved(report.source.path, from: workingDirectory)
            if files[key] == nil { order.append(key) }
            files[key, default: (report.source, [])].diagnostics += fixable
        }
        for report in result.reports {
            add(report)
            for component in report.composite?.components ?? [] { add(component) }
        }
        // 2. Each file's plan, applied to the bytes checked if the file still has them.
        var out: (fixedText: String, diff: String, failures: [BatchFailure], wrote: Bool) = ("", "", [], false)
        for key in order {
            guard let (source, diagnostics) = files[key] else { continue }
            let plan = FixPlan(diagnostics, byteCount: source.bytes.count)
            if plan.isEmpty { continue }
            guard case .bytes(let current)? = try? SpecFileReader.read(path: key, limit: limits.maxFileSize),
                current == source.bytes
            else {
                messages(.warning("'\(source.path)' was not fixed: its bytes are not those checked (it changed, or is not UTF-8)"))
                continue
            }
            if mode == .dryRun {
                out.diff += UnifiedDiff.text(path: source.path, old: current, edits: plan.edits)
                continue
            }
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(plan.apply(to: current), to: key)
            } catch {
                let failure = BatchFailure(path: source.path, message: "cannot write the fixes of '\(source.path)': \(error.message)")
                messages(.error(failure.message))
                out.failures.append(failure)
                continue
            }
            out.wrote = true
            for d in plan.fixed {
                out.fixedText += TerminalText.escaped("\(source.path):\(d.start.line):\(d.start.column): fixed [\(d.rule)] \(d.fix?.title ?? "")") + "\n"
            }
        }
        return out
    }
}
