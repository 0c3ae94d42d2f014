/// `validate --merge REPORT…`: a sharded run's reports put back together (the Report room
/// reads them: ``JSONReportReader``; the command calls this instead of ``LintRun/run(messages:)``
/// when ``LintRun/merging`` is set).
extension LintRun {
    /// `validate --merge REPORT…`: the reports of ``merging`` (each written by `validate
    /// --format json`, usually one per shard) as one run's: every file's report once, in
    /// path order (a file in several, as when shards overlap, merged as one run merges a
    /// file's reports), quiet mode and the policy applied as to a run, so every format and
    /// the exit status are those of the unsharded run. The reported files are read from
    /// the working directory for their source lines. A report that cannot be read or is not
    /// one is a failure (exit status 2), located. O(reports' size + reported files' size).
    public func runMerging(_ files: [String], messages: (RunMessage) -> Void) throws(LintRunError) -> LintOutcome {
        let steps = try LintSteps(policy: policy, workingDirectory: workingDirectory)
        var byPath: [String: [FileReport]] = [:]
        var failures: [BatchFailure] = []
        let read = { (path: String) in SpecFileReader.bytes(path: FilePath.absolute(path, from: workingDirectory), limit: limits.maxFileSize) }
        for file in files {
            guard let bytes = SpecFileReader.bytes(path: FilePath.absolute(file, from: workingDirectory), limit: .max) else {
                failures.append(BatchFailure(path: file, message: "cannot read the report '\(file)'"))
                continue
            }
            do throws(JSONReportReader.Failure) {
                for report in try JSONReportReader.reports(in: SourceFile(path: file, bytes: bytes), read: read) {
                    byPath[report.path, default: []].append(report)
                }
            } catch {
                failures.append(BatchFailure(path: file, message: "\(error.description) (--merge takes reports of 'validate --format json')"))
            }
        }
        // A run's order: the broken configurations' reports, then the files', each by path.
        func isConfiguration(_ path: String) -> Bool { ConfigurationResolver.fileNames.contains { path == $0 || path.hasSuffix("/" + $0) } }
        let paths = byPath.keys.sorted { a, b in
            isConfiguration(a) != isConfiguration(b) ? isConfiguration(a) : a.utf8Precedes(b)
        }
        let reports = paths.compactMap { byPath[$0].map(ReportMerge.merge) }
        for failure in failures { messages(.error(failure.message)) }
        return LintOutcome(result: try steps.filter(BatchResult(reports: reports, failures: [])), failures: failures, policy: policy)
    }
}
