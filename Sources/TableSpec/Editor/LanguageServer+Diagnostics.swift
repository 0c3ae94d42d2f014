/// Findings as `textDocument/publishDiagnostics`, and their fixes as quick fixes.
extension LanguageServer {
    /// The notification with `report`'s findings on `document` (none for no report): each
    /// with its range in the negotiated encoding, severity, the rule id as `code` (linked to
    /// docs/rules.md when known), the hint after the message, and its related locations
    /// (in another open document, placed in its buffer, the text that was checked); then
    /// `note`, when given, as information at the top. O(findings × line length).
    func publishDiagnostics(
        _ report: FileReport?, note: String? = nil, in document: inout EditorDocument, buffers: [String: [UInt8]] = [:]
    ) -> JSONValue {
        var others = OtherFiles(buffers: buffers)
        var diagnostics = (report?.diagnostics ?? []).map { diagnostic -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("range", document.range(diagnostic.span.start.offset, diagnostic.span.end.offset, in: encoding)),
                ("severity", .int(diagnostic.severity == .error ? 1 : 2)),
                ("code", .string(diagnostic.rule.rawValue)),
            ]
            if let rulesDocumentation {
                fields.append(("codeDescription", .object([("href", .string(rulesDocumentation + "#" + diagnostic.rule.rawValue))])))
            }
            fields.append(("source", .string("tablectl")))
            fields.append(("message", .string(diagnostic.message + (diagnostic.hint.map { "\nhint: " + $0 } ?? ""))))
            if !diagnostic.related.isEmpty {
                fields.append(("relatedInformation", .array(diagnostic.related.map { related in
                    let location: JSONValue
                    if let path = related.path {
                        let absolute = FilePath.absolute(path, from: FilePath.parent(document.path))
                        location = others.location(absolute, related.span, encoding: encoding)
                    } else {
                        location = .object([
                            ("uri", .string(document.uri)),
                            ("range", document.range(related.span.start.offset, related.span.end.offset, in: encoding)),
                        ])
                    }
                    return .object([("location", location), ("message", .string(related.message))])
                })))
            }
            return .object(fields)
        }
        if let note {
            let top = document.range(0, 0, in: encoding)
            diagnostics.insert(.object([
                ("range", top), ("severity", .int(3)), ("source", .string("tablectl")), ("message", .string(note)),
            ]), at: 0)
        }
        return JSONRPC.notification("textDocument/publishDiagnostics", .object([
            ("uri", .string(document.uri)), ("version", .int(document.version)), ("diagnostics", .array(diagnostics)),
        ]))
    }

    /// `textDocument/codeAction`: each finding of the last check with a ``Fix`` whose range
    /// meets the request's, and (when the request lists diagnostics) that is one of them,
    /// as a `quickfix` with a `WorkspaceEdit` of the document.
    func codeActions(_ params: JSONValue) throws(JSONRPC.Rejection) -> JSONValue {
        var document = try document(params)
        guard let report = document.report else { return .array([]) }
        guard let start = EditorPosition(params["range"]?["start"]), let end = EditorPosition(params["range"]?["end"]) else {
            throw JSONRPC.Rejection(code: .invalidParams, message: "the request needs a 'range' with 'start' and 'end'")
        }
        let lines = document.lines()
        let from = lines.offset(of: start, in: encoding)
        let to = lines.offset(of: end, in: encoding)
        let wanted = params["context"]?["diagnostics"]?.array ?? []
        var actions: [JSONValue] = []
        for diagnostic in report.diagnostics {
            guard let fix = diagnostic.fix, diagnostic.span.start.offset <= to, diagnostic.span.end.offset >= from else { continue }
            let published = publishedFields(diagnostic, in: &document)
            if !wanted.isEmpty, !wanted.contains(where: { $0["code"]?.string == diagnostic.rule.rawValue && $0["range"].map(\.compactText) == published.range.compactText }) {
                continue
            }
            let edits = fix.edits.map { edit -> JSONValue in
                .object([("range", document.range(edit.start, edit.end, in: encoding)), ("newText", .string(edit.replacement))])
            }
            actions.append(.object([
                ("title", .string(fix.title)),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([published.value])),
                ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(document.uri, .array(edits))]))])),
            ]))
        }
        return .array(actions)
    }

    /// A finding's range and a short form of it (range, severity, code, message), for a
    /// code action to name.
    private func publishedFields(_ diagnostic: Diagnostic, in document: inout EditorDocument) -> (range: JSONValue, value: JSONValue) {
        let range = document.range(diagnostic.span.start.offset, diagnostic.span.end.offset, in: encoding)
        return (range, .object([
            ("range", range), ("severity", .int(diagnostic.severity == .error ? 1 : 2)),
            ("code", .string(diagnostic.rule.rawValue)), ("source", .string("tablectl")), ("message", .string(diagnostic.message)),
        ]))
    }
}

/// Files other than the document that related locations point into, read once each to
/// place their marks in the negotiated encoding: an open document's buffer (what the check
/// read), else the file (one that cannot be read: its marks' line and column, counted in
/// scalars).
struct OtherFiles {
    /// The open documents' texts, by absolute path.
    let buffers: [String: [UInt8]]
    private var lines: [String: LineIndex?] = [:]

    init(buffers: [String: [UInt8]]) { self.buffers = buffers }

    mutating func location(_ path: String, _ span: Span, encoding: PositionEncoding) -> JSONValue {
        if lines[path] == nil {
            lines[path] = .some((buffers[path] ?? SpecFileReader.bytes(path: path, limit: Limits.default.maxFileSize)).map(LineIndex.init))
        }
        func position(_ mark: Mark) -> JSONValue {
            if let index = lines[path] ?? nil { return index.position(ofOffset: mark.offset, in: encoding).json }
            return EditorPosition(line: max(0, mark.line - 1), character: max(0, mark.column - 1)).json
        }
        return .object([
            ("uri", .string(DocumentURI.uri(of: path))),
            ("range", .object([("start", position(span.start)), ("end", position(span.end))])),
        ])
    }
}
