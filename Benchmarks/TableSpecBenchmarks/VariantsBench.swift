import Foundation
import TableSpec

/// `tablectl-bench variants`: issue 30's variants benchmark. Checks one generated spec with
/// 6 flags (64 variants) whose sections and rows are shown by conditions over them, in
/// process (`SpecChecker.check`, load to findings, best of N): every variant against one
/// variant (`max-variants: 1`, the same spec) and against the same rows written with no
/// flags. Goal: every variant at most 8× one variant (the variants share their work:
/// identical expansions checked once, each distinct section judged once).
///
/// Command line: `tablectl-bench variants [--rows 10000] [--iterations 5]`.
struct VariantsBench {
    var rows = 10_000
    var iterations = 5

    /// Runs the benchmark and exits: status 0, or 2 with a message when it cannot run.
    static func main(_ arguments: [String]) -> Never {
        BenchCommand.exit("variants") { try VariantsBench(arguments).run() }
    }

    init(_ arguments: [String]) throws {
        let command = try BenchCommand(arguments, counts: ["--rows": 10_000, "--iterations": 5])
        (rows, iterations) = (command["--rows"], command["--iterations"])
    }

    static let flags = ["loggedIn", "premium", "beta", "debug", "tablet", "offline"]

    /// The spec: sections of 50 rows; every 4th section shown when a flag is on (or off),
    /// every 10th row of the others when one is; or, `dynamic` false, the same rows and
    /// sections with no flag and no condition.
    func spec(dynamic: Bool) -> String {
        var out = "tablespec: 1\nid: variants\n"
        if dynamic {
            out += "flags:\n" + Self.flags.enumerated().map { "  \($1): {default: \($0 == 0)}\n" }.joined()
        }
        out += "sections:\n"
        for r in 0..<rows {
            let s = r / 50, flag = Self.flags[s % Self.flags.count]
            if r % 50 == 0 {
                out += "  - id: s\(s)\n    header: Group \(s)\n"
                if dynamic, s % 4 == 1 { out += s % 8 == 1 ? "    when: \(flag)\n" : "    when: {not: \(flag)}\n" }
                out += "    rows:\n"
            }
            out += "      - id: r\(r)\n        title: Row \(r)\n        detail: Detail \(r)\n"
            out += "        accessory: disclosureIndicator\n        action: {navigate: screen-\(r % 7)}\n"
            if dynamic, s % 4 != 1, r % 10 == 5 { out += "        when: {all: [\(flag), {not: \(Self.flags[(s + 1) % Self.flags.count])}]}\n" }
        }
        return out
    }

    /// The best wall time of checking `source` with `options`, and its findings.
    func best(_ source: SourceFile, _ options: CheckOptions) -> (Duration, Int) {
        let clock = ContinuousClock()
        var best = Duration.seconds(Int64.max)
        var findings = 0
        for _ in 0..<iterations {
            let start = clock.now
            // One variant of many says so (too-many-variants): that is not a problem here.
            findings = SpecChecker.check(source, options: options).diagnostics.filter { $0.rule != "too-many-variants" }.count
            best = min(best, clock.now - start)
        }
        return (best, findings)
    }

    func run() throws {
        let dynamic = SourceFile(path: "variants.yaml", text: spec(dynamic: true))
        let plain = SourceFile(path: "plain.yaml", text: spec(dynamic: false))
        var one = CheckOptions()
        one.maxVariants = 1
        let every = best(dynamic, CheckOptions())
        let single = best(dynamic, one)
        let written = best(plain, CheckOptions())
        guard every.1 == 0, single.1 == 0, written.1 == 0 else {
            throw BenchError("the generated specs have findings (\(every.1), \(single.1), \(written.1)); the bench checks clean specs")
        }
        print("tablectl-bench variants: \(rows) rows, \(Self.flags.count) flags, best of \(iterations) (in process, release build)")
        print("")
        Report.printTable([
            ["check", "variants", "wall time", "vs one variant", "goal ≤ 8×"],
            ["the same rows, no flags", "1", Report.ms(written.0), Report.ratio(written.0, single.0), ""],
            ["one variant (max-variants 1)", "1", Report.ms(single.0), "1.00×", ""],
            ["every variant", "64", Report.ms(every.0), Report.ratio(every.0, single.0),
             Report.met(Report.seconds(every.0) <= 8 * Report.seconds(single.0))],
        ])
    }
}
