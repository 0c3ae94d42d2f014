/// The Swift type each spec of one run would generate (`tablectl generate`: the
/// configuration's `generate.type-names`, else the table id's), checked across the run:
/// a spec whose name an earlier one (in path order) already has gets a `type-name-clash`
/// finding at its table id, so `validate` and `lint-specs` report what would otherwise
/// break the build with `invalid redeclaration`.
///
/// ```swift
/// let checked = GeneratedTypeNames.check(result) { report in
///     report.table.map { (name: SwiftName.typeName(forTableID: $0.id), settings: .default) }
/// }
/// ```
///
/// Cost: O(files) dictionary look-ups, plus reading again each file with a clash to
/// locate its table id.
package enum GeneratedTypeNames {
    /// `result` with the findings, for the specs among `planned`'s inputs (a component
    /// reported only through its composite generates nothing of its own): each one's name
    /// from its configuration's `generate.type-names`, else its table id, and the rule's
    /// severity (or off) from its rule settings. O(files) configuration look-ups, each
    /// answered from the resolver's cache.
    static func check(_ result: BatchResult, planned: ConfiguredInputs) -> BatchResult {
        var inputs: [String: BatchInput] = [:]
        for input in planned.inputs { inputs[input.displayPath] = input }
        return check(result) { report in
            guard let input = inputs[report.path], let table = report.table else { return nil }
            var configured: String?
            if case .file(let path) = input {
                let absolute = planned.resolver.absolute(path)
                if case .success(let configuration?) = planned.resolver.configuration(forFile: absolute) {
                    configured = configuration.generatedTypeName(forFile: absolute)
                }
            }
            return (configured ?? SwiftName.typeName(forTableID: table.id), planned.settings(input))
        }
    }

    /// `result` with the findings: `generation(report)` gives a report's generated type
    /// name (nil: the spec generates nothing: it has no table) and its rule settings
    /// (the finding's severity, or off).
    package static func check(
        _ result: BatchResult, generation: (FileReport) -> (name: String, settings: RuleSettings)?
    ) -> BatchResult {
        var first: [String: String] = [:]
        var reports = result.reports
        for index in reports.indices {
            guard reports[index].table != nil, let generated = generation(reports[index]) else { continue }
            guard let earlier = first[generated.name] else {
                first[generated.name] = reports[index].path
                continue
            }
            let finding = TypeNameClashRule.diagnostic(
                name: generated.name, first: earlier, span: idSpan(in: reports[index].source))
            guard let applied = generated.settings.applied(to: finding) else { continue }
            reports[index].diagnostics.append(applied)
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
