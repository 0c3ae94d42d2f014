import Foundation

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
}

/// Runs the package's built executables (`tablectl`) from tests, with Foundation's
/// `Process`, and collects their output.
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
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = nil
        env.merge(environment) { _, new in new }
        process.environment = env

        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()

        // Read both pipes while the process runs, so neither can fill up and block it.
        let collected = Collected()
        let readers = DispatchGroup()
        for (pipe, isOutput) in [(output, true), (error, false)] {
            DispatchQueue.global().async(group: readers) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isOutput: isOutput)
            }
        }
        input.fileHandleForWriting.write(stdin)
        try? input.fileHandleForWriting.close()

        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw BinaryRunnerError(description: "tablectl \(arguments.joined(separator: " ")) took more than \(timeout)s")
        }
        readers.wait()
        return ProcessOutput(
            status: process.terminationStatus,
            stdout: String(decoding: collected.stdout, as: UTF8.self),
            stderr: String(decoding: collected.stderr, as: UTF8.self))
    }
}

/// The two outputs, filled in by the reader threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    func set(_ data: Data, isOutput: Bool) {
        lock.lock()
        if isOutput { out = data } else { err = data }
        lock.unlock()
    }

    var stdout: Data { lock.lock(); defer { lock.unlock() }; return out }
    var stderr: Data { lock.lock(); defer { lock.unlock() }; return err }
}
