// tablectl-bench: measures each stage of `tablectl validate` against a bare libyaml event
// scan of the same bytes, in one process, on generated specs; `tablectl-bench corpus` the
// whole-corpus runs (CorpusBench), `tablectl-bench diff` the diff (DiffBench). Run with
// `make bench` (release mode). See docs/performance.md.
import Foundation
import TableSpec

/// Command line: `tablectl-bench [--rows 1000,10000,100000] [--iterations N]`, or the
/// internal `--memory-child FILE` used to measure peak memory in a fresh process, or
/// `--write FILE` / `--stage NAME FILE` for instruction counts (see ``StageRun``).
struct Arguments {
    var rows = [1_000, 10_000, 100_000]
    var iterations = 5
    var memoryChild: String?
    var write: String?
    var stage: (name: String, file: String)?

    init(_ args: [String]) throws {
        var it = args.dropFirst().makeIterator()
        while let arg = it.next() {
            switch arg {
            case "--rows":
                guard let list = it.next() else { throw BenchError("--rows needs a comma-separated list") }
                rows = try list.split(separator: ",").map {
                    guard let n = Int($0), n > 2 else { throw BenchError("bad row count '\($0)'") }
                    return n
                }
            case "--iterations":
                guard let n = it.next().flatMap(Int.init), n > 0 else { throw BenchError("--iterations needs a positive number") }
                iterations = n
            case "--memory-child":
                memoryChild = it.next()
            case "--write":
                guard let file = it.next() else { throw BenchError("--write needs a file") }
                write = file
            case "--stage":
                guard let name = it.next(), let file = it.next() else { throw BenchError("--stage needs a stage and a file") }
                stage = (name, file)
            default:
                throw BenchError("unknown argument '\(arg)'; use --rows LIST, --iterations N, --write FILE or --stage NAME FILE")
            }
        }
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

if CommandLine.arguments.dropFirst().first == "corpus" { CorpusBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "render" { RenderBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "diff" { DiffBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "composition" { CompositionBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "expansion" { ExpansionBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "simulate" { SimulateBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "variants" { VariantsBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "lsp" { LSPBench.main(Array(CommandLine.arguments.dropFirst(2))) }
if CommandLine.arguments.dropFirst().first == "process" { ProcessBench.main(Array(CommandLine.arguments.dropFirst(2))) }
do {
    let arguments = try Arguments(CommandLine.arguments)
    if let file = arguments.memoryChild {
        try MemoryProbe.runChild(file: file)
    } else if let file = arguments.write {
        try StageRun.write(rows: arguments.rows.last ?? 100_000, to: file)
    } else if let stage = arguments.stage {
        try StageRun.run(stage.name, file: stage.file)
    } else {
        try Bench(arguments: arguments).run()
    }
} catch {
    FileHandle.standardError.write(Data("tablectl-bench: error: \(error)\n".utf8))
    exit(2)
}
