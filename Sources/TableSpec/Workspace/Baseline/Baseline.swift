/// Findings recorded to be tolerated: `tablectl validate --write-baseline FILE` writes
/// them, `--baseline FILE` then reports only findings not in it.
///
/// A finding is matched by its file, rule, JSON pointer and message, never by its line or
/// column, so edits that only move it do not make it new. Identical findings are counted:
/// a baseline entry with count 2 absorbs at most two of them, and a third is reported.
/// Paths are stored relative to the baseline file's directory, with `/`, so a baseline
/// works whatever directory tablectl runs from.
///
/// ```swift
/// let baseline = Baseline(reports: result.reports, directory: "/repo", workingDirectory: "/repo")
/// let fresh = baseline.newFindings(in: later.reports, directory: "/repo", workingDirectory: "/repo")
/// ```
public struct Baseline: Hashable, Sendable {
    /// One kind of finding and how many times it occurs.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The file, relative to the baseline's directory.
        public var path: String
        /// The finding's rule.
        public var rule: RuleID
        /// The finding's RFC 6901 pointer (``Diagnostic/pointer``).
        public var pointer: String
        /// The finding's message, exactly.
        public var message: String
        /// At least 1.
        public var count: Int

        /// An entry for `count` findings alike.
        public init(path: String, rule: RuleID, pointer: String, message: String, count: Int) {
            self.path = path
            self.rule = rule
            self.pointer = pointer
            self.message = message
            self.count = count
        }

        /// By path, rule, pointer, message (bytes), then count: the order of the file.
        public static func < (a: Entry, b: Entry) -> Bool {
            func less(_ x: String, _ y: String) -> Bool? {
                x == y ? nil : x.utf8Precedes(y)
            }
            return less(a.path, b.path) ?? less(a.rule.rawValue, b.rule.rawValue)
                ?? less(a.pointer, b.pointer) ?? less(a.message, b.message) ?? (a.count < b.count)
        }

        var key: Key { Key(path: path, rule: rule, pointer: pointer, message: message) }
    }

    /// What a finding is matched by.
    struct Key: Hashable {
        var path: String
        var rule: RuleID
        var pointer: String
        var message: String
    }

    /// The entries, sorted, one per distinct key.
    public private(set) var entries: [Entry]

    /// A baseline of `entries` (merged by key and sorted).
    public init(entries: [Entry]) {
        var counts: [Key: Int] = [:]
        for entry in entries { counts[entry.key, default: 0] += entry.count }
        self.entries = counts.map {
            Entry(path: $0.key.path, rule: $0.key.rule, pointer: $0.key.pointer, message: $0.key.message, count: $0.value)
        }.sorted()
    }

    /// The baseline of every finding in `reports`, for a baseline file in the absolute
    /// `directory`; report paths are relative to `workingDirectory`. O(findings log findings).
    public init(reports: [FileReport], directory: String, workingDirectory: String) {
        var entries: [Entry] = []
        for report in reports {
            let path = Self.path(of: report, directory: directory, workingDirectory: workingDirectory)
            for d in report.diagnostics where d.rule != .tooManyFindings {
                entries.append(Entry(path: path, rule: d.rule, pointer: d.pointer, message: d.message, count: 1))
            }
        }
        self.init(entries: entries)
    }

    /// `reports` without the findings this baseline absorbs (each entry absorbs at most
    /// its count, in source order). Reports are kept even when every finding is absorbed.
    /// O(findings).
    public func newFindings(in reports: [FileReport], directory: String, workingDirectory: String) -> [FileReport] {
        var filters = fileFilters()
        return reports.map { report in
            let path = Self.path(of: report, directory: directory, workingDirectory: workingDirectory)
            guard var filter = filters[path] else { return report }
            let kept = report.diagnostics.filter { !filter.absorb($0) }
            filters[path] = filter
            guard kept.count != report.diagnostics.count else { return report }
            return FileReport(source: report.source, diagnostics: kept, table: report.table, omitted: report.omitted)
        }
    }

    /// The number of findings recorded.
    public var findingCount: Int { entries.reduce(0) { $0 + $1.count } }

    /// A report's path relative to the baseline's directory.
    static func path(of report: FileReport, directory: String, workingDirectory: String) -> String {
        path(of: report.path, directory: directory, workingDirectory: workingDirectory)
    }
}
