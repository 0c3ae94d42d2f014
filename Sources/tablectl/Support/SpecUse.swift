import ArgumentParser
import TableSpec

/// The specs diff, render and export work on, loaded by the library for their purpose
/// (``SpecLoader``, which decides what blocks), with what it found printed on standard
/// error: a file that cannot be read or a spec that blocks ends the command with exit
/// status 2; findings that do not block are printed and the command goes on.
enum SpecUse {
    /// The table of `input` for render or export (and, for a composite, where each section
    /// was written); its findings with validate's summary line. `outputs` says why the
    /// command's outputs cannot be written given the files the spec includes (exit 2), or
    /// nil. O(file size).
    static func table(
        _ input: BatchInput, for purpose: SpecPurpose, limits: Limits, outputs: ([String]) -> String? = { _ in nil }
    ) throws -> (Table, SectionMap?) {
        let spec = SpecLoader.load(input, for: purpose, limits: limits)
        if let failure = spec.failure?.message ?? outputs(spec.report?.dependencies ?? []) {
            ErrorOutput.error(failure)
            throw ExitCode(ExitStatus.usage)
        }
        ErrorOutput.writeFindings(of: spec, summary: true)
        guard let table = spec.table else { throw refused(spec) }
        return (table, spec.sectionMap)
    }

    /// The two tables of a diff (a missing side is the other without sections); each
    /// side's findings alone, as warnings when they do not block. O(size of both files).
    static func tables(
        _ old: DiffSide, _ new: DiffSide, limits: Limits
    ) throws -> (old: Table, new: Table, maps: (SectionMap?, SectionMap?)) {
        let loaded = SpecLoader.load(old, new, limits: limits)
        let specs = loaded.sides.compactMap { $0 }
        let failures = specs.compactMap(\.failure)
        guard failures.isEmpty else { failures.forEach { ErrorOutput.error($0.message) }; throw ExitCode(ExitStatus.usage) }
        for spec in specs {
            ErrorOutput.writeFindings(of: spec, summary: false)
            if spec.table == nil { _ = refused(spec) }
        }
        guard let tables = loaded.tables else { throw ExitCode(ExitStatus.usage) }
        return (tables.old, tables.new, (loaded.sides[0]?.sectionMap, loaded.sides[1]?.sectionMap))
    }

    /// Says why `spec` cannot be used; the exit to throw.
    private static func refused(_ spec: LoadedSpec) -> ExitCode {
        if let refusal = spec.refusal { ErrorOutput.error(refusal) }
        return ExitCode(ExitStatus.usage)
    }
}
