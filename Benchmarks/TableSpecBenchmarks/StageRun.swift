import Foundation
import TableSpec

/// Runs one stage once on a file, for instruction counts under
/// `valgrind --tool=callgrind`, where the timing table is too slow and too noisy.
///
/// `tablectl-bench --write FILE --rows N` writes the generated spec of N rows;
/// `tablectl-bench --stage none|scan|load|decode|validate FILE` reads it and runs one stage.
/// Subtract the `none` count (reading the file, process start) from the others.
enum StageRun {
    /// The stages `--stage` accepts.
    static let stages = ["none", "scan", "load", "decode", "validate"]

    static func write(rows: Int, to path: String) throws {
        let text = SpecGenerator().yaml(rows: rows)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func run(_ stage: String, file: String) throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw BenchError("cannot read \(file)") }
        let source = SourceFile(path: file, bytes: [UInt8](data))
        let limits = Limits(maxNodes: .max, maxAliases: .max)
        switch stage {
        case "none":
            print(source.bytes.count)
        case "scan":
            print(YAMLEventScan.countEvents(source.bytes) ?? -1)
        case "load":
            let root = try Loader.load(source, limits: limits)
            print(root.mapping?.count ?? -1)
        case "decode":
            let root = try Loader.load(source, limits: limits)
            print(SpecDecoder.decode(root).diagnostics.count)
        case "validate":
            print(SpecChecker.check(source, options: CheckOptions(limits: limits)).diagnostics.count)
        default:
            throw BenchError("unknown stage '\(stage)'; use one of \(stages.joined(separator: ", "))")
        }
    }
}
