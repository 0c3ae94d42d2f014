import Foundation
import TableSpec

/// `tablectl-bench composition`: issue 21's benchmark. Writes the same 100 × 1,000 rows
/// twice: as 100 component specs included by one composite, and as one file. Measures, best
/// of N rounds taken in turn, as processes in wall time (the installed `tablectl`):
/// `tablectl validate composite.yaml` against `tablectl validate single.yaml`. Goal: at most
/// 1.2×. Then, in process, the section map's look-ups (global → part and back) for maps of
/// 100 and of 100,000 parts: O(1), so the time per look-up must not grow with the parts.
///
/// Command line: `tablectl-bench composition [--components 100] [--rows 1000]
/// [--iterations 5] --tablectl PATH [--keep]`.
struct CompositionBench {
    var components = 100
    var rowsPerComponent = 1_000
    var iterations = 5
    var tablectl: String?
    var keep = false

    /// Runs the benchmark and exits: status 0, or 2 with a message when it cannot run.
    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("composition") { try CompositionBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        let command = try BenchCommand(arguments, counts: ["--components": 100, "--rows": 1_000, "--iterations": 5])
        (components, rowsPerComponent, iterations) = (command["--components"], command["--rows"], command["--iterations"])
        (tablectl, keep) = (command.tablectl, command.keep)
    }

    /// The sections of component `c`: sections of 50 rows, ids unique across components.
    func sections(of c: Int) -> String {
        var out = ""
        for r in 0..<rowsPerComponent {
            if r % 50 == 0 {
                out += "  - id: c\(c)-s\(r / 50)\n    header: Part \(c), group \(r / 50)\n    rows:\n"
            }
            out += "      - id: c\(c)-r\(r)\n        title: Row \(r) of part \(c)\n        detail: Detail \(r)\n"
            out += "        accessory: disclosureIndicator\n        action: {navigate: screen-\(r % 7)}\n"
        }
        return out
    }

    func run() throws {
        guard let tablectl else { throw BenchError("--tablectl PATH is needed (make bench passes the installed binary)") }
        // 1. The files: 100 components and their composite; the same rows as one file.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-composition-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory + "/parts", withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: directory) } }
        var composite = "tablespec: 1\nid: composite\ntitle: Composite\nsections:\n"
        var single = "tablespec: 1\nid: single\ntitle: Single\nsections:\n"
        for c in 0..<components {
            let sections = sections(of: c)
            try Data(("tablespec: 1\nid: part-\(c)\nsections:\n" + sections).utf8)
                .write(to: URL(fileURLWithPath: directory + "/parts/part-\(c).yaml"))
            composite += "  - {include: parts/part-\(c).yaml}\n"
            single += sections
        }
        let compositePath = directory + "/composite.yaml", singlePath = directory + "/single.yaml"
        try Data(composite.utf8).write(to: URL(fileURLWithPath: compositePath))
        try Data(single.utf8).write(to: URL(fileURLWithPath: singlePath))
        for path in [compositePath, singlePath] {
            let check = try Subprocess.run(tablectl, ["validate", path])
            guard check.status == 0 else { throw BenchError("tablectl validate \(path) exited \(check.status)") }
        }
        // 2. Process to process, rounds in turn, best of each.
        var best = (composite: Duration.seconds(Int64.max), single: Duration.seconds(Int64.max))
        for _ in 0..<iterations {
            best.single = min(best.single, try Subprocess.run(tablectl, ["validate", singlePath]).elapsed)
            best.composite = min(best.composite, try Subprocess.run(tablectl, ["validate", compositePath]).elapsed)
        }
        let rows = components * rowsPerComponent
        print("tablectl-bench composition: \(components) components × \(rowsPerComponent) rows, best of \(iterations) (release build)")
        print("")
        Report.printTable([
            ["run", "files", "rows", "wall time", "vs one file", "goal ≤ 1.2×"],
            ["validate single.yaml", "1", "\(rows)", Report.ms(best.single), "1.00×", ""],
            ["validate composite.yaml", "\(components + 1)", "\(rows)", Report.ms(best.composite),
             Report.ratio(best.composite, best.single), Report.met(Report.seconds(best.composite) <= 1.2 * Report.seconds(best.single))],
        ])
        // 3. The index map's look-ups: time per look-up with few and with many parts, the
        //    sections taken in order (a table view's scrolling) and strided (jumps). The work
        //    per look-up is the same; strided, 100,000 parts no longer fit in the caches.
        print("")
        var lookups: [[String]] = [["parts", "look-ups", "in order, per look-up", "strided, per look-up"]]
        var inOrder: [Double] = []
        for parts in [100, 100_000] {
            let map = SectionMap(parts: (0..<parts).map {
                SectionMap.Part(file: "part-\($0).yaml", firstSection: 2 * $0, sectionCount: 2, firstLocalSection: 0)
            })
            let count = 2_000_000
            var row = ["\(parts)", "\(count)"]
            for stride in [1, 7_919] {
                var sum = 0
                let elapsed = Bench.cpuTime {
                    var section = 0
                    for _ in 0..<count {
                        if let location = map.location(ofSection: section),
                           let back = map.section(part: location.part, section: location.section) {
                            sum &+= back
                        }
                        section = (section &+ stride) % map.sectionCount
                    }
                }
                guard sum != 0 else { throw BenchError("the look-ups found nothing") }
                let each = Report.seconds(elapsed) / Double(count)
                if stride == 1 { inOrder.append(each) }
                row.append(String(format: "%.1f ns", each * 1e9))
            }
            lookups.append(row)
        }
        Report.printTable(lookups)
        print("")
        print("look-ups O(1): in order, 100,000 parts cost \(String(format: "%.2f", inOrder[1] / inOrder[0]))× what 100 parts cost per look-up")
    }
}
