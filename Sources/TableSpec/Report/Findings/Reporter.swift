/// One output format of `tablectl validate` (text, json, github, gitlab, sarif, junit,
/// checkstyle): turns a whole lint run into one text. ``ReporterList`` holds them all;
/// ``ReportOutput`` writes them where they were asked for.
///
/// ```swift
/// let result = try LintRun(...).run(messages: { _ in }).result
/// let sarif = SARIFReporter.report(result, options: ReportOptions(color: false, workingDirectory: "/repo"))
/// ```
public protocol Reporter: OutputFormat {
    /// The complete output for `result`. Depends only on `result` and `options`, so the
    /// output is the same bytes whatever the number of threads. O(size of the findings).
    static func report(_ result: BatchResult, options: ReportOptions) -> String
}

/// Settings every reporter receives: everything a report may depend on besides the
/// result, so reporters never read the environment themselves.
public struct ReportOptions: Sendable {
    /// Whether ANSI colours may be used (text output only).
    public var color: Bool
    /// The absolute working directory; the CI formats write paths relative to it
    /// (``FilePath/relative(_:within:)``).
    public var workingDirectory: String
    /// tablectl's version, for formats that name the tool (SARIF).
    public var toolVersion: String
    /// The shard of a sharded run (`validate --shard`), which SARIF names as its run's
    /// category (`automationDetails.id`); nil for a whole run.
    public var shard: Shard?

    /// Options for a report: colour, the directory paths are shown relative to (the
    /// process's working directory unless given), and the version the SARIF report names.
    public init(
        color: Bool, workingDirectory: String = FilePath.workingDirectory, toolVersion: String = ToolVersion.current,
        shard: Shard? = nil
    ) {
        self.color = color
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
        self.shard = shard
    }

    /// `path` as the CI formats write it: relative to ``workingDirectory`` when inside it.
    /// O(path length).
    func reportPath(_ path: String) -> String {
        FilePath.relative(path, within: workingDirectory)
    }
}

/// Every reporter, in one explicit list sorted by identifier: the names `tablectl validate
/// --format` accepts come from here. A new format is a ``Reporter`` in its own file, added
/// here.
public enum ReporterList {
    /// The reporters, sorted by ``Reporter/identifier``.
    public static let all: [any Reporter.Type] = [
        CheckstyleReporter.self, GitHubReporter.self, GitLabReporter.self, JSONReporter.self,
        JUnitReporter.self, SARIFReporter.self, TextReporter.self,
    ]

    /// The reporter whose identifier is `name`, if any. O(reporters).
    public static func reporter(named name: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == name }
    }

    /// "checkstyle (Checkstyle XML), …, text (…)" for `--help`.
    public static var helpText: String {
        FormatHelp.list(all)
    }
}

/// The summary line every report ends with, and the counts in it.
enum FindingSummary {
    /// "3 errors, 1 warning in 12 files", "1 warning in 1 file", "no problems in 4 files".
    /// O(1).
    static func line(errors: Int, warnings: Int, files: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append(Plural.count(errors, "error")) }
        if warnings > 0 { parts.append(Plural.count(warnings, "warning")) }
        let findings = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        return "\(findings) in \(Plural.count(files, "file"))"
    }
}
