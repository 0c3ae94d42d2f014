extension Baseline {
    /// The known findings of every file with entries, by the file's path relative to the
    /// baseline's directory, to absorb while checking. O(entries).
    package func fileFilters() -> [String: KnownFindings] {
        var byPath: [String: [KnownFindings.Finding: Int]] = [:]
        for entry in entries {
            byPath[entry.path, default: [:]][KnownFindings.Finding(rule: entry.rule, pointer: entry.pointer, message: entry.message)] = entry.count
        }
        return byPath.mapValues(KnownFindings.init)
    }

    /// The path `path` (as reported, relative to `workingDirectory`) has in a baseline in
    /// the absolute `directory`.
    package static func path(of path: String, directory: String, workingDirectory: String) -> String {
        FilePath.relative(FilePath.absolute(path, from: workingDirectory), to: directory)
    }
}
