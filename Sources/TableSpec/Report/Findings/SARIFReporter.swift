
/// `--format sarif`: SARIF 2.1.0, for GitHub code scanning
/// (`github/codeql-action/upload-sarif`) and other SARIF viewers. Valid against the OASIS
/// SARIF 2.1.0 schema.
///
/// One run whose `tool.driver.rules` lists the rules that fired, sorted by id, each with
/// its summary, explanation, help (with a triggering example in Markdown) and default
/// level. Each result has `ruleId`, `ruleIndex`, `level`, the message (and hint), a
/// location relative to `%SRCROOT%` (the working directory, given in
/// `originalUriBaseIds`) with a start-and-end region in Unicode code points, related
/// locations, and a `partialFingerprints` entry (``Fingerprint``) that stays the same
/// across runs and line shifts, so code scanning keeps tracking an alert as files change.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning"

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; its version changes whenever fingerprints would.
    static let fingerprintKey = "tablectlFindingHash/v1"
    static let rootBase = "%SRCROOT%"

    /// The SARIF log, pretty-printed. O(findings + rules).
    public static func report(_ result: BatchResult, options: ReportOptions) -> String {
        let fired = Set(result.reports.flatMap { $0.diagnostics.map(\.rule) }).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: fired.enumerated().map { ($0.element, $0.offset) })
        var results: [JSONValue] = []
        for file in result.reports {
            let path = options.reportPath(file.path)
            let fingerprints = Fingerprint.fingerprints(path: path, diagnostics: file.diagnostics)
            for (diagnostic, fingerprint) in zip(file.diagnostics, fingerprints) {
                results.append(self.result(diagnostic, path: path, index: ruleIndex[diagnostic.rule] ?? 0, fingerprint: fingerprint))
            }
        }
        var driver: [(String, JSONValue)] = [("name", .string("tablectl"))]
        if !options.toolVersion.isEmpty {
            driver.append(("version", .string(options.toolVersion)))
            driver.append(("semanticVersion", .string(options.toolVersion)))
        }
        driver.append(("rules", .array(fired.map(rule))))
        let root = options.workingDirectory.hasSuffix("/") ? options.workingDirectory : options.workingDirectory + "/"
        var run: [(String, JSONValue)] = [("tool", .object([("driver", .object(driver))]))]
        // A shard's run has its own category, so code scanning keeps every shard's upload.
        if let shard = options.shard {
            run.append(("automationDetails", .object([("id", .string("tablectl/shard-\(shard.index)-of-\(shard.count)/"))])))
        }
        run += [
            ("originalUriBaseIds", .object([(rootBase, .object([("uri", .string(FilePath.uri(root)))]))])),
            ("results", .array(results)),
            ("columnKind", .string("unicodeCodePoints")),
        ]
        let log: JSONValue = .object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
        return log.pretty()
    }

    /// A `reportingDescriptor` for rule `id`, from the rule registry.
    static func rule(_ id: RuleID) -> JSONValue {
        guard let description = RuleRegistry.description(of: id) else {
            return .object([("id", .string(id.rawValue)), ("shortDescription", .object([("text", .string(id.rawValue))]))])
        }
        var markdown = description.explanation
        if let example = description.triggering.first {
            let clean = String(String.UnicodeScalarView(example.unicodeScalars.filter { $0 != "↓" }))
            markdown += "\n\nA spec that triggers it:\n\n```yaml\n\(clean)\(clean.hasSuffix("\n") ? "" : "\n")```"
        }
        return .object([
            ("id", .string(id.rawValue)),
            ("name", .string(pascalCase(id.rawValue))),
            ("shortDescription", .object([("text", .string(description.summary))])),
            ("fullDescription", .object([("text", .string(description.explanation))])),
            ("help", .object([("text", .string(description.explanation)), ("markdown", .string(markdown))])),
            ("defaultConfiguration", .object([("level", .string(level(description.severity)))])),
            ("properties", .object([("tags", .array([.string(description.stage.rawValue)]))])),
        ])
    }

    /// One `result`.
    static func result(_ d: Diagnostic, path: String, index: Int, fingerprint: String) -> JSONValue {
        var text = d.message
        if let hint = d.hint { text += "\nhelp: " + hint }
        var fields: [(String, JSONValue)] = [
            ("ruleId", .string(d.rule.rawValue)),
            ("ruleIndex", .int(index)),
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(path: path, span: d.span))])])),
        ]
        if !d.related.isEmpty {
            let related = d.related.enumerated().map { number, related -> JSONValue in
                .object([
                    ("id", .int(number)),
                    ("physicalLocation", physicalLocation(path: related.path ?? path, span: related.span)),
                    ("message", .object([("text", .string(related.message))])),
                ])
            }
            fields.append(("relatedLocations", .array(related)))
        }
        if let fix = d.fix { fields.append(("fixes", .array([self.fix(fix, path: path)]))) }
        fields.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        return .object(fields)
    }

    /// A finding's ``Fix`` as a SARIF `fix` (§3.55): its title and one `artifactChange` of
    /// the finding's file, each edit a `replacement` of a byte region (§3.30.9).
    static func fix(_ fix: Fix, path: String) -> JSONValue {
        let replacements = fix.edits.map { edit -> JSONValue in
            .object([
                ("deletedRegion", .object([("byteOffset", .int(edit.start)), ("byteLength", .int(edit.end - edit.start))])),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.title))])),
            ("artifactChanges", .array([.object([("artifactLocation", artifactLocation(path)), ("replacements", .array(replacements))])])),
        ])
    }

    /// A `physicalLocation`: the file relative to `%SRCROOT%` (or an absolute `file:` URI
    /// for a file outside the working directory) and the span's region. Lines and columns
    /// are at least 1 and the end never precedes the start, as the schema requires.
    static func physicalLocation(path: String, span: Span) -> JSONValue {
        let startLine = max(1, span.start.line)
        let startColumn = max(1, span.start.column)
        let endLine = max(startLine, span.end.line)
        let endColumn = endLine == startLine ? max(startColumn, span.end.column) : max(1, span.end.column)
        return .object([
            ("artifactLocation", artifactLocation(path)),
            ("region", .object([
                ("startLine", .int(startLine)), ("startColumn", .int(startColumn)),
                ("endLine", .int(endLine)), ("endColumn", .int(endColumn)),
            ])),
        ])
    }

    /// An `artifactLocation`: `path` relative to `%SRCROOT%`, or an absolute `file:` URI.
    static func artifactLocation(_ path: String) -> JSONValue {
        var artifact: [(String, JSONValue)] = [("uri", .string(FilePath.uri(path)))]
        if !path.hasPrefix("/") { artifact.append(("uriBaseId", .string(rootBase))) }
        return .object(artifact)
    }

    /// SARIF's `level` for a severity.
    static func level(_ severity: Severity) -> String {
        severity == .error ? "error" : "warning"
    }

    /// `unknown-kind` → `UnknownKind`, SARIF's readable rule name.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
