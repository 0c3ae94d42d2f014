import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl export --check`: writes nothing; exit 0 when the -o file is exactly what would
/// be written, 1 naming the file and its first differing line (or saying it is missing),
/// 2 for a bad invocation; every export format.
@Suite struct ExportCheckTests {
    static let formats = ["json", "yaml", "swift", "swiftui", "markdown", "schema"]

    static func arguments(_ format: String, _ output: String) -> [String] {
        format == "schema" ? ["export", "--format", format, "-o", output]
            : ["export", "specs/settings.yaml", "--format", format, "-o", output]
    }

    @Test(arguments: formats)
    func upToDateFileExitsZeroAndIsLeftAlone(format: String) throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("Out.txt")
        let written = try BinaryRunner.run(Self.arguments(format, output))
        #expect(written.status == 0, "\(written.stderr)")
        let before = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        let check = try BinaryRunner.run(Self.arguments(format, output) + ["--check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.isEmpty && check.stderr.isEmpty)
        #expect(try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date == before)
    }

    @Test(arguments: formats)
    func changedFileExitsOneNamingTheFirstDifferingLine(format: String) throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("Out.txt")
        #expect(try BinaryRunner.run(Self.arguments(format, output)).status == 0)
        var lines = try directory.read("Out.txt").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[2] += " // edited"
        let edited = lines.joined(separator: "\n")
        try directory.write("Out.txt", edited)
        let check = try BinaryRunner.run(Self.arguments(format, output) + ["--check"])
        #expect(check.status == 1)
        #expect(check.stdout.isEmpty)
        #expect(check.stderr.contains("tablectl: error: \(output):3: out of date"), "\(check.stderr)")
        #expect(check.stderr.contains("tablectl: note: found:    \(lines[2])"), "\(check.stderr)")
        #expect(try directory.read("Out.txt") == edited, "--check wrote the file")
    }

    @Test func missingAndShorterAndLongerFiles() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("Screen.swift")
        let missing = try BinaryRunner.run(Self.arguments("swift", output) + ["--check"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("\(output) does not exist"))
        #expect(!FileManager.default.fileExists(atPath: output), "--check created the file")

        #expect(try BinaryRunner.run(Self.arguments("swift", output)).status == 0)
        let full = try directory.read("Screen.swift")
        let count = full.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        try directory.write("Screen.swift", full + "// extra\n")
        let longer = try BinaryRunner.run(Self.arguments("swift", output) + ["--check"])
        #expect(longer.status == 1)
        #expect(longer.stderr.contains(":\(count + 1): out of date"), "\(longer.stderr)")
        #expect(longer.stderr.contains("expected: (end of file)"))

        try directory.write("Screen.swift", String(full.dropLast()))   // no final line break
        let shorter = try BinaryRunner.run(Self.arguments("swift", output) + ["--check"])
        #expect(shorter.status == 1)
        #expect(shorter.stderr.contains(":\(count): out of date"), "\(shorter.stderr)")
        #expect(shorter.stderr.contains("(no line break at the end of the file)"), "\(shorter.stderr)")
    }

    @Test func windowsLineBreaksAndTheHeaderAreExplained() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("Screen.swift")
        #expect(try BinaryRunner.run(Self.arguments("swift", output)).status == 0)
        let full = try directory.read("Screen.swift")
        try directory.write("Screen.swift", full.replacingOccurrences(of: "\n", with: "\r\n"))
        let crlf = try BinaryRunner.run(Self.arguments("swift", output) + ["--check"])
        #expect(crlf.status == 1)
        #expect(crlf.stderr.contains("Windows line breaks"), "\(crlf.stderr)")
        try directory.write("Screen.swift", full.replacingOccurrences(of: "tablectl ", with: "tablectl 0.0.9 ", options: [], range: full.startIndex..<full.index(full.startIndex, offsetBy: 30)))
        let header = try BinaryRunner.run(Self.arguments("swift", output) + ["--check"])
        #expect(header.status == 1)
        #expect(header.stderr.contains(":1: out of date") && header.stderr.contains("names the tablectl version"), "\(header.stderr)")
        // A link to nothing is a missing file.
        try FileManager.default.removeItem(atPath: output)
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: directory.path("gone.swift"))
        let dangling = try BinaryRunner.run(Self.arguments("swift", output) + ["--check"])
        #expect(dangling.status == 1)
        #expect(dangling.stderr.contains("does not exist"), "\(dangling.stderr)")
    }

    @Test func checkNeedsAnOutputFile() throws {
        for extra in [[], ["-o", "-"]] {
            let out = try BinaryRunner.run(["export", "specs/settings.yaml", "--format", "json", "--check"] + extra)
            #expect(out.status == 2)
            #expect(out.stderr.contains("--check compares with the -o file"))
        }
    }

    @Test func unreadableOutputExitsTwo() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("dir"), withIntermediateDirectories: true)
        let out = try BinaryRunner.run(Self.arguments("json", directory.path("dir")) + ["--check"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("is a directory"), "\(out.stderr)")
    }

    @Test func specWithErrorsExitsTwoAsExportDoes() throws {
        let directory = try TemporaryDirectory()
        let out = try BinaryRunner.run(["export", TestPaths.broken + "/syntax.yaml", "--format", "json", "-o", directory.path("x.json"), "--check"])
        #expect(out.status == 2)
    }
}

/// The generated code docs/export.md shows is what tablectl writes today: `--check` on
/// `docs/examples/` (re-record with `RECORD_GOLDENS=1`).
@Suite struct ExportDocsExampleTests {
    @Test(arguments: [("swift", "WifiTable.swift"), ("swiftui", "WifiTable+SwiftUI.swift")])
    func docsExampleIsUpToDate(format: String, file: String) throws {
        var arguments = ["export", "docs/examples/wifi.yaml", "--format", format, "-o", "docs/examples/" + file]
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == nil { arguments.append("--check") }
        let out = try BinaryRunner.run(arguments)
        #expect(out.status == 0, "\(out.stderr)")
    }
}
