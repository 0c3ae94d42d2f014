/// One report per file for a run that checked composites: each composite's component
/// reports joined to the run's reports, and the reports of one file merged.
///
/// A file checked alone and as a component of one or more composites gets one report:
/// every finding once (the same rule, place and message once, with the longer list of
/// related locations), except `unused-suppression`, kept only when every check of the file left the
/// suppression unused (a suppression a composite needs is unused when its file is
/// checked alone). O(findings) for a run without composites: it returns its input.
enum ReportMerge {
    /// `reports` with every composite's components added, one report per file (paths
    /// compared absolute, so `./specs/a.yaml` and `specs/a.yaml` are one file, shown as
    /// first met), in the order each file first appears.
    static func merged(_ reports: [FileReport]) -> [FileReport] {
        guard reports.contains(where: \.isComposite) else { return reports }
        let here = FilePath.workingDirectory
        var order: [String] = []
        var byPath: [String: [FileReport]] = [:]
        func add(_ report: FileReport) {
            var report = report
            let components = report.components
            if report.isComposite { report.composite?.components = [] }
            let key = FilePath.absolute(report.path, from: here)
            if byPath[key] == nil { order.append(key) }
            byPath[key, default: []].append(report)
            components.forEach(add)
        }
        reports.forEach(add)
        return order.compactMap { byPath[$0].map(merge) }
    }

    /// One report from the reports of one file.
    static func merge(_ reports: [FileReport]) -> FileReport {
        guard var first = reports.first, reports.count > 1 else { return reports[0] }
        var findings = CompositeChecker.Findings(count: 1)
        var unused: [CompositeChecker.Findings.Key: Int] = [:]
        for report in reports {
            for diagnostic in report.diagnostics where diagnostic.rule != .tooManyFindings {
                if diagnostic.rule == .unusedSuppression { unused[.init(diagnostic), default: 0] += 1 }
                findings.add(diagnostic, in: 0)
            }
        }
        let kept = findings.byFile[0].filter { d in
            d.rule != .unusedSuppression || unused[.init(d)] == reports.count
        }
        let table = reports.first { $0.isComposite }?.table ?? first.table
        let omitted = reports.map(\.omitted).max { $0.errors + $0.warnings < $1.errors + $1.warnings } ?? first.omitted
        let composite = reports.first(where: \.isComposite)?.composite
        first = FileReport(source: first.source, diagnostics: kept, table: table, omitted: omitted)
        first.composite = composite
        return first
    }
}
