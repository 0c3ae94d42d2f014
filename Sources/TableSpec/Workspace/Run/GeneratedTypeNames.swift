/// The Swift type each spec of a composite would generate (`tablectl generate`: the
/// configuration's `generate.type-names`, else the table id's), checked across the
/// composite and the parts it includes, which one target builds together (the build
/// plugin generates every spec of the target, parts included): a name used twice gets a
/// `type-name-clash` finding at the composite's table id, so `validate` and `lint-specs`
/// report what would otherwise break the build with `invalid redeclaration`. Specs that
/// do not include one another are not compared: a run over a folder cannot tell which of
/// them share a target.
///
/// ```swift
/// let checked = GeneratedTypeNames.check(result) { report in
///     report.table.map { (name: SwiftName.typeName(forTableID: $0.id), settings: .default) }
/// }
/// ```
///
/// Cost: O(files) for a run with a composite (nothing without one), plus O(files of each
/// composite) look-ups, plus reading again each composite with a clash to locate its id.
package enum GeneratedTypeNames {
    /// `result` with the findings: for a composite among `planned`'s inputs and each part
    /// it includes, the name from its configuration's `generate.type-names`, else its table
    /// id, and the rule's severity (or off) from the composite's rule settings. O(files)
    /// configuration look-ups, each answered from the resolver's cache.
    static func check(_ result: BatchResult, planned: ConfiguredInputs) -> BatchResult {
        var inputs: [String: BatchInput] = [:]
        for input in planned.inputs { inputs[input.displayPath] = input }
        return check(result) { report in
            guard let table = report.table else { return nil }
            var configured: String?
            let absolute = planned.resolver.absolute(report.path)
            if case .success(let configuration?) = planned.resolver.configuration(forFile: absolute) {
                configured = configuration.generatedTypeName(forFile: absolute)
            }
            let settings = inputs[report.path].map(planned.settings) ?? .default
            return (configured ?? SwiftName.typeName(forTableID: table.id), settings)
        }
    }

    /// `result` with the findings: `generation(report)` gives a spec's generated type
    /// name (nil: it generates nothing: it has no table) and its rule settings (a
    /// composite's give the finding's severity, or turn it off).
    package static func check(
        _ result: BatchResult, generation: (FileReport) -> (name: String, settings: RuleSettings)?
    ) -> BatchResult {
        var reports = result.reports
        guard reports.contains(where: \.isComposite) else { return result }
        // A run's reports are one per file (``ReportMerge``): a composite's parts are found
        // by their absolute paths, its ``FileReport/dependencies``.
        let here = FilePath.workingDirectory
        var byPath: [String: Int] = [:]
        for index in reports.indices { byPath[FilePath.absolute(reports[index].path, from: here)] = index }
        for index in reports.indices where reports[index].isComposite {
            let composite = reports[index]
            guard let own = generation(composite) else { continue }
            let parts = composite.components.isEmpty
                ? composite.dependencies.compactMap { byPath[$0].map { result.reports[$0] } }
                : composite.components
            var first: [String: String] = [own.name: composite.path]
            var findings: [Diagnostic] = []
            for part in parts {
                guard let generated = generation(part) else { continue }
                guard let earlier = first[generated.name] else {
                    first[generated.name] = part.path
                    continue
                }
                let finding = TypeNameClashRule.diagnostic(
                    name: generated.name, first: earlier == composite.path ? nil : earlier, second: part.path,
                    span: idSpan(in: composite.source))
                if let applied = own.settings.applied(to: finding) { findings.append(applied) }
            }
            guard !findings.isEmpty else { continue }
            reports[index].diagnostics += findings
            reports[index].diagnostics.sort(by: Diagnostic.sourceOrder)
        }
        return BatchResult(reports: reports, failures: result.failures)
    }

    /// Where the table id is written in `source`: the value of the top-level `id` key
    /// (the file is read again), or the file's start when that cannot be found (a report
    /// from the result cache keeps no bytes). O(file size).
    static func idSpan(in source: SourceFile) -> Span {
        let start = Span(at: Mark(line: 1, column: 1, offset: 0))
        guard !source.bytes.isEmpty, let root = try? Loader.load(source) else { return start }
        return root.mapping?.first { $0.keyText == "id" }?.value.span ?? start
    }
}
