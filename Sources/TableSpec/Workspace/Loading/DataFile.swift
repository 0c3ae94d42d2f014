/// A data file (`--data NAME=FILE`): a JSON or YAML list of one source's items, read as a
/// spec is read (``SpecFileReader`` within the file-size limit, ``Loader`` within the node,
/// depth and alias limits) and checked as data against the source's declaration.
///
/// Its problems are located in the file in validate's form: a field the source does not
/// declare (`unknown-key`, with "did you mean"), a required field missing (`missing-key`),
/// a value of the wrong type (`wrong-type`), and a key used by two items
/// (`duplicate-row-id`: the two items' rows would have one id). An item with an error is
/// left out of ``items``.
///
/// ```swift
/// let file = try DataFile.load(.file("contacts.json"), for: contacts, limits: .default)
/// guard file.report.errorCount == 0 else { … }
/// let table = spec.expanded(with: TableInputs(items: ["contacts": file.items]))
/// ```
public struct DataFile: Sendable {
    /// The file.
    public var file: SourceFile
    /// Every finding, in the order found.
    public var findings: [Diagnostic]
    /// The items without errors, in written order.
    public var items: [DataItem]
    /// For each of ``items``, where its key's value (else the item) is written.
    public var spans: [Span]

    /// The items of `input` for `source`; throws when the file cannot be read at all.
    /// O(file size + items × fields).
    public static func load(_ input: BatchInput, for source: DataSource, limits: Limits) throws(BatchFailure) -> DataFile {
        let bytes: [UInt8]
        switch try SpecFileReader.read(input, limit: limits.maxFileSize) {
        case .bytes(let read): bytes = read
        case .tooLarge(let size):
            let diagnostic = BatchChecker.tooLarge(size: size, limit: limits.maxFileSize)
            return DataFile(source: SourceFile(path: input.displayPath, bytes: []), findings: [diagnostic])
        }
        let file = SourceFile(path: input.displayPath, bytes: bytes)
        let root: Node
        do throws(LoadError) {
            root = try Loader.load(file, limits: limits)
        } catch {
            return DataFile(source: file, findings: [error.diagnostic])
        }
        return decode(root, in: file, for: source)
    }

    /// The items written in `source`'s tree `root`. O(size of the tree).
    static func decode(_ root: Node, in file: SourceFile, for source: DataSource) -> DataFile {
        var decoder = TreeDecoder(checksAmbiguousScalars: !file.isJSON, readsJSON: file.isJSON)
        let read = decoder.dataItems(root, of: source)
        let list: [Node] = { if case .sequence(let list) = root.content { return list } else { return [] } }()
        var findings = decoder.diagnostics
        var items: [DataItem] = []
        var spans: [Span] = []
        items.reserveCapacity(read.count)
        spans.reserveCapacity(read.count)
        // Keys: the first item with a key keeps it; a later one is reported and left out.
        var finder = DuplicateFinder<Int>(expectedCount: read.count)
        for (index, item) in read {
            let keyNode = list[index].mapping?.first { $0.keyText == source.key }?.value
            let span = keyNode?.span ?? list[index].span
            if let key = item[source.key]?.text, let first = finder.firstUse(of: key, at: spans.count) {
                findings.append(Diagnostic(
                    rule: .duplicateRowID,
                    message: "duplicate key '\(key)' in the items of '\(source.name)': two items would give rows with one id",
                    span: span, pointer: Pointer([.index(index), .key(source.key)]).description,
                    related: [RelatedLocation(span: spans[first], message: "the first item with key '\(key)'")],
                    hint: "give each item its own '\(source.key)'"))
                continue
            }
            items.append(item)
            spans.append(span)
        }
        var out = DataFile(source: file, findings: findings)
        out.items = items
        out.spans = spans
        return out
    }

    /// A file with `findings` and no items yet.
    init(source: SourceFile, findings: [Diagnostic]) {
        file = source
        self.findings = findings
        items = []
        spans = []
    }

    /// The findings as validate reports a file's: capped as a spec's are (errors first,
    /// then source order; the rest counted). O(findings × log cap).
    public var report: FileReport {
        var collector = FindingCollector(options: CheckOptions())
        for finding in findings { collector.add(finding) }
        return collector.report(source: file, table: nil)
    }
}
