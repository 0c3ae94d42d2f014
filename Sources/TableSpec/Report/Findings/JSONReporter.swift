
/// `--format json`: one JSON document for the whole run, keys in a fixed order (see
/// docs/json-output.md).
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "one JSON document, described in docs/json-output.md"

    /// The document, pretty-printed with two-space indentation and a final newline.
    /// O(size of the findings).
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        var out = "{\n  \"version\": 1,\n  \"files\": ["
        for (index, file) in result.reports.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n      \"path\": \(quote(file.path)),\n      \"diagnostics\": ["
            for (d, diagnostic) in file.diagnostics.enumerated() {
                out += d == 0 ? "\n" : ",\n"
                out += object(diagnostic, indent: "        ")
            }
            out += file.diagnostics.isEmpty ? "]" : "\n      ]"
            if file.omitted.total > 0 {
                // Only when the cap left findings out (`too-many-findings`, the last one).
                out += ",\n      \"notShown\": {\"errors\": \(file.omitted.errors), \"warnings\": \(file.omitted.warnings)}"
            }
            // Only for a dynamic spec: how many combinations of its flags were checked.
            if file.variants > 0 { out += ",\n      \"variants\": \(file.variants)" }
            out += "\n    }"
        }
        out += result.reports.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"files\": \(result.fileCount), \"errors\": \(result.errorCount), "
        out += "\"warnings\": \(result.warningCount)}\n}\n"
        return out
    }

    /// One diagnostic object on one line.
    static func object(_ d: Diagnostic, indent: String) -> String {
        var fields = [
            ("rule", quote(d.rule.rawValue)),
            ("severity", quote(d.severity.rawValue)),
            ("message", quote(d.message)),
            ("line", String(d.start.line)),
            ("column", String(d.start.column)),
            ("endLine", String(d.end.line)),
            ("endColumn", String(d.end.column)),
            ("pointer", quote(d.pointer)),
        ]
        let related = d.related.map { r in
            let file = r.path.map { "\"path\": \(quote($0)), " } ?? ""
            let end = "\"endLine\": \(r.span.end.line), \"endColumn\": \(r.span.end.column)"
            return "{\(file)\"line\": \(r.span.start.line), \"column\": \(r.span.start.column), \(end), \"message\": \(quote(r.message))}"
        }
        fields.append(("related", "[" + related.joined(separator: ", ") + "]"))
        if let hint = d.hint { fields.append(("hint", quote(hint))) }
        if let fix = d.fix {
            // Byte offsets into the file, as `validate --fix` applies them.
            let edits = fix.edits.map { "{\"start\": \($0.start), \"end\": \($0.end), \"replacement\": \(quote($0.replacement))}" }
            fields.append(("fix", "{\"title\": \(quote(fix.title)), \"edits\": [\(edits.joined(separator: ", "))]}"))
        }
        return indent + "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON string literal: see ``JSONText/quoted(_:)``.
    static func quote(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
