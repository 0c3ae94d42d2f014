import ArgumentParser
import TableSpec

/// The specs diff, render and export work on, loaded by the library for their purpose
/// (``SpecLoader``, which decides what blocks), with what it found printed on standard
/// error: a file that cannot be read or a spec that blocks ends the command with exit
/// status 2; findings that do not block are printed and the command goes on.
enum SpecUse {
    /// The table of `input` for render or export, expanded with `--data` and `--set` (and,
    /// for a composite, where each section was written; the spec as loaded); its findings
    /// and its data files' with validate's summary line. `outputs` says why the command's
    /// outputs cannot be written given the files the spec includes and the data files
    /// (exit 2), or nil. O(file size).
    static func table(
        _ input: BatchInput, for purpose: SpecPurpose, io: SpecIOOptions, outputs: ([String], [String]) -> String? = { _, _ in nil }
    ) throws -> (Table, SectionMap?, LoadedSpec) {
        let inputs = try io.inputs.inputs(stdinName: io.stdinName)
        if case .standardInput = input, inputs.usesStandardInput { throw ValidationError("the spec and a --data file cannot both be standard input") }
        let spec = SpecLoader.load(input, for: purpose, limits: io.limits.limits, inputs: inputs)
        if let failure = spec.failure?.message ?? outputs(spec.report?.dependencies ?? [], inputs.paths) {
            ErrorOutput.error(failure)
            throw ExitCode(ExitStatus.usage)
        }
        ErrorOutput.writeFindings(of: spec, summary: true)
        guard let table = spec.table else { throw refused(spec) }
        return (table, spec.sectionMap, spec)
    }

    /// The two tables of a diff (a missing side is the other without sections), in `locale`
    /// when given; each side's findings alone, as warnings when they do not block; a
    /// catalog that cannot be read is exit 2. O(size of both files).
    static func tables(
        _ old: DiffSide, _ new: DiffSide, limits: Limits, inputs: [SpecInputs], locale: String?
    ) throws -> (old: Table, new: Table, maps: (SectionMap?, SectionMap?)) {
        let loaded = SpecLoader.load(old, new, limits: limits, inputs: inputs)
        let specs = loaded.sides.compactMap { $0 }
        let failures = specs.compactMap(\.failure)
        guard failures.isEmpty else { failures.forEach { ErrorOutput.error($0.message) }; throw ExitCode(ExitStatus.usage) }
        for spec in specs {
            ErrorOutput.writeFindings(of: spec, summary: false)
            if spec.table == nil { _ = refused(spec) }
        }
        guard var tables = loaded.tables else { throw ExitCode(ExitStatus.usage) }
        if let locale { tables = try SpecTranslation.translated(loaded, sides: (old, new), locale: locale, limits: limits).get() }
        return (tables.old, tables.new, (loaded.sides[0]?.sectionMap, loaded.sides[1]?.sectionMap))
    }

    /// Every variant of `spec` to draw (``LoadedSpec/variants()``); too many is exit 2.
    static func variants(of spec: LoadedSpec) throws -> [HTMLVariantsRenderer.Variant] {
        try spec.variants().map { ($0.label, $0.table, $0.sectionMap) }
    }

    /// Says why `spec` cannot be used; the exit to throw.
    private static func refused(_ spec: LoadedSpec) -> ExitCode {
        if let refusal = spec.refusal { ErrorOutput.error(refusal) }
        return ExitCode(ExitStatus.usage)
    }
}
