
/// `--format gitlab`: a GitLab Code Quality report (`artifacts:reports:codequality`),
/// which GitLab shows in merge requests and on the changed lines.
///
/// ```json
/// [
///   {
///     "description": "unknown cell kind 'standrad'; did you mean 'standard'?",
///     "check_name": "unknown-kind",
///     "fingerprint": "3f1c…",
///     "severity": "major",
///     "location": {"path": "specs/a.yaml", "lines": {"begin": 11}}
///   }
/// ]
/// ```
/// An array with one issue per finding, files in order and each in source order. Errors
/// are `major`, warnings `minor` (GitLab's scale is info, minor, major, critical,
/// blocker). The fingerprint (``Fingerprint``) is unique per finding and the same across
/// runs and line shifts, so GitLab can tell new issues from fixed ones. Paths are
/// relative to the working directory (the repository root in a CI job).
public enum GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    public static let summary = "GitLab Code Quality JSON"

    /// The JSON array, pretty-printed. O(findings).
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        var issues: [JSONValue] = []
        for file in result.reports {
            let path = options.reportPath(file.path)
            let fingerprints = Fingerprint.fingerprints(path: path, diagnostics: file.diagnostics)
            for (d, fingerprint) in zip(file.diagnostics, fingerprints) {
                var description = d.message
                if let hint = d.hint { description += "; help: " + hint }
                issues.append(.object([
                    ("description", .string(description)),
                    ("check_name", .string(d.rule.rawValue)),
                    ("fingerprint", .string(fingerprint)),
                    ("severity", .string(d.severity == .error ? "major" : "minor")),
                    ("location", .object([
                        ("path", .string(path)),
                        ("lines", .object([("begin", .int(max(1, d.start.line)))])),
                    ])),
                ]))
            }
        }
        return JSONValue.array(issues).pretty()
    }
}
