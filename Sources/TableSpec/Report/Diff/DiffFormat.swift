
/// One output format of `tablectl diff` (text, json, markdown, stat, html, svg, side):
/// turns a ``DiffReport`` into one text. ``DiffFormatList`` holds them all.
///
/// ```swift
/// let changes = try TableDiff.diff(from: old, to: new)
/// let report = DiffReport(oldName: "a.yaml", newName: "b.yaml", old: old, new: new, changes: changes)
/// let json = DiffJSONFormat.format(report, color: false, width: 80)
/// ```
public protocol DiffFormat: OutputFormat {
    /// The complete output. Depends only on its arguments, never on the environment:
    /// `color` allows ANSI colour (text and side only), `width` is the columns of the
    /// terminal (side only). O(size of both tables + changes) at most.
    static func format(_ report: DiffReport, color: Bool, width: Int) -> String
}

/// Everything a diff format prints: the two tables as named to the user, and their changes.
public struct DiffReport: Sendable {
    /// How the old side is named in headers (`specs/a.yaml`, `HEAD:specs/a.yaml`, `a/specs/a.yaml`).
    public var oldName: String
    /// How the new side is named in headers.
    public var newName: String
    /// Whether the old side did not exist (git's `/dev/null` for an added file); its table
    /// is then empty.
    public var oldMissing = false
    /// Whether the new side did not exist (git's `/dev/null` for a deleted file).
    public var newMissing = false
    /// The old table.
    public var old: Table
    /// The new table.
    public var new: Table
    /// What changed from ``old`` to ``new`` (``TableDiff/diff(from:to:)``).
    public var changes: Changeset
    /// The repository path, when run by git as an external diff driver.
    public var gitPath: String?
    /// For a composite old side, where each of its sections was written.
    public var oldSections: SectionMap?
    /// For a composite new side, where each of its sections was written.
    public var newSections: SectionMap?

    /// The file old section `index` was written in, when the old side is a composite. O(1).
    public func oldFile(ofSection index: Int) -> String? { oldSections?.source(ofSection: index)?.file }
    /// The file new section `index` was written in, when the new side is a composite. O(1).
    public func newFile(ofSection index: Int) -> String? { newSections?.source(ofSection: index)?.file }

    /// The file each section is written in, by section id: the new side's, else the old
    /// side's; empty when neither side is a composite. O(sections), once per output.
    public func sectionFiles() -> [String: String] {
        guard oldSections != nil || newSections != nil else { return [:] }
        var files: [String: String] = [:]
        for (index, section) in old.sections.enumerated() { files[section.id] = oldFile(ofSection: index) }
        for (index, section) in new.sections.enumerated() { files[section.id] = newFile(ofSection: index) ?? files[section.id] }
        return files
    }

    /// A report of `changes` between `old` and `new`, named `oldName` and `newName`.
    public init(oldName: String, newName: String, old: Table, new: Table, changes: Changeset) {
        self.oldName = oldName
        self.newName = newName
        self.old = old
        self.new = new
        self.changes = changes
    }

    /// How the drawn formats (html, svg, side) are drawn: the sides named `OLD → NEW`, or
    /// by the repository path when run by git.
    func drawingOptions(color: Bool = false, width: Int = 80) -> RenderOptions {
        RenderOptions(width: width, color: color, sourceName: gitPath ?? (oldName + " → " + newName))
    }

    /// The id of the section at `index` of the old table, or "" when out of range.
    func oldSectionID(_ index: Int) -> String {
        old.sections.indices.contains(index) ? old.sections[index].id : ""
    }

    /// The id of the section at `index` of the new table, or "" when out of range.
    func newSectionID(_ index: Int) -> String {
        new.sections.indices.contains(index) ? new.sections[index].id : ""
    }
}

/// Every diff format, in one explicit list sorted by identifier: the names `tablectl diff
/// --format` accepts come from here. A new format is a ``DiffFormat`` in its own file,
/// added here.
public enum DiffFormatList {
    /// The formats, sorted by ``DiffFormat/identifier``.
    public static let all: [any DiffFormat.Type] = [
        HTMLDiffRenderer.self, DiffJSONFormat.self, DiffMarkdownFormat.self, SideDiffRenderer.self,
        DiffStatFormat.self, SVGDiffRenderer.self, DiffTextFormat.self,
    ]

    /// The format whose identifier is `name`, if any. O(formats).
    public static func format(named name: String) -> (any DiffFormat.Type)? {
        all.first { $0.identifier == name }
    }

    /// "html (…), json (…), …, text (…)" for `--help`.
    public static var helpText: String {
        FormatHelp.list(all)
    }
}
