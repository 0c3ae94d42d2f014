/// Options for checking spec files.
public struct CheckOptions: Hashable, Sendable {
    public var limits: Limits
    /// Which rules run, at which severity (from the configuration).
    public var rules: RuleSettings

    public init(limits: Limits = .default, rules: RuleSettings = .default) {
        self.limits = limits
        self.rules = rules
    }

    /// A canonical text of everything here that changes a file's findings: part of the
    /// result cache key, the same in every process for the same options.
    public var fingerprint: String {
        "limits[\(limits.maxFileSize),\(limits.maxDepth),\(limits.maxNodes),\(limits.maxAliases)] \(rules.fingerprint)"
    }
}

/// Everything found in one file.
///
/// Small (five words): the table is held in a box, so the thousands of reports of a
/// directory run move around as pointers, not as copies of a ``Table``.
public struct FileReport: Sendable {
    /// The file, for its path and for printing source lines under findings.
    public var source: SourceFile
    /// Findings in source order (``Diagnostic/sourceOrder(_:_:)``).
    public var diagnostics: [Diagnostic]
    private var tableBox: TableBox?

    public init(source: SourceFile, diagnostics: [Diagnostic], table: Table?) {
        self.source = source
        self.diagnostics = diagnostics.count > 1 ? diagnostics.sorted(by: Diagnostic.sourceOrder) : diagnostics
        self.tableBox = table.map(TableBox.init)
    }

    /// The decoded table, or nil when the file did not load or is not a mapping.
    public var table: Table? {
        get { tableBox?.table }
        set { tableBox = newValue.map(TableBox.init) }
    }

    public var path: String { source.path }
    public var errorCount: Int { diagnostics.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.lazy.filter { $0.severity == .warning }.count }
}

/// A ``FileReport``'s table, behind one reference (a table is many words inline).
private final class TableBox: Sendable {
    let table: Table

    init(_ table: Table) {
        self.table = table
    }
}

/// The whole check of one file: load, decode, run every rule, apply the inline
/// suppressions, apply the rule settings.
public enum SpecChecker {
    /// Checks one file. Never throws: a file that does not load gives a report with its one
    /// load error. O(file size + findings).
    public static func check(_ source: SourceFile, options: CheckOptions = CheckOptions()) -> FileReport {
        let root: Node
        do {
            root = try Loader.load(source, limits: options.limits)
        } catch {
            return FileReport(source: source, diagnostics: options.rules.apply(to: [error.diagnostic]), table: nil)
        }
        let isJSON = source.isJSON
        let decoded = SpecDecoder.decode(root, isJSON: isJSON)
        var diagnostics = decoded.diagnostics
        if decoded.table != nil {
            diagnostics += RuleRegistry.runAll(on: decoded)
        }
        if !isJSON {
            diagnostics = Suppressions.apply(to: diagnostics, in: source.bytes)
        }
        return FileReport(source: source, diagnostics: options.rules.apply(to: diagnostics), table: decoded.table)
    }
}
