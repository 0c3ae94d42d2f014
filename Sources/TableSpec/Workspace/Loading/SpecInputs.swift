/// The data and flag values a command expands a dynamic spec with, as the command line
/// gives them: `--data NAME=FILE` (a JSON or YAML list of the source's items; `-` reads
/// standard input) and `--set FLAG=true|false`. Sources without data use their `sample`,
/// flags not set their default (docs/dynamic.md).
///
/// ```swift
/// let inputs = try SpecInputs(data: ["contacts=contacts.json"], set: ["premium=true"])
/// let resolved = inputs.resolve(for: table, limits: .default)
/// let expanded = table.expanded(with: resolved.inputs)
/// ```
public struct SpecInputs: Sendable, Hashable {
    /// One `--data NAME=FILE`.
    public struct Data: Sendable, Hashable {
        /// The source the items are for.
        public var source: String
        /// The file (or standard input) holding them.
        public var input: BatchInput
    }

    /// The data files, in the order given; one per source.
    public var data: [Data] = []
    /// The flag values given, by flag name.
    public var flags: [String: Bool] = [:]

    /// No data and no flags: samples and defaults.
    public init() {}

    /// The inputs `data` (`NAME=FILE`) and `set` (`FLAG=true|false`) arguments give; `-`
    /// as FILE is standard input, shown as `stdinName`. Throws a message for a usage error:
    /// a malformed argument, a source or flag given twice, standard input twice.
    /// O(arguments).
    public init(data: [String], set: [String], stdinName: String = "<stdin>") throws(SpecInputsError) {
        for argument in data {
            guard let (name, file) = Self.split(argument), !name.isEmpty, !file.isEmpty else {
                throw SpecInputsError(message: "--data takes NAME=FILE (a source of the spec and a JSON or YAML list of its items), not '\(argument)'")
            }
            guard !self.data.contains(where: { $0.source == name }) else {
                throw SpecInputsError(message: "--data gives source '\(name)' twice; give each source one file")
            }
            if file == "-", usesStandardInput {
                throw SpecInputsError(message: "--data can read standard input ('-') for one source only")
            }
            self.data.append(Data(source: name, input: file == "-" ? .standardInput(name: stdinName) : .file(file)))
        }
        for argument in set {
            guard let (name, text) = Self.split(argument), !name.isEmpty, let value = Bool(text) else {
                throw SpecInputsError(message: "--set takes FLAG=true or FLAG=false, not '\(argument)'")
            }
            guard flags[name] == nil else { throw SpecInputsError(message: "--set gives flag '\(name)' twice") }
            flags[name] = value
        }
    }

    /// Whether nothing is given.
    public var isEmpty: Bool { data.isEmpty && flags.isEmpty }

    /// Whether a data file is standard input.
    public var usesStandardInput: Bool {
        data.contains { if case .standardInput = $0.input { true } else { false } }
    }

    /// The data files' paths (not standard input), which a command's outputs must not be.
    public var paths: [String] {
        data.compactMap { if case .file(let path) = $0.input { path } else { nil } }
    }

    /// These inputs with `other`'s data and flags in place of theirs (`--old-data` over
    /// `--data`). O(inputs).
    public func overridden(by other: SpecInputs) -> SpecInputs {
        var out = self
        out.data.removeAll { given in other.data.contains { $0.source == given.source } }
        out.data += other.data
        out.flags.merge(other.flags) { _, new in new }
        return out
    }

    /// `NAME=VALUE` at the first `=`.
    private static func split(_ argument: String) -> (String, String)? {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// Why `--data` or `--set` arguments cannot be used; for a usage error.
public struct SpecInputsError: Error, Sendable, Hashable {
    /// Lower-case, saying what to give instead.
    public var message: String
}

/// ``SpecInputs`` checked against a spec: the values to expand it with, each data file's
/// findings, and why they cannot be used.
public struct ResolvedInputs: Sendable {
    /// The items and flags to expand with (sources without a data file: their sample).
    public var inputs = TableInputs()
    /// Each data file's findings, in the order given.
    public var reports: [FileReport] = []
    /// Why the inputs cannot be used: an undeclared source or flag, a data file that
    /// cannot be read. Data files with errors give no refusal here; their reports say it.
    public var refusal: String?
    /// The spec expanded with ``inputs``, when checking the data files' row ids worked it
    /// out (a data file was given); nil otherwise (expand with ``inputs``).
    public var expanded: Table?
    /// How many errors the data files have.
    public var errorCount: Int { reports.reduce(0) { $0 + $1.errorCount } }
}

extension SpecInputs {
    /// These inputs for `table` (the spec named `name`, unexpanded): each flag and source
    /// must be declared (else a refusal with "did you mean"), each data file is read
    /// within `limits` and checked against its source, and no item's row may take the id
    /// of another row (a written row or another item's: `duplicate-row-id`, in the data
    /// file). O(size of the data files + rows of the expanded table).
    public func resolve(for table: Table, name: String, limits: Limits) -> ResolvedInputs {
        var resolved = ResolvedInputs()
        // 1. Flags: each must be declared.
        for flag in flags.keys.sorted() where !table.flags.contains(where: { $0.name == flag }) {
            let declared = table.flags.map(\.name)
            resolved.refusal = declared.isEmpty
                ? "--set \(flag): '\(name)' declares no flags"
                : "--set \(flag): '\(name)' declares no flag '\(flag)'\(Suggestion.didYouMean(flag, in: declared)) (its flags: \(declared.joined(separator: ", ")))"
            return resolved
        }
        resolved.inputs.flags = flags
        // 2. Data: each for a declared source, read and checked.
        var files: [String: DataFile] = [:]
        for given in data {
            guard let source = table.sources.first(where: { $0.name == given.source }) else {
                let declared = table.sources.map(\.name)
                resolved.refusal = declared.isEmpty
                    ? "--data \(given.source): '\(name)' declares no sources"
                    : "--data \(given.source): '\(name)' declares no source '\(given.source)'\(Suggestion.didYouMean(given.source, in: declared)) (its sources: \(declared.joined(separator: ", ")))"
                return resolved
            }
            do throws(BatchFailure) {
                let file = try DataFile.load(given.input, for: source, limits: limits)
                files[source.name] = file
                resolved.inputs.items[source.name] = file.items
            } catch {
                resolved.refusal = error.message
                return resolved
            }
        }
        // 3. Row ids: an item's row must not take the id of a row before it. The
        //    expansion is kept: the command uses it.
        if !files.isEmpty {
            let expansion = table.expansion(with: resolved.inputs)
            for (source, finding) in Self.collisions(expansion, spec: table, files: files) {
                files[source]?.findings.append(finding)
            }
            resolved.expanded = expansion.table
        }
        resolved.reports = data.compactMap { files[$0.source]?.report }
        return resolved
    }

    /// The `duplicate-row-id` findings of items (of the sources with a data file in
    /// `files`) whose row takes the id of an earlier row of `expansion`, by source.
    /// Two items of one source with one key are reported by the data file already.
    /// O(rows).
    static func collisions(_ expansion: Expansion, spec: Table, files: [String: DataFile]) -> [(String, Diagnostic)] {
        guard !files.isEmpty else { return [] }
        enum Place { case written(section: String), item(source: String, index: Int) }
        var finder = DuplicateFinder<Place>(expectedCount: expansion.table.sections.reduce(0) { $0 + $1.rows.count })
        var findings: [(String, Diagnostic)] = []
        for (section, origin) in zip(expansion.table.sections, expansion.sections) {
            let source = spec.sections[origin.section].source ?? ""
            for (row, from) in zip(section.rows, origin.rows) {
                let place: Place
                switch from {
                case .written: place = .written(section: section.id)
                case .item(let index): place = .item(source: source, index: index)
                }
                guard let first = finder.firstUse(of: row.id, at: place) else { continue }
                // Report at the later item when it has a data file, else at the first.
                var (at, other) = (place, first)
                if case .item(let s, _) = place, files[s] != nil {} else { (at, other) = (first, place) }
                guard case .item(let atSource, let atIndex) = at, let file = files[atSource] else { continue }
                var related: [RelatedLocation] = []
                let what: String
                switch other {
                case .written(let section): what = "the written row '\(row.id)' of section '\(section)'"
                case .item(let s, let index):
                    what = "the row of an item of '\(s)'"
                    if let otherFile = files[s] {
                        related.append(RelatedLocation(span: otherFile.spans[index], message: "the other item", path: s == atSource ? nil : otherFile.file.path))
                    }
                }
                findings.append((atSource, Diagnostic(
                    rule: .duplicateRowID,
                    message: "this item's row id '\(row.id)' is also \(what); row ids must be unique across the table",
                    span: file.spans[atIndex], related: related,
                    hint: "change the item's '\(spec.sources.first { $0.name == atSource }?.key ?? "id")', or the template's id")))
            }
        }
        return findings
    }
}
