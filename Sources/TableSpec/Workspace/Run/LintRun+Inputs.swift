extension BatchResult {
    /// The result with the data files of `inputs` (`validate --data NAME=FILE`) checked
    /// against every spec of the run that declares their sources (and the `--set` flags):
    /// each data file's report joins the reports (once, at its path, sorted in), and a
    /// source or flag that no spec of the run declares, or a data file that cannot be
    /// read, is a failure (exit 2) naming it. O(size of the data files × specs that use
    /// them + their expanded rows).
    ///
    /// ```swift
    /// let result = checked.checkingData(try SpecInputs(data: ["contacts=contacts.json"], set: []), limits: .default)
    /// ```
    func checkingData(_ inputs: SpecInputs, limits: Limits) -> BatchResult {
        guard !inputs.isEmpty else { return self }
        var out = self
        let specs = reports.filter { report in
            guard let table = report.table else { return false }
            return inputs.data.allSatisfy { given in table.sources.contains { $0.name == given.source } }
                && inputs.flags.keys.allSatisfy { flag in table.flags.contains { $0.name == flag } }
        }
        guard !specs.isEmpty else {
            // Said against the first spec, so the message names what it declares.
            let first = reports.first { $0.table != nil }
            let refusal = first.flatMap { report in report.table.flatMap { inputs.resolve(for: $0, name: report.path, limits: limits).refusal } }
            let names = inputs.data.map { "--data \($0.source)" } + inputs.flags.keys.sorted().map { "--set \($0)" }
            out.failures.append(BatchFailure(
                path: inputs.paths.first ?? "--data",
                message: refusal ?? "no spec checked declares \(names.joined(separator: ", ")); give the spec that does"))
            return out
        }
        // A data file checked against several specs (a composite and its part) has the
        // findings of each check, each once: only the composite sees its rows' ids.
        var dataFiles: [(source: SourceFile, findings: [Diagnostic])] = []
        var fileIndex: [String: Int] = [:]
        var seen: Set<String> = []
        for spec in specs {
            guard let table = spec.table else { continue }
            let resolved = inputs.resolve(for: table, name: spec.path, limits: limits)
            if let refusal = resolved.refusal {
                out.failures.append(BatchFailure(path: spec.path, message: refusal))
                continue
            }
            for report in resolved.reports {
                let index = fileIndex[report.path] ?? dataFiles.count
                if index == dataFiles.count {
                    fileIndex[report.path] = index
                    dataFiles.append((report.source, []))
                }
                for finding in report.diagnostics
                where seen.insert("\(report.path)\u{0}\(finding.rule)\u{0}\(finding.span.start.offset)\u{0}\(finding.message)").inserted {
                    dataFiles[index].findings.append(finding)
                }
            }
        }
        // Reported as a data file's findings are: `DataFile.report`, one home for the cap.
        for file in dataFiles { out.reports.append(DataFile(source: file.source, findings: file.findings).report) }
        out.reports.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return out
    }
}
