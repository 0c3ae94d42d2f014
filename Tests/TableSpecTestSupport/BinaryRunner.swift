import Foundation
import TableSpec

/// What a finished process printed and how it ended.
public struct ProcessOutput: Sendable {
    /// The exit status (or the signal number, when it was killed by one).
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Why a built binary could not be run.
public struct BinaryRunnerError: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) { self.description = description }
}

/// Runs the package's built executables (`tablectl`) from tests, with the library's
/// `Subprocess` (not Foundation's `Process`, which now and then crashes the test process on
/// Linux), and collects their output.
///
/// The binary is looked up, in order: `$TABLECTL_BINARY`; beside the running test bundle
/// (the build directory `swift test` used, whatever its `--scratch-path`); then
/// `.build/debug/` under the package root.
///
/// ```swift
/// let out = try BinaryRunner.run(["validate", "specs"])
/// #expect(out.status == 0)
/// ```
public enum BinaryRunner {
    /// The package root, found from this file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // TableSpecTestSupport
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()

    /// The path of the built executable `name`. Throws when none exists.
    public static func executable(named name: String = "tablectl") throws(BinaryRunnerError) -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["TABLECTL_BINARY"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        #if os(Linux)
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(me.deletingLastPathComponent().appendingPathComponent(name))
        #endif
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
        }
        if let main = Bundle.main.executableURL {
            candidates.append(main.deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug").appendingPathComponent(name))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw BinaryRunnerError(description: """
            cannot find the built '\(name)' (looked in: \(candidates.map(\.path).joined(separator: ", "))); \
            run 'swift build' first or set TABLECTL_BINARY
            """)
    }

    /// Runs `tablectl` with `arguments` in `directory` (default: the package root), with
    /// `stdin` as its standard input, and waits at most `timeout` seconds.
    ///
    /// The environment is this process's, without `NO_COLOR` and `TERM` (so output does not
    /// depend on who runs the tests), plus `environment`.
    public static func run(
        _ arguments: [String],
        stdin: Data = Data(),
        environment: [String: String] = [:],
        in directory: URL = packageRoot,
        timeout: TimeInterval = 120
    ) throws -> ProcessOutput {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = nil
        env.merge(environment) { _, new in new }
        let run = try Subprocess.run(
            [try executable().path] + arguments, input: [UInt8](stdin), environment: env, directory: directory.path,
            timeout: timeout)
        if run.timedOut {
            throw BinaryRunnerError(description: "tablectl \(arguments.joined(separator: " ")) took more than \(timeout)s")
        }
        return ProcessOutput(
            status: run.signal ?? run.status, stdout: String(decoding: run.standardOutput, as: UTF8.self),
            stderr: String(decoding: run.standardError, as: UTF8.self))
    }
}
