/// Which check each open document gets, and its diagnostics published.
extension LanguageServer {
    /// `publishDiagnostics` for every document whose delay has passed at `now`, and empty
    /// ones for documents closed since the last call. Each document is published at most
    /// once a call: the closed ones first, then the due ones in URI order (a composite's
    /// open parts right after it), then the open scripts of the specs checked.
    ///
    /// Each document is checked as `validate` (or `simulate`) would check its file:
    /// 1. a script (`NAME.actions.yaml`) against the spec beside it (``ScriptCheck``);
    /// 2. a file that an open composite includes, with that composite (its findings are
    ///    those `validate` gives it, the composed table's rules included), the composite
    ///    published again and its open parts with it;
    /// 3. a file that is not a spec where no configuration applies (no `tablespec` key; an
    ///    editor runs the server on every YAML and JSON file) gets no findings;
    /// 4. a file that composites on disk include (``Includers``), alone and with each of
    ///    them, its findings merged as `validate` merges a file's reports;
    /// 5. a file its `.tablectl.yml` excludes (and no composite includes) gets no findings;
    /// 6. any other alone.
    /// A script whose spec was just checked is checked again, with that check.
    func publishDue(now: Double) -> [JSONValue] {
        var out = closed.sorted().map {
            JSONRPC.notification("textDocument/publishDiagnostics", .object([("uri", .string($0)), ("diagnostics", .array([]))]))
        }
        closed = []
        var published: Set<String> = []
        var checked: [String: FileReport] = [:]   // the specs checked as top files, by path
        let buffers = openBuffers()
        func publish(_ uri: String, _ report: FileReport?, note: String? = nil, script: ScriptCheck? = nil, skipped: Bool = false) {
            guard var document = documents[uri] else { return }
            document.report = report
            document.script = script
            document.skipped = skipped
            out.append(publishDiagnostics(report, note: note, in: &document, buffers: buffers))
            documents[uri] = document
            published.insert(uri)
            pending[uri] = nil
        }
        func checkScript(_ uri: String, _ document: EditorDocument) {
            let check = ScriptCheck(path: document.path, bytes: document.bytes, buffers: buffers, checked: checked)
            publish(uri, check.report, note: check.note, script: check)
        }
        for uri in pending.filter({ $0.value <= now }).keys.sorted() where !published.contains(uri) {
            pending[uri] = nil
            guard let document = documents[uri] else { continue }
            // 1. A script.
            if SimulationFiles.isScript(document.path) {
                checkScript(uri, document)
                continue
            }
            // 2. A part of an open composite, or the composite.
            let root = documents.values.filter { $0.uri != uri && $0.report?.includes(document.path) == true }.map(\.uri).min() ?? uri
            if root == uri {
                let skip = DocumentCheck.skipReason(path: document.path, bytes: document.bytes)
                // 3. Not a spec.
                if skip == .notSpec {
                    publish(uri, nil, skipped: true)
                    continue
                }
                // 4. A part of composites on disk.
                let composites = includers(of: document)
                if !composites.isEmpty, let report = partReport(document, in: composites, buffers: buffers, into: &checked) {
                    publish(uri, report)
                    continue
                }
                // 5. Excluded.
                if skip == .excluded {
                    publish(uri, nil, skipped: true)
                    continue
                }
            }
            // 6. The file (or its open composite) checked.
            guard let top = documents[root] else { continue }
            let report = checked[top.path] ?? DocumentCheck.check(path: top.path, bytes: top.bytes, buffers: buffers)
            checked[top.path] = report
            publish(root, report)
            // The open parts, with their findings from this check.
            for (index, path) in report.dependencies.prefix(report.components.count).enumerated() {
                guard let part = documents.keys.sorted().first(where: { documents[$0]?.path == path && $0 != root }),
                      !published.contains(part) else { continue }
                publish(part, report.components[index])
            }
        }
        // 7. The open scripts of the specs just checked.
        for (uri, document) in documents.sorted(by: { $0.key < $1.key })
        where !published.contains(uri) && SimulationFiles.isScript(document.path)
            && SimulationFiles.specCandidates(ofScript: document.path).contains(where: { checked[$0] != nil }) {
            checkScript(uri, document)
        }
        return out
    }

    /// The open documents' texts by path, the first by URI for a path open twice: what
    /// every check this call reads for an open file.
    func openBuffers() -> [String: [UInt8]] {
        Dictionary(documents.sorted { $0.key < $1.key }.map { ($0.value.path, $0.value.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    /// The composites on disk that include `document`'s file, searched under its
    /// configuration's directory (else the working directory when the file is in it, else
    /// the file's directory), once until a document is opened, saved or closed, or an
    /// `include:` is typed or deleted.
    private func includers(of document: EditorDocument) -> [String] {
        if let known = includers[document.path] { return known }
        let root = SpecLoader.root(of: document.path)
            ?? (document.path.hasPrefix(workingDirectory + "/") ? workingDirectory : FilePath.parent(document.path))
        let buffers = openBuffers()
        let found = Includers.of(document.path, root: root) { path in
            buffers[path] ?? SpecFileReader.bytes(path: path, limit: Limits.default.maxFileSize)
        }
        includers[document.path] = found
        return found
    }

    /// The findings of `document`'s file from checking it alone and each of `composites`
    /// (open buffers read for any file open), merged into one report as `validate` merges
    /// a file's; nil when no check reports the file (a composite's include was refused).
    /// Each check is added to `checked`.
    private func partReport(
        _ document: EditorDocument, in composites: [String], buffers: [String: [UInt8]], into checked: inout [String: FileReport]
    ) -> FileReport? {
        let own = DocumentCheck.check(path: document.path, bytes: document.bytes, buffers: buffers)
        checked[document.path] = own
        var reports = [own]
        for composite in composites {
            guard let bytes = buffers[composite] ?? SpecFileReader.bytes(path: composite, limit: Limits.default.maxFileSize) else { continue }
            let report = DocumentCheck.check(path: composite, bytes: bytes, buffers: buffers)
            checked[composite] = report
            if report.includes(document.path) { reports.append(report) }
        }
        guard reports.count > 1 else { return nil }
        let real = FileSystemComponents.realPath(document.path) ?? document.path
        return ReportMerge.merged(reports).first { report in
            let absolute = FilePath.absolute(report.path, from: FilePath.workingDirectory)
            return absolute == document.path || (FileSystemComponents.realPath(absolute) ?? absolute) == real
        }
    }
}
