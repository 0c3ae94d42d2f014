import Foundation
import TableSpecTestSupport
import Testing

/// What tablectl writes is either whole or reported: a failed write to standard output is
/// exit 2, a signal in the middle of `-o` leaves no temporary file, a replaced file keeps
/// its mode, two formats never share one file, and `-` means standard output.
@Suite struct OutputSafetyTests {
    /// Commands that print to standard output, each in the shape a user would run.
    static let printers: [[String]] = [
        ["validate", "--format", "sarif", "specs"],
        ["validate", "--format", "text:-", "specs"],
        ["validate", "Tests/tablectlTests/Fixtures/broken/settings-typos.yaml"],
        ["render", "specs/settings.yaml"],
        ["render", "--format", "svg", "-o", "-", "specs/settings.yaml"],
        ["export", "--format", "swift", "specs/settings.yaml"],
        ["diff", "specs/settings.yaml", "specs/profile.yaml"],
        ["rules"],
        ["explain", "wrong-type"],
        ["--help"],
        ["validate", "--help"],
        ["--version"],
    ]

    /// Standard output on `/dev/full`: every write fails with ENOSPC.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"), arguments: printers)
    func aFailedWriteToStandardOutputIsAnError(arguments: [String]) throws {
        let result = try Self.run(arguments, standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasSuffix("tablectl: error: cannot write to standard output: no space left on device\n"),
                "\(arguments): \(result.stderr)")
    }

    /// validate's other reports are still written when standard output fails; exit 2.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full on this system"))
    func theOtherReportsAreWrittenWhenStandardOutputFails() throws {
        let dir = try TemporaryDirectory()
        let result = try Self.run(["validate", "--format", "text", "--format", "sarif:\(dir.path("r.sarif"))", "specs"],
                                  standardOutput: FileHandle(forWritingAtPath: "/dev/full"))
        #expect(result.status == 2)
        #expect(result.stderr == "tablectl: error: cannot write to standard output: no space left on device\n")
        #expect(try dir.read("r.sarif").contains("\"$schema\""))
    }

    /// A terminating signal while `export -o` writes its temporary file: the process ends
    /// by the signal, the temporary file is gone and the target keeps its old bytes. The
    /// process is stopped (SIGSTOP, and the test waits until it is) as soon as its
    /// temporary file appears, so the signal lands mid-write on any machine; a run that
    /// finished before it was seen is retried.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalDuringTheWriteRemovesTheTemporaryFile(signal: Int32) throws {
        let dir = try TemporaryDirectory()
        try dir.write("big.yaml", Self.bigSpec(rows: 40_000))
        var caught = false
        for _ in 0..<5 where !caught {
            try dir.write("out/out.json", "previous\n")
            let process = try Self.start(["export", "--format", "json", "-o", dir.path("out/out.json"), dir.path("big.yaml")], in: dir)
            while try process.isRunning && Self.leftovers(dir).isEmpty { usleep(200) }
            kill(process.processIdentifier, SIGSTOP)
            Self.waitUntilStopped(process)
            caught = try process.isRunning && !Self.leftovers(dir).isEmpty
            kill(process.processIdentifier, signal)
            kill(process.processIdentifier, SIGCONT)
            process.waitUntilExit()
            guard caught else { continue }
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
            #expect(try dir.read("out/out.json") == "previous\n")
            #expect(try Self.leftovers(dir) == [])
        }
        #expect(caught, "the temporary file was never seen while the process ran")
    }

    @Test func aReplacedFileKeepsItsModeAndANewFileFollowsTheUmask() throws {
        let dir = try TemporaryDirectory()
        try dir.write("private.txt", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir.path("private.txt"))
        try dir.write("script.txt", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: dir.path("script.txt"))
        for name in ["private.txt", "script.txt", "new.txt"] {
            let out = try BinaryRunner.run(["render", "-o", dir.path(name), "specs/settings.yaml"])
            #expect(out.status == 0, "\(out.stderr)")
            #expect(try dir.read(name).contains("Settings"))
        }
        #expect(try Self.mode(dir.path("private.txt")) == 0o600)
        #expect(try Self.mode(dir.path("script.txt")) == 0o751)
        let mask = umask(0)
        umask(mask)
        #expect(try Self.mode(dir.path("new.txt")) == 0o666 & ~mask)
    }

    /// `t1.txt`, `./t1.txt`, an absolute spelling and a path through a symbolic link are one
    /// file: two formats may not both write it.
    @Test func twoFormatsMayNotWriteOneFileUnderTwoSpellings() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.path("link"), withDestinationPath: dir.path("real"))
        let specs = BinaryRunner.packageRoot.appendingPathComponent("specs").path
        for other in ["./t1.txt", dir.path("t1.txt"), "real/../t1.txt", "sub/../t1.txt"] {
            let out = try BinaryRunner.run(["validate", "--format", "text:t1.txt", "--format", "sarif:\(other)", specs], in: dir.url)
            #expect(out.status == 2, "\(other): \(out.stderr)")
            #expect(out.stderr.hasPrefix("tablectl: error: two formats write to 't1.txt' and '\(other)' (the same file)"), "\(out.stderr)")
        }
        let linked = try BinaryRunner.run(["validate", "--format", "text:real/a.txt", "--format", "json:link/a.txt", specs], in: dir.url)
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("two formats write to 'real/a.txt' and 'link/a.txt' (the same file)"), "\(linked.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("t1.txt")))
    }

    /// `-o -` and `--format NAME:-` write to standard output, never to a file named `-`.
    @Test func aDashIsStandardOutput() throws {
        let dir = try TemporaryDirectory()
        let spec = BinaryRunner.packageRoot.appendingPathComponent("specs/settings.yaml").path
        let other = BinaryRunner.packageRoot.appendingPathComponent("specs/profile.yaml").path
        let runs: [([String], String)] = [
            (["render", "-o", "-", spec], "Settings"),
            (["export", "--format", "json", "-o", "-", spec], "\"tablespec\""),
            (["diff", "--output", "-", spec, other], "section"),
            (["validate", "--format", "sarif:-", spec], "\"$schema\""),
        ]
        for (arguments, expected) in runs {
            let out = try BinaryRunner.run(arguments, in: dir.url)
            #expect(out.status != 2, "\(arguments): \(out.stderr)")
            #expect(out.stdout.contains(expected), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("-")))
        let two = try BinaryRunner.run(["validate", "--format", "sarif:-", "--format", "json", spec], in: dir.url)
        #expect(two.status == 2)
        #expect(two.stderr.hasPrefix("tablectl: error: only one format can go to standard output, not sarif:- and json"), "\(two.stderr)")
    }

    // MARK: - Helpers

    static func bigSpec(rows: Int) -> String {
        var text = "tablespec: 1\nid: big\nsections:\n  - id: main\n    rows:\n"
        for index in 0..<rows { text += "      - {id: r\(index), title: Row \(index) with a longer title, detail: D\(index)}\n" }
        return text
    }

    static func leftovers(_ dir: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).filter { $0 != "out.json" }
    }

    static func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// Waits (at most 5 s) until `process` is stopped or gone: `kill` returns before the
    /// stop takes effect. Reads the state letter from `/proc/PID/stat` (Linux); elsewhere
    /// waits 50 ms.
    static func waitUntilStopped(_ process: Process) {
        let stat = "/proc/\(process.processIdentifier)/stat"
        guard FileManager.default.fileExists(atPath: stat) else {
            usleep(50_000)
            return
        }
        for _ in 0..<5_000 {
            guard let text = try? String(contentsOfFile: stat, encoding: .utf8),
                  let close = text.lastIndex(of: ")") else { return }
            let state = text[text.index(after: close)...].drop { $0 == " " }.first
            if state == "T" || state == "t" || state == "Z" || state == "X" { return }
            usleep(1_000)
        }
    }

    /// tablectl started through perl with INT, TERM and HUP at their defaults and unblocked (the test runner's threads block signals, and a child inherits that mask).
    /// It runs in `directory`, so nothing it might leave stays in the package.
    static func start(_ arguments: [String], in directory: TemporaryDirectory) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        process.arguments = ["-MPOSIX", "-e",
                             "$SIG{$_} = 'DEFAULT' for qw(INT TERM HUP); "
                                + "sigprocmask(SIG_UNBLOCK, POSIX::SigSet->new(SIGINT, SIGTERM, SIGHUP)); exec @ARGV or die",
                             try BinaryRunner.executable().path] + arguments
        process.currentDirectoryURL = directory.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs tablectl with `standardOutput` as its standard output; returns status and stderr.
    static func run(_ arguments: [String], standardOutput: FileHandle?) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = try BinaryRunner.executable()
        process.arguments = arguments
        process.currentDirectoryURL = BinaryRunner.packageRoot
        process.standardOutput = standardOutput
        let error = Pipe()
        process.standardError = error
        try process.run()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: err, as: UTF8.self))
    }
}
