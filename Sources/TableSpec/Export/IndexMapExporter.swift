/// A composed table's index map: for each section, the file it was written in and its index
/// there; for each file, where its sections start and how many it has
/// (`docs/composition.md`). A spec that includes nothing is one file holding every section.
///
/// ```json
/// {"sections": [{"index": 0, "id": "account", "file": "parts/account.yaml", "localIndex": 0}],
///  "files": [{"file": "parts/account.yaml", "firstSection": 0, "sectionCount": 1}]}
/// ```
public enum IndexMapExporter: Exporter {
    public static let identifier = "index-map"
    public static let summary = "a composed table's sections by file, as JSON"

    /// O(sections).
    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        let table = try spec(table)
        let ownName = options.sourceName.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "spec"
        let map = options.sectionMap ?? SectionMap(parts: [
            SectionMap.Part(file: ownName, firstSection: 0, sectionCount: table.sections.count, firstLocalSection: 0),
        ])
        var sections: [JSONValue] = []
        for (index, section) in table.sections.enumerated() {
            let source = map.source(ofSection: index)
            sections.append(.object([
                ("index", .int(index)), ("id", .string(section.id)), ("file", .string(source?.file ?? ownName)),
                ("localIndex", .int(source?.localIndex ?? index)),
            ]))
        }
        var files: [String] = []
        var summary: [String: (first: Int, count: Int)] = [:]
        for part in map.parts {
            if summary[part.file] == nil { files.append(part.file) }
            let known = summary[part.file]
            summary[part.file] = (known?.first ?? part.firstSection, (known?.count ?? 0) + part.sectionCount)
        }
        let fileValues = files.map { file -> JSONValue in
            let entry = summary[file] ?? (0, 0)
            return .object([("file", .string(file)), ("firstSection", .int(entry.first)), ("sectionCount", .int(entry.count))])
        }
        return JSONValue.object([("sections", .array(sections)), ("files", .array(fileValues))]).pretty()
    }
}
