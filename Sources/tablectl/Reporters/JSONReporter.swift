import TableSpec

/// `--format json`: one JSON document for the whole run, keys in a fixed order (see
/// docs/json-output.md).
enum JSONReporter: Reporter {
    static let identifier = "json"
    static let summary = "one JSON document, described in docs/json-output.md"

    /// The document, pretty-printed with two-space indentation and a final newline.
    /// O(size of the findings).
    static func report(_ result: BatchResult, options: ReportOptions) -> String {
        var out = "{\n  \"version\": 1,\n  \"files\": ["
        for (index, file) in result.reports.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n      \"path\": \(quote(file.path)),\n      \"diagnostics\": ["
            for (d, diagnostic) in file.diagnostics.enumerated() {
                out += d == 0 ? "\n" : ",\n"
                out += object(diagnostic, indent: "        ")
            }
            out += file.diagnostics.isEmpty ? "]\n    }" : "\n      ]\n    }"
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
            "{\"line\": \(r.span.start.line), \"column\": \(r.span.start.column), \"message\": \(quote(r.message))}"
        }
        fields.append(("related", "[" + related.joined(separator: ", ") + "]"))
        if let hint = d.hint { fields.append(("hint", quote(hint))) }
        return indent + "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters
    /// escaped; U+2028 and U+2029 escaped too, so the output is also valid JavaScript.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}": out += hex(scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
