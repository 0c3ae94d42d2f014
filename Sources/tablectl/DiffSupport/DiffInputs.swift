import ArgumentParser
import TableSpec

/// One side of a diff: where its spec comes from and the name it is shown under.
enum DiffSide {
    /// A file on disk, read as validate reads it; shown as `name`.
    case file(path: String, name: String)
    /// Standard input (`-`), shown as `name` (`--stdin-name`).
    case standardInput(name: String)
    /// Bytes already in memory (`git show` output), shown as `name`.
    case bytes([UInt8], name: String)
    /// No file at all: git's `/dev/null` for an added or deleted file.
    case missing(name: String)

    var name: String {
        switch self {
        case .file(_, let name), .standardInput(let name), .bytes(_, let name), .missing(let name): return name
        }
    }
}

/// Loads both sides of a diff with the same reader, loader, decoder and rules as `tablectl
/// validate` (``BatchChecker``, ``SpecChecker``), and decides whether the diff can go on.
///
/// - A side that cannot be read, does not load, or uses a section or row id twice stops the
///   diff: its findings are printed on standard error in validate's text format, and
///   ``load(_:_:limits:)`` throws `ExitCode(2)`.
/// - Any other finding is printed on standard error as a warning, and the diff goes on.
/// - A missing side is the other side's table without sections, so everything in the
///   other side shows as inserted (or deleted).
enum DiffInputs {
    /// The two tables. Prints findings on standard error as described above. O(size of
    /// both files); the two files are read and checked in parallel.
    static func load(_ old: DiffSide, _ new: DiffSide, limits: Limits) throws -> (old: Table, new: Table) {
        // Findings are capped per file as validate's are by default (a hostile spec cannot
        // make diff print millions); a duplicate id the cap left out is found from the
        // table itself (`isDiffable`).
        let options = CheckOptions(limits: limits)
        // 1. Read and check the sides that are files or standard input together, then map
        //    the results (sorted by path, ties in input order) back to the sides.
        let sides = [old, new]
        var inputs: [(side: Int, input: BatchInput)] = []
        for (index, side) in sides.enumerated() {
            switch side {
            case .file(let path, _): inputs.append((index, .file(path)))
            case .standardInput(let name): inputs.append((index, .standardInput(name: name)))
            case .bytes, .missing: break
            }
        }
        var reports: [FileReport?] = [nil, nil]
        var failed = false
        if !inputs.isEmpty {
            let result = BatchChecker.check(inputs.map(\.input), options: options, jobs: inputs.count)
            var remaining = result.reports
            var failures = result.failures
            for (side, input) in inputs {
                let path = input.displayPath
                if let found = remaining.firstIndex(where: { $0.path == path }) {
                    reports[side] = remaining.remove(at: found)
                } else if let found = failures.firstIndex(where: { $0.path == path }) {
                    StandardStreams.writeError("tablectl: error: \(SafeText.escaped(failures.remove(at: found).message))\n")
                    failed = true
                }
            }
        }
        for (index, side) in sides.enumerated() {
            if case .bytes(let bytes, let name) = side {
                reports[index] = SpecChecker.check(SourceFile(path: name, bytes: bytes), options: options)
            }
            reports[index]?.source.path = side.name
        }
        if failed { throw ExitCode(ExitStatus.usage) }
        // 2. Stop on what makes a diff impossible; print the rest as warnings.
        var tables: [Table?] = [nil, nil]
        for index in sides.indices {
            guard let report = reports[index] else { continue }
            if let table = report.table, Self.isDiffable(table, report) {
                printFindings(report, asWarnings: true)
                tables[index] = table
            } else {
                printFindings(report, asWarnings: false)
                let why = report.table == nil ? "does not load" : "uses a section or row id more than once"
                StandardStreams.writeError("tablectl: error: cannot diff: '\(SafeText.escaped(report.path))' \(why)\n")
                failed = true
            }
        }
        if failed { throw ExitCode(ExitStatus.usage) }
        // 3. A missing side is the other one without its sections.
        let empty = tables[0] ?? tables[1] ?? Table(id: "")
        return (tables[0] ?? emptied(empty), tables[1] ?? emptied(empty))
    }

    /// Whether `report`'s table can be diffed: no finding about a duplicate id and, when the
    /// cap on findings left errors out, no duplicate id in the table. O(findings), plus
    /// O(rows) for a capped report.
    static func isDiffable(_ table: Table, _ report: FileReport) -> Bool {
        guard !report.diagnostics.contains(where: isFatal) else { return false }
        guard report.omitted.errors > 0 else { return true }
        do {
            try TableDiff.checkIDs(of: table)
            return true
        } catch {
            return false
        }
    }

    /// Findings that stop a diff: ids are what it matches by.
    static func isFatal(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error
            && (diagnostic.rule == .duplicateSectionID || diagnostic.rule == .duplicateRowID)
    }

    /// `table` without sections.
    private static func emptied(_ table: Table) -> Table {
        var copy = table
        copy.sections = []
        return copy
    }

    /// A file's findings on standard error in validate's text form (no colour): as they
    /// are, or with every error shown as a warning because it does not stop the diff.
    static func printFindings(_ report: FileReport, asWarnings: Bool) {
        guard !report.diagnostics.isEmpty else { return }
        let excerpt = SourceExcerpt(report.source)
        let path = SafeText.escaped(report.path)
        let palette = Palette(enabled: false)
        var out = ""
        for var diagnostic in report.diagnostics {
            if asWarnings { diagnostic.severity = .warning }
            out += TextReporter.finding(diagnostic, path: path, excerpt: excerpt, palette: palette)
        }
        StandardStreams.writeError(out)
    }
}
