import Foundation
import TableSpec

/// `tablectl-bench simulate`: issue 22's benchmark. Writes a table of 10,000 rows (rows that
/// can be deleted, moved within their section or anywhere, inserted before, swiped, given
/// menus, selected one or several at a time) and a script of 10,000 random actions on it
/// (every verb, many refused), twice: in sections of 100 rows, and as one section of 10,000
/// (finding a row and shifting the rows after it are O(rows of its section)). Measures, best
/// of N runs taken in turn, as processes in wall time (the installed `tablectl`): `tablectl
/// simulate` in text and in JSON. Goal: under 1 s. Then, in process, the reducer alone on the
/// same actions. Then issue 29's two attacks (``attacks(in:)``): time, output size and peak
/// memory.
///
/// Command line: `tablectl-bench simulate [--rows 10000] [--actions 10000] [--iterations 5]
/// --tablectl PATH [--keep]`.
struct SimulateBench {
    var rows = 10_000
    var actions = 10_000
    var iterations = 5
    var tablectl: String?
    var keep = false

    /// Runs the benchmark and exits: status 0, or 2 with a message when it cannot run.
    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("simulate") { try SimulateBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        let command = try BenchCommand(arguments, counts: ["--rows": 10_000, "--actions": 10_000, "--iterations": 5])
        (rows, actions, iterations) = (command["--rows"], command["--actions"], command["--iterations"])
        (tablectl, keep) = (command.tablectl, command.keep)
    }

    /// The spec: sections of `sectionRows` rows; row r's editing and menus vary with r.
    func spec(sectionRows: Int) -> String {
        var out = "tablespec: 1\nid: big\ntitle: Big\nsections:\n"
        for r in 0..<rows {
            if r % sectionRows == 0 { out += "  - id: s\(r / sectionRows)\n    header: Group \(r / sectionRows)\n    rows:\n" }
            out += "      - id: r\(r)\n        title: Row \(r)\n"
            switch r % 10 {
            case 0: out += "        editing: {canEdit: true, style: insert}\n"
            case 1: out += "        editing: {canEdit: true, canMove: true, moveWithin: section}\n"
            case 2: out += "        selectable: false\n"
            case 3: out += "        accessory: detailButton\n        accessoryAction: {emit: info\(r)}\n"
            case 4: out += "        menu: [{id: copy, title: Copy, action: {emit: copy}}]\n"
            case 5: out += "        multipleSelection: true\n        action: {navigate: screen\(r % 7)}\n"
            default:
                out += "        editing: {canEdit: true, canMove: true}\n"
                out += "        swipe: {leading: [{id: pin, title: Pin, action: {emit: pin}}]}\n"
            }
        }
        return out
    }

    /// `actions` random actions as a YAML script, on sections of `sectionRows` rows.
    func script(sectionRows: Int) -> String {
        var random = SplitMix(state: 22)
        var out = ""
        var inserted = 0
        for _ in 0..<actions {
            let row = "r\(random.next(rows))"
            switch random.next(10) {
            case 0, 1: out += "- select: \(row)\n"
            case 2: out += "- deselect: \(row)\n"
            case 3: out += "- delete: \(row)\n"
            case 4:
                inserted += 1
                out += "- insert: {at: r\(random.next(rows / 10) * 10), row: {id: n\(inserted), title: New \(inserted)}}\n"
            case 5, 6:
                let index = random.next(sectionRows + 10)
                out += "- move: {row: \(row), to: {section: s\(random.next(rows / sectionRows)), index: \(index)}}\n"
            case 7: out += "- swipe: {row: \(row), action: pin}\n"
            case 8: out += "- menu: {row: \(row), item: copy}\n"
            default: out += "- accessory: \(row)\n"
            }
        }
        return out
    }

    func run() throws {
        guard let tablectl else { throw BenchError("--tablectl PATH is needed (make bench passes the installed binary)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-simulate-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(atPath: directory) } }
        print("tablectl-bench simulate: \(actions) actions on \(rows) rows, best of \(iterations) (release build)")
        print("")
        var table: [[String]] = [["layout", "refused", "simulate (text)", "simulate --format json", "goal < 1 s", "the reducer alone"]]
        for sectionRows in [100, rows] {
            let specPath = directory + "/big-\(sectionRows).yaml", scriptPath = directory + "/big-\(sectionRows).actions.yaml"
            try Data(spec(sectionRows: sectionRows).utf8).write(to: URL(fileURLWithPath: specPath))
            try Data(script(sectionRows: sectionRows).utf8).write(to: URL(fileURLWithPath: scriptPath))
            // 1. Process to process, text and JSON in turn, best of each.
            var best = (text: Duration.seconds(Int64.max), json: Duration.seconds(Int64.max))
            for _ in 0..<iterations {
                let text = try Subprocess.run(tablectl, ["simulate", specPath, "--actions", scriptPath])
                guard text.status == 0 || text.status == 1 else { throw BenchError("tablectl simulate exited \(text.status)") }
                best.text = min(best.text, text.elapsed)
                let json = try Subprocess.run(tablectl, ["simulate", specPath, "--actions", scriptPath, "--format", "json"])
                best.json = min(best.json, json.elapsed)
            }
            // 2. The reducer alone, in process, on the decoded script.
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: specPath)))
            guard let spec = SpecChecker.check(SourceFile(path: specPath, bytes: bytes)).table else {
                throw BenchError("the generated spec does not load")
            }
            let script = try ScriptLoader.load(.file(scriptPath), for: spec, limits: .default)
            guard script.errorCount == 0 else { throw BenchError("the generated script has errors") }
            var reduce = Duration.seconds(Int64.max)
            for _ in 0..<iterations {
                reduce = min(reduce, Bench.cpuTime {
                    var state = TableState(table: spec)
                    for step in script.steps { _ = state.send(step.action) }
                })
            }
            let refused = Simulation.run(script, on: TableState(table: spec)).refusedCount
            let met = Report.seconds(best.text) < 1 && Report.seconds(best.json) < 1
            table.append([
                "\(rows / sectionRows) × \(sectionRows) rows", "\(refused)", Report.ms(best.text), Report.ms(best.json),
                Report.met(met), Report.ms(reduce),
            ])
        }
        Report.printTable(table)
        print("")
        print("issue 29: the selection written as changes, the output streamed; a script's ids looked up in O(1)")
        print("")
        Report.printTable(try attacks(in: directory))
    }
}
