
/// `--format junit`: JUnit XML as Jenkins and GitLab (`artifacts:reports:junit`) read it,
/// valid against the common JUnit 4 XSD.
///
/// ```xml
/// <testsuites name="tablectl" tests="2" failures="1" errors="0">
///   <testsuite name="specs/a.yaml" tests="1" failures="1" errors="0" skipped="0">
///     <testcase name="unknown-kind at 11:15" classname="specs/a.yaml">
///       <failure message="unknown cell kind 'standrad'…" type="error">specs/a.yaml:11:15: error: …</failure>
///     </testcase>
///   </testsuite>
///   <testsuite name="specs/b.yaml" tests="1" failures="0" errors="0" skipped="0">
///     <testcase name="no problems" classname="specs/b.yaml"/>
///   </testsuite>
/// </testsuites>
/// ```
/// One suite per checked file (path relative to the working directory); a clean file has
/// one passing test case, a file with findings one failing test case per finding (warnings
/// too: `type` says which). Test-case names carry the rule and `line:column`, and are made
/// unique within a file with a ` (2)`, ` (3)` suffix, because GitLab drops test cases with
/// equal names. No times or timestamps, so the output is the same bytes every run.
/// `tests` and `failures` count test cases: a file whose findings were capped
/// (`--max-findings`) has one failing case per finding kept and one `too-many-findings`
/// case whose message says how many more there are.
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML for Jenkins and GitLab test reports"

    /// The name of a clean file's one test case.
    static let cleanName = "no problems"

    /// The XML document. O(findings).
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        let tests = result.reports.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        let failures = result.reports.reduce(0) { $0 + $1.diagnostics.count }
        var out = XMLText.declaration
        out += "<testsuites name=\"tablectl\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
        guard !result.reports.isEmpty else { return out + "/>\n" }
        out += ">\n"
        for file in result.reports {
            out += suite(file, path: options.reportPath(file.path))
        }
        return out + "</testsuites>\n"
    }

    /// One `testsuite` for one file.
    static func suite(_ file: FileReport, path: String) -> String {
        let name = XMLText.attribute(path)
        let count = file.diagnostics.count
        var out = "  <testsuite name=\"\(name)\" tests=\"\(max(1, count))\" failures=\"\(count)\" errors=\"0\" skipped=\"0\">\n"
        if file.diagnostics.isEmpty {
            out += "    <testcase name=\"\(cleanName)\" classname=\"\(name)\"/>\n"
        }
        var used: [String: Int] = [:]
        for d in file.diagnostics {
            var caseName = "\(d.rule.rawValue) at \(d.start.line):\(d.start.column)"
            let seen = used[caseName, default: 0] + 1
            used[caseName] = seen
            if seen > 1 { caseName += " (\(seen))" }
            out += "    <testcase name=\"\(XMLText.attribute(caseName))\" classname=\"\(name)\">\n"
            out += "      <failure message=\"\(XMLText.attribute(d.message))\" type=\"\(d.severity.rawValue)\">"
            out += XMLText.text(body(d, path: path)) + "</failure>\n"
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n"
    }

    /// A failure's text: the finding in the text format's form, with its hint and notes.
    static func body(_ d: Diagnostic, path: String) -> String {
        var out = "\(path):\(d.start.line):\(d.start.column): \(d.severity.rawValue): \(d.message) [\(d.rule.rawValue)]"
        if let hint = d.hint { out += "\nhelp: " + hint }
        for related in d.related {
            out += "\n\(related.path ?? path):\(related.span.start): note: " + related.message
        }
        return out
    }
}
