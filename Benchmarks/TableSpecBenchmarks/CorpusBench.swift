import Foundation
import TableSpec

/// `tablectl-bench corpus`: the whole-corpus benchmark of issue 3. Generates a corpus of
/// spec files, then measures the bare libyaml scan of all of them on one core (the
/// floor), and the built `tablectl validate` over the corpus cold (a fresh cache), warm
/// (the cache from a cold run) and on one file, each as a separate process, best of N
/// (scan, cold, uncached and warm measured in N interleaved rounds). A round takes about
/// 0.7 s, so the default is 15: on a shared machine each measure needs enough rounds to
/// meet a quiet moment, and its goals are ratios of two such bests.
///
/// Command line: `tablectl-bench corpus [--files 2000] [--iterations 15] [--single 20]
/// [--tablectl PATH] [--keep]`. The `tablectl` binary defaults to the one beside this
/// executable (so `swift build -c release` first; `make bench` does).
struct CorpusBench {
    var files = 2_000
    var iterations = 15
    var singleIterations = 20
    var tablectl: String?
    var keep = false

    /// Runs the benchmark and exits: status 0, or 2 with a message when it cannot run.
    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("corpus") { try CorpusBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        let command = try BenchCommand(arguments, counts: ["--files": 2_000, "--iterations": 15, "--single": 20])
        (files, iterations, singleIterations) = (command["--files"], command["--iterations"], command["--single"])
        (tablectl, keep) = (command.tablectl, command.keep)
    }

    func run() throws {
        // 1. The corpus, checked in-process: clean files clean, seeded files one finding.
        let binary = try Self.findTablectl(tablectl)
        let corpus = CorpusGenerator().files(count: files)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-corpus-\(getpid())").path
        try? FileManager.default.removeItem(atPath: root)
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let sources = try write(corpus, under: root)
        try verify(corpus, sources)
        let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
        let lineCounts = corpus.map { $0.text.utf8.lazy.filter { $0 == 0x0A }.count }
        print("tablectl-bench corpus: \(files) files, \(Report.bytes(totalBytes)), \(lineCounts.min() ?? 0)–\(lineCounts.max() ?? 0) lines each, \(corpus.filter { $0.seededRule != nil }.count) with one seeded error")
        print("  corpus: \(root)\(keep ? " (kept)" : "")")
        print("  tablectl: \(binary)\(binary.contains("/release/") ? "" : "  (warning: not a release build?)")")
        print("  machine: \(Report.machine()), best of \(iterations) interleaved rounds (single file: best of \(singleIterations))")
        print("")

        // 2. Rounds of: the floor (libyaml's event loop over every file, one core, bytes in
        //    memory); tablectl as a process cold (a fresh cache directory each run), without
        //    a cache, and warm (the cache the first cold run left). Each figure is its best
        //    round. Interleaved, so a slow spell of a noisy machine slows cold and warm runs
        //    alike instead of one block of them (the ratios are the goals).
        let scratch = root + ".cache"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let warmDirectory = "\(scratch)/cold-1"
        let clock = ContinuousClock()
        var scan = Duration.seconds(Int64.max), cold = scan, uncached = scan, warm = scan
        for round in 1...iterations {
            // Odd rounds in this order, even rounds in reverse: no measure always runs right
            // after the same one (the first tablectl run after the in-process scan was
            // consistently slower). Round 1 runs cold before warm, which uses its cache.
            for measure in round % 2 == 1 ? Measure.allCases : Measure.allCases.reversed() {
                switch measure {
                case .scan:
                    scan = min(scan, clock.measure { for source in sources { _ = YAMLEventScan.countEvents(source.bytes) } })
                case .cold:
                    cold = min(cold, try timedRun(binary, [
                        "validate", "--jobs", "\(ProcessInfo.processInfo.activeProcessorCount)",
                        "--cache-dir", "\(scratch)/cold-\(round)", root,
                    ]))
                case .uncached:
                    uncached = min(uncached, try timedRun(binary, ["validate", root]))
                case .warm:
                    warm = min(warm, try timedRun(binary, ["validate", "--cache-dir", warmDirectory, root]))
                }
            }
        }
        // 3. One file, and process start alone.
        let single = try bestRun(binary, singleIterations, expect: 0, ["validate", sources[0].path])
        let start = try bestRun(binary, singleIterations, expect: 0, ["--version"])
        let identical = try sameOutput(binary, root: root, cache: warmDirectory, scratch: scratch)

        // 4. The table.
        Report.printTable([
            ["measure", "time", "ratio", "goal", "met"],
            ["libyaml scan, 1 core (floor)", Report.ms(scan), "1.00× scan", "", ""],
            ["validate cold (--cache, fresh dir)", Report.ms(cold), Report.ratio(cold, scan) + " scan", "≤ 1.5× scan",
             Report.met(Report.seconds(cold) <= 1.5 * Report.seconds(scan))],
            ["validate, no cache", Report.ms(uncached), Report.ratio(uncached, scan) + " scan", "", ""],
            ["validate warm (--cache)", Report.ms(warm), Report.percent(warm, cold) + " of cold", "< 5% of cold",
             Report.met(Report.seconds(warm) < 0.05 * Report.seconds(cold))],
            ["validate one file", Report.ms(single), "", "< 20 ms", Report.met(Report.seconds(single) < 0.020)],
            ["process start (tablectl --version)", Report.ms(start), "", "", ""],
        ])
        print("")
        print("warm output byte-identical to uncached output: \(identical ? "yes" : "NO")")
        if !identical { throw BenchError("the cached run printed different output") }
    }

    /// Writes every file under `root`; returns them as sources with their paths.
    private func write(_ corpus: [CorpusGenerator.File], under root: String) throws -> [SourceFile] {
        var sources: [SourceFile] = []
        for file in corpus {
            let url = URL(fileURLWithPath: root).appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
            sources.append(SourceFile(path: url.path, text: file.text))
        }
        return sources
    }

    /// Throws unless every clean file has no finding and every seeded file exactly one, of
    /// its rule.
    private func verify(_ corpus: [CorpusGenerator.File], _ sources: [SourceFile]) throws {
        for (file, source) in zip(corpus, sources) {
            let found = SpecChecker.check(source).diagnostics.map(\.rule.rawValue)
            let expected = file.seededRule.map { [$0] } ?? []
            guard found == expected else {
                throw BenchError("generated \(file.name) has findings \(found), expected \(expected)")
            }
        }
    }

    /// What each round measures, in the order of odd rounds.
    private enum Measure: CaseIterable { case scan, cold, uncached, warm }

    /// Runs tablectl `count` times with `arguments`; the fastest run.
    private func bestRun(_ binary: String, _ count: Int, expect: Int32 = 1, _ arguments: [String]) throws -> Duration {
        var fastest = Duration.seconds(Int64.max)
        for _ in 0..<count { fastest = min(fastest, try timedRun(binary, arguments, expect: expect)) }
        return fastest
    }

    /// How long one run of tablectl with `arguments` took. Throws when its exit status is
    /// not `expect` (1: the corpus has errors).
    private func timedRun(_ binary: String, _ arguments: [String], expect: Int32 = 1) throws -> Duration {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-bench-\(getpid()).err").path
        defer { try? FileManager.default.removeItem(atPath: errors) }
        let outcome = try Subprocess.run(binary, arguments, stderr: errors)
        guard outcome.status == expect else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw BenchError("tablectl \(arguments.joined(separator: " ")) exited with \(outcome.status), not \(expect): \(text)")
        }
        return outcome.elapsed
    }

    /// Whether a warm run with `cache` prints the same bytes as a run without a cache.
    private func sameOutput(_ binary: String, root: String, cache: String, scratch: String) throws -> Bool {
        let plain = scratch + "/plain.txt"
        let cached = scratch + "/cached.txt"
        _ = try Subprocess.run(binary, ["validate", root], stdout: plain)
        _ = try Subprocess.run(binary, ["validate", "--cache-dir", cache, root], stdout: cached)
        return FileManager.default.contentsEqual(atPath: plain, andPath: cached)
    }

    /// `--tablectl`, else the `tablectl` beside this executable.
    static func findTablectl(_ given: String?) throws -> String {
        if let given { return given }
        let me = Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let candidate = me.deletingLastPathComponent().appendingPathComponent("tablectl").path
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw BenchError("no tablectl at \(candidate); run 'swift build -c release' first, or pass --tablectl PATH")
        }
        return candidate
    }
}
