/// What a spec is loaded for, and so which of its findings block that use. The one place
/// that decides it for every command that uses a spec rather than only checking it.
///
/// - ``render``, ``export`` and ``simulate``: any error blocks (nothing is drawn or written from a spec
///   that is only half right); warnings do not.
/// - ``strings``: any error blocks but those about the string catalog, which `tablectl
///   strings` is run to mend (a catalog not there yet, keys it lacks).
/// - ``diff``: only what makes matching by id impossible blocks: a spec that does not load,
///   or a section or row id used twice. Every other finding is shown as a warning.
public enum SpecPurpose: String, Sendable, CaseIterable {
    /// `tablectl render`: any error blocks.
    case render
    /// `tablectl export`: any error blocks.
    case export
    /// `tablectl simulate`: any error blocks.
    case simulate
    /// `tablectl diff`: only a spec that does not load, or a duplicate section or row id,
    /// blocks.
    case diff
    /// `tablectl strings`: any error blocks but the localization rules'.
    case strings

    /// The rules whose errors `tablectl strings` goes on despite: what it adds to the
    /// catalog mends them, or they are the catalog's own (it reports a catalog it cannot
    /// read itself, located in the catalog).
    static let catalogRules: Set<RuleID> = [.catalogUnreadable, .missingLocalizationKey, .formatSpecifierMismatch]

    /// Whether a dynamic spec is expanded with its samples and flags' defaults when no
    /// `--data` or `--set` is given: render, diff and simulate show a screen as an app has
    /// it; export writes the spec as written (`json`, `yaml` round trip; the generated
    /// Swift takes items and flags at run time).
    public var expandsByDefault: Bool { self != .export && self != .strings }

    /// Why a spec whose data files have `errors` errors cannot be used ("cannot render
    /// 'a.yaml': its data has an error; fix it first"); nil without errors.
    func dataRefusal(_ name: String, errors: Int) -> String? {
        guard errors > 0 else { return nil }
        let why = errors == 1 ? "its data has an error; fix it first" : "its data has \(errors) errors; fix them first"
        return self == .diff ? "cannot diff '\(name)': \(why)" : "cannot \(rawValue) '\(name)': \(why)"
    }

    /// Whether `diagnostic` stops the spec being used for this purpose.
    public func blocks(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == .error else { return false }
        switch self {
        case .render, .export, .simulate: return true
        case .strings: return !Self.catalogRules.contains(diagnostic.rule)
        case .diff: return diagnostic.rule == .duplicateSectionID || diagnostic.rule == .duplicateRowID
        }
    }

    /// The table in `report` if it can be used for this purpose, else nil. O(findings),
    /// plus O(rows) for a diff of a report whose cap left errors out (a duplicate id the
    /// cap left out is found from the table itself).
    func usableTable(_ report: FileReport) -> Table? {
        guard let table = report.table, !report.diagnostics.contains(where: blocks) else { return nil }
        // A composite's files: any of them that blocks, or does not load, blocks it.
        for component in report.components {
            guard component.table != nil, usableTable(component) != nil else { return nil }
        }
        switch self {
        case .render, .export, .simulate:
            return report.errorCount == 0 ? table : nil
        case .strings:
            return report.omitted.errors == 0 ? table : nil
        case .diff:
            guard report.omitted.errors > 0 else { return table }
            do {
                try TableDiff.checkIDs(of: table)
                return table
            } catch {
                return nil
            }
        }
    }

    /// Why `report`'s spec cannot be used, as the line after `error: `:
    /// "cannot render 'a.yaml': it has an error; fix it first",
    /// "cannot diff: 'a.yaml' uses a section or row id more than once".
    func refusal(_ report: FileReport) -> String {
        if let blocking = report.components.first(where: { $0.table == nil || usableTable($0) == nil }) {
            return "\(refusal(blocking)) (it is included by '\(report.path)')"
        }
        switch self {
        case .render, .export, .simulate, .strings:
            let why = report.errorCount > 1 ? "it has \(report.errorCount) errors; fix them first"
                : report.errorCount == 1 ? "it has an error; fix it first" : "it does not load"
            return "cannot \(self == .strings ? "take the strings of" : rawValue) '\(report.path)': \(why)"
        case .diff:
            let why = report.table == nil ? "does not load" : "uses a section or row id more than once"
            return "cannot diff: '\(report.path)' \(why)"
        }
    }
}
