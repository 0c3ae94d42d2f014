import Foundation

/// Issue 29's two attacks on `tablectl simulate`, process to process (the installed
/// binary), best of the iterations: `--format json` after 5,000 rows were selected and
/// 10,000 steps more (before the fix every step wrote the whole selection: 1 GB of output,
/// 5.6 GB of memory, 40 s), and reading a script of 4,000 unknown ids against 20,000 rows
/// (before: quadratic, 65 s). Reports wall time, output bytes and the child's peak
/// resident memory.
extension SimulateBench {
    /// The rows selected, the steps after, the rows of the unknown-id spec and its unknown ids.
    static let attack = (selected: 5_000, steps: 10_000, rows: 20_000, unknown: 4_000)

    func attacks(in directory: String) throws -> [[String]] {
        let a = Self.attack
        // 1. Select every row (each may join a multiple selection), then display rows.
        var spec = "tablespec: 1\nid: selected\nsections:\n  - id: s\n    rows:\n"
        var script = ""
        for r in 0..<a.selected {
            spec += "      - {id: r\(r), title: Row \(r), multipleSelection: true}\n"
            script += "- select: r\(r)\n"
        }
        for n in 0..<a.steps { script += "- display: r\(n % a.selected)\n" }
        try write(spec, to: directory + "/selected.yaml")
        try write(script, to: directory + "/selected.actions.yaml")
        // 2. A large spec and a script of ids that are not in it.
        spec = "tablespec: 1\nid: big\nsections:\n  - id: s\n    rows:\n"
        for r in 0..<a.rows { spec += "      - {id: row-\(r), title: Row \(r)}\n" }
        try write(spec, to: directory + "/ids.yaml")
        try write((0..<a.unknown).map { "- select: rwo-\($0)\n" }.joined(), to: directory + "/ids.actions.yaml")
        let cases: [(name: String, arguments: [String], statuses: Set<Int32>)] = [
            ("\(a.selected) selected, then \(a.steps) steps: --format json",
             ["simulate", "selected.yaml", "--actions", "selected.actions.yaml", "--format", "json"], [0]),
            ("the same, text", ["simulate", "selected.yaml", "--actions", "selected.actions.yaml"], [0]),
            ("\(a.unknown) unknown ids, \(a.rows) rows: read the script",
             ["simulate", "ids.yaml", "--actions", "ids.actions.yaml"], [2]),
        ]
        var rows: [[String]] = [["case", "time", "output", "peak memory"]]
        for run in cases {
            var best = (time: Duration.seconds(Int64.max), memory: Int.max)
            let out = directory + "/out"
            for _ in 0..<iterations {
                guard let tablectl else { throw BenchError("--tablectl PATH is needed") }
                let outcome = try Subprocess.run(
                    tablectl, run.arguments.map { $0.hasSuffix(".yaml") ? directory + "/" + $0 : $0 }, stdout: out)
                guard run.statuses.contains(outcome.status) else { throw BenchError("tablectl \(run.arguments[0]) exited \(outcome.status)") }
                best = (min(best.time, outcome.elapsed), min(best.memory, outcome.peakMemory))
            }
            let size = (try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
            rows.append([run.name, Report.ms(best.time), Report.bytes(size), Report.bytes(best.memory)])
        }
        return rows
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
