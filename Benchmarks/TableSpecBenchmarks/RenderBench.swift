import Foundation
import TableSpec

/// `tablectl-bench render [--rows 1000,100000] [--iterations N]`: drawing a generated spec
/// with each renderer (text, HTML, SVG) against loading and decoding the same spec, in
/// thread CPU time (the least of N rounds, stages round-robin); one line per renderer and
/// options. Issue 5's target: every render takes less time than load + decode. See
/// docs/performance.md, "Render".
struct RenderBench {
    var rows = [1_000, 10_000, 100_000]
    var iterations = 5

    static func main(_ arguments: [String]) -> Never {
        do {
            try RenderBench(arguments).run()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("tablectl-bench render: error: \(error)\n".utf8))
            exit(2)
        }
    }

    init(_ arguments: [String]) throws {
        let parsed = try Arguments(["tablectl-bench"] + arguments)
        rows = parsed.rows
        iterations = parsed.iterations
    }

    /// The renderers timed, each with plain options and with every option on.
    static let variants: [(name: String, renderer: any Renderer.Type, options: RenderOptions)] =
        RendererList.all.flatMap { renderer in
            [
                (renderer.identifier, renderer, RenderOptions(width: 80)),
                (renderer.identifier + " (all options)", renderer,
                 RenderOptions(width: 80, color: true, editing: true, showIDs: true)),
            ]
        }

    func run() throws {
        print("tablectl-bench render: \(iterations) rounds, least thread CPU time kept (release build)")
        print("")
        var table: [[String]] = [["rows", "load", "decode", "load+decode", "renderer", "render", "output", "vs load+decode"]]
        for count in rows {
            let source = SourceFile(path: "generated-\(count).yaml", text: SpecGenerator().yaml(rows: count))
            let limits = Limits(maxNodes: .max, maxAliases: .max)
            let root = try Loader.load(source, limits: limits)
            guard let model = SpecDecoder.decode(root).table else { throw BenchError("the generated spec does not decode") }
            var stages: [() -> Void] = [
                { _ = try? Loader.load(source, limits: limits) },
                { _ = SpecDecoder.decode(root) },
            ]
            var sizes: [Int] = []
            for variant in Self.variants {
                sizes.append(variant.renderer.render(model, options: variant.options).utf8.count)
                stages.append { _ = variant.renderer.render(model, options: variant.options) }
            }
            var best = [Duration](repeating: .seconds(Int64.max), count: stages.count)
            for _ in 0..<iterations {
                for (i, stage) in stages.enumerated() { best[i] = min(best[i], Bench.cpuTime(stage)) }
            }
            let loadAndDecode = best[0] + best[1]
            for (i, size) in sizes.enumerated() {
                let first = i == 0
                table.append([
                    first ? "\(count)" : "", first ? Report.ms(best[0]) : "", first ? Report.ms(best[1]) : "",
                    first ? Report.ms(loadAndDecode) : "", Self.variants[i].name,
                    Report.ms(best[2 + i]), Report.bytes(size), Report.ratio(best[2 + i], loadAndDecode),
                ])
            }
        }
        Report.printTable(table)
    }
}
