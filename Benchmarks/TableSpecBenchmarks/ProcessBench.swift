import Foundation

/// `tablectl-bench process`: issue 33's table, every figure a ratio of whole processes run
/// in one sitting (start-up, reading, parsing, decoding, rules, formatting, writing and
/// tear-down), the installed binary against the bare libyaml scan (`Benchmarks/process/
/// yaml-scan.c`: read the file, `yaml_parser_parse` to the end) or against itself. Each
/// figure is the best of N rounds, the commands of a row taken in turn (a noisy spell
/// slows a round of each, not all runs of one); peak memory is the child's `ru_maxrss`.
///
/// Inputs, generated the same on every machine: the diff benchmark's two versions at
/// 10,000, 100,000 and 400,000 rows (sections of 1,000 rows; ``DiffGenerator``), the stage
/// benchmark's richer 100,000-row spec (``SpecGenerator``), a spec declaring 1,000,000 cell
/// types no row uses, the simulate benchmark's 10,000 rows and actions, and the
/// corpus benchmark's 2,000 files.
///
/// Command line: `tablectl-bench process --tablectl PATH --scan PATH [--iterations 3]
/// [--keep]` (`make bench-process` builds both and passes them).
struct ProcessBench {
    var tablectl = ""
    var scan = ""
    var iterations = 3
    var keep = false

    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("process") { try ProcessBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        var rest: [String] = []
        var it = arguments.makeIterator()
        while let argument = it.next() {
            if argument == "--scan" { scan = it.next() ?? "" } else { rest.append(argument) }
        }
        let command = try BenchCommand(rest, counts: ["--iterations": 3])
        guard let tablectl = command.tablectl, !scan.isEmpty else {
            throw BenchError("--tablectl PATH and --scan PATH are needed (make bench-process passes them)")
        }
        (self.tablectl, iterations, keep) = (tablectl, command["--iterations"], command.keep)
    }

    typealias Pair = (old: (path: String, bytes: Int), new: (path: String, bytes: Int))

    /// One command line to time: the program and its arguments, and the exit statuses that
    /// are not failures (validate exits 1 on findings).
    struct Run {
        var program: String
        var arguments: [String]
        var accepted: Set<Int32> = [0]
    }

    /// The best time and the largest peak memory of each of `runs`, over the rounds.
    func best(_ runs: [Run], iterations: Int? = nil) throws -> [(time: Duration, memory: Int)] {
        var out = [(time: Duration, memory: Int)](repeating: (.seconds(Int64.max), 0), count: runs.count)
        for round in 0..<(iterations ?? self.iterations) {
            let order = round % 2 == 0 ? Array(runs.indices) : runs.indices.reversed()
            for index in order {
                let run = runs[index]
                let outcome = try Subprocess.run(run.program, run.arguments)
                guard run.accepted.contains(outcome.status) else {
                    throw BenchError("\(([run.program] + run.arguments).joined(separator: " ")) exited \(outcome.status)")
                }
                out[index] = (min(out[index].time, outcome.elapsed), max(out[index].memory, outcome.peakMemory))
            }
        }
        return out
    }

    func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-process-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory + "/corpus", withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: directory) } }
        func write(_ name: String, _ text: String) throws -> (path: String, bytes: Int) {
            let path = directory + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return (path, text.utf8.count)
        }
        // 1. The inputs.
        var pairs: [Int: (old: (path: String, bytes: Int), new: (path: String, bytes: Int))] = [:]
        for rows in [10_000, 100_000, 400_000] {
            let versions = DiffGenerator(sections: rows / 1_000, rowsPerSection: 1_000).versions()
            pairs[rows] = (try write("old-\(rows).yaml", versions.old), try write("new-\(rows).yaml", versions.new))
        }
        let rich = try write("rich-100000.yaml", SpecGenerator().yaml(rows: 100_000))
        // 1,000,000 cell types no row uses: one `unused-cell-type` warning each (docs/robustness.md).
        var findings = "tablespec: 1\nid: findings\ncellTypes:\n"
        for c in 0..<1_000_000 { findings += "  c\(c): {base: standard}\n" }
        findings += "sections:\n  - id: s\n    rows:\n      - {id: r, title: R}\n"
        let manyFindings = try write("findings.yaml", findings)
        let simulate = try SimulateBench(["--rows", "10000", "--actions", "10000"])
        let simulateSpec = try write("simulate.yaml", simulate.spec(sectionRows: 100))
        let simulateScript = try write("simulate.actions.yaml", simulate.script(sectionRows: 100))
        let corpus = CorpusGenerator().files(count: 2_000)
        var corpusPaths: [String] = []
        for file in corpus {
            let path = directory + "/corpus/" + file.name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            corpusPaths.append(path)
        }
        let findingStatuses: Set<Int32> = [0, 1]
        // 400,000 rows are past the default node limit (5,000,000): every run gets limits
        // that admit them, so all sizes run the same command line.
        let limits = ["--max-nodes", "50000000", "--max-file-size", "268435456"]
        // The generated specs are clean (exit 0: a finding would time its report too); the
        // corpus has its seeded errors.
        func validate(_ path: String) -> Run { Run(program: tablectl, arguments: ["validate"] + limits + [path]) }
        func diff(_ pair: Pair, json: Bool = false) -> Run {
            Run(program: tablectl, arguments: ["diff"] + (json ? ["--format", "json"] : []) + limits + [pair.old.path, pair.new.path], accepted: findingStatuses)
        }
        func bare(_ paths: [String]) -> Run { Run(program: scan, arguments: paths) }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("tablectl-bench process: \(tablectl), \(Report.machine()), best of \(iterations) rounds")
        if keep { print("  inputs: \(directory) (kept)") }
        print("")

        // 2. The rows of issue 33's table.
        var table: [[String]] = [["work", "measured", "goal", ""]]
        func row(_ work: String, _ shown: String, goal: String, met: Bool) {
            table.append([work, shown, goal, met ? "met" : "not met"])
        }
        let hundred = try require(pairs[100_000]), tenK = try require(pairs[10_000]), big = try require(pairs[400_000])
        let v = try best([validate(hundred.old.path), bare([hundred.old.path]), validate(rich.path), bare([rich.path])])
        let validateRatio = over(v[0].time, v[1].time), richRatio = over(v[2].time, v[3].time)
        row("validate 100,000 rows (\(Report.bytes(hundred.old.bytes))) vs bare libyaml scan",
            String(format: "%.2f×", validateRatio) + " (\(Report.ms(v[0].time)) vs \(Report.ms(v[1].time)))",
            goal: "≤ 1.3×", met: validateRatio <= 1.3)
        row("  the richer 100,000-row spec (\(Report.bytes(rich.bytes)))",
            String(format: "%.2f×", richRatio) + " (\(Report.ms(v[2].time)) vs \(Report.ms(v[3].time)))",
            goal: "≤ 1.3×", met: richRatio <= 1.3)
        let memory = Double(v[0].memory) / Double(hundred.old.bytes)
        row("peak memory of that validate", String(format: "%.1f× the file", memory) + " (\(Report.bytes(v[0].memory)))",
            goal: "≤ 4×", met: memory <= 4)
        let diffs = try best([diff(hundred, json: true), diff(hundred), validate(hundred.old.path)])
        let json = over(diffs[0].time, diffs[2].time), text = over(diffs[1].time, diffs[2].time)
        row("diff --format json of two 100,000-row versions vs validate of one",
            String(format: "%.2f×", json) + " (\(Report.ms(diffs[0].time)))",
            goal: "≤ 1.5×", met: json <= 1.5)
        row("diff (text) of the same pair vs validate of one",
            String(format: "%.2f×", text) + " (\(Report.ms(diffs[1].time)))",
            goal: "≤ 1.3×", met: text <= 1.3)
        let scaling = try best([validate(hundred.old.path), validate(big.old.path)], iterations: max(2, iterations - 1))
        let perRow = (seconds(scaling[1].time) / 400_000) / (seconds(scaling[0].time) / 100_000)
        row("time per row of validate at 400,000 vs 100,000 rows",
            String(format: "%.2f× apart", perRow),
            goal: "≤ 1.15×", met: perRow <= 1.15)
        let sim = try best([
            Run(program: tablectl, arguments: ["simulate", simulateSpec.path, "--actions", simulateScript.path], accepted: [0, 1]),
            validate(simulateSpec.path),
        ])
        let simRatio = over(sim[0].time, sim[1].time)
        row("simulate of 10,000 actions on 10,000 rows (text) vs validate of the spec",
            String(format: "%.1f×", simRatio) + " (\(Report.ms(sim[0].time)))",
            goal: "≤ 3×", met: simRatio <= 3)
        let capped = try best([validate(manyFindings.path)], iterations: 1)
        let mib = Double(capped[0].memory) / 1_048_576
        row("peak memory of validate with 1,000,000 findings (\(Report.bytes(manyFindings.bytes))), default cap",
            String(format: "%.0f MiB", mib),
            goal: "≤ 64 MiB", met: mib <= 64)
        // 3. The corpus: cold with a new cache directory each round, then warm.
        var cold = Duration.seconds(Int64.max), warm = cold, corpusScan = cold
        for round in 0..<iterations {
            let cache = directory + "/cache-\(round)"
            let validateCorpus = ["validate", "--jobs", "\(cores)", "--cache-dir", cache, directory + "/corpus"]
            cold = min(cold, try Subprocess.run(tablectl, validateCorpus).elapsed)
            warm = min(warm, try Subprocess.run(tablectl, validateCorpus).elapsed)
            corpusScan = min(corpusScan, try Subprocess.run(scan, corpusPaths).elapsed)
        }
        let warmShare = over(warm, cold) * 100, coldRatio = over(cold, corpusScan)
        row("warm validate --cache of 2,000 unchanged files vs cold",
            String(format: "%.0f %%", warmShare) + " (\(Report.ms(warm)) vs \(Report.ms(cold)))",
            goal: "≤ 5 %", met: warmShare <= 5)
        row("cold validate of 2,000 files (--jobs \(cores)) vs a bare scan of them (one process)",
            String(format: "%.2f×", coldRatio) + " (\(Report.ms(cold)) vs \(Report.ms(corpusScan)))",
            goal: "≤ 1.2×", met: coldRatio <= 1.2)
        Report.printTable(table)
        print("")

        // 4. Linear in the input: each command at 10k, 100k and 400k rows.
        var linear: [[String]] = [["command", "10,000 rows", "100,000 rows", "400,000 rows", "per row at 400k vs 10k"]]
        let sizes = [tenK, hundred, big]
        let commands: [(String, (Pair) -> Run)] = [
            ("libyaml scan", { bare([$0.old.path]) }), ("validate", { validate($0.old.path) }),
            ("diff", { diff($0) }), ("diff --format json", { diff($0, json: true) }),
        ]
        for (name, make) in commands {
            let times = try best(sizes.map(make), iterations: max(1, iterations - 1)).map(\.time)
            let growth = (seconds(times[2]) / 400) / (seconds(times[0]) / 10)
            linear.append([name] + times.map { Report.ms($0) } + [String(format: "%.2f×", growth)])
        }
        Report.printTable(linear)
    }

    private func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
    private func over(_ a: Duration, _ b: Duration) -> Double { seconds(a) / seconds(b) }
}

/// The value, or an error saying it is missing.
private func require<T>(_ value: T?, _ what: String = "a generated input") throws -> T {
    guard let value else { throw BenchError("\(what) is missing") }
    return value
}
