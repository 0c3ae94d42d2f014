import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

/// Every ```` ```console ```` block of README.md, CONTRIBUTING.md and docs/*.md, run as a
/// reader would type it (CONTRIBUTING.md, "Examples in the docs"): each block in a fresh
/// copy of the repository's files, each `$ ` line with bash from its root (`cd` moves it),
/// `tablectl` the binary the tests run, what it prints (standard output and error
/// together, no colour) compared with the lines shown. `RECORD_GOLDENS=1` writes what the
/// commands print into the blocks instead.
@Suite struct DocsConsoleTests {
    /// The Markdown files whose console blocks run.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

    /// The repository's tracked files (what a clone has), relative to its root.
    static let trackedFiles: [String] = {
        guard let run = try? Subprocess.run(["git", "-C", BinaryRunner.packageRoot.path, "ls-files", "-z"]), run.status == 0 else { return [] }
        return run.standardOutput.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }()

    /// A fresh copy of the tracked files (links kept as links, modes kept), with `home/` and
    /// `cache/`: one `cp -a --parents` of them all (a file at a time through FileManager
    /// cost a third of a second per block).
    static func scratchCopy() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory()
        let copy = try Subprocess.run(["cp", "-a", "--parents", "--"] + trackedFiles + [scratch.root],
                                      directory: BinaryRunner.packageRoot.path, mergingErrors: true)
        try #require(copy.status == 0, "copying the tracked files: \(String(decoding: copy.standardOutput, as: UTF8.self))")
        for folder in ["home", "cache"] {
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return scratch
    }

    /// The environment commands run in: `tablectl` first on `PATH`, no colour, no
    /// terminal, a home and a cache of the copy's own.
    static func environment(_ scratch: TemporaryDirectory) throws -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "TERM", "COLUMNS", "GITHUB_STEP_SUMMARY", "TABLECTL_CACHE_STATS"] { environment[name] = nil }
        environment["NO_COLOR"] = "1"
        environment["PATH"] = try BinaryRunner.executable().deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["HOME"] = scratch.path("home")
        environment["XDG_CACHE_HOME"] = scratch.path("cache")
        return environment
    }

    /// What `command` prints in `directory` (standard output and error together, as
    /// lines, the last newline off) and its exit status; a command shown as interrupted
    /// (`^C`) is read for `lines` lines (at most 20 s), then sent SIGINT.
    static func run(
        _ command: String, in directory: String, environment: [String: String], interruptAfter lines: Int?
    ) throws -> (output: [String], status: Int32) {
        if let lines {
            let started = try Subprocess.start(["bash", "-c", "exec " + command], environment: environment, directory: directory)
            var read: [String] = []
            while read.count < lines, let line = started.readLine(timeout: 20) { read.append(line) }
            started.signal(SIGINT)
            return (read, started.wait(timeout: 20) ?? -1)
        }
        let run = try Subprocess.run(["bash", "-c", command], environment: environment, directory: directory, timeout: 120, mergingErrors: true)
        var text = String(decoding: run.standardOutput, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return (text.isEmpty ? [] : text.components(separatedBy: "\n"), run.status)
    }

    /// Every block of the documents.
    static let blocks: [ConsoleBlock] = documents.flatMap { file -> [ConsoleBlock] in
        guard let text = try? String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(file), encoding: .utf8) else { return [] }
        return ConsoleBlock.blocks(in: text, file: file)
    }

    @Test func thereAreBlocksToRun() {
        #expect(Self.blocks.count >= 30, "\(Self.blocks.count) console blocks found")
        #expect(!Self.trackedFiles.isEmpty, "git ls-files gave nothing")
    }

    /// A block's name for its test: its file and the line of its fence.
    static func name(_ block: ConsoleBlock) -> String { "\(block.file):\(block.line)" }

    @Test(arguments: blocks.map(name))
    func theBlockPrintsWhatItShows(_ place: String) throws {
        let block = try #require(Self.blocks.first { Self.name($0) == place })
        let scratch = try Self.scratchCopy()
        let environment = try Self.environment(scratch)
        var directory = scratch.root
        var status: Int32 = 0
        var recorded: [(command: Int, actual: [String])] = []
        for (number, command) in block.commands.enumerated() {
            let text = command.text
            if text.hasPrefix("cd ") {
                directory = FilePath.absolute(String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces), from: directory)
                continue
            }
            let actual: [String]
            if text.trimmingCharacters(in: .whitespaces) == "echo $?" {
                actual = [String(status)]
            } else {
                let interrupted = command.shown.last == ConsoleBlock.interrupt
                let result = try Self.run(
                    text, in: directory, environment: environment, interruptAfter: interrupted ? command.shown.count - 1 : nil)
                (actual, status) = (result.output, result.status)
            }
            if !ConsoleBlock.matches(command.shown, actual) {
                recorded.append((number, actual))
                if !Golden.isRecording {
                    Issue.record("""
                        \(block.file):\(command.outputStart): `\(text)` prints other lines than the block shows \
                        (RECORD_GOLDENS=1 writes them into the block):
                        \(LineDiff.diff(expected: command.shown.joined(separator: "\n"), actual: actual.joined(separator: "\n")))
                        """)
                }
            }
        }
        if Golden.isRecording, !recorded.isEmpty { try Self.record(recorded, inBlockAt: block) }
    }

    /// Serializes the recording of blocks of one file (the tests run in parallel).
    static let recording = NSLock()

    /// Writes each command's actual output over the lines its block shows: the file read
    /// again (another block of it may have been recorded meanwhile, moving lines), the
    /// block found by its place among the file's blocks.
    static func record(_ outputs: [(command: Int, actual: [String])], inBlockAt block: ConsoleBlock) throws {
        recording.lock()
        defer { recording.unlock() }
        guard let ordinal = blocks.filter({ $0.file == block.file }).firstIndex(where: { $0.line == block.line }) else { return }
        let url = BinaryRunner.packageRoot.appendingPathComponent(block.file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let now = ConsoleBlock.blocks(in: text, file: block.file)
        guard ordinal < now.count else { return }
        var lines = text.components(separatedBy: "\n")
        for (number, actual) in outputs.sorted(by: { $0.command > $1.command }) where number < now[ordinal].commands.count {
            let command = now[ordinal].commands[number]
            let interrupt = command.shown.last == ConsoleBlock.interrupt ? [ConsoleBlock.interrupt] : []
            lines.replaceSubrange(command.outputStart..<(command.outputStart + command.shown.count), with: actual + interrupt)
        }
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}
