/// An editor's buffer checked as `tablectl validate` checks the file it will be saved as:
/// the same entry (``CompositeChecker``, through ``SpecChecker``), with the nearest
/// `.tablectl.yml`'s rules, severities, cap and composition root, the file's suppressions,
/// and the files it includes read from disk under that root.
///
/// ```swift
/// let report = DocumentCheck.check(path: "/app/specs/settings.yaml", bytes: Array(text.utf8))
/// report.diagnostics   // what `tablectl validate specs/settings.yaml` prints, once saved
/// ```
enum DocumentCheck {
    /// The report for `bytes` as the file at absolute `path`. The configuration is read
    /// afresh on each call (an edit of `.tablectl.yml` applies to the next check): a few
    /// `stat`s and one small file, then O(spec size) for the check (plus its includes).
    /// A file its configuration excludes is checked too (``skipReason(path:bytes:)`` says
    /// whether it should be).
    /// `buffers` are the open documents' texts by absolute path: an included file that is
    /// open is read from its buffer, not from disk.
    static func check(path: String, bytes: [UInt8], buffers: [String: [UInt8]] = [:], limits: Limits = .default) -> FileReport {
        let directory = FilePath.parent(path)
        let input = BatchInput.standardInput(name: path)
        let resolver = ConfigurationResolver(workingDirectory: directory)
        let planned = ConfiguredInputs([input], resolver: resolver, named: [])
        let source = SourceFile(path: path, bytes: bytes)
        // A broken configuration: validate does not check the files it governs; say so.
        if planned.inputs.isEmpty, let error = planned.errors.first {
            return configurationFailure(error, source: source)
        }
        guard let steps = try? LintSteps(policy: LintPolicy(), workingDirectory: directory) else {
            return SpecChecker.check(source)
        }
        let options = steps.checkOptions(limits: limits, planned: planned)(input)
        let components = steps.componentOptions(planned)
        let context = CompositeChecker.Context(
            absolutePath: path, root: options.compositionRoot, components: EditorComponents(buffers),
            options: { components(options, $0) })
        return CompositeChecker.check(source, options: options, context: context)
    }

    /// Why `validate` would leave a file unchecked.
    enum Skip: Equatable {
        /// No configuration applies and the text does not mention `tablespec` (the key
        /// every spec has first): not a spec (an editor runs the server on every YAML and
        /// JSON file, most of them not specs).
        case notSpec
        /// Its `.tablectl.yml` excludes it.
        case excluded
    }

    /// Whether, and why, `validate` would leave the file at absolute `path` with text
    /// `bytes` unchecked; nil when it checks it. A broken configuration skips nothing: the
    /// check reports it. A few `stat`s and one small file, then O(bytes).
    static func skipReason(path: String, bytes: [UInt8]) -> Skip? {
        switch ConfigurationResolver(workingDirectory: FilePath.parent(path)).configuration(forFile: path) {
        case .success(let configuration?): configuration.exclusion(forFile: path) != nil ? .excluded : nil
        case .success(nil): ByteSearch.contains(bytes, "tablespec") ? nil : .notSpec
        case .failure: nil
        }
    }

    /// One finding at the top of the file: it is not checked because its configuration is
    /// broken, with the configuration's own findings as related locations.
    private static func configurationFailure(_ error: ConfigurationError, source: SourceFile) -> FileReport {
        let related = error.diagnostics.map {
            RelatedLocation(span: $0.span, message: $0.message, path: error.source.path)
        }
        let diagnostic = Diagnostic(
            rule: error.diagnostics.first?.rule ?? .syntax,
            message: "not checked: the configuration '\(error.source.path)' is broken; fix it first",
            span: Span(at: .start), related: related, hint: error.message)
        return FileReport(source: source, diagnostics: [diagnostic], table: nil)
    }
}

/// The files a composite includes, from disk, except those open in the editor, which are
/// read from their buffers (keyed by real path, as the file system source locates them).
struct EditorComponents: ComponentSource {
    private let disk = FileSystemComponents()
    private let buffers: [String: [UInt8]]

    /// Buffers by absolute path; one `realpath` each.
    init(_ buffers: [String: [UInt8]]) {
        var real: [String: [UInt8]] = [:]
        for (path, bytes) in buffers { real[FileSystemComponents.realPath(path) ?? path] = bytes }
        self.buffers = real
    }

    func locate(_ path: String, root: String) throws(ComponentReadError) -> ComponentLocation {
        try disk.locate(path, root: root)
    }

    func read(_ location: ComponentLocation, limit: Int) throws(ComponentReadError) -> [UInt8] {
        guard let bytes = buffers[location.path] else { return try disk.read(location, limit: limit) }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }

    func entries(of path: String) -> [String] { disk.entries(of: path) }
}
