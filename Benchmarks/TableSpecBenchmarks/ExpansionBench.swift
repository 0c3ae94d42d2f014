import Foundation
import TableSpec

/// `tablectl-bench expansion [--rows 1000,100000] [--iterations N]`: a dynamic spec's rows
/// from a data file (`--data contacts=FILE`: the file read and checked as data, item ids
/// checked for collisions, the template expanded; what render, export and diff do) against
/// validating the same rows written out in a spec, in thread CPU time (the least of N
/// rounds). Issue 30's target: at most 1.5× at 100,000 items. See docs/performance.md.
struct ExpansionBench {
    var rows = [1_000, 10_000, 100_000]
    var iterations = 5

    static func main(_ arguments: [String]) -> Never {
        do {
            try ExpansionBench(arguments).run()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("tablectl-bench expansion: error: \(error)\n".utf8))
            exit(2)
        }
    }

    init(_ arguments: [String]) throws {
        let parsed = try Arguments(["tablectl-bench"] + arguments)
        rows = parsed.rows
        iterations = parsed.iterations
    }

    /// The dynamic spec: one templated section over `contacts`.
    static let spec = """
        tablespec: 1
        id: contacts
        sources:
          contacts:
            fields: {id: string, name: string, phone: string?, favorite: bool, unread: int}
        sections:
          - id: people
            rows: [{id: add, title: Add Contact}]
            source: contacts
            template: {id: "contact-{id}", title: "{name}", detail: "{phone}", action: {navigate: "contact-{id}"}}

        """

    /// `count` items as a data file, and the same rows written out as a spec.
    static func inputs(_ count: Int) -> (data: String, written: String) {
        var data = ""
        var written = "tablespec: 1\nid: contacts\nsections:\n  - id: people\n    rows:\n      - {id: add, title: Add Contact}\n"
        for i in 0..<count {
            data += "- {id: \"c\(i)\", name: Person \(i), phone: \"555-\(i)\", favorite: \(i % 3 == 0), unread: \(i % 7)}\n"
            written += "      - {id: contact-c\(i), title: Person \(i), detail: \"555-\(i)\", action: {navigate: contact-c\(i)}}\n"
        }
        return (data, written)
    }

    func run() throws {
        print("tablectl-bench expansion: \(iterations) rounds, least thread CPU time kept (release build)")
        print("")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-bench-expansion-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let limits = Limits(maxNodes: .max, maxAliases: .max)
        guard let spec = SpecChecker.check(SourceFile(path: "contacts.yaml", text: Self.spec)).table, spec.isDynamic else {
            throw BenchError("the dynamic spec does not decode")
        }
        var table: [[String]] = [["items", "validate written", "data + expand", "ratio", "target ≤ 1.5×"]]
        for count in rows {
            let (data, written) = Self.inputs(count)
            let path = directory.appendingPathComponent("contacts-\(count).yaml").path
            try data.write(toFile: path, atomically: true, encoding: .utf8)
            let source = SourceFile(path: "written.yaml", text: written)
            let inputs = try SpecInputs(data: ["contacts=\(path)"], set: [])
            let resolved = inputs.resolve(for: spec, name: "contacts.yaml", limits: limits)
            guard resolved.refusal == nil, resolved.errorCount == 0,
                  resolved.expanded?.sections[0].rows.count == count + 1
            else { throw BenchError("the data file does not expand to \(count + 1) rows") }
            var validate = Duration.seconds(Int64.max), expand = Duration.seconds(Int64.max)
            for _ in 0..<iterations {
                validate = min(validate, Bench.cpuTime { _ = SpecChecker.check(source, options: CheckOptions(limits: limits)) })
                expand = min(expand, Bench.cpuTime {
                    // What LoadedSpec.expand does: the expansion that checked the ids is the table.
                    let resolved = inputs.resolve(for: spec, name: "contacts.yaml", limits: limits)
                    _ = resolved.expanded ?? spec.expanded(with: resolved.inputs)
                })
            }
            let ratio = Report.seconds(expand) / Report.seconds(validate)
            table.append(["\(count)", Report.ms(validate), Report.ms(expand), Report.ratio(expand, validate), Report.met(ratio <= 1.5)])
        }
        Report.printTable(table)
    }
}
