import Foundation
import TableSpec

/// A program the tests run besides tablectl: a validator (`check-jsonschema`, `xmllint`),
/// `swiftc`, or Python with PyYAML. Found by ``find(_:environment:fallback:)``; tests that
/// need one are skipped, saying why, when it is missing.
public enum ExternalTool {
    /// The program: `$environment` when set to an executable, else `name` on `PATH`, else
    /// `fallback`; nil when none exists.
    public static func find(_ name: String, environment: String, fallback: URL? = nil) -> URL? {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let path = env[environment], !path.isEmpty { candidates.append(path) }
        for directory in (env["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/\(name)") }
        if let fallback { candidates.append(fallback.path) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    /// Runs `tool` with `arguments`; its exit status and what it printed (standard output
    /// and standard error together). A tool killed by a signal gets 128 + the signal's
    /// number, as a shell reports it, so a crash never reads as an ordinary exit status.
    public static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try Subprocess.run([tool.path] + arguments, mergingErrors: true)
        return (run.status, String(decoding: run.standardOutput, as: UTF8.self))
    }

    /// A Python that can `import module`: `$TABLECTL_PYTHON`, the one `make test-tools`
    /// installs into `.build-tools/venv`, or `python3` on `PATH`; nil when none can.
    public static func python(importing module: String) -> URL? {
        var candidates: [URL] = []
        if let path = ProcessInfo.processInfo.environment["TABLECTL_PYTHON"], !path.isEmpty {
            candidates.append(URL(fileURLWithPath: path))
        }
        candidates.append(BinaryRunner.packageRoot.appendingPathComponent(".build-tools/venv/bin/python"))
        if let python3 = find("python3", environment: "TABLECTL_PYTHON3") { candidates.append(python3) }
        return candidates.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate.path)
                && (try? run(candidate, ["-c", "import \(module)"]).status) == 0
        }
    }
}
