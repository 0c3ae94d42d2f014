/// A data file (`--data NAME=FILE`): a JSON or YAML list of one source's items, read as a
/// spec is read (``SpecFileReader`` within the file-size limit, ``Loader`` within the node,
/// depth and alias limits) and checked as data against the source's declaration.
///
/// Its problems are located in the file in validate's form, by the reader of a source's
/// `sample` (one reader, so a sample and a data file are held to the same rules): a field
/// the source does not declare (`unknown-key`, with "did you mean"), a required field
/// missing (`missing-key`), a value of the wrong type (`wrong-type`), and a key used by two
/// items (`duplicate-item-key`). An item with an error is left out of ``items``. Whether
/// an item's row takes the id of another row is checked against the spec
/// (``SpecInputs/resolve(for:name:limits:)``).
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
        switch try SpecFileReader.tree(input, limits: limits) {
        case .tree(let file, let root): return decode(root, in: file, for: source)
        case .unusable(let file, let finding): return DataFile(source: file, findings: [finding])
        }
    }

    /// The items written in `source`'s tree `root`, read as a spec's `sample` is
    /// (``SpecDecoder/items(_:of:isJSON:)``). O(size of the tree).
    static func decode(_ root: Node, in file: SourceFile, for source: DataSource) -> DataFile {
        let read = SpecDecoder.items(root, of: source, isJSON: file.isJSON)
        let list = root.sequence ?? []
        var out = DataFile(source: file, findings: read.diagnostics)
        out.items = read.items
        out.spans = read.positions.map { index in
            list[index].mapping?.first { $0.keyText == source.key }?.value.span ?? list[index].span
        }
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
