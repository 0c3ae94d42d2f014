import Foundation

/// A copy of the example app package `Examples/SettingsApp` in a temporary directory, with
/// its path dependency pointed back at this repository, built with the real `swift`
/// (SwiftPM runs tablectl's plugins). Each copy has its own `.build`, so it starts clean
/// and `swift test`'s lock on the repository's `.build` is never in the way.
public final class ConsumerPackage {
    /// The example, relative to the repository.
    public static let example = "Examples/SettingsApp"
    /// `swift`, found on PATH (or TABLECTL_SWIFT).
    public static let swift = ExternalTool.find("swift", environment: "TABLECTL_SWIFT")

    /// The directory holding the copy.
    public let directory: TemporaryDirectory
    /// The copy's package directory.
    public var root: URL { directory.url.appendingPathComponent("SettingsApp") }

    /// Copies the example (without any `.build` or `.swiftpm` of its own) and rewrites
    /// `let tablectlPath = "../.."` in its manifest to this repository's absolute path.
    public init() throws {
        directory = try TemporaryDirectory()
        let source = BinaryRunner.packageRoot.appendingPathComponent(Self.example)
        try Self.copy(source, to: root)
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let rewritten = text.replacingOccurrences(
            of: "let tablectlPath = \"../..\"", with: "let tablectlPath = \"\(BinaryRunner.packageRoot.path)\"")
        guard rewritten != text else { throw BinaryRunnerError(description: "\(Self.example)/Package.swift has no tablectlPath") }
        try rewritten.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// `swift ARGUMENTS --package-path COPY`: exit status and the whole log (standard
    /// output and error together, as a terminal or CI shows them).
    ///
    /// SwiftPM 6 on Debian 12 now and then dies of a segmentation fault in libdispatch's
    /// event loop, whatever it builds (swiftlang/swift#87033). Such a crash says nothing
    /// about tablectl, so a run killed by a signal is run again, at most twice; the build
    /// resumes where it stopped, and the log returned holds every attempt, so the steps a
    /// crashed attempt ran still count. A tool that crashes inside a build step (tablectl)
    /// does not kill SwiftPM, which reports a failed step and exits 1: never retried.
    public func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let swift = Self.swift else { throw BinaryRunnerError(description: "swift not found") }
        let subcommand = Array(arguments.prefix(1))
        var log = ""
        for attempt in 1...3 {
            let run = try ExternalTool.run(swift, subcommand + ["--package-path", root.path] + arguments.dropFirst())
            log += run.output
            guard run.status > 128, attempt < 3 else { return (run.status, log) }
            log += "\n(SwiftPM was killed by signal \(run.status - 128); running it again)\n"
        }
        return (1, log)
    }

    /// The file at `relative` (to the copy's package directory).
    public func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// Replaces `old` with `new` in the file at `relative`; throws when `old` is not there.
    public func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: url(relative), encoding: .utf8)
        guard text.contains(old) else { throw BinaryRunnerError(description: "\(relative) has no '\(old)'") }
        try text.replacingOccurrences(of: old, with: new).write(to: url(relative), atomically: false, encoding: .utf8)
    }

    /// The Swift files TableSpecPlugin generated into the build, by name.
    public func generatedFiles() -> [String] {
        generatedURLs().map(\.lastPathComponent)
    }

    /// The Swift files TableSpecPlugin generated into the build, sorted by name.
    public func generatedURLs() -> [URL] {
        let outputs = root.appendingPathComponent(".build/plugins/outputs")
        let found = FileManager.default.enumerator(atPath: outputs.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".tablespec.swift") }.map { outputs.appendingPathComponent($0) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func copy(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: source.path) where name != ".build" && name != ".swiftpm" {
            try manager.copyItem(at: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }
}
