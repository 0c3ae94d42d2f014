extension Baseline {
    /// The baseline's entries for one file, applied while the file is checked
    /// (``CheckOptions/baseline``): before the cap on findings, so an absorbed finding never
    /// takes the place of a new one, nor counts among those not shown.
    ///
    /// Each entry absorbs at most its count, in the order findings are produced (rule by
    /// rule; within a rule, mostly source order).
    public struct FileFilter: Hashable, Sendable {
        /// What is left to absorb, by rule, pointer and message.
        private var remaining: [Finding: Int]

        struct Finding: Hashable {
            var rule: RuleID
            var pointer: String
            var message: String
        }

        init(remaining: [Finding: Int]) {
            self.remaining = remaining
        }

        /// Whether the baseline absorbs `diagnostic` (then one fewer of its kind is left).
        /// O(1).
        mutating func absorb(_ diagnostic: Diagnostic) -> Bool {
            let key = Finding(rule: diagnostic.rule, pointer: diagnostic.pointer, message: diagnostic.message)
            guard let count = remaining[key], count > 0 else { return false }
            remaining[key] = count - 1
            return true
        }

        /// A canonical text of the entries (sorted): part of the result cache key, so a
        /// result is reused only with the same baseline entries for its file.
        var fingerprint: String {
            remaining.map { "\($0.key.rule.rawValue)\u{1}\($0.key.pointer)\u{1}\($0.key.message)\u{1}\($0.value)" }
                .sorted().joined(separator: "\u{2}")
        }
    }

    /// The filter of every file with entries, by the file's path relative to the baseline's
    /// directory. O(entries).
    public func fileFilters() -> [String: FileFilter] {
        var byPath: [String: [FileFilter.Finding: Int]] = [:]
        for entry in entries {
            byPath[entry.path, default: [:]][FileFilter.Finding(rule: entry.rule, pointer: entry.pointer, message: entry.message)] = entry.count
        }
        return byPath.mapValues(FileFilter.init)
    }

    /// The path `path` (as reported, relative to `workingDirectory`) has in a baseline in
    /// the absolute `directory`.
    public static func path(of path: String, directory: String, workingDirectory: String) -> String {
        FilePath.relative(FilePath.absolute(path, from: workingDirectory), to: directory)
    }
}
