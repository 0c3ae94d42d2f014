import Foundation
import TableSpec
import TableSpecTestSupport
import Testing
@testable import tablectl

/// `tablectl validate --cache` / `--cache-dir`, from the built binary: a cached run prints
/// exactly what an uncached run prints, and a broken cache never changes a result.
@Suite struct ValidateCacheTests {
    static let inputs = ["specs", TestPaths.broken, TestPaths.warnings, TestPaths.fixtures + "/suppression"]

    /// Uncached, cold (fills the cache) and warm (reads it) runs give the same bytes on
    /// standard output, the same exit status and nothing on standard error, in every
    /// format that prints to standard output.
    @Test(arguments: ["text", "json", "sarif", "github", "junit", "gitlab", "checkstyle"])
    func cachedOutputIsByteIdentical(format: String) throws {
        let dir = try TemporaryDirectory()
        let plain = try BinaryRunner.run(["validate", "--format", format] + Self.inputs)
        #expect(plain.status == 1)
        let cold = try BinaryRunner.run(["validate", "--format", format, "--cache-dir", dir.root] + Self.inputs)
        #expect(FileManager.default.fileExists(atPath: dir.path("results-v4.bin")))
        let warm = try BinaryRunner.run(["validate", "--format", format, "--cache-dir", dir.root] + Self.inputs)
        for run in [cold, warm] {
            #expect(run.status == plain.status)
            #expect(run.stderr == plain.stderr)
            #expect(run.stdout == plain.stdout, "\(LineDiff.diff(expected: plain.stdout, actual: run.stdout))")
        }
    }

    /// A warm run takes the result from the cache: a result planted there (keyed as the
    /// CLI keys it: default options, this version) is what it prints.
    @Test func warmRunReadsTheCache() throws {
        let text = "tablespec: 1\nid: s\nsections:\n  - id: a\n    rows: [{id: r, title: R}]\n"
        let dir = try TemporaryDirectory(files: ["screen.yaml": text])
        let source = SourceFile(path: "screen.yaml", text: text)
        let planted = Diagnostic(
            rule: .unknownKind, message: "planted by the test", span: Span(at: Mark(line: 5, column: 12, offset: 55)))
        let cache = ResultCache(directory: dir.path(".cache"), toolVersion: ToolVersion.current)
        cache.store(FileReport(source: source, diagnostics: [planted], table: nil), for: source, options: CheckOptions())
        cache.flush()
        let warm = try BinaryRunner.run(["validate", "--cache-dir", ".cache", "screen.yaml"], in: dir.url)
        #expect(warm.status == 1 && warm.stderr.isEmpty)
        #expect(warm.stdout.hasPrefix("screen.yaml:5:12: error: planted by the test [unknown-kind]\n"), "\(warm.stdout)")
        let plain = try BinaryRunner.run(["validate", "screen.yaml"], in: dir.url)
        #expect(plain.status == 0 && !plain.stdout.contains("planted"))
        // The index is not rewritten by a run where every file hit.
        let index = dir.path(".cache/results-v4.bin")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: index)
        _ = try BinaryRunner.run(["validate", "--cache-dir", ".cache", "screen.yaml"], in: dir.url)
        let date = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        #expect(date == Date(timeIntervalSince1970: 0))
    }

    @Test(arguments: ["garbage", "truncated"])
    func corruptCacheIsIgnoredWithOneWarning(damage: String) throws {
        let dir = try TemporaryDirectory()
        let plain = try BinaryRunner.run(["validate"] + Self.inputs)
        _ = try BinaryRunner.run(["validate", "--cache-dir", dir.root] + Self.inputs)
        let index = dir.path("results-v4.bin")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: index)))
        bytes = damage == "garbage" ? Array("{\"not\": \"a cache\"}\n".utf8) : Array(bytes.prefix(bytes.count - 9))
        try Data(bytes).write(to: URL(fileURLWithPath: index))

        let damaged = try BinaryRunner.run(["validate", "--cache-dir", dir.root] + Self.inputs)
        #expect(damaged.status == plain.status)
        #expect(damaged.stdout == plain.stdout)
        let lines = damaged.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(damaged.stderr.hasPrefix("tablectl: warning: ignoring the result cache '\(index)': "), "\(damaged.stderr)")
        // That run rewrote the index: the next one is quiet.
        let repaired = try BinaryRunner.run(["validate", "--cache-dir", dir.root] + Self.inputs)
        #expect(repaired.stderr.isEmpty && repaired.stdout == plain.stdout)
    }

    @Test func unwritableCacheDirectoryIsOneWarningNotAFailure() throws {
        let dir = try TemporaryDirectory(files: ["file": "x\n"])
        let plain = try BinaryRunner.run(["validate"] + Self.inputs)
        let out = try BinaryRunner.run(["validate", "--cache-dir", dir.path("file/cache")] + Self.inputs)
        #expect(out.status == 1, "findings, not a failure of the run")
        #expect(out.stdout == plain.stdout)
        #expect(out.stderr == "tablectl: warning: cannot update the result cache: cannot write '\(dir.path("file/cache"))': '\(dir.path("file"))' is not a directory\n")
    }

    @Test func defaultDirectoryFollowsXDGThenHome() throws {
        let dir = try TemporaryDirectory()
        let xdg = try BinaryRunner.run(
            ["validate", "--cache", "specs"], environment: ["XDG_CACHE_HOME": dir.path("xdg"), "HOME": dir.path("home")])
        #expect(xdg.status == 0 && xdg.stderr.isEmpty, "\(xdg.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path("xdg/tablectl/results-v4.bin")))
        let home = try BinaryRunner.run(
            ["validate", "--cache", "specs"], environment: ["XDG_CACHE_HOME": "", "HOME": dir.path("home")])
        #expect(home.status == 0 && home.stderr.isEmpty, "\(home.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.path("home/.cache/tablectl/results-v4.bin")))
    }

    /// A changed configuration or a changed file is checked again, not read from the cache.
    @Test func configurationAndContentChangesAreSeen() throws {
        let tree = try TemporaryDirectory(files: [
            "app/screen.yaml": "tablespec: 1\nid: s\nsections:\n  - id: a\n    rows: []\n",
        ])
        let cache = tree.path(".cache")
        let first = try BinaryRunner.run(["validate", "--cache-dir", cache, "app"], in: tree.url)
        #expect(first.stdout.contains("[empty-section]"))
        try tree.write("app/.tablectl.yml", "rules: {empty-section: off}\n")
        let configured = try BinaryRunner.run(["validate", "--cache-dir", cache, "app"], in: tree.url)
        #expect(configured.status == 0 && !configured.stdout.contains("[empty-section]"), "\(configured.stdout)")
        try tree.write("app/screen.yaml", "tablespec: 1\nid: s\nsections:\n  - id: a\n    rows: [{id: r, kind: standrad}]\n")
        let edited = try BinaryRunner.run(["validate", "--cache-dir", cache, "app"], in: tree.url)
        #expect(edited.status == 1 && edited.stdout.contains("[unknown-kind]"), "\(edited.stdout)")
    }

    /// Files added to, removed from and renamed in a directory between cached runs are
    /// found as without a cache (the directory listings are kept beside the index); a
    /// damaged listings file is one warning, and the same output.
    @Test func filesAddedRemovedAndRenamedAreSeen() throws {
        let clean = "tablespec: 1\nid: s\nsections:\n  - id: a\n    rows: [{id: r, title: R}]\n"
        let tree = try TemporaryDirectory(files: ["app/a.yaml": clean, "app/nested/b.yaml": clean])
        let cache = tree.path(".cache")
        func both() throws -> (cached: ProcessOutput, plain: ProcessOutput) {
            let cached = try BinaryRunner.run(["validate", "--cache-dir", cache, "--format", "json", "app"], in: tree.url)
            let plain = try BinaryRunner.run(["validate", "--format", "json", "app"], in: tree.url)
            #expect(cached.stdout == plain.stdout && cached.status == plain.status)
            return (cached, plain)
        }
        _ = try both()
        #expect(FileManager.default.fileExists(atPath: tree.path(".cache/\(ListingCache.fileName)")))
        try tree.write("app/nested/c.yaml", "sections: [")
        #expect(try both().cached.stdout.contains("app/nested/c.yaml"))
        try FileManager.default.moveItem(atPath: tree.path("app/a.yaml"), toPath: tree.path("app/z.yml"))
        let renamed = try both().cached.stdout
        #expect(renamed.contains("app/z.yml") && !renamed.contains("app/a.yaml"))
        try FileManager.default.removeItem(atPath: tree.path("app/nested/c.yaml"))
        #expect(try both().cached.status == 0)
        try tree.write(".cache/\(ListingCache.fileName)", "damaged")
        let damaged = try BinaryRunner.run(["validate", "--cache-dir", cache, "app"], in: tree.url)
        #expect(damaged.status == 0 && damaged.stdout == "no problems in 2 files\n")
        #expect(damaged.stderr == "tablectl: warning: ignoring '\(cache)/\(ListingCache.fileName)': it is damaged, truncated or not a tablectl listing cache\n")
    }

    @Test func emptyCacheDirIsAUsageError() throws {
        let out = try BinaryRunner.run(["validate", "--cache-dir", "", "specs"])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("tablectl: error: --cache-dir needs a directory"))
    }

    @Test func helpMentionsTheCache() throws {
        let out = try BinaryRunner.run(["validate", "--help"])
        #expect(out.stdout.contains("--cache "))
        #expect(out.stdout.contains("--cache-dir <dir>"))
        #expect(out.stdout.contains("$XDG_CACHE_HOME/tablectl"))
    }
}
