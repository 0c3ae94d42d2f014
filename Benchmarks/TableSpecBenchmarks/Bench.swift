import Foundation
import TableSpec

/// Runs every stage on each generated spec and prints one table row per size.
struct Bench {
    let arguments: Arguments

    /// The stages measured, each on the same bytes, in thread CPU time. `validate` is the
    /// whole of `SpecChecker.check`: load, decode and every rule.
    struct Timings {
        var scan: Duration
        var load: Duration
        var decode: Duration
        var rules: Duration
        var validate: Duration
    }

    func run() throws {
        print("tablectl-bench: \(arguments.iterations) rounds of every stage, least thread CPU time kept (release build)")
        print("tree sizes: Node \(MemoryLayout<Node>.stride) B, Pair \(MemoryLayout<Pair>.stride) B, "
              + "Scalar \(MemoryLayout<Scalar>.size) B, Span \(MemoryLayout<Span>.size) B")
        print("")
        let header = ["rows", "file", "libyaml scan", "load", "decode", "rules", "validate",
                      "load/scan", "validate/scan", "peak memory", "memory/file"]
        var table: [[String]] = [header]
        for rows in arguments.rows {
            let source = SourceFile(path: "generated-\(rows).yaml", text: SpecGenerator().yaml(rows: rows))
            let t = try measure(source)
            let peak = try MemoryProbe.peakGrowth(validating: source)
            let size = source.bytes.count
            table.append([
                "\(rows)", Report.bytes(size), ms(t.scan), ms(t.load), ms(t.decode), ms(t.rules), ms(t.validate),
                Report.ratio(t.load, t.scan), Report.ratio(t.validate, t.scan), Report.bytes(peak),
                String(format: "%.1f×", Double(peak) / Double(size)),
            ])
        }
        Report.printTable(table)
    }

    private func measure(_ source: SourceFile) throws -> Timings {
        let limits = Limits(maxNodes: .max, maxAliases: .max)
        let root = try Loader.load(source, limits: limits)
        let decoded = SpecDecoder.decode(root)
        guard decoded.diagnostics.isEmpty, decoded.table != nil else {
            throw BenchError("the generated spec is not valid: \(decoded.diagnostics.prefix(3))")
        }
        let options = CheckOptions(limits: limits)
        let check = SpecChecker.check(source, options: options)
        guard check.diagnostics.isEmpty else {
            throw BenchError("the generated spec has findings: \(check.diagnostics.prefix(3))")
        }
        let stages: [() -> Void] = [
            { _ = YAMLEventScan.countEvents(source.bytes) },
            { _ = try? Loader.load(source, limits: limits) },
            { _ = SpecDecoder.decode(root) },
            { _ = RuleRegistry.runAll(on: decoded) },
            { _ = SpecChecker.check(source, options: options) },
        ]
        // Round-robin: a busy spell on a shared machine slows one round of every stage,
        // not all the runs of one stage.
        var best = [Duration](repeating: .seconds(Int64.max), count: stages.count)
        for _ in 0..<arguments.iterations {
            for (i, stage) in stages.enumerated() {
                best[i] = min(best[i], Self.cpuTime(stage))
            }
        }
        return Timings(scan: best[0], load: best[1], decode: best[2], rules: best[3], validate: best[4])
    }

    /// The CPU time the calling thread spends in `body`. Unlike wall time it does not
    /// count time the thread waits while other processes run, which on a shared machine
    /// is most of the noise. (Every stage is single-threaded.)
    static func cpuTime(_ body: () -> Void) -> Duration {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return .seconds(end.tv_sec - start.tv_sec) + .nanoseconds(end.tv_nsec - start.tv_nsec)
    }
}

private func ms(_ d: Duration) -> String { Report.ms(d, digits: 2) }
