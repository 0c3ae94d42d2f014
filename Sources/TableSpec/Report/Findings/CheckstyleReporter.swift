
/// `--format checkstyle`: Checkstyle XML, read by Jenkins' Warnings plugin, reviewdog,
/// Danger and many code-review tools.
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="specs/a.yaml">
///     <error line="11" column="15" severity="error" message="unknown cell kind …" source="tablectl.unknown-kind"/>
///   </file>
/// </checkstyle>
/// ```
/// One `file` element per checked file (empty for a clean file, so consumers can tell
/// checked from unchecked), paths relative to the working directory, one `error` element
/// per finding in source order with `severity` `error` or `warning`.
public enum CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let summary = "Checkstyle XML"

    /// The XML document. O(findings).
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        var out = XMLText.declaration + "<checkstyle version=\"4.3\""
        guard !result.reports.isEmpty else { return out + "/>\n" }
        out += ">\n"
        for file in result.reports {
            let name = XMLText.attribute(options.reportPath(file.path))
            guard !file.diagnostics.isEmpty else {
                out += "  <file name=\"\(name)\"/>\n"
                continue
            }
            out += "  <file name=\"\(name)\">\n"
            for d in file.diagnostics {
                var message = d.message
                if let hint = d.hint { message += "; help: " + hint }
                out += "    <error line=\"\(d.start.line)\" column=\"\(d.start.column)\" severity=\"\(d.severity.rawValue)\""
                out += " message=\"\(XMLText.attribute(message))\" source=\"tablectl.\(XMLText.attribute(d.rule.rawValue))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
