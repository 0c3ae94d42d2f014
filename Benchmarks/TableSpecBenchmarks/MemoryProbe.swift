import Foundation
import TableSpec

/// Measures how much a validate run raises the peak resident memory, in a fresh child
/// process so earlier allocations (generating the spec, other sizes) do not hide it.
enum MemoryProbe {
    /// Writes `source` to a temporary file, runs this executable with `--memory-child`,
    /// and returns the growth of the child's peak RSS (bytes) caused by validating it.
    static func peakGrowth(validating source: SourceFile) throws -> Int {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("tablectl-bench-\(ProcessInfo.processInfo.processIdentifier)-\(source.bytes.count).yaml")
        try Data(source.bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !(process.executableURL.map { FileManager.default.isExecutableFile(atPath: $0.path) } ?? false) {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--memory-child", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let text = String(data: output, encoding: .utf8),
              let growth = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { throw BenchError("the memory probe failed (status \(process.terminationStatus))") }
        return growth
    }

    /// In the child: read the file, note the peak RSS, validate, print the growth.
    static func runChild(file: String) throws {
        guard let data = FileManager.default.contents(atPath: file) else { throw BenchError("cannot read \(file)") }
        let source = SourceFile(path: file, bytes: [UInt8](data))
        let before = peakRSS()
        let report = SpecChecker.check(source, options: CheckOptions(limits: Limits(maxNodes: .max, maxAliases: .max)))
        let after = peakRSS()
        withExtendedLifetime(report) {}
        print(max(0, after - before))
    }

    /// The process's peak resident set size in bytes (`ru_maxrss` is in KiB on Linux, bytes on macOS).
    static func peakRSS() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}
