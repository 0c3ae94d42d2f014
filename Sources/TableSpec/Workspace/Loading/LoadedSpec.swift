/// One spec loaded for a ``SpecPurpose``: read, loaded, decoded and checked exactly as
/// `tablectl validate` does (``BatchChecker``, ``SpecChecker``; findings capped per file as
/// validate's are by default), then judged for that purpose.
public struct LoadedSpec: Sendable {
    /// The name the spec is shown under.
    public var name: String
    /// Why the spec could not be read at all (missing, unreadable); nil when it was.
    public var failure: BatchFailure?
    /// The spec's findings as the purpose shows them: for a diff of a usable spec, every
    /// finding is a warning (none of them stops it). Nil when the spec could not be read.
    public var report: FileReport?
    /// The table, when the spec can be used for the purpose.
    public var table: Table?
    /// Why the spec cannot be used ("cannot render 'a.yaml': it has an error; fix it
    /// first"), when it was read but blocks; nil when usable or not read.
    public var refusal: String?
    /// For a composite, the reports of the files it includes (their findings, as the
    /// purpose shows them); empty otherwise.
    public var components: [FileReport] = []
    /// For a composite, where each section of ``table`` was written.
    public var sectionMap: SectionMap?
    /// A dynamic spec's table as written (sources, flags, templates, conditions), when
    /// ``table`` is its expansion with ``inputs``; nil otherwise.
    public var unexpanded: Table?
    /// The data and flags the spec was expanded with, with each data file's findings;
    /// nil when it was not expanded.
    public var inputs: ResolvedInputs?
    /// The data files' reports (``ResolvedInputs/reports``), printed with the spec's.
    public var dataReports: [FileReport] { inputs?.reports ?? [] }

    /// Judges `report` (with its ``FileReport/components``) for `purpose`. O(findings).
    init(name: String, report: FileReport, purpose: SpecPurpose) {
        self.name = name
        var shown = report
        shown.source.path = name
        table = purpose.usableTable(report)
        // The refusal names the component that blocks, so it is worked out with them.
        if table == nil { refusal = purpose.refusal(shown) }
        var components = shown.components
        shown.composite?.components = []
        if table != nil, purpose == .diff {
            for index in shown.diagnostics.indices { shown.diagnostics[index].severity = .warning }
            for c in components.indices {
                for index in components[c].diagnostics.indices { components[c].diagnostics[index].severity = .warning }
            }
        }
        // What `tablectl strings` mends (a catalog not there yet, keys it lacks) is not shown.
        if table != nil, purpose == .strings { shown.diagnostics.removeAll { SpecPurpose.catalogRules.contains($0.rule) } }
        self.report = shown
        self.components = components
        sectionMap = report.sectionMap
    }

    /// Expands the table with `given` when it is given, or when the spec is dynamic and
    /// `purpose` expands by default (``SpecPurpose/expandsByDefault``: render, diff and
    /// simulate use samples and defaults; export writes the spec as written). Inputs that
    /// cannot be used (an undeclared source or flag, an unreadable data file, data with
    /// errors) make the spec unusable, with the refusal. O(data files + expanded rows).
    mutating func expand(with given: SpecInputs, purpose: SpecPurpose, limits: Limits) {
        guard let table, !given.isEmpty || (purpose.expandsByDefault && table.isDynamic) else { return }
        let resolved = given.resolve(for: table, name: name, limits: limits)
        inputs = resolved
        if let refusal = resolved.refusal ?? purpose.dataRefusal(name, errors: resolved.errorCount) {
            self.table = nil
            self.refusal = refusal
            return
        }
        let expanded = resolved.expanded ?? table.expanded(with: resolved.inputs)
        sectionMap = sectionMap?.following(from: table.sections, to: expanded.sections)
        unexpanded = table
        self.table = expanded
    }

    /// A spec that could not be read.
    init(name: String, failure: BatchFailure) {
        self.name = name
        self.failure = failure
    }
}

/// Loads the specs a command works on, for a purpose, the way `tablectl validate` reads
/// and checks them.
public enum SpecLoader {
    /// The spec at `input` for `purpose`. O(file size).
    ///
    /// ```swift
    /// let spec = SpecLoader.load(.file("specs/settings.yaml"), for: .render)
    /// guard let table = spec.table else { print(spec.refusal ?? spec.failure!.message); return }
    /// ```
    ///
    /// A dynamic spec is expanded (``LoadedSpec/expand(with:purpose:limits:)``) with
    /// `inputs`: its ``LoadedSpec/table`` is then the static table.
    public static func load(
        _ input: BatchInput, for purpose: SpecPurpose, limits: Limits = .default, inputs: SpecInputs = SpecInputs()
    ) -> LoadedSpec {
        // `tablectl strings` goes on despite the catalog's findings, so it must see them all:
        // no cap (a cap's omitted errors could be any rule's).
        let options = CheckOptions(limits: limits, maxFindings: purpose == .strings ? 0 : CheckOptions.defaultMaxFindings)
        let result = BatchChecker.checkKeepingComponents([input], options: options, jobs: 1)
        if let report = result.reports.first {
            var spec = LoadedSpec(name: input.displayPath, report: report, purpose: purpose)
            spec.expand(with: inputs, purpose: purpose, limits: limits)
            return spec
        }
        let failure = result.failures.first
            ?? BatchFailure(path: input.displayPath, message: "cannot read '\(input.displayPath)'")
        return LoadedSpec(name: input.displayPath, failure: failure)
    }

    /// The root a composite at absolute `path` may include from, as validate has it: the
    /// directory of the `.tablectl.yml` in force, nil (its own directory) without one or
    /// when that file is broken (validate reports it).
    static func root(of path: String) -> String? {
        guard case .success(let configuration?) = ConfigurationResolver().configuration(forFile: path) else { return nil }
        return configuration.directory
    }
}
