import Foundation
import TableSpec

/// `tablectl-bench diff`: the diff benchmark of issue 4. Generates two versions of a
/// 100-section × 1,000-row table (``DiffGenerator``), then measures, best of N:
///
/// 1. in-process, in thread CPU time: loading and decoding both files (bytes in memory),
///    and the diff step alone (``TableDiff/diff(from:to:)`` on the two decoded tables);
/// 2. as processes, in wall time: `tablectl diff OLD NEW` against `tablectl validate OLD`.
///    Skipped, with a message, when the `tablectl` given has no `diff` subcommand.
///
/// Goals: the diff step under 25% of loading and decoding both files; the end-to-end diff
/// under 2.5× the validate of one file.
///
/// Command line: `tablectl-bench diff [--sections 100] [--rows 1000] [--iterations 5]
/// [--tablectl PATH] [--keep]`.
struct DiffBench {
    var generator = DiffGenerator()
    var iterations = 5
    var tablectl: String?
    var keep = false

    /// Runs the benchmark and exits: status 0, or 2 with a message when it cannot run.
    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("diff") { try DiffBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        let command = try BenchCommand(arguments, counts: [
            "--sections": generator.sections, "--rows": generator.rowsPerSection, "--iterations": 5,
        ])
        (generator.sections, generator.rowsPerSection, iterations) = (command["--sections"], command["--rows"], command["--iterations"])
        (tablectl, keep) = (command.tablectl, command.keep)
    }

    func run() throws {
        // 1. The two files, written and checked: both valid, with no findings.
        let (oldText, newText, edits) = generator.versions()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-diff-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: directory) } }
        let oldPath = directory + "/old.yaml", newPath = directory + "/new.yaml"
        try Data(oldText.utf8).write(to: URL(fileURLWithPath: oldPath))
        try Data(newText.utf8).write(to: URL(fileURLWithPath: newPath))
        let old = SourceFile(path: oldPath, text: oldText), new = SourceFile(path: newPath, text: newText)
        let oldTable = try Self.decodeClean(old), newTable = try Self.decodeClean(new)
        let changes = try TableDiff.diff(from: oldTable, to: newTable)
        print("tablectl-bench diff: \(generator.sections) sections × \(generator.rowsPerSection) rows;"
              + " files \(Report.bytes(old.bytes.count)) and \(Report.bytes(new.bytes.count))\(keep ? " (kept in \(directory))" : "")")
        print("  edits: sections \(edits.sectionsDeleted) deleted, \(edits.sectionsInserted) inserted, \(edits.sectionsMoved) moved;"
              + " rows \(edits.rowsDeleted) deleted, \(edits.rowsInserted) inserted, \(edits.rowsMoved) moved, \(edits.rowsUpdated) updated")
        print("  changeset: sections \(changes.sections.deleted.count) deleted, \(changes.sections.inserted.count) inserted,"
              + " \(changes.sections.moved.count) moved, \(changes.sections.updated.count) updated;"
              + " rows \(changes.rows.deleted.count) deleted, \(changes.rows.inserted.count) inserted,"
              + " \(changes.rows.moved.count) moved, \(changes.rows.updated.count) updated; \(changes.stages.count) stages")
        print("  machine: \(Report.machine()), best of \(iterations) runs")
        print("")

        // 2. In-process: load + decode of both files, and the diff step, round-robin.
        var loadDecode = Duration.seconds(Int64.max), diff = Duration.seconds(Int64.max)
        for _ in 0..<iterations {
            loadDecode = min(loadDecode, Bench.cpuTime {
                for source in [old, new] { _ = (try? Loader.load(source)).map { SpecDecoder.decode($0) } }
            })
            diff = min(diff, Bench.cpuTime { _ = try? TableDiff.diff(from: oldTable, to: newTable) })
        }
        var table = [
            ["measure", "time", "ratio", "goal", "met"],
            ["load + decode both files (in-process)", Report.ms(loadDecode), "", "", ""],
            ["diff step (in-process)", Report.ms(diff), Report.percent(diff, loadDecode) + " of load + decode", "< 25%",
             Report.met(Report.seconds(diff) < 0.25 * Report.seconds(loadDecode))],
        ]

        // 3. End to end, as processes.
        let binary = try CorpusBench.findTablectl(tablectl)
        if try !Self.hasDiffSubcommand(binary, scratch: directory) {
            print("end-to-end: skipped: \(binary) has no 'diff' subcommand ('tablectl diff --help' shows no 'USAGE: tablectl diff')")
            print("")
        } else {
            let validate = try Self.bestRun(binary, ["validate", oldPath], iterations, expect: [0])
            let endToEnd = try Self.bestRun(binary, ["diff", oldPath, newPath], iterations, expect: [1])
            table += [
                ["tablectl validate OLD (process)", Report.ms(validate), "", "", ""],
                ["tablectl diff OLD NEW (process)", Report.ms(endToEnd), Report.ratio(endToEnd, validate) + " validate",
                 "< 2.5×", Report.met(Report.seconds(endToEnd) < 2.5 * Report.seconds(validate))],
            ]
        }
        Report.printTable(table)
    }

    /// Loads and decodes `source`; throws unless it has no finding at all.
    private static func decodeClean(_ source: SourceFile) throws -> Table {
        let report = SpecChecker.check(source)
        guard report.diagnostics.isEmpty, let table = report.table else {
            throw BenchError("generated \(source.path) has findings: \(report.diagnostics.prefix(3).map(\.message))")
        }
        return table
    }

    /// Whether `tablectl diff --help` shows the diff subcommand's own usage (without one,
    /// argument-parser shows the top-level help and still exits 0).
    private static func hasDiffSubcommand(_ binary: String, scratch: String) throws -> Bool {
        let help = scratch + "/diff-help.txt"
        let outcome = try Subprocess.run(binary, ["diff", "--help"], stdout: help)
        let text = (try? String(contentsOfFile: help, encoding: .utf8)) ?? ""
        return outcome.status == 0 && text.contains("USAGE: tablectl diff")
    }

    /// The fastest of `count` runs; throws when a run's exit status is not in `expect`.
    private static func bestRun(_ binary: String, _ arguments: [String], _ count: Int, expect: Set<Int32>) throws -> Duration {
        var fastest = Duration.seconds(Int64.max)
        for _ in 0..<count {
            let outcome = try Subprocess.run(binary, arguments)
            guard expect.contains(outcome.status) else {
                throw BenchError("tablectl \(arguments.joined(separator: " ")) exited with \(outcome.status), expected \(expect.sorted())")
            }
            fastest = min(fastest, outcome.elapsed)
        }
        return fastest
    }
}
