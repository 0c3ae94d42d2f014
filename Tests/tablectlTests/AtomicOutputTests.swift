import Foundation
import TableSpec
import Testing
import TableSpecTestSupport

/// Output files are never half-written. For every path tablectl writes — `validate
/// --format NAME:PATH`, `--write-baseline`, `diff -o`, `render -o`, `export -o` — a good
/// run replaces the file and leaves no temporary file beside it; a failed run (a spec with
/// errors, a spec that does not load, a write the file-size limit stops, a process killed
/// in the middle of the write) leaves the previous file byte for byte.
///
/// Failed writes are made with the file-size limit (`ulimit -f`), which works for root too
/// (a read-only directory does not stop root): with SIGXFSZ ignored `write(2)` fails with
/// EFBIG and tablectl reports it; with SIGXFSZ at its default the process is killed in the
/// middle of writing the temporary file, and its handler removes that file first.
@Suite("Output files are written atomically")
struct AtomicOutputTests {
    static let previous = "previous contents\n"

    /// One way to write a file: the arguments, with `OUT` standing for the output path.
    struct Writer: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// Arguments that make the same command fail before it writes anything.
        var failing: [String]
        var testDescription: String { name }

        func with(_ path: String, _ arguments: [String]) -> [String] {
            arguments.map { $0 == "OUT" ? path : $0.hasSuffix(":OUT") ? $0.dropLast(3) + path : $0 }
        }
    }

    static let broken = "Tests/tablectlTests/Fixtures/broken/settings-typos.yaml"
    static let writers: [Writer] = [
        Writer(name: "validate --format sarif:PATH", arguments: ["validate", "--format", "sarif:OUT", "Tests/tablectlTests/Fixtures/broken"],
               failing: ["validate", "--format", "sarif:OUT", "--format", "nonexistent:other.txt", "specs"]),
        Writer(name: "validate --write-baseline", arguments: ["validate", "--write-baseline", "OUT", broken],
               failing: ["validate", "--write-baseline", "OUT", "--baseline", "missing-baseline.json", broken]),
        Writer(name: "diff -o", arguments: ["diff", "-o", "OUT", "specs/settings.yaml", "specs/profile.yaml"],
               failing: ["diff", "-o", "OUT", "specs/settings.yaml", "Tests/tablectlTests/Fixtures/broken/syntax.yaml"]),
        Writer(name: "render -o", arguments: ["render", "-o", "OUT", "specs/settings.yaml"],
               failing: ["render", "-o", "OUT", broken]),
        Writer(name: "export -o", arguments: ["export", "--format", "swift", "-o", "OUT", "specs/settings.yaml"],
               failing: ["export", "--format", "swift", "-o", "OUT", broken]),
    ]

    /// A directory holding `out.txt` with ``previous`` in it.
    static func directoryWithPreviousFile() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("out/out.txt", previous)
        return dir
    }

    /// The names in `out/` other than `out.txt`: temporary files left behind.
    static func leftovers(_ dir: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).filter { $0 != "out.txt" }.sorted()
    }

    @Test("a good run replaces the file and leaves no temporary file", arguments: writers)
    func goodRunReplaces(writer: Writer) throws {
        let dir = try Self.directoryWithPreviousFile()
        let result = try BinaryRunner.run(writer.with(dir.path("out/out.txt"), writer.arguments))
        #expect(result.status != 2, "\(result.stderr)")
        let written = try dir.read("out/out.txt")
        #expect(written != Self.previous && !written.isEmpty)
        #expect(try Self.leftovers(dir) == [])
    }

    @Test("a run that fails before writing leaves the previous file", arguments: writers)
    func failedRunLeavesThePreviousFile(writer: Writer) throws {
        let dir = try Self.directoryWithPreviousFile()
        let result = try BinaryRunner.run(writer.with(dir.path("out/out.txt"), writer.failing))
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(try dir.read("out/out.txt") == Self.previous)
        #expect(try Self.leftovers(dir) == [])
    }

    @Test("a write that fails half-way (EFBIG) leaves the previous file and no temporary file", arguments: writers)
    func failedWriteLeavesThePreviousFile(writer: Writer) throws {
        let dir = try Self.directoryWithPreviousFile()
        let result = try Self.runLimited(writer.with(dir.path("out/out.txt"), writer.arguments), ignoringSignal: true)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("'\(dir.path("out/out.txt"))': file too large"), "\(result.stderr)")
        #expect(try dir.read("out/out.txt") == Self.previous)
        #expect(try Self.leftovers(dir) == [])
    }

    @Test("a process killed in the middle of the write leaves the previous file", arguments: writers)
    func killedWriteLeavesThePreviousFile(writer: Writer) throws {
        let dir = try Self.directoryWithPreviousFile()
        let result = try Self.runLimited(writer.with(dir.path("out/out.txt"), writer.arguments), ignoringSignal: false)
        #expect(result.status == 128 + SIGXFSZ, "\(result.stdout)\(result.stderr)")
        #expect(try dir.read("out/out.txt") == Self.previous)
        // The signal handler removed the temporary file the killed process was writing.
        #expect(try Self.leftovers(dir) == [])
    }

    @Test("a path whose directory is a file fails cleanly, with nothing created")
    func directoryIsAFile() throws {
        let dir = try Self.directoryWithPreviousFile()
        for writer in Self.writers {
            let result = try BinaryRunner.run(writer.with(dir.path("out/out.txt/inner.txt"), writer.arguments))
            #expect(result.status == 2, "\(writer.name): \(result.stderr)")
            #expect(result.stderr.contains("is not a directory"), "\(writer.name): \(result.stderr)")
            #expect(try dir.read("out/out.txt") == Self.previous)
            #expect(try Self.leftovers(dir) == [])
        }
    }

    @Test("a read-only directory keeps its file (not as root, which may write anyway)")
    func readOnlyDirectory() throws {
        guard geteuid() != 0 else { return }
        let dir = try Self.directoryWithPreviousFile()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path("out"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path("out")) }
        for writer in Self.writers {
            let result = try BinaryRunner.run(writer.with(dir.path("out/out.txt"), writer.arguments))
            #expect(result.status == 2, "\(writer.name): \(result.stderr)")
            #expect(try dir.read("out/out.txt") == Self.previous)
            #expect(try Self.leftovers(dir) == [])
        }
    }

    /// Runs tablectl with a file-size limit of 512 bytes (`ulimit -f 1`: POSIX sh counts
    /// 512-byte blocks), so writing more fails; with `ignoringSignal` SIGXFSZ is ignored (the
    /// write returns EFBIG), else it is set back to its default and unblocked (with perl:
    /// the test runner's threads block signals, and sh cannot undo that), so it kills the
    /// process.
    static func runLimited(_ arguments: [String], ignoringSignal: Bool) throws -> (status: Int32, stdout: String, stderr: String) {
        let script = ignoringSignal
            ? "trap '' XFSZ; ulimit -f 1 && exec \"$0\" \"$@\""
            : "ulimit -f 1 && exec perl -MPOSIX -e '$SIG{XFSZ} = \"DEFAULT\"; "
                + "sigprocmask(SIG_UNBLOCK, POSIX::SigSet->new(SIGXFSZ)); exec @ARGV or die' \"$0\" \"$@\""
        let run = try Subprocess.run(
            ["/bin/sh", "-c", script, try BinaryRunner.executable().path] + arguments,
            directory: BinaryRunner.packageRoot.path)
        return (run.status, String(decoding: run.standardOutput, as: UTF8.self), String(decoding: run.standardError, as: UTF8.self))
    }
}
