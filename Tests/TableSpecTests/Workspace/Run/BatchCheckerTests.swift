import Foundation
import TableSpec
import TableSpecTestSupport
import Testing

@Suite struct BatchCheckerTests {
    /// Specs that fail to load the same way whatever the loaders grow to accept: empty
    /// flow collections that never close.
    static let broken = "tablespec: 1\nsections: [\n"

    @Test func resultsAreTheSameWhateverTheJobs() throws {
        var files: [String: String] = [:]
        for index in 0..<40 {
            files[String(format: "spec-%02d.yaml", index)] = index % 3 == 0 ? Self.broken : "id: x\n"
        }
        let tree = try TemporaryDirectory(files: files)
        let inputs = SpecFileFinder.find([tree.root]).files.map(BatchInput.file)
        let serial = BatchChecker.check(inputs, jobs: 1)
        #expect(serial.reports.map(\.path) == inputs.map(\.displayPath))
        for jobs in [2, 4, 16, 100] {
            let parallel = BatchChecker.check(inputs, jobs: jobs)
            #expect(parallel.reports.map(\.path) == serial.reports.map(\.path))
            #expect(parallel.reports.map(\.diagnostics) == serial.reports.map(\.diagnostics))
        }
        #expect(serial.fileCount == 40)
        #expect(serial.errorCount >= 14)
    }

    @Test func unreadableAndMissingFilesAreFailuresSortedByPath() throws {
        let tree = try TemporaryDirectory(files: ["ok.yaml": "id: x\n", "dir/a.yaml": ""])
        let inputs: [BatchInput] = [.file(tree.path("missing.yaml")), .file(tree.path("ok.yaml")), .file(tree.path("dir"))]
        let result = BatchChecker.check(inputs, jobs: 3)
        #expect(result.reports.map(\.path) == [tree.path("ok.yaml")])
        #expect(result.failures.map(\.message) == [
            "cannot read '\(tree.path("dir"))': is a directory",
            "cannot read '\(tree.path("missing.yaml"))': no such file or directory",
        ])
    }

    @Test func reportsAreSortedByPathWhateverTheOrderGiven() throws {
        let tree = try TemporaryDirectory(files: ["b.yaml": "id: x\n", "a.yaml": "id: y\n", "c/z.yaml": "id: z\n"])
        let inputs: [BatchInput] = [.file(tree.path("c/z.yaml")), .file(tree.path("b.yaml")), .file(tree.path("a.yaml"))]
        for jobs in [1, 3] {
            let result = BatchChecker.check(inputs, jobs: jobs)
            #expect(result.reports.map(\.path) == [tree.path("a.yaml"), tree.path("b.yaml"), tree.path("c/z.yaml")])
        }
    }

    @Test func fileOverTheSizeLimitIsNotRead() throws {
        let tree = try TemporaryDirectory(files: ["big.yaml": String(repeating: "# padding\n", count: 100)])
        let options = CheckOptions(limits: Limits(maxFileSize: 999))
        let result = BatchChecker.check([.file(tree.path("big.yaml"))], options: options, jobs: 1)
        let diagnostics = try #require(result.reports.first?.diagnostics)
        #expect(diagnostics.map(\.rule) == [.limitExceeded])
        #expect(diagnostics.first?.message == "file is 1000 bytes, more than the limit of 999")
        #expect(diagnostics.first?.hint == "split the spec, or raise the limit with --max-file-size")
        #expect(result.errorCount == 1)
        #expect(result.hasFindings(strict: false))
    }

    @Test func findingsAndStrictness() {
        let warning = Diagnostic(rule: .unusedCellType, severity: .warning, message: "w", span: Span(at: .start))
        let report = FileReport(source: SourceFile(path: "a.yaml", text: ""), diagnostics: [warning], table: nil)
        let result = BatchResult(reports: [report], failures: [])
        #expect(result.warningCount == 1)
        #expect(result.errorCount == 0)
        #expect(!result.hasFindings(strict: false))
        #expect(result.hasFindings(strict: true))
    }

    @Test func emptyInputGivesEmptyResult() {
        let result = BatchChecker.check([], jobs: 4)
        #expect(result.reports.isEmpty)
        #expect(result.failures.isEmpty)
        #expect(result.fileCount == 0)
    }
}
