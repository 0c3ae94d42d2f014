/// The inverse of ``JSONReporter``: a `--format json` report read back into the run's
/// reports, for `validate --merge` of the reports of a sharded run (``Shard``). Every
/// field the JSON report writes comes back (rule, severity, message, both ends, pointer,
/// related places with their files and ends, hint, fix, the findings not shown, a
/// dynamic spec's variants), so every
/// format written from the merged reports is the one the unsharded run writes. Byte
/// offsets, which the JSON report leaves out, are worked out again from the file's lines
/// when `read` gives its bytes (the checkout the reports were made from); the source
/// excerpts of the text report need them too.
///
/// ```swift
/// let reports = try JSONReportReader.reports(in: SourceFile(path: "shard-1.json", bytes: bytes)) { try? disk($0) }
/// ```
public enum JSONReportReader {
    /// Why a file is not a JSON report, located in it.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// `path:line:column: message`.
        public var description: String
    }

    /// The reports in `source`, in its order; `read` gives a reported file's bytes (nil
    /// when it is not there). Throws at the first value that is not what the JSON report
    /// writes there. O(report size + the reported files' sizes).
    public static func reports(in source: SourceFile, read: (String) -> [UInt8]?) throws(Failure) -> [FileReport] {
        let root: Node
        do throws(LoadError) {
            root = try Loader.load(source, limits: Limits(maxFileSize: .max, maxDepth: 16, maxNodes: .max, maxAliases: 0))
        } catch {
            throw Failure(description: "\(source.path):\(error.diagnostic.start): \(error.diagnostic.message)")
        }
        let reader = Reader(source: source)
        guard try reader.int(root, "version") == 1 else {
            throw reader.failure(root["version"] ?? root, "this is not a version 1 report of 'tablectl validate --format json'")
        }
        return try reader.list(root, "files").map { file throws(Failure) in
            let path = try reader.string(file, "path")
            let bytes = read(path) ?? []
            let lines = LineStarts(bytes)
            var relatedLines: [String: LineStarts] = [:]
            let diagnostics = try reader.list(file, "diagnostics").map { d throws(Failure) -> Diagnostic in
                let related = try reader.list(d, "related").map { r throws(Failure) -> RelatedLocation in
                    let other = try reader.optionalString(r, "path")
                    if let other, relatedLines[other] == nil { relatedLines[other] = LineStarts(read(other) ?? []) }
                    let index = other.flatMap { relatedLines[$0] } ?? lines
                    let line = try reader.int(r, "line"), column = try reader.int(r, "column")
                    let endLine = try reader.optionalInt(r, "endLine") ?? line, endColumn = try reader.optionalInt(r, "endColumn") ?? column
                    return RelatedLocation(
                        span: Span(start: index.mark(line, column), end: index.mark(endLine, endColumn)),
                        message: try reader.string(r, "message"), path: other)
                }
                var fix: Fix?
                if let value = d["fix"] {
                    let edits = try reader.list(value, "edits").map { e throws(Failure) in
                        TextEdit(start: try reader.int(e, "start"), end: try reader.int(e, "end"), replacement: try reader.string(e, "replacement"))
                    }
                    fix = Fix(title: try reader.string(value, "title"), edits: edits)
                }
                guard let severity = Severity(rawValue: try reader.string(d, "severity")) else {
                    throw reader.failure(d["severity"] ?? d, "a severity is 'error' or 'warning'")
                }
                return Diagnostic(
                    rule: RuleID(try reader.string(d, "rule")), severity: severity, message: try reader.string(d, "message"),
                    span: Span(
                        start: lines.mark(try reader.int(d, "line"), try reader.int(d, "column")),
                        end: lines.mark(try reader.int(d, "endLine"), try reader.int(d, "endColumn"))),
                    pointer: try reader.string(d, "pointer"), related: related, hint: try reader.optionalString(d, "hint"), fix: fix)
            }
            let omitted = try file["notShown"].map { n throws(Failure) in
                OmittedFindings(errors: try reader.int(n, "errors"), warnings: try reader.int(n, "warnings"))
            }
            return FileReport(
                source: SourceFile(path: path, bytes: bytes), diagnostics: diagnostics, table: nil, omitted: omitted ?? OmittedFindings(),
                variants: try reader.optionalInt(file, "variants") ?? 0)
        }
    }

    /// Reads the values of a report's tree, each problem located.
    private struct Reader {
        let source: SourceFile

        func failure(_ node: Node, _ message: String) -> Failure {
            Failure(description: "\(source.path):\(node.span.start): \(message)")
        }

        func value(_ node: Node, _ key: String) throws(Failure) -> Node {
            guard let value = node[key] else { throw failure(node, "expected '\(key)' here, as 'validate --format json' writes it") }
            return value
        }

        func list(_ node: Node, _ key: String) throws(Failure) -> [Node] {
            let found = try value(node, key)
            guard let items = found.sequence else { throw failure(found, "'\(key)' must be a list") }
            return items
        }

        func string(_ node: Node, _ key: String) throws(Failure) -> String {
            let found = try value(node, key)
            guard let scalar = found.scalar, scalar.style == .doubleQuoted else { throw failure(found, "'\(key)' must be a string") }
            return scalar.text
        }

        func optionalString(_ node: Node, _ key: String) throws(Failure) -> String? {
            node[key] == nil ? nil : try string(node, key)
        }

        func int(_ node: Node, _ key: String) throws(Failure) -> Int {
            let found = try value(node, key)
            guard let scalar = found.scalar, scalar.style == .plain, let number = Int(scalar.text), number >= 0 else {
                throw failure(found, "'\(key)' must be a whole number, 0 or more")
            }
            return number
        }

        func optionalInt(_ node: Node, _ key: String) throws(Failure) -> Int? {
            node[key] == nil ? nil : try int(node, key)
        }
    }

    /// A file's line starts, to turn a line and a column (Unicode scalars) into a mark with
    /// its byte offset; 0 when the file is not there.
    private struct LineStarts {
        let bytes: [UInt8]
        var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (index, byte) in bytes.enumerated() where byte == 10 { starts.append(index + 1) }
        }

        func mark(_ line: Int, _ column: Int) -> Mark {
            guard !bytes.isEmpty, line >= 1, line <= starts.count else { return Mark(line: line, column: column, offset: 0) }
            var offset = starts[line - 1]
            var scalars = 1
            while scalars < column, offset < bytes.count, bytes[offset] != 10 {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                scalars += 1
            }
            return Mark(line: line, column: column, offset: offset)
        }
    }
}
