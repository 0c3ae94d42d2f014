
/// `--format json`: the changeset as one JSON document, described field by field in
/// docs/diff.md. Keys always come in the same order; positions are numbers; values of
/// changed fields are JSON values, `null` when absent.
///
/// ```
/// {"identical": false, "old": "a.yaml", "new": "b.yaml", "requiresReload": false,
///  "table": [], "sections": {…}, "rows": {…}, "stages": [{…}], "renames": []}
/// ```
public enum DiffJSONFormat: DiffFormat {
    public static let identifier = "json"
    public static let summary = "one JSON document: the changes, the UIKit batches and rename hints"

    /// The document, pretty-printed. O(size of the changeset + size of the stages' shapes).
    public static func format(_ report: DiffReport, color: Bool, width: Int = 80) -> String {
        let changes = report.changes
        let document: JSONValue = .object([
            ("identical", .bool(changes.isIdentical)),
            ("old", .string(report.oldName)),
            ("new", .string(report.newName)),
            ("requiresReload", .bool(changes.requiresReload)),
            ("table", fieldChanges(changes.table)),
            ("sections", sections(changes.sections, report)),
            ("rows", rows(changes.rows, report)),
            ("stages", .array(changes.stages.map(stage))),
            ("renames", .array(changes.renames.map { renames($0, report) })),
        ])
        let text = document.pretty()
        // A large document's values are freed on another core while the text is written.
        BackgroundRelease.release(document, if: text.utf8.count >= BackgroundRelease.threshold)
        return text
    }

    static func fieldChanges(_ changes: [FieldChange]) -> JSONValue {
        .array(changes.map { change in
            .object([("field", .string(change.field)), ("old", change.old.map(JSONValue.init) ?? .null),
                     ("new", change.new.map(JSONValue.init) ?? .null)])
        })
    }

    /// The section changes; with `report`'s section maps, each names the file it is in
    /// (`file`: of the new side's section, of the old side's for a deletion).
    static func sections(_ changes: SectionChanges, _ report: DiffReport? = nil) -> JSONValue {
        let old = { (index: Int) in report?.oldFile(ofSection: index) }
        let new = { (index: Int) in report?.newFile(ofSection: index) }
        return .object([
            ("deleted", .array(changes.deleted.map { filed([("id", .string($0.id)), ("index", .int($0.index))], old($0.index)) })),
            ("inserted", .array(changes.inserted.map { filed([("id", .string($0.id)), ("index", .int($0.index))], new($0.index)) })),
            ("moved", .array(changes.moved.map {
                filed([("id", .string($0.id)), ("from", .int($0.from)), ("to", .int($0.to))], new($0.to))
            })),
            ("updated", .array(changes.updated.map {
                filed([("id", .string($0.id)), ("index", .int($0.index)), ("newIndex", .int($0.newIndex)),
                       ("changes", fieldChanges($0.changes))], new($0.newIndex))
            })),
        ])
    }

    /// The row changes; with `report`'s section maps, each names the file it is in.
    static func rows(_ changes: RowChanges, _ report: DiffReport? = nil) -> JSONValue {
        let old = { (at: TableIndexPath) in report?.oldFile(ofSection: at.section) }
        let new = { (at: TableIndexPath) in report?.newFile(ofSection: at.section) }
        return .object([
            ("deleted", .array(changes.deleted.map { row(id: $0.id, sectionID: $0.sectionID, at: $0.at, file: old($0.at)) })),
            ("inserted", .array(changes.inserted.map { row(id: $0.id, sectionID: $0.sectionID, at: $0.at, file: new($0.at)) })),
            ("moved", .array(changes.moved.map {
                filed([("id", .string($0.id)), ("from", position($0.fromSectionID, $0.from)),
                       ("to", position($0.toSectionID, $0.to))], new($0.to))
            })),
            ("updated", .array(changes.updated.map {
                filed([("id", .string($0.id)), ("sectionId", .string($0.sectionID)),
                       ("section", .int($0.at.section)), ("index", .int($0.at.row)),
                       ("newSection", .int($0.newAt.section)), ("newIndex", .int($0.newAt.row)),
                       ("changes", fieldChanges($0.changes))], new($0.newAt))
            })),
        ])
    }

    /// An object of `fields`, with `file` last when there is one.
    private static func filed(_ fields: [(String, JSONValue)], _ file: String?) -> JSONValue {
        .object(fields + (file.map { [("file", .string($0))] } ?? []))
    }

    private static func row(id: String, sectionID: String, at: TableIndexPath, file: String?) -> JSONValue {
        filed([("id", .string(id)), ("sectionId", .string(sectionID)), ("section", .int(at.section)), ("index", .int(at.row))], file)
    }

    private static func position(_ sectionID: String, _ at: TableIndexPath) -> JSONValue {
        .object([("sectionId", .string(sectionID)), ("section", .int(at.section)), ("index", .int(at.row))])
    }

    static func stage(_ stage: Stage) -> JSONValue {
        .object([
            ("purpose", .string(stage.purpose.rawValue)),
            ("sections", sections(stage.sections)),
            ("rows", rows(stage.rows)),
            ("after", .array(stage.after.map {
                .object([("id", .string($0.id)), ("rows", .array($0.rows.map(JSONValue.string)))])
            })),
        ])
    }

    private static func renames(_ hint: RenameHint, _ report: DiffReport) -> JSONValue {
        .object([
            ("oldId", .string(hint.oldID)), ("newId", .string(hint.newID)),
            ("from", position(report.oldSectionID(hint.from.section), hint.from)),
            ("to", position(report.newSectionID(hint.to.section), hint.to)),
        ])
    }
}
