import TableSpec

/// One output format of `tablectl validate`: turns a whole run into one text, which
/// ``ReportOutput`` writes to standard output or to the file given as `--format NAME:PATH`.
protocol Reporter: Sendable {
    /// The `--format` value, kebab-case.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
    /// The complete output for `result`. Must depend only on `result` and `options`, so
    /// output is the same bytes whatever the number of threads.
    static func report(_ result: BatchResult, options: ReportOptions) -> String
}

/// Settings every reporter receives: everything a report may depend on besides the
/// result, so reporters never read the environment themselves.
struct ReportOptions {
    /// Whether ANSI colours may be used (text output only).
    var color: Bool
    /// The absolute working directory; the CI formats write paths relative to it
    /// (``ReportPath``).
    var workingDirectory: String = "/"
    /// tablectl's version, for formats that name the tool (SARIF).
    var toolVersion: String = ""

    /// `path` as the CI formats write it: relative to ``workingDirectory`` when inside it.
    func reportPath(_ path: String) -> String {
        ReportPath.relative(path, to: workingDirectory)
    }
}

/// Every reporter, in one explicit list sorted by identifier.
enum ReporterList {
    static let all: [any Reporter.Type] = [
        CheckstyleReporter.self,
        GitHubReporter.self,
        GitLabReporter.self,
        JSONReporter.self,
        JUnitReporter.self,
        SARIFReporter.self,
        TextReporter.self,
    ]

    /// The reporter whose identifier is `name`, if any. O(reporters).
    static func reporter(named name: String) -> (any Reporter.Type)? {
        all.first { $0.identifier == name }
    }

    /// "checkstyle (Checkstyle XML), …, text (…)" for `--help`.
    static var helpText: String {
        all.map { "\($0.identifier) (\($0.summary))" }.joined(separator: ", ")
    }
}

/// "1 error", "2 errors", "no problems" and the summary line shared by reporters.
enum Summary {
    /// `count` and `noun`, with an `s` unless the count is one (``Plural``).
    static func count(_ count: Int, _ noun: String) -> String { Plural.count(count, noun) }

    /// "3 errors, 1 warning in 12 files", "1 warning in 1 file", "no problems in 4 files".
    static func line(errors: Int, warnings: Int, files: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append(count(errors, "error")) }
        if warnings > 0 { parts.append(count(warnings, "warning")) }
        let findings = parts.isEmpty ? "no problems" : parts.joined(separator: ", ")
        return "\(findings) in \(count(files, "file"))"
    }
}
